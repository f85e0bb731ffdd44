"""Exercise 1's criteria: each diagnosis is proven by a wrong `messages` it catches."""

from __future__ import annotations

import json

import pytest

from autograder.checks import results_for
from autograder.exercises import ex01_messages_array as ex01

WEATHER = json.dumps({"city": "Hangzhou", "condition": "sunny", "temperature_c": 26})
USER = {"role": "user", "content": "항저우 날씨 어때?"}
CALL = {
    "type": "tool_use",
    "id": "toolu_01Weather9527",
    "name": "get_weather",
    "input": {"city": "Hangzhou"},
}
ASSISTANT = {"role": "assistant", "content": [CALL]}


def result(**changes):
    block = {"type": "tool_result", "tool_use_id": "toolu_01Weather9527", "content": WEATHER}
    block.update(changes)
    return {"role": "user", "content": [block]}


def verdicts(messages):
    return {r.name: r for r in ex01.evaluate({"messages_defined": True, "messages": messages})}


def keys(messages):
    return {name: r.key for name, r in verdicts(messages).items()}


ORDER, PAIRING, CONTENT, API = (c.name for c in ex01.CHECKS)


def test_reference_answer_passes_every_criterion_and_shows_the_models_answer():
    found = verdicts([USER, ASSISTANT, result()])
    assert all(r.passed for r in found.values())
    assert found[API].key == "ex01.api_answered"
    assert "26" in found[API].params["answer"]


@pytest.mark.parametrize(
    ("messages", "criterion", "key"),
    [
        ([USER, result()], ORDER, "ex01.assistant_missing"),
        ([USER, result(), ASSISTANT], ORDER, "ex01.assistant_reordered"),
        ([USER, ASSISTANT, result(), USER], ORDER, "ex01.wrong_count"),
        (
            [{"role": "user", "content": "날씨?"}, ASSISTANT, result()],
            ORDER,
            "ex01.first_message_changed",
        ),
        (
            [USER, {**ASSISTANT, "stop_reason": "tool_use"}, result()],
            ORDER,
            "ex01.response_fields_copied",
        ),
        ([USER, {**ASSISTANT, "id": "msg_01"}, result()], ORDER, "ex01.response_fields_copied"),
        ([USER, {**ASSISTANT, "name": "bot"}, result()], ORDER, "ex01.unknown_message_fields"),
        (
            [
                USER,
                {"role": "assistant", "content": [{**CALL, "input": {"city": "Seoul"}}]},
                result(),
            ],
            ORDER,
            "ex01.assistant_changed",
        ),
        (
            [USER, {"role": "assistant", "content": "get_weather"}, result()],
            ORDER,
            "ex01.assistant_changed",
        ),
        ([USER, ASSISTANT, "결과"], ORDER, "ex01.message_not_dict"),
        (
            [
                USER,
                ASSISTANT,
                {"role": "tool", "tool_call_id": "toolu_01Weather9527", "content": WEATHER},
            ],
            PAIRING,
            "ex01.openai_tool_message",
        ),
        ([USER, ASSISTANT, result(tool_use_id="get_weather")], PAIRING, "ex01.id_is_tool_name"),
        ([USER, ASSISTANT, result(tool_use_id="toolu_01Weather0001")], PAIRING, "ex01.invented_id"),
        (
            [
                USER,
                ASSISTANT,
                {"role": "user", "content": [{"type": "tool_result", "content": WEATHER}]},
            ],
            PAIRING,
            "ex01.tool_use_id_missing",
        ),
        (
            [
                USER,
                ASSISTANT,
                {
                    "role": "user",
                    "content": [{"type": "text", "text": "결과:"}, *result()["content"]],
                },
            ],
            PAIRING,
            "ex01.text_before_result",
        ),
        (
            [USER, {"role": "assistant", "content": [CALL, *result()["content"]]}, USER],
            PAIRING,
            "ex01.result_in_wrong_message",
        ),
        (
            [USER, ASSISTANT, {"role": "user", "content": result()["content"][0]}],
            PAIRING,
            "ex01.message_content_is_dict",
        ),
        ([USER, ASSISTANT, {"role": "user", "content": WEATHER}], PAIRING, "ex01.no_tool_result"),
        ([USER, ASSISTANT, result(content=json.loads(WEATHER))], CONTENT, "ex01.content_is_dict"),
        ([USER, ASSISTANT, result(content="")], CONTENT, "ex01.content_empty"),
        ([USER, ASSISTANT, result(content=26)], CONTENT, "ex01.content_wrong_type"),
        ([USER, ASSISTANT, result(content="맑음, 26도")], CONTENT, "ex01.content_not_parseable"),
        ([USER, ASSISTANT, result(content='"sunny 26"')], CONTENT, "ex01.content_not_object"),
        (
            [USER, ASSISTANT, result(content='{"condition": "sunny", "temperature_c": 25}')],
            CONTENT,
            "ex01.temperature_mismatch",
        ),
        (
            [USER, ASSISTANT, result(content='{"condition": "rainy", "temperature_c": 26}')],
            CONTENT,
            "ex01.condition_mismatch",
        ),
        ([USER, result()], API, "ex01.api_rejected"),
        ([USER, ASSISTANT, result(tool_use_id="get_weather")], API, "ex01.api_rejected"),
    ],
)
def test_each_known_mistake_gets_its_diagnosis(messages, criterion, key):
    found = verdicts(messages)[criterion]
    assert (found.passed, found.key) == (False, key)
    assert found.points == 0.0
    assert (
        found.message("ko") and found.message("en") and found.message("ko") != found.message("en")
    )


def test_diagnoses_name_the_exact_location():
    found = verdicts([USER, ASSISTANT, result(tool_use_id="get_weather")])[PAIRING]
    assert found.params["path"] == "messages.2.content.0.tool_use_id"
    assert "messages.2.content.0.tool_use_id" in found.message("ko")


def test_a_rejection_quotes_the_api_and_explains_it():
    found = verdicts([USER, result()])[API]
    assert found.params["status"] == 400
    assert "tool_use_id" in found.params["api_message"]
    assert found.params["hint_ko"] and found.params["hint_en"]


def test_a_list_of_text_blocks_holding_json_is_parseable_content():
    blocks = [{"type": "text", "text": WEATHER}]
    assert all(r.passed for r in verdicts([USER, ASSISTANT, result(content=blocks)]).values())


def test_accepted_phrasings_of_the_weather():
    content = json.dumps({"하늘": "맑음", "기온": "26°C"}, ensure_ascii=False)
    assert verdicts([USER, ASSISTANT, result(content=content)])[CONTENT].passed


def test_missing_or_malformed_messages_fail_every_criterion_without_raising():
    assert set(keys(None).values()) == {"ex01.not_a_list"}
    not_started = ex01.evaluate({"messages_defined": False})
    assert {r.key for r in not_started} == {"ex01.not_started"}


def test_results_for_reads_the_namespace_and_sdk_objects():
    import anthropic

    from autograder import MODEL
    from autograder.simulator import get_scenario, make_client

    tools = get_scenario("weather").tools
    response = make_client("weather").messages.create(
        model=MODEL, max_tokens=1024, tools=tools, messages=[USER]
    )
    assert isinstance(response, anthropic.types.Message)
    namespace = {"messages": [USER, {"role": "assistant", "content": response.content}, result()]}
    assert all(r.passed for r in results_for("ex01_messages_array", namespace))
