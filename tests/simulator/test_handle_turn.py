"""The seed's Level 2 ``handleTurn``, ported to Python, bug by bug, against the simulator.

Each of the three bugs gives what the real API gives: a 400 with the API's text where it
rejects the request, and an answer that lost its tools where the current API accepts it.
"""

from __future__ import annotations

import json

import anthropic
import pytest

from autograder.config import MODEL
from autograder.simulator import Simulator, client_for, get_scenario, get_simulator, make_client

TOOLS = get_scenario("weather").tools
QUESTION = "What's the weather in Hangzhou?"


def execute_tool(name: str, tool_input: dict) -> str:
    return json.dumps({"city": tool_input["city"], "condition": "sunny", "temperature_c": 26})


def handle_turn(client, *, append_assistant: bool, use_id: bool, pass_tools: bool):
    """``handleTurn`` with each bug switchable (all three False = the seed's buggy code)."""
    messages = [{"role": "user", "content": QUESTION}]
    response = client.messages.create(model=MODEL, max_tokens=512, tools=TOOLS, messages=messages)
    if response.stop_reason != "tool_use":
        return response
    block = next(b for b in response.content if b.type == "tool_use")
    result = execute_tool(block.name, block.input)
    if append_assistant:
        messages.append({"role": "assistant", "content": response.content})
    tool_use_id = block.id if use_id else block.name
    messages.append(
        {
            "role": "user",
            "content": [{"type": "tool_result", "tool_use_id": tool_use_id, "content": result}],
        }
    )
    extra = {"tools": TOOLS} if pass_tools else {}
    return client.messages.create(model=MODEL, max_tokens=512, messages=messages, **extra)


UNEXPECTED = "unexpected `tool_use_id` found in `tool_result` blocks: {}. Each `tool_result` block must have a corresponding `tool_use` block in the previous message."
WITHOUT = "`tool_use` ids were found without `tool_result` blocks immediately after: toolu_01Weather9527. Each `tool_use` block must have a corresponding `tool_result` block in the next message."


@pytest.mark.parametrize(
    ("flags", "expected"),
    [
        (
            {"append_assistant": False, "use_id": False, "pass_tools": False},
            UNEXPECTED.format("get_weather"),
        ),
        (
            {"append_assistant": False, "use_id": True, "pass_tools": True},
            UNEXPECTED.format("toolu_01Weather9527"),
        ),
        ({"append_assistant": True, "use_id": False, "pass_tools": True}, "messages.2: " + WITHOUT),
        (
            {"append_assistant": True, "use_id": False, "pass_tools": False},
            "messages.2: " + WITHOUT,
        ),
    ],
    ids=["seed-code-all-three-bugs", "bug1-no-assistant", "bug2-name-as-id", "bugs2+3"],
)
def test_rejected_variants_raise_bad_request_with_the_api_text(flags, expected):
    client = make_client("weather")
    with pytest.raises(anthropic.BadRequestError) as caught:
        handle_turn(client, **flags)
    message = caught.value.api_message
    assert message.startswith("messages.") and message.endswith(expected)
    assert [e.status for e in get_simulator(client).transcript] == [200, 400]


def test_bug3_alone_is_accepted_and_the_answer_lost_its_tools():
    client = make_client("weather")
    final = handle_turn(client, append_assistant=True, use_id=True, pass_tools=False)
    assert len(get_simulator(client).transcript) == 2
    assert final.stop_reason == "end_turn"
    assert [b.type for b in final.content] == ["text"]
    assert "sunny" in final.content[0].text
    assert "tools" not in get_simulator(client).transcript.last.request


def test_the_fixed_code_completes():
    client = make_client("weather")
    final = handle_turn(client, append_assistant=True, use_id=True, pass_tools=True)
    assert final.stop_reason == "end_turn" and "26" in final.content[0].text
    assert [e.status for e in get_simulator(client).transcript] == [200, 200]  # a real round trip


def test_bug3_is_rejected_under_the_legacy_profile():
    client = client_for(Simulator("weather", profile="legacy"))
    with pytest.raises(anthropic.BadRequestError, match="must define tools"):
        handle_turn(client, append_assistant=True, use_id=True, pass_tools=False)
