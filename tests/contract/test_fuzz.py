"""Property-based: nothing escapes the engine, and the fast path never changes a verdict."""

from __future__ import annotations

from anthropic.types import TextBlock, ToolUseBlock
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from autograder.contract import Violation, validate_messages, validate_request

from .factories import check, check_request

FUZZ = settings(
    max_examples=150, deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow]
)

scalars = (
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | st.text(max_size=8)
)
json_like = st.recursive(
    scalars,
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4)
    ),
    max_leaves=20,
)

IDS = st.sampled_from(["toolu_1", "toolu_2", "call_1", "get_order_status", "", "bad id", 7, None])
TYPES = st.sampled_from(
    [
        "text",
        "tool_use",
        "tool_result",
        "image",
        "thinking",
        "server_tool_use",
        "tool_reference",
        None,
    ]
)
sdk_blocks = st.builds(TextBlock, type=st.just("text"), text=st.text(max_size=5)) | st.builds(
    ToolUseBlock,
    type=st.just("tool_use"),
    id=st.sampled_from(["toolu_1", "toolu_2", "x y"]),
    name=st.just("n"),
    input=st.just({}),
)
blocks = st.one_of(
    st.fixed_dictionaries(
        {"type": TYPES},
        optional={
            "text": st.sampled_from(["", " ", "hi", "hi "]),
            "id": IDS,
            "tool_use_id": IDS,
            "name": st.sampled_from(["n", ""]),
            "input": st.just({}) | json_like,
            "content": st.just("r") | json_like,
            "is_error": st.booleans(),
        },
    ),
    sdk_blocks,
    json_like,
)
messages = st.lists(
    st.fixed_dictionaries(
        {"role": st.sampled_from(["user", "assistant", "user", "assistant", "system", "tool"])},
        optional={"content": st.text(max_size=4) | st.lists(blocks, max_size=4) | json_like},
    )
    | json_like,
    max_size=6,
)
tools = st.none() | st.lists(
    st.fixed_dictionaries(
        {"name": st.sampled_from(["get_order_status", "n", "bad name", ""])},
        optional={
            "input_schema": json_like | st.just({"type": "object"}),
            "type": st.sampled_from(["custom", "web_search_20250305", "function"]),
            "strict": st.booleans(),
        },
    ),
    max_size=3,
)
choices = (
    st.none()
    | json_like
    | st.fixed_dictionaries(
        {"type": st.sampled_from(["auto", "any", "tool", "none", "required"])},
        optional={"name": st.text(max_size=4), "disable_parallel_tool_use": scalars},
    )
)
models = st.sampled_from(["claude-sonnet-5", "claude-sonnet-4-5"]) | scalars
profiles = st.sampled_from(["current", "legacy"])


def _assert_clean(found):
    assert isinstance(found, list)
    for v in found:
        assert isinstance(v, Violation)
        assert v.key != "contract.internal_error", v
        assert v.explain("ko") and v.explain("en")


@FUZZ
@given(json_like, profiles)
def test_any_json_body_is_answered_with_violations(body, profile):
    _assert_clean(validate_request(body, profile=profile))


@FUZZ
@given(json_like, json_like, json_like, scalars)
def test_any_json_arguments_are_answered_with_violations(msgs, tool_list, choice, model):
    _assert_clean(validate_messages(msgs, tool_list, tool_choice=choice, model=model))


@FUZZ
@given(messages, tools, choices, models, profiles)
def test_plausible_conversations_agree_on_both_paths(msgs, tool_list, choice, model, profile):
    check(msgs, tool_list, tool_choice=choice, model=model, profile=profile)  # asserts equality
    _assert_clean(
        validate_messages(msgs, tool_list, tool_choice=choice, model=model, profile=profile)
    )


@FUZZ
@given(messages, tools, profiles)
def test_plausible_requests_agree_on_both_paths(msgs, tool_list, profile):
    body = {"model": "claude-sonnet-5", "max_tokens": 64, "messages": msgs}
    if tool_list is not None:
        body["tools"] = tool_list
    check_request(body, profile=profile)


@FUZZ
@given(st.lists(json_like, max_size=3) | tools | json_like, profiles)
def test_plain_tools_are_judged_as_before_when_judged_again(tool_list, profile):
    """`plain` request bodies reuse a ``tools`` verdict reached for the same JSON text
    (`autograder.contract.tools.check_tools`): first and repeated judgings both equal the
    unremembered one, whatever the tools hold."""
    body = {
        "model": "claude-sonnet-5",
        "max_tokens": 64,
        "messages": [{"role": "user", "content": "hi"}],
    }
    body["tools"] = tool_list
    fresh = validate_request(body, profile=profile)
    assert validate_request(body, profile=profile, plain=True) == fresh
    assert validate_request(body, profile=profile, plain=True) == fresh


@FUZZ
@given(messages, st.data())
def test_reference_cycles_never_escape(msgs, data):
    containers = [m for m in msgs if isinstance(m, dict | list)]
    for container in containers:
        target = data.draw(st.sampled_from([msgs, *containers]))
        if isinstance(container, dict):
            container[data.draw(st.sampled_from(["content", "role", "x"]))] = target
        else:
            container.append(target)
    _assert_clean(validate_messages(msgs))
    _assert_clean(
        validate_request({"model": "m", "max_tokens": 1, "messages": msgs, "tools": [msgs]})
    )


def test_deep_nesting_never_escapes():
    deep: object = "x"
    for _ in range(5000):
        deep = [deep]
    schema: object = {"type": "object"}
    for _ in range(3000):
        schema = {"type": "object", "properties": {"a": schema}}
    tool = {"name": "n", "input_schema": schema, "strict": True}
    _assert_clean(validate_messages([{"role": "user", "content": deep}], [tool]))
    _assert_clean(validate_messages(deep))
