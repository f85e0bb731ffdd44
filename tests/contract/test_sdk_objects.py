"""SDK objects appended as-is (``response.content``) and `to_plain`."""

from __future__ import annotations

from anthropic.types import Message, TextBlock, ToolUseBlock

from autograder.contract import to_plain, validate_messages, validate_request
from autograder.contract.normalize import CYCLE, MAX_DEPTH, TOO_DEEP

from .factories import ORDER_ID, ORDER_TOOL, check, request, result, summary, user

RESPONSE = {
    "id": "msg_01A2b3C4d5E6f7G8h9",
    "type": "message",
    "role": "assistant",
    "model": "claude-sonnet-5",
    "content": [
        {"type": "text", "text": "그 주문을 확인해 보겠습니다.", "citations": None},
        {
            "type": "tool_use",
            "id": ORDER_ID,
            "name": "get_order_status",
            "input": {"order_id": "ORD-2026-8842"},
            "caller": {"type": "direct"},
        },
    ],
    "stop_reason": "tool_use",
    "stop_sequence": None,
    "usage": {"input_tokens": 10, "output_tokens": 20},
}


def _response() -> Message:
    return Message.model_validate(RESPONSE)


def test_response_content_appended_as_is_is_accepted():
    messages = [
        user("주문?"),
        {"role": "assistant", "content": _response().content},
        user([result()]),
    ]
    assert check(messages, [ORDER_TOOL]) == []


def test_blocks_built_by_hand_are_accepted():
    blocks = [
        TextBlock(type="text", text="확인합니다."),
        ToolUseBlock(type="tool_use", id=ORDER_ID, name="get_order_status", input={}),
    ]
    assert check([user("주문?"), {"role": "assistant", "content": blocks}, user([result()])]) == []


def test_sdk_blocks_are_located_like_dicts():
    bad = ToolUseBlock(type="tool_use", id="bad id", name="get_order_status", input={})
    found = check([user("주문?"), {"role": "assistant", "content": [bad]}, user([result()])])
    at = "messages.1.content.0.tool_use.id"
    assert found == [("A-R10", at, f"{at}: String should match pattern '^[a-zA-Z0-9_-]+$'")]


def test_appending_the_whole_message_object_is_rejected_for_its_extra_fields():
    found = summary(validate_messages([user("주문?"), _response(), user([result()])]))
    paths = [path for _, path, _ in found]
    assert ("A-R9", "messages.1.id", "messages.1.id: Extra inputs are not permitted") in found
    assert "messages.1.stop_reason" in paths and "messages.1.usage" in paths


def test_a_request_body_holding_sdk_objects():
    body = request(
        [user("주문?"), {"role": "assistant", "content": _response().content}, user([result()])],
        tools=[ORDER_TOOL],
    )
    assert validate_request(body) == []


def test_to_plain_dumps_only_the_fields_that_were_set():
    plain = to_plain(_response().content)
    assert plain == RESPONSE["content"]
    hand_made = to_plain(TextBlock(type="text", text="hi"))
    assert hand_made == {"type": "text", "text": "hi"}


def test_to_plain_is_cycle_safe_and_bounded():
    looped: dict = {"a": [1, 2]}
    looped["a"].append(looped)
    assert to_plain(looped) == {"a": [1, 2, CYCLE]}
    deep: list = []
    cursor = deep
    for _ in range(MAX_DEPTH + 50):
        cursor.append([])
        cursor = cursor[0]
    plain = to_plain(deep)
    for _ in range(MAX_DEPTH - 1):
        plain = plain[0]
    assert plain == [TOO_DEEP]


def test_to_plain_keeps_shared_references_that_are_not_cycles():
    shared = {"x": 1}
    assert to_plain([shared, shared]) == [{"x": 1}, {"x": 1}]


def test_to_plain_turns_tuples_and_sets_into_lists_and_leaves_scalars():
    assert to_plain(("a", 1, None, 2.5, True)) == ["a", 1, None, 2.5, True]
    assert to_plain(frozenset({"only"})) == ["only"]


def test_cyclic_messages_are_violations_not_exceptions():
    message: dict = {"role": "user"}
    message["content"] = [message]
    messages: list = [message]
    messages.append(messages)
    assert check(messages) == [
        (
            "A-R9",
            "messages.0.content.0",
            "messages.0.content.0: Unable to extract tag using discriminator 'type'",
        ),
        ("A-R2", "messages.1", "messages.1: Input should be a valid dictionary"),
    ]


def test_cyclic_input_schema_is_an_invalid_schema():
    schema: dict = {"type": "object", "properties": {}}
    schema["properties"]["self"] = schema
    tool = {**ORDER_TOOL, "input_schema": schema}
    (rule, path, text), *rest = summary(validate_messages([user("hi")], [tool]))
    assert (rule, path, rest) == ("A-R20", "tools.0.custom.input_schema", [])
    assert "JSON schema is invalid" in text
