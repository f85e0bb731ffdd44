"""Two contract gaps: several `tool_result` blocks for one call, and `"tools": null`.

Both are 400s at the API (see the choices in the `autograder.contract` docstring); the
simulator, which validates every body with the engine, must reject them too.
"""

from __future__ import annotations

import anthropic
import pytest

from autograder import MODEL, make_client
from autograder.simulator import get_simulator
from tests.contract.factories import (
    ORDER_ID,
    ORDER_TOOL,
    SECOND_ID,
    assistant,
    check,
    check_request,
    user,
)

DUPLICATE = (
    "messages.{n}.content.{m}: each tool_use must have a single result. "
    "Found multiple tool_result blocks with id: {ids}"
)


def call(*ids):
    return [{"type": "tool_use", "id": i, "name": "get_order_status", "input": {}} for i in ids]


def result(tool_id, content="ok"):
    return {"type": "tool_result", "tool_use_id": tool_id, "content": content}


def conversation(*results_messages):
    return [user("주문 어디쯤?"), assistant(call(ORDER_ID)), *results_messages]


def test_two_results_for_one_call_in_one_message_are_rejected_at_the_second():
    found = check(conversation(user([result(ORDER_ID), result(ORDER_ID, "again")])), [ORDER_TOOL])
    assert found == [("A-R15", "messages.2.content.1", DUPLICATE.format(n=2, m=1, ids=ORDER_ID))]


def test_duplicates_split_over_merged_user_messages_are_rejected_too():
    found = check(conversation(user([result(ORDER_ID)]), user([result(ORDER_ID)])), [ORDER_TOOL])
    assert found == [("A-R15", "messages.3.content.0", DUPLICATE.format(n=3, m=0, ids=ORDER_ID))]


def test_one_result_per_call_stays_valid_with_two_calls():
    messages = [
        user("두 주문 다 알려 줘"),
        assistant(call(ORDER_ID, SECOND_ID)),
        user([result(SECOND_ID), result(ORDER_ID)]),
    ]
    assert check(messages, [ORDER_TOOL]) == []


def test_a_result_for_an_unknown_id_is_reported_as_unexpected_not_as_duplicate():
    messages = conversation(user([result(ORDER_ID), result("get_order_status")]))
    (rule, path, _), *rest = check(messages, [ORDER_TOOL])
    assert (rule, path, rest) == ("A-R15", "messages.2.content.1", [])


def body(**fields):
    return {"model": MODEL, "max_tokens": 64, "messages": [user("안녕")], **fields}


def test_null_tools_is_rejected_as_not_a_list():
    assert check_request(body(tools=None)) == [
        ("A-R19", "tools", "tools: Input should be a valid list")
    ]


@pytest.mark.parametrize("fields", [{}, {"tools": []}, {"tools": [ORDER_TOOL]}])
def test_absent_empty_or_real_tools_are_accepted(fields):
    assert check_request(body(**fields)) == []


def test_the_simulator_rejects_both_with_the_api_text():
    client = make_client("order_status")
    with pytest.raises(anthropic.BadRequestError, match="Input should be a valid list"):
        client.messages.create(model=MODEL, max_tokens=64, tools=None, messages=[user("안녕")])
    first = client.messages.create(
        model=MODEL, max_tokens=64, tools=[ORDER_TOOL], messages=[user("ORD-2026-8842 어디?")]
    )
    block = next(b for b in first.content if b.type == "tool_use")
    answer = [result(block.id), result(block.id)]
    with pytest.raises(anthropic.BadRequestError, match="must have a single result"):
        client.messages.create(
            model=MODEL,
            max_tokens=64,
            tools=[ORDER_TOOL],
            messages=[user("ORD-2026-8842 어디?"), assistant(first.content), user(answer)],
        )
    assert [e.status for e in get_simulator(client).transcript] == [400, 200, 400]
