"""The scripted model as plain functions: request dict in, decision out (no SDK, no HTTP)."""

from __future__ import annotations

import json

import jsonschema
import pytest

from autograder.config import MODEL
from autograder.simulator import get_scenario, variant
from autograder.simulator.model import decide

from .conftest import answer_all, request


def play(body: dict, scenario=None) -> dict:
    """A response message dict for ``body`` (content + stop reason only)."""
    decision = decide(body, scenario)
    return {"content": decision.content, "stop_reason": decision.stop_reason}


def calls(response: dict) -> list[tuple[str, dict]]:
    return [(b["name"], b["input"]) for b in response["content"] if b["type"] == "tool_use"]


def text(response: dict) -> str:
    return "".join(b["text"] for b in response["content"] if b["type"] == "text")


def test_weather_calls_get_weather_for_hangzhou_with_the_seed_id():
    response = play(request("weather"))
    assert response["stop_reason"] == "tool_use"
    assert response["content"] == [
        {
            "type": "tool_use",
            "id": "toolu_01Weather9527",
            "name": "get_weather",
            "input": {"city": "Hangzhou"},
        }
    ]


def test_korean_prompt_gets_korean_answer_from_the_result():
    body = request("weather", "ko")
    final = play(
        answer_all(body, play(body), {"get_weather": {"condition": "맑음", "temperature_c": 26}})
    )
    assert final["stop_reason"] == "end_turn"
    assert "맑음" in text(final) and "26" in text(final)
    assert "기온은 26°C" in text(final)  # the scenario's sentence, filled from the result


def test_order_status_has_text_then_one_call():
    response = play(request("order_status", "ko"))
    assert [b["type"] for b in response["content"]] == ["text", "tool_use"]
    assert calls(response) == [("get_order_status", {"order_id": "ORD-2026-8842"})]


def test_two_orders_are_two_calls_in_one_response():
    response = play(request("two_orders"))
    assert calls(response) == [
        ("get_order_status", {"order_id": "ORD-2026-8842"}),
        ("get_order_status", {"order_id": "ORD-2026-9001"}),
    ]
    ids = [b["id"] for b in response["content"] if b["type"] == "tool_use"]
    assert len(set(ids)) == 2


def test_meridian_is_three_parallel_lookups():
    assert calls(play(request("meridian"))) == [
        ("get_project_status", {"job_number": "MEG-2026-0142"}),
        ("get_site_weather", {"site": "Riverside"}),
        ("get_permit_state", {"permit_id": "P-88213"}),
    ]


def test_bank_decides_withdraw_before_the_balance_is_known():
    assert calls(play(request("bank"))) == [
        ("read_balance", {"account_id": "A001"}),
        ("withdraw", {"account_id": "A001", "amount": 100}),
    ]


def test_bank_without_parallel_use_reads_first_then_declines_on_a_low_balance():
    body = request("bank", tool_choice={"type": "auto", "disable_parallel_tool_use": True})
    first = play(body)
    assert calls(first) == [("read_balance", {"account_id": "A001"})]
    second = play(answer_all(body, first, {"read_balance": {"account_id": "A001", "balance": 60}}))
    assert second["stop_reason"] == "end_turn"
    assert "60" in text(second) and "100" in text(second)


def test_bank_without_parallel_use_withdraws_when_the_balance_suffices():
    body = request("bank", tool_choice={"type": "auto", "disable_parallel_tool_use": True})
    first = play(body)
    second = play(answer_all(body, first, {"read_balance": {"balance": 250}}))
    assert calls(second) == [("withdraw", {"account_id": "A001", "amount": 100})]


def test_deploy_takes_three_rounds():
    body = request("deploy")
    first = play(body)
    assert calls(first) == [("restart_service", {"service": "payment-api"})]
    body = answer_all(body, first, {"restart_service": {"status": "running"}})
    second = play(body)
    assert [c[0] for c in calls(second)] == ["read_logs"]
    body = answer_all(body, second, {"read_logs": {"errors": 0}})
    third = play(body)
    assert third["stop_reason"] == "end_turn"
    assert "running" in text(third) and "errors 0" in text(third)


def test_missing_required_value_asks_back_then_calls_once_told():
    body = request("ask_back", "ko")
    question = play(body)
    assert question["stop_reason"] == "end_turn"
    assert calls(question) == [] and "city" in text(question)
    body["messages"] += [
        {"role": "assistant", "content": question["content"]},
        {"role": "user", "content": "항저우요."},
    ]
    assert calls(play(body)) == [("get_weather", {"city": "Hangzhou"})]


