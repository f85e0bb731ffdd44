"""Pictures never raise, whatever a learner's messages or a transcript look like."""

from hypothesis import given, settings
from hypothesis import strategies as st

from autograder.viz import conversation_view, sequence_diagram

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3)
    ),
    max_leaves=12,
)
blocks = st.fixed_dictionaries(
    {"type": st.sampled_from(["text", "tool_use", "tool_result", "image", 3])},
    optional={
        "id": json_values,
        "tool_use_id": json_values,
        "content": json_values,
        "input": json_values,
        "text": json_values,
    },
)
messages = st.lists(
    st.fixed_dictionaries(
        {"role": st.sampled_from(["user", "assistant", "tool", None])},
        optional={
            "content": st.one_of(st.text(max_size=10), st.lists(blocks | json_values, max_size=3))
        },
    )
    | json_values,
    max_size=4,
)


@settings(max_examples=60, deadline=None)
@given(messages)
def test_conversation_view_never_raises(value):
    assert conversation_view(value, violations=[]).html.startswith('<div class="tu-conversation"')


@settings(max_examples=60, deadline=None)
@given(
    st.lists(
        st.fixed_dictionaries(
            {}, optional={"request": json_values, "status": json_values, "response": json_values}
        ),
        max_size=3,
    )
)
def test_sequence_diagram_never_raises(exchanges):
    assert sequence_diagram(exchanges).source.startswith("sequenceDiagram\n")


def test_a_messages_list_that_contains_itself_is_drawn():
    looped = [{"role": "user", "content": "x"}]
    looped.append({"role": "assistant", "content": [looped]})
    assert 'data-messages="2"' in conversation_view(looped, violations=[]).html
