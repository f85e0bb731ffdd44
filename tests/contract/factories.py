"""Small builders for conversations used across the contract tests."""

from __future__ import annotations

from autograder.contract import validate_messages

ORDER_ID = "toolu_01XYZ89AbCdEfGhIjKlMnOp"
SECOND_ID = "toolu_02QRS45TuVwXyZaBcDeFgH"

ORDER_TOOL = {
    "name": "get_order_status",
    "description": "주문의 현재 상태와 배송 정보를 조회한다.",
    "input_schema": {
        "type": "object",
        "properties": {"order_id": {"type": "string", "description": "주문 번호"}},
        "required": ["order_id"],
    },
}

# The API's pairing texts (A-R14 family, A-R15), written out here rather than read from
# `texts` so that a wrong text in the engine fails the tests.
MISSING = (
    "messages.{n}: `tool_use` ids were found without `tool_result` blocks immediately after: {ids}. "
    "Each `tool_use` block must have a corresponding `tool_result` block in the next message."
)
UNEXPECTED = (
    "messages.{n}.content.{m}: unexpected `tool_use_id` found in `tool_result` blocks: {ids}. "
    "Each `tool_result` block must have a corresponding `tool_use` block in the previous message."
)


def user(content):
    return {"role": "user", "content": content}


def assistant(content):
    return {"role": "assistant", "content": content}


def text(value):
    return {"type": "text", "text": value}


def use(tool_id=ORDER_ID, name="get_order_status", **input_):
    return {
        "type": "tool_use",
        "id": tool_id,
        "name": name,
        "input": input_ or {"order_id": "ORD-2026-8842"},
    }


def result(tool_id=ORDER_ID, content='{"status":"in_transit"}', **extra):
    return {"type": "tool_result", "tool_use_id": tool_id, "content": content, **extra}


def request(messages, **fields):
    return {"model": "claude-sonnet-5", "max_tokens": 1024, "messages": messages, **fields}


def summary(violations):
    return [(v.rule, v.path, v.api_message) for v in violations]


def _both(function, *args, **kwargs):
    """Run `function` with and without the fast path; they must agree exactly."""
    from unittest import mock

    from autograder.contract import engine

    fast = function(*args, **kwargs)
    with mock.patch.object(engine, "fast_check", lambda messages: None):
        slow = function(*args, **kwargs)
    assert summary(fast) == summary(slow), (summary(fast), summary(slow))
    return slow


def check(messages, tools=None, **kwargs):
    """validate_messages on both paths; the violations as (rule, path, api_message)."""
    return summary(_both(validate_messages, messages, tools, **kwargs))


def check_request(body, **kwargs):
    """validate_request on both paths; the violations as (rule, path, api_message)."""
    from autograder.contract import validate_request

    return summary(_both(validate_request, body, **kwargs))