def test_tool_choice_none_never_calls():
    response = play(request("meridian", tool_choice={"type": "none"}))
    assert response["stop_reason"] == "end_turn" and calls(response) == []


def test_tool_choice_any_forces_a_call_with_a_guess_and_no_text():
    response = play(request("ask_back", tool_choice={"type": "any"}))
    assert response["stop_reason"] == "tool_use"
    assert [b["type"] for b in response["content"]] == ["tool_use"]


def test_tool_choice_tool_calls_only_that_tool():
    response = play(request("meridian", tool_choice={"type": "tool", "name": "get_permit_state"}))
    assert calls(response) == [("get_permit_state", {"permit_id": "P-88213"})]
    assert response["content"][0]["type"] == "tool_use"


def test_disable_parallel_tool_use_gives_one_call_per_response():
    body = request("meridian", tool_choice={"type": "auto", "disable_parallel_tool_use": True})
    seen = []
    for _ in range(4):
        response = play(body)
        if response["stop_reason"] != "tool_use":
            break
        assert len(calls(response)) == 1
        seen += calls(response)
        body = answer_all(body, response)
    assert [name for name, _ in seen] == [
        "get_project_status",
        "get_site_weather",
        "get_permit_state",
    ]


def test_never_calls_a_tool_the_request_does_not_define():
    body = request("meridian")
    body["tools"] = [t for t in body["tools"] if t["name"] != "get_site_weather"]
    assert "get_site_weather" not in [name for name, _ in calls(play(body))]


def test_follow_up_without_tools_answers_without_calling():
    body = request("deploy")
    first = play(body)
    body = answer_all(body, first, {"restart_service": {"status": "running"}})
    del body["tools"]
    response = play(body)
    assert response["stop_reason"] == "end_turn" and calls(response) == []
    assert "running" in text(response)
    assert "no tool" in text(response)


def test_error_result_is_retried_once_then_explained():
    body = request("weather")
    first = play(body)
    body = answer_all(body, first, {"get_weather": {"error": "upstream timeout"}}, is_error=True)
    retry = play(body)
    assert calls(retry) == [("get_weather", {"city": "Hangzhou"})]
    assert retry["content"][-1]["id"] != first["content"][-1]["id"]
    body = answer_all(body, retry, {"get_weather": {"error": "upstream timeout"}}, is_error=True)
    final = play(body)
    assert final["stop_reason"] == "end_turn"
    assert "failed" in text(final) and "upstream timeout" in text(final)


def test_split_results_make_later_batches_sequential():
    body = request("two_orders")
    first = play(body)
    tool_uses = [b for b in first["content"] if b["type"] == "tool_use"]
    body["messages"] += [{"role": "assistant", "content": first["content"]}] + [
        {
            "role": "user",
            "content": [{"type": "tool_result", "tool_use_id": b["id"], "content": "{}"}],
        }
        for b in tool_uses
    ]
    body["messages"] += [
        {"role": "assistant", "content": "Done."},
        {"role": "user", "content": "Now check ORD-2026-1111 and ORD-2026-2222 too."},
    ]
    assert len(calls(play(body))) == 1
    together = answer_all(request("two_orders"), first)
    together["messages"] += body["messages"][-2:]
    assert len(calls(play(together))) == 2


def test_variant_reseeds_tool_name_id_and_value():
    scenario = variant(
        "weather",
        {
            "get_weather": "lookup_forecast",
            "toolu_01Weather9527": "toolu_01Forecast4410",
            "Hangzhou": "Busan",
        },
    )
    body = {
        "model": MODEL,
        "max_tokens": 256,
        "tools": scenario.tools,
        "messages": [{"role": "user", "content": scenario.prompt("en")}],
    }
    assert play(body, scenario)["content"] == [
        {
            "type": "tool_use",
            "id": "toolu_01Forecast4410",
            "name": "lookup_forecast",
            "input": {"city": "Busan"},
        }
    ]
    assert get_scenario("weather").rounds[0][0]["id"] == "toolu_01Weather9527"


def test_variant_of_a_scenario_object_leaves_it_unchanged():
    base = get_scenario("weather")
    before = json.dumps(base.data, sort_keys=True)
    busan = variant(base, {"Hangzhou": "Busan"})
    busan.data["rounds"][0][0]["input"]["extra"] = 1
    assert json.dumps(base.data, sort_keys=True) == before
    assert "Busan" in json.dumps(busan.data) and "Busan" not in before


