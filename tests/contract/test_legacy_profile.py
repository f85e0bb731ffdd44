"""The legacy profile: the API before 2024-10-08 / 2025-02-27 (A-R4, A-R5, A-R14, A-R18)."""

from __future__ import annotations

from .factories import ORDER_ID, ORDER_TOOL, SECOND_ID, assistant, check, result, text, use, user

ALTERNATE = 'messages: roles must alternate between "user" and "assistant", but found multiple "{role}" roles in a row'
DID_NOT_FIND = (
    "messages.{n}: Did not find {count} `tool_result` block(s) at the beginning of this message. "
    "Messages following `tool_use` blocks must begin with a matching number of `tool_result` blocks."
)
TOOLS = [ORDER_TOOL]


def test_consecutive_user_messages_must_alternate():
    messages = [user("hi"), user("again")]
    assert check(messages) == []
    assert check(messages, TOOLS, profile="legacy") == [
        ("A-R4", "messages.1", ALTERNATE.format(role="user"))
    ]


def test_consecutive_assistant_messages_must_alternate():
    messages = [user("hi"), assistant("a"), assistant("b"), user("c")]
    assert check(messages, profile="legacy") == [
        ("A-R4", "messages.2", ALTERNATE.format(role="assistant"))
    ]


def test_first_message_must_be_user():
    messages = [assistant("How can I help?"), user("hi")]
    assert check(messages) == []
    assert check(messages, profile="legacy") == [
        ("A-R5", "messages.0", 'messages: first message must use the "user" role')
    ]


def test_old_pairing_text_counts_the_calls():
    messages = [user("hi"), assistant([use(ORDER_ID), use(SECOND_ID)]), user([result(ORDER_ID)])]
    assert check(messages, TOOLS, profile="legacy") == [
        ("A-R14", "messages.2", DID_NOT_FIND.format(n=2, count=2))
    ]


def test_old_pairing_text_for_text_before_the_result():
    messages = [user("hi"), assistant([use()]), user([text("here"), result()])]
    assert check(messages, TOOLS, profile="legacy") == [
        ("A-R14", "messages.2", DID_NOT_FIND.format(n=2, count=1))
    ]


def test_old_validator_only_counted_so_text_after_tool_use_passed():
    messages = [user("hi"), assistant([use(), text("done")]), user([result()])]
    assert check(messages, TOOLS, profile="legacy") == []
    assert [f[0] for f in check(messages, TOOLS)] == ["A-R12"]


def test_split_results_were_an_alternation_error():
    messages = [
        user("hi"),
        assistant([use(ORDER_ID), use(SECOND_ID)]),
        user([result(ORDER_ID)]),
        user([result(SECOND_ID)]),
    ]
    assert check(messages, TOOLS) == []
    assert check(messages, TOOLS, profile="legacy") == [
        ("A-R4", "messages.3", ALTERNATE.format(role="user")),
        ("A-R14", "messages.2", DID_NOT_FIND.format(n=2, count=2)),
        (
            "A-R15",
            "messages.3.content.0",
            f"messages.3.content.0: unexpected `tool_use_id` found in `tool_result` blocks: {SECOND_ID}. Each `tool_result` block must have a corresponding `tool_use` block in the previous message.",
        ),
    ]


def test_tools_were_required_with_tool_blocks():
    messages = [user("hi"), assistant([use()]), user([result()])]
    required = (
        "A-R18",
        "tools",
        "Requests which include `tool_use` or `tool_result` blocks must define tools.",
    )
    assert check(messages) == []
    assert check(messages, profile="legacy") == [required]
    assert check(messages, [], profile="legacy") == [required]
    assert check(messages, TOOLS, profile="legacy") == []
