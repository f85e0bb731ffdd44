"""A-R4: consecutive same-role messages are merged before pairing; paths keep the learner's
original indexes (the package docstring's choice for this *uncertain* point)."""

from __future__ import annotations

from .factories import (
    MISSING,
    ORDER_ID,
    SECOND_ID,
    UNEXPECTED,
    assistant,
    check,
    result,
    text,
    use,
    user,
)


def test_consecutive_user_messages_are_accepted():
    assert check([user("hi"), user("are you there?")]) == []


def test_first_message_may_be_assistant():
    assert check([assistant("How can I help?"), user("hi")]) == []


def test_results_split_over_two_user_messages_are_merged_and_accepted():
    messages = [
        user("hi"),
        assistant([use(ORDER_ID), use(SECOND_ID)]),
        user([result(ORDER_ID)]),
        user([result(SECOND_ID)]),
    ]
    assert check(messages) == []


def test_merging_can_create_a_violation_tool_use_then_text():
    """[a:tool_use][a:text] merges into the A-R12 shape."""
    messages = [user("hi"), assistant([use()]), assistant("let me check"), user([result()])]
    assert check(messages) == [("A-R12", "messages.3", MISSING.format(n=3, ids=ORDER_ID))]


def test_merging_can_create_a_violation_text_then_results():
    """[u:text][u:tool_result] after the call merges into the A-R16 shape."""
    messages = [user("hi"), assistant([use()]), user("here"), user([result()])]
    assert check(messages) == [("A-R16", "messages.2", MISSING.format(n=2, ids=ORDER_ID))]


def test_turn_paths_name_the_first_message_of_the_merged_turn():
    messages = [
        user("hi"),
        assistant("a"),
        assistant([use()]),
        user([text("x")]),
        user([text("y")]),
    ]
    assert check(messages) == [("A-R14", "messages.3", MISSING.format(n=3, ids=ORDER_ID))]


def test_block_paths_name_the_original_message_and_block():
    messages = [user("hi"), assistant([use()]), user([result()]), user([result("toolu_zz")])]
    assert check(messages) == [
        ("A-R15", "messages.3.content.0", UNEXPECTED.format(n=3, m=0, ids="toolu_zz"))
    ]


def test_tool_uses_spread_over_merged_assistant_messages_are_one_turn():
    messages = [user("hi"), assistant([use(ORDER_ID)]), assistant([use(SECOND_ID)])]
    messages.append(user([result(SECOND_ID), result(ORDER_ID)]))
    assert check(messages) == []


def test_tool_use_answered_after_the_merged_turn_is_still_answered():
    messages = [user("hi"), assistant([text("a"), use(ORDER_ID)]), assistant([use(SECOND_ID)])]
    messages.append(user([result(ORDER_ID)]))
    assert check(messages) == [("A-R14", "messages.3", MISSING.format(n=3, ids=SECOND_ID))]
