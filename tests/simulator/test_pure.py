"""The simulator's plain functions, tested directly: envelopes, shapes, SSE, threads, filling."""

from __future__ import annotations

import json

from autograder.config import MODEL
from autograder.simulator import Latency, Simulator
from autograder.simulator.errors import error_body, error_response
from autograder.simulator.model.filling import candidates
from autograder.simulator.responses import build_message, stable_id, truncate_to
from autograder.simulator.streaming import events, sse_body
from autograder.simulator.threads import ThreadStore

from .conftest import request

HEADERS = {"x-api-key": "sk-ant-test"}


def test_error_envelope_has_the_api_shape():
    body = error_body(400, "messages: at least one message is required")
    assert set(body) == {"type", "error", "request_id"}
    assert body["error"] == {
        "type": "invalid_request_error",
        "message": "messages: at least one message is required",
    }
    assert body["request_id"].startswith("req_011C") and len(body["request_id"]) == 30
    assert error_body(529)["error"] == {"type": "overloaded_error", "message": "Overloaded"}


def test_error_response_headers_forbid_retry_and_carry_the_request_id():
    response = error_response(404)
    assert response.status == 404 and response.headers["x-should-retry"] == "false"
    assert error_response(529).headers["x-should-retry"] == "true"
    assert response.headers["request-id"] == response.json()["request_id"]


def test_message_shape_matches_the_api():
    message = build_message(
        request("weather"), [{"type": "text", "text": "hi"}], "end_turn", message_id="msg_01x"
    )
    assert list(message) == [
        "id",
        "type",
        "role",
        "model",
        "content",
        "stop_reason",
        "stop_sequence",
        "usage",
    ]
    assert (
        message["type"] == "message"
        and message["role"] == "assistant"
        and message["model"] == MODEL
    )
    assert message["usage"]["input_tokens"] > 0 and message["usage"]["output_tokens"] > 0


def test_stable_ids_are_deterministic_and_api_length():
    first = stable_id("toolu_01", "a", 1)
    assert first == stable_id("toolu_01", "a", 1) != stable_id("toolu_01", "a", 2)
    assert len(first) == len("toolu_01") + 22


def test_truncation_keeps_what_fits_and_drops_a_tool_use_that_does_not():
    content = [
        {"type": "text", "text": "x" * 400},
        {"type": "tool_use", "id": "t", "name": "n", "input": {}},
    ]
    cut, truncated = truncate_to(content, 20)
    assert truncated and len(cut) == 1 and len(cut[0]["text"]) < 400
    assert truncate_to(content, 4096) == (content, False)
    assert truncate_to(content[1:], 1) == ([], True)


def test_small_max_tokens_gives_stop_reason_max_tokens():
    sim = Simulator()
    answer = sim.handle(
        "POST", "/v1/messages", HEADERS, json.dumps(request("order_status", max_tokens=3)).encode()
    )
    assert answer.payload["stop_reason"] == "max_tokens"
    assert all(b["type"] == "text" for b in answer.payload["content"])


def test_sse_events_rebuild_the_message():
    message = build_message(
        request("weather"),
        [
            {"type": "text", "text": "가" * 60},
            {
                "type": "tool_use",
                "id": "toolu_01",
                "name": "get_weather",
                "input": {"city": "Hangzhou"},
            },
        ],
        "tool_use",
        message_id="msg_01x",
    )
    stream = events(message)
    assert stream[0]["message"]["content"] == [] and stream[0]["message"]["stop_reason"] is None
    text = "".join(
        e["delta"]["text"] for e in stream if e["type"] == "content_block_delta" and e["index"] == 0
    )
    partial = "".join(
        e["delta"]["partial_json"]
        for e in stream
        if e["type"] == "content_block_delta" and e["index"] == 1
    )
    assert text == "가" * 60 and json.loads(partial) == {"city": "Hangzhou"}
    assert stream[-2]["delta"]["stop_reason"] == "tool_use" and stream[-1] == {
        "type": "message_stop"
    }
    assert sse_body(message).startswith(b"event: message_start\ndata: {")


def test_thread_store_expands_a_continue_and_refuses_unknown_or_reused_ids():
    store = ThreadStore()
    first = {
        "model": MODEL,
        "tools": [{"name": "t"}],
        "messages": [{"role": "user", "content": "q"}],
    }
    store.remember(first, {"id": "msg_01a", "content": [{"type": "text", "text": "a"}]})
    follow = {
        "model": MODEL,
        "thread": {"type": "continue", "previous_message_id": "msg_01a"},
        "messages": [{"role": "user", "content": "more"}],
    }
    full = store.expand(follow)
    assert [m["content"] for m in full["messages"]] == [
        "q",
        [{"type": "text", "text": "a"}],
        "more",
    ]
    assert full["tools"] == [{"name": "t"}] and "thread" not in full
    assert (
        store.expand(follow).payload["error"]["details"]["error_code"] == "thread_already_continued"
    )
    unknown = {**follow, "thread": {"type": "continue", "previous_message_id": "msg_nope"}}
    assert store.expand(unknown).status == 404


