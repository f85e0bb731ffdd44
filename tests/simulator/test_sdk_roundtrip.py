"""The transport end-to-end through the real, pinned SDK (the seam the SDK's own tests use)."""

from __future__ import annotations

import json

import anthropic
import httpx2
import pytest

from autograder.config import MODEL
from autograder.simulator import get_scenario, get_simulator, make_client
from autograder.simulator.clients import GRADING_ENV, live_requested

WEATHER = get_scenario("weather")


def ask_weather(client: anthropic.Anthropic, result: dict) -> tuple:
    messages = [{"role": "user", "content": WEATHER.prompt("en")}]
    first = client.messages.create(
        model=MODEL, max_tokens=512, tools=WEATHER.tools, messages=messages
    )
    call = first.content[-1]
    messages += [
        {"role": "assistant", "content": first.content},
        {
            "role": "user",
            "content": [
                {"type": "tool_result", "tool_use_id": call.id, "content": json.dumps(result)}
            ],
        },
    ]
    final = client.messages.create(
        model=MODEL, max_tokens=512, tools=WEATHER.tools, messages=messages
    )
    return first, final


def test_weather_round_trip_through_the_sdk():
    client = make_client("weather")
    first, final = ask_weather(client, {"condition": "sunny", "temperature_c": 26})
    assert isinstance(first, anthropic.types.Message)
    assert first.stop_reason == "tool_use"
    assert first.content[-1].type == "tool_use"
    assert first.content[-1].id == "toolu_01Weather9527"
    assert first.content[-1].input == {"city": "Hangzhou"}
    assert final.stop_reason == "end_turn"
    assert "sunny" in final.content[0].text and "26" in final.content[0].text


def test_final_answer_reads_the_result_it_receives():
    _, final = ask_weather(make_client("weather"), {"condition": "hail", "temperature_c": -3})
    assert "hail" in final.content[0].text and "-3" in final.content[0].text
    assert "sunny" not in final.content[0].text


def test_transcript_records_every_exchange_in_order():
    client = make_client("weather")
    sim = get_simulator(client)
    ask_weather(client, {"condition": "sunny"})
    assert [e.status for e in sim.transcript] == [200, 200]
    assert [len(e.request["messages"]) for e in sim.transcript] == [1, 3]
    assert sim.transcript[0].response["stop_reason"] == "tool_use"
    with sim.transcript.scope() as seen:
        assert len(seen) == 0
        ask_weather(client, {"condition": "sunny"})
        assert len(seen) == 2
    sim.transcript.clear()
    assert len(sim.transcript) == 0


def test_a_violation_raises_bad_request_error_with_the_api_text_on_the_first_try():
    client = make_client("weather")
    sim = get_simulator(client)
    messages = [
        {"role": "user", "content": "Weather in Hangzhou?"},
        {
            "role": "user",
            "content": [{"type": "tool_result", "tool_use_id": "get_weather", "content": "sunny"}],
        },
    ]
    with pytest.raises(anthropic.BadRequestError) as caught:
        client.messages.create(model=MODEL, max_tokens=64, tools=WEATHER.tools, messages=messages)
    error = caught.value
    assert error.type == "invalid_request_error"
    assert (
        "unexpected `tool_use_id` found in `tool_result` blocks: get_weather" in error.api_message
    )
    assert error.request_id.startswith("req_")
    assert len(sim.transcript) == 1  # no retry
    assert sim.transcript[0].error["error"]["message"] == error.api_message


@pytest.mark.parametrize(
    ("status", "exception"),
    [
        (401, anthropic.AuthenticationError),
        (404, anthropic.NotFoundError),
        (429, anthropic.RateLimitError),
        (529, anthropic.OverloadedError),
        (500, anthropic.InternalServerError),
    ],
)
def test_each_status_raises_the_sdks_exception_class(status, exception):
    client = make_client("weather")
    get_simulator(client).inject_error(status)
    with pytest.raises(exception) as caught:
        client.messages.create(
            model=MODEL, max_tokens=64, messages=[{"role": "user", "content": "hi"}]
        )
    assert caught.value.status_code == status
    assert caught.value.body["type"] == "error"
    # the fault is spent: the next call succeeds
    assert client.messages.create(
        model=MODEL, max_tokens=64, messages=[{"role": "user", "content": "hi"}]
    )


def test_unknown_model_is_the_apis_404():
    with pytest.raises(anthropic.NotFoundError, match="model: gpt-4o"):
        make_client().messages.create(
            model="gpt-4o", max_tokens=8, messages=[{"role": "user", "content": "hi"}]
        )


def test_missing_api_key_is_the_apis_401():
    sim = get_simulator(make_client())
    answer = sim.handle("POST", "/v1/messages", {}, b"{}")
    assert answer.status == 401
    assert answer.json()["error"] == {
        "type": "authentication_error",
        "message": "x-api-key header is required",
    }


def test_get_simulator_follows_with_options_and_rejects_other_clients():
    client = make_client()
    assert get_simulator(client.with_options(timeout=5)) is get_simulator(client)
    plain = anthropic.Anthropic(api_key="sk-ant-x", http_client=httpx2.Client())
    with pytest.raises(TypeError, match="not an offline client"):
        get_simulator(plain)


def test_grading_forces_offline_even_when_live_is_asked(monkeypatch):
    monkeypatch.setenv("TOOLUSE_LIVE", "1")
    monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-ant-not-a-real-key")
    assert live_requested() is True
    assert live_requested(False) is False
    monkeypatch.setenv(GRADING_ENV, "1")
    assert live_requested(True) is False
    assert get_simulator(make_client(live=True)) is not None


def test_live_without_key_is_offline_unless_forced(monkeypatch):
    monkeypatch.setenv("TOOLUSE_LIVE", "1")
    assert live_requested() is False
    with pytest.raises(RuntimeError, match="ANTHROPIC_API_KEY"):
        make_client(live=True)


def test_overloaded_is_retried_by_a_client_that_allows_retries():
    client = make_client().with_options(max_retries=1)
    sim = get_simulator(client)
    sim.inject_error(529)
    reply = client.messages.create(
        model=MODEL, max_tokens=64, messages=[{"role": "user", "content": "hi"}]
    )
    assert reply.stop_reason == "end_turn"
    assert [e.status for e in sim.transcript] == [529, 200]


def test_a_400_is_never_retried_even_when_retries_are_allowed():
    client = make_client().with_options(max_retries=3)
    with pytest.raises(anthropic.BadRequestError):
        client.messages.create(model=MODEL, max_tokens=64, messages=[])
    assert len(get_simulator(client).transcript) == 1


def test_count_tokens_through_the_sdk():
    counted = make_client().messages.count_tokens(
        model=MODEL,
        tools=WEATHER.tools,
        messages=[{"role": "user", "content": WEATHER.prompt("ko")}],
    )
    assert counted.input_tokens > 0
