"""A-R24 through the simulator: thinking blocks sent back pass, dropped ones get the 400."""

from __future__ import annotations

import anthropic
import pytest

from autograder.config import MODEL
from autograder.simulator import make_client

THINKING = {"type": "enabled", "budget_tokens": 1024}
WEATHER = {
    "name": "get_weather",
    "description": "Get the weather for a city",
    "input_schema": {
        "type": "object",
        "properties": {"city": {"type": "string"}},
        "required": ["city"],
    },
}


def _first_round(client):
    messages = [{"role": "user", "content": "What's the weather in Glasgow?"}]
    first = client.messages.create(
        model=MODEL, max_tokens=2048, thinking=THINKING, tools=[WEATHER], messages=messages
    )
    use = next(b for b in first.content if b.type == "tool_use")
    answer = {"type": "tool_result", "tool_use_id": use.id, "content": "rain, 12C"}
    return messages, first.content, {"role": "user", "content": [answer]}


def test_dropping_the_thinking_block_gets_the_api_400():
    client = make_client()
    messages, content, results = _first_round(client)
    assert content[0].type == "thinking"
    messages += [{"role": "assistant", "content": content[1:]}, results]
    with pytest.raises(anthropic.BadRequestError) as caught:
        client.messages.create(
            model=MODEL, max_tokens=2048, thinking=THINKING, tools=[WEATHER], messages=messages
        )
    assert caught.value.api_message.startswith(
        f"messages.1.content.0.type: Expected `thinking` or `redacted_thinking`, "
        f"but found `{content[1].type}`. When `thinking` is enabled,"
    )


def test_an_honest_client_keeps_going_for_several_rounds():
    client = make_client()
    messages, content, results = _first_round(client)
    messages += [{"role": "assistant", "content": content}, results]
    final = client.messages.create(
        model=MODEL, max_tokens=2048, thinking=THINKING, tools=[WEATHER], messages=messages
    )
    assert final.content[0].type == "thinking"
    messages += [
        {"role": "assistant", "content": final.content},
        {"role": "user", "content": "And in Edinburgh?"},
    ]
    again = client.messages.create(
        model=MODEL, max_tokens=2048, thinking=THINKING, tools=[WEATHER], messages=messages
    )
    use = next(b for b in again.content if b.type == "tool_use")  # a second tool loop
    messages += [
        {"role": "assistant", "content": again.content},
        {
            "role": "user",
            "content": [{"type": "tool_result", "tool_use_id": use.id, "content": "sun, 15C"}],
        },
    ]
    last = client.messages.create(
        model=MODEL, max_tokens=2048, thinking=THINKING, tools=[WEATHER], messages=messages
    )
    assert [b.type for b in last.content] == ["thinking", "text"]