def test_thread_store_forgets_continued_ids_with_their_replies():
    store = ThreadStore(capacity=3)
    for n in range(50):
        reply_id = f"msg_{n:03d}"
        store.remember({"messages": []}, {"id": reply_id, "content": []})
        follow = {"thread": {"type": "continue", "previous_message_id": reply_id}}
        assert "messages" in store.expand(follow)
    assert len(store._continued) <= 3  # was 50: one id per continued thread, never dropped
    assert store.expand(follow).payload["error"]["details"]["error_code"] == (
        "thread_already_continued"
    )
    first = {"thread": {"type": "continue", "previous_message_id": "msg_000"}}
    assert store.expand(first).status == 404


def test_candidates_come_from_enum_pattern_example_lexicon_and_numbers():
    text = "Shipped orders for C-20931 and ORD-2026-1234, about 30 of them, in Seoul"
    assert candidates("status", {"enum": ["pending", "shipped"]}, text, {}) == ["shipped"]
    assert candidates(
        "order_id", {"type": "string", "pattern": "^ORD-\\d{4}-\\d{4}$"}, text, {}
    ) == ["ORD-2026-1234"]
    assert candidates("customer", {"type": "string", "description": "e.g. C-10293"}, text, {}) == [
        "C-20931"
    ]
    assert candidates("city", {"type": "string"}, text, {}) == ["Seoul"]
    assert candidates("limit", {"type": "integer", "minimum": 1, "maximum": 50}, text, {}) == [30]
    assert candidates("limit", {"type": "integer", "maximum": 10}, text, {}) == []
    assert candidates("note", {"type": "string"}, text, {}) == []


def test_latency_scales_and_defaults_to_zero():
    assert Latency().model_seconds() == 0 and Latency().tool_seconds("x") == 0
    meridian = Latency.meridian(scale=1.0)
    tools = [
        meridian.tool_seconds(n)
        for n in ("get_project_status", "get_site_weather", "get_permit_state")
    ]
    assert round(2 * meridian.model_seconds() + sum(tools), 1) == 19.9
    assert round(2 * meridian.model_seconds() + max(tools), 1) == 10.8
    assert Latency.coerce(0.5).model_seconds() == 0.5


def test_count_tokens_answers_input_tokens():
    sim = Simulator()
    answer = sim.handle(
        "POST", "/v1/messages/count_tokens", HEADERS, json.dumps(request("weather")).encode()
    )
    assert answer.status == 200 and set(answer.json()) == {"input_tokens"}
    tokens = answer.json()["input_tokens"]
    assert isinstance(tokens, int) and tokens > 1
    assert sim.transcript.last.response == {"input_tokens": tokens}


def test_transcript_to_list_is_plain_json():
    sim = Simulator()
    sim.handle("POST", "/v1/messages", HEADERS, json.dumps(request("weather")).encode())
    sim.handle("POST", "/v1/messages", HEADERS, b"not json")
    plain = sim.transcript.to_list()
    assert json.loads(json.dumps(plain)) == plain
    assert [e["status"] for e in plain] == [200, 400] and plain[1]["request"] is None


def test_stop_sequence_cuts_the_text_and_is_reported():
    sim = Simulator()
    body = request(
        "order_status",
        stop_sequences=["조회"],
        messages=[{"role": "user", "content": "주문 ORD-2026-8842 상태 알려 줘"}],
    )
    message = sim.handle("POST", "/v1/messages", HEADERS, json.dumps(body).encode()).payload
    assert message["stop_reason"] == "stop_sequence" and message["stop_sequence"] == "조회"
    assert message["content"] == [{"type": "text", "text": "주문 상태를 "}]


def test_a_catastrophic_learner_pattern_is_searched_in_linear_time():
    schema = {"type": "string", "pattern": "^(a+)+$"}  # RE2 (saferegex): no backtracking
    assert candidates("code", schema, "a" * 40 + "!", {}) == ["a" * 40]
    assert candidates(
        "code", {"type": "string", "pattern": "^[A-Z]{2}\\d+$"}, "see AB12 now", {}
    ) == ["AB12"]


def test_transcript_names_the_scenario_that_played():
    sim = Simulator()
    sim.handle("POST", "/v1/messages", HEADERS, json.dumps(request("deploy")).encode())
    sim.handle("POST", "/v1/messages", HEADERS, b"{}")
    assert [e.scenario for e in sim.transcript] == ["deploy", "auto"]


def test_integral_floats_in_results_read_as_whole_numbers():
    from autograder.simulator.model.text import render_value

    assert render_value({"balance": 60.0, "rate": 1.5}) == "balance=60, rate=1.5"
