"""``POST /v1/chat/completions`` through the real ``openai`` client (OpenAI-compatible lesson)."""

from __future__ import annotations

import json

import openai
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from autograder.simulator import (
    Simulator,
    get_scenario,
    get_simulator,
    make_client,
    make_openai_client,
)
from autograder.simulator.openai_compat import openai_call_id, tool_use_id

from .test_fuzz import json_values


def functions(name: str) -> list[dict]:
    return [
        {
            "type": "function",
            "function": {
                "name": t["name"],
                "description": t["description"],
                "parameters": t["input_schema"],
            },
        }
        for t in get_scenario(name).tools
    ]


def ask(client: openai.OpenAI, name: str, **extra: object):
    messages = [{"role": "user", "content": get_scenario(name).prompt("en")}]
    return messages, client.chat.completions.create(
        model="gpt-4o", messages=messages, tools=functions(name), **extra
    )


def test_weather_round_trip_with_tool_calls_and_finish_reason():
    client = make_openai_client("weather")
    messages, first = ask(client, "weather")
    choice = first.choices[0]
    assert choice.finish_reason == "tool_calls" and choice.message.content is None
    call = choice.message.tool_calls[0]
    assert call.id == "call_Weather9527" and call.function.name == "get_weather"
    assert json.loads(call.function.arguments) == {"city": "Hangzhou"}
    messages += [
        choice.message.model_dump(exclude_none=True),
        {
            "role": "tool",
            "tool_call_id": call.id,
            "content": json.dumps({"condition": "sunny", "temperature_c": 26}),
        },
    ]
    final = client.chat.completions.create(
        model="gpt-4o", messages=messages, tools=functions("weather")
    )
    assert final.choices[0].finish_reason == "stop"
    assert "sunny" in final.choices[0].message.content
    assert final.object == "chat.completion" and final.usage.total_tokens > 0


def test_parallel_calls_and_parallel_tool_calls_false():
    _, together = ask(make_openai_client(), "meridian")
    assert len(together.choices[0].message.tool_calls) == 3
    _, one = ask(make_openai_client(), "meridian", parallel_tool_calls=False)
    assert len(one.choices[0].message.tool_calls) == 1


def test_required_forces_a_call_and_none_forbids_it():
    _, forced = ask(make_openai_client(), "ask_back", tool_choice="required")
    assert forced.choices[0].finish_reason == "tool_calls"
    _, never = ask(make_openai_client(), "weather", tool_choice="none")
    assert never.choices[0].finish_reason == "stop" and never.choices[0].message.tool_calls is None


def call_message(call_id: str = "call_1") -> dict:
    return {
        "role": "assistant",
        "content": None,
        "tool_calls": [
            {
                "id": call_id,
                "type": "function",
                "function": {"name": "get_weather", "arguments": "{}"},
            }
        ],
    }


@pytest.mark.parametrize(
    ("messages", "extra", "text"),
    [
        (
            [{"role": "user", "content": "q"}, call_message(), {"role": "user", "content": "next"}],
            {},
            "did not have response messages: call_1",
        ),
        (
            [
                {"role": "user", "content": "q"},
                {"role": "tool", "tool_call_id": "call_1", "content": "x"},
            ],
            {},
            "must be a response to a preceeding message with 'tool_calls'",
        ),
        (
            [
                {"role": "user", "content": "q"},
                call_message(),
                {"role": "tool", "tool_call_id": "call_9", "content": "x"},
            ],
            {},
            "'tool_call_id' of 'call_9' not found",
        ),
        (
            [{"role": "user", "content": "q"}],
            {"tool_choice": "auto"},
            "'tool_choice' is only allowed when 'tools' are specified",
        ),
        ([], {}, "empty array"),
    ],
    ids=["O-R6", "O-R7", "O-R8", "O-R12", "empty"],
)
def test_part_o_violations_raise_bad_request_error(messages, extra, text):
    client = make_openai_client()
    with pytest.raises(openai.BadRequestError) as caught:
        client.chat.completions.create(model="gpt-4o", messages=messages, **extra)
    assert text in caught.value.message
    assert caught.value.body["type"] == "invalid_request_error"


def test_one_simulator_can_serve_both_clients():
    anthropic_client = make_client("weather")
    sim = get_simulator(anthropic_client)
    ask(make_openai_client(simulator=sim), "weather")
    assert sim.transcript.last.path == "/v1/chat/completions"
    assert sim.transcript.last.conversation["tools"][0]["name"] == "get_weather"


def test_call_ids_map_both_ways():
    assert openai_call_id("toolu_01Weather9527") == "call_Weather9527"
    assert tool_use_id("call_Weather9527") == "toolu_01Weather9527" and tool_use_id("abc") == "abc"


SIM = Simulator()


@settings(deadline=None, max_examples=150, database=None, suppress_health_check=list(HealthCheck))
@given(
    st.fixed_dictionaries(
        {
            "model": st.sampled_from(["gpt-4o", 3]),
            "messages": st.lists(
                st.one_of(
                    json_values,
                    st.fixed_dictionaries(
                        {
                            "role": st.sampled_from(["user", "assistant", "tool", "x"]),
                            "content": json_values,
                        },
                        optional={"tool_call_id": json_values, "tool_calls": json_values},
                    ),
                ),
                max_size=5,
            ),
        },
        optional={
            "tools": st.one_of(json_values, st.just(functions("weather"))),
            "tool_choice": json_values,
            "parallel_tool_calls": json_values,
        },
    )
)
def test_chat_fuzz_never_5xx(body):
    answer = SIM.handle(
        "POST", "/v1/chat/completions", {"authorization": "Bearer x"}, json.dumps(body).encode()
    )
    assert answer.status in (200, 400), answer.body
    SIM.transcript.clear()


def test_chat_stream_accumulates_to_the_same_message_as_create():
    kwargs = {
        "model": "gpt-4o",
        "messages": [{"role": "user", "content": get_scenario("two_orders").prompt("ko")}],
        "tools": functions("two_orders"),
    }
    created = make_openai_client().chat.completions.create(**kwargs)
    with make_openai_client().chat.completions.stream(**kwargs) as stream:
        for _ in stream:
            pass
        streamed = stream.get_final_completion()
    want, got = created.choices[0], streamed.choices[0]
    assert got.finish_reason == want.finish_reason == "tool_calls"
    assert got.message.content == want.message.content
    assert [(c.id, c.function.name, c.function.arguments) for c in got.message.tool_calls] == [
        (c.id, c.function.name, c.function.arguments) for c in want.message.tool_calls
    ]
