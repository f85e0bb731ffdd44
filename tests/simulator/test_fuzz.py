"""Property-based fuzz: random and malformed bodies never get a 5xx, never crash a client.

Thousands of bodies in all: raw bytes, arbitrary JSON, and request-shaped documents that
mix valid and invalid tool-use blocks, tools and tool choices.
"""

from __future__ import annotations

import json

import anthropic
import jsonschema
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from autograder.config import MODEL
from autograder.simulator import Simulator, get_scenario, get_simulator, make_client

HEADERS = {"x-api-key": "sk-ant-test"}
SIM = Simulator()
FAST = settings(deadline=None, suppress_health_check=[HealthCheck.too_slow], database=None)

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=20),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=20,
)
ids = st.sampled_from(
    ["toolu_01Weather9527", "toolu_02", "call_1", "get_weather", "", "bad id!", "T1"]
)
names = st.sampled_from(
    [t["name"] for s in ("weather", "meridian", "bank") for t in get_scenario(s).tools] + ["x", ""]
)
texts = st.sampled_from(
    [
        "",
        " ",
        "hi",
        "날씨 어때?",
        "Weather in Hangzhou?",
        "ORD-2026-8842 and ORD-2026-9001",
        "A001 $100",
    ]
)
blocks = st.one_of(
    st.fixed_dictionaries({"type": st.just("text"), "text": texts}),
    st.fixed_dictionaries(
        {
            "type": st.just("tool_use"),
            "id": ids,
            "name": names,
            "input": st.one_of(st.just({}), json_values),
        }
    ),
    st.fixed_dictionaries(
        {"type": st.just("tool_result"), "tool_use_id": ids},
        optional={"content": st.one_of(texts, json_values), "is_error": st.booleans()},
    ),
    json_values,
)
messages = st.lists(
    st.fixed_dictionaries(
        {
            "role": st.sampled_from(["user", "assistant", "user", "system", "tool"]),
            "content": st.one_of(texts, st.lists(blocks, max_size=4)),
        }
    ),
    max_size=6,
)
tools = st.lists(
    st.sampled_from(
        [t for s in ("weather", "meridian", "bank", "deploy") for t in get_scenario(s).tools]
    )
    | json_values,
    max_size=4,
)
choices = st.one_of(
    st.none(),
    st.fixed_dictionaries(
        {"type": st.sampled_from(["auto", "any", "tool", "none", "required"])},
        optional={"name": names, "disable_parallel_tool_use": st.booleans()},
    ),
    json_values,
)
requests = st.fixed_dictionaries(
    {
        "model": st.sampled_from([MODEL, "claude-haiku-4-5", "gpt-4o"]),
        "max_tokens": st.sampled_from([1, 5, 1024, 0, -1, "9"]),
        "messages": messages,
    },
    optional={
        "tools": tools,
        "tool_choice": choices,
        "stream": st.booleans(),
        "system": st.one_of(texts, json_values),
        "extra": json_values,
    },
)


def answer(body: bytes) -> int:
    return SIM.handle("POST", "/v1/messages", HEADERS, body).status


@FAST
@given(st.binary(max_size=300))
def test_random_bytes_never_5xx(body):
    status = answer(body)
    assert 400 <= status < 500 or status == 200


@FAST
@given(json_values)
def test_random_json_never_5xx(value):
    assert answer(json.dumps(value).encode()) < 500


@settings(FAST, max_examples=1200)
@given(requests)
def test_request_shaped_bodies_never_5xx_and_successes_are_well_formed(body):
    response = SIM.handle("POST", "/v1/messages", HEADERS, json.dumps(body).encode())
    assert response.status < 500, response.body
    if response.status != 200:
        assert response.payload["type"] == "error" and response.payload["error"]["message"]
        return
    message = response.payload
    assert message["stop_reason"] in {"end_turn", "tool_use", "max_tokens"}
    defined = {t["name"]: t for t in body.get("tools") or [] if isinstance(t, dict) and "name" in t}
    for block in message["content"]:
        if block["type"] == "tool_use":
            assert block["name"] in defined  # never a tool the request does not define
            assert isinstance(block["input"], dict)
    SIM.transcript.clear()


def test_oversized_and_wrong_method_are_4xx():
    small = Simulator(max_body_bytes=64)
    assert small.handle("POST", "/v1/messages", HEADERS, b"{" * 100).status == 413
    assert SIM.handle("GET", "/v1/messages", HEADERS, b"").status == 405


CLIENT = make_client()


@settings(FAST, max_examples=200)
@given(requests)
def test_through_the_sdk_only_typed_errors(body):
    try:
        CLIENT.post("/v1/messages", body=body, cast_to=anthropic.types.Message)
    except anthropic.APIStatusError as error:
        assert error.status_code < 500
    get_simulator(CLIENT).transcript.clear()


@settings(FAST, max_examples=300)
@given(st.sampled_from(["weather", "meridian", "bank", "deploy", "two_orders"]), texts, choices)
def test_generated_inputs_satisfy_the_schemas(name, text, choice):
    scenario = get_scenario(name)
    body = {
        "model": MODEL,
        "max_tokens": 512,
        "tools": scenario.tools,
        "messages": [{"role": "user", "content": scenario.prompt("en") + " " + text}],
    }
    if choice is not None:
        body["tool_choice"] = choice
    response = SIM.handle("POST", "/v1/messages", HEADERS, json.dumps(body).encode())
    if response.status == 200:
        schemas = {t["name"]: t["input_schema"] for t in scenario.tools}
        for block in response.payload["content"]:
            if block["type"] == "tool_use" and not _forced_guess(block):
                jsonschema.validate(block["input"], schemas[block["name"]])
    SIM.transcript.clear()


def _forced_guess(block: dict) -> bool:
    return "unknown" in json.dumps(block["input"])


def nested_input(depth: int) -> bytes:
    inner: object = 1
    for _ in range(depth):
        inner = {"a": inner}
    use = {"type": "tool_use", "id": "t1", "name": "x", "input": inner}
    result = {"type": "tool_result", "tool_use_id": "t1", "content": "ok"}
    messages = [
        {"role": "user", "content": "hi"},
        {"role": "assistant", "content": [use]},
        {"role": "user", "content": [result]},
    ]
    return json.dumps({"model": MODEL, "max_tokens": 10, "messages": messages}).encode()


def test_deep_nesting_is_answered_or_refused_never_a_crash():
    sim = Simulator()
    assert (
        sim.handle("POST", "/v1/messages", HEADERS, b"[" * 100_000 + b"]" * 100_000).status == 400
    )
    assert sim.handle("POST", "/v1/messages", HEADERS, nested_input(300)).status == 200
    assert sim.transcript.to_list()[1]["status"] == 200