LEARNER_TOOLS = [
    {
        "name": "search_orders",
        "description": "Look up a customer's orders. Use it when asked about order status or shipping.",
        "input_schema": {
            "type": "object",
            "properties": {
                "customer_id": {"type": "string", "description": "Customer id, e.g. C-10293"},
                "status": {
                    "type": "string",
                    "enum": ["pending", "shipped", "delivered", "cancelled"],
                },
                "limit": {"type": "integer", "minimum": 1, "maximum": 50},
            },
            "required": ["customer_id"],
            "additionalProperties": False,
        },
    },
    {
        "name": "send_email",
        "description": "Send an email to an address.",
        "input_schema": {
            "type": "object",
            "properties": {"to": {"type": "string", "format": "email"}},
            "required": ["to"],
        },
    },
]


def learner(text: str) -> dict:
    return {
        "model": MODEL,
        "max_tokens": 256,
        "tools": LEARNER_TOOLS,
        "messages": [{"role": "user", "content": text}],
    }


def test_learner_tool_is_matched_and_filled_from_the_text():
    response = play(learner("Show me the shipped orders of customer C-20931"))
    assert calls(response) == [("search_orders", {"customer_id": "C-20931", "status": "shipped"})]
    schema = LEARNER_TOOLS[0]["input_schema"]
    jsonschema.validate(calls(response)[0][1], schema)


def test_learner_tool_with_a_missing_value_asks_back():
    response = play(learner("Which of my orders have shipped?"))
    assert response["stop_reason"] == "end_turn"
    assert "customer_id" in text(response)


def test_unrelated_question_gets_a_plain_answer():
    response = play(learner("Tell me a joke about cats"))
    assert response["stop_reason"] == "end_turn" and calls(response) == []


@pytest.mark.parametrize(
    "name", ["weather", "order_status", "two_orders", "meridian", "bank", "deploy"]
)
def test_every_generated_input_satisfies_the_tool_schema(name):
    body = request(name)
    schemas = {t["name"]: t["input_schema"] for t in body["tools"]}
    for tool_name, tool_input in calls(play(body)):
        jsonschema.validate(tool_input, schemas[tool_name])


@pytest.mark.parametrize("name", ["weather", "order_status", "meridian", "bank", "deploy"])
def test_auto_picks_the_scenario_from_the_requests_tools(name):
    assert decide(request(name)).scenario == name


def test_auto_without_scenario_tools_uses_the_generic_model():
    assert decide(learner("Orders of C-20931")).scenario == "generic"


def test_exercise_one_messages_without_tools_get_an_answer_from_the_result():
    messages = [
        {"role": "user", "content": "항저우 날씨 알려 줘"},
        {
            "role": "assistant",
            "content": [
                {
                    "type": "tool_use",
                    "id": "toolu_01Weather9527",
                    "name": "get_weather",
                    "input": {"city": "Hangzhou"},
                }
            ],
        },
        {
            "role": "user",
            "content": [
                {
                    "type": "tool_result",
                    "tool_use_id": "toolu_01Weather9527",
                    "content": "맑음, 섭씨 26도",
                }
            ],
        },
    ]
    reply = play({"model": MODEL, "max_tokens": 256, "messages": messages})
    assert reply["stop_reason"] == "end_turn" and "맑음, 섭씨 26도" in text(reply)


def test_optional_canonical_values_respect_the_learners_schema():
    body = request("deploy")
    first = play(body)
    body = answer_all(body, first, {"restart_service": {"status": "running"}})
    body["tools"][1]["input_schema"]["properties"]["lines"]["maximum"] = 20
    assert calls(play(body)) == [("read_logs", {"service": "payment-api"})]


def test_the_seed_id_is_kept_for_the_seed_call_only():
    body = request("weather")
    body["messages"][0]["content"] = "What's the weather in Seoul?"
    block = next(b for b in play(body)["content"] if b["type"] == "tool_use")
    assert block["input"] == {"city": "Seoul"} and block["id"] != "toolu_01Weather9527"
    assert block["id"].startswith("toolu_01") and len(block["id"]) == 30


def test_a_variant_of_a_named_scenario_shares_nothing_with_the_canonical_one():
    # variant reads the canonical data without copying it first: every container of the
    # result must still be new, so editing a variant cannot change the next one.
    before = json.dumps(get_scenario("weather").data, sort_keys=True)
    first = variant("weather", {"Hangzhou": "Busan"})
    first.data["rounds"][0][0]["input"]["extra"] = 1
    first.data["tools"].clear()
    first.data["prompt"]["ko"] = "changed"
    assert json.dumps(variant("weather", {}).data, sort_keys=True) == before
    assert json.dumps(get_scenario("weather").data, sort_keys=True) == before


def test_a_variant_of_an_unknown_scenario_is_refused():
    with pytest.raises(ValueError, match="unknown scenario 'wether'"):
        variant("wether", {})
