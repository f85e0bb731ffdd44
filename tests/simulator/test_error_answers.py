"""After an ``is_error`` result the model tells the user what failed and why, in the user's terms.

It keeps the host's reason ("권한 없음", "timeout") and never reads out the instructions the
host wrote for the model ("다시 시도하지 말고 사용자에게 알려 주세요", "Don't retry").
"""

from __future__ import annotations

import pytest

from autograder.simulator.model import decide
from autograder.simulator.model.failures import first_reason, reason

from .conftest import answer_all, request

#: Sentences a host writes *to the model*: the answer must not repeat them.
INSTRUCTIONS = [
    "다시 시도하지 말고 사용자에게 알려 주세요.",
    "잠시 후 다시 조회하거나, 사용자에게 나중에 확인하겠다고 알려 주세요.",
    "사용자에게 주문 번호를 다시 물어보세요.",
    "같은 호출을 반복하지 마십시오.",
    "다시 시도하지 말고 사용자에게 상황을 설명하세요.",
    "사용자에게 잔액을 알리고 금액을 다시 물어보시기 바랍니다.",
    "재시도하지 말 것.",
    "Do not retry this call.",
    "Don't call this tool again.",
    "Please tell the user the order was not found.",
    "Retry with a valid order id.",
    "Ask the user for their order number.",
]
#: Sentences that say what happened: the answer keeps them.
STATEMENTS = [
    "권한 없음: 이 주문은 로그인한 사용자의 주문이 아닙니다.",
    "주문 시스템 응답 시간 초과.",
    "ORD-2026-0001 주문을 찾을 수 없습니다.",
    "잔액 부족: A001 잔액은 60달러라서 100달러를 출금하지 않았습니다.",
    "결제 서비스가 점검 중이라 환불이 진행되지 않았습니다.",
    "The user does not own this order.",
    "Permission denied: order belongs to another customer.",
    "upstream timeout",
]


@pytest.mark.parametrize("sentence", INSTRUCTIONS)
def test_an_instruction_to_the_model_is_not_a_reason(sentence):
    assert reason(sentence) == ""
    assert reason(f"주문 시스템 응답 시간 초과. {sentence}") == "주문 시스템 응답 시간 초과."


@pytest.mark.parametrize("sentence", STATEMENTS)
def test_a_statement_of_what_went_wrong_is_kept(sentence):
    assert reason(sentence) == sentence
    assert reason(f"{sentence}\n다시 시도하지 마세요.") == sentence


def test_json_results_give_their_error_text():
    assert reason({"error": "upstream timeout"}) == "upstream timeout"
    assert reason({"error": {"message": "권한 없음. 다시 시도하지 마세요."}}) == "권한 없음."
    assert reason({"code": 503, "retry": False}) == "code=503, retry=False"


def test_the_first_failure_gives_the_reason_a_retry_guard_does_not():
    results = [
        "권한 없음: 이 주문은 로그인한 사용자의 주문이 아닙니다. 다시 시도하지 말고 사용자에게 알려 주세요.",
        "다시 시도하지 말고 사용자에게 상황을 설명하세요.",
    ]
    assert first_reason(results) == "권한 없음: 이 주문은 로그인한 사용자의 주문이 아닙니다."
    assert first_reason(["다시 시도하지 마세요.", "upstream timeout"]) == "upstream timeout"
    assert first_reason(["다시 시도하지 마세요."]) == ""


def final_text(body: dict) -> str:
    response = decide(body).content
    return " ".join(b["text"] for b in response if b["type"] == "text")


def failed_twice(body: dict, first: str, second: str) -> dict:
    call = decide(body)
    body = answer_all(body, _as_dict(call), {"get_weather": first}, is_error=True)
    retry = decide(body)
    return answer_all(body, _as_dict(retry), {"get_weather": second}, is_error=True)


def _as_dict(decision) -> dict:
    return {"content": decision.content, "stop_reason": decision.stop_reason}


def test_after_a_retry_the_answer_keeps_the_real_reason_and_drops_the_instructions():
    body = request("weather")
    body["messages"][0]["content"] = "항저우 날씨 어때?"
    body = failed_twice(
        body,
        "권한 없음: 이 계정은 날씨 서비스를 쓸 수 없습니다. 다시 시도하지 말고 사용자에게 알려 주세요.",
        "같은 호출이 같은 오류로 이미 실패했습니다. 다시 시도하지 말고 사용자에게 상황을 설명하세요.",
    )
    text = final_text(body)
    assert "한 번 더 시도했지만 처리하지 못했습니다" in text, text
    assert "권한 없음: 이 계정은 날씨 서비스를 쓸 수 없습니다" in text, text
    assert "다시 시도하지" not in text and "설명하세요" not in text and "알려 주세요" not in text
    assert "확인해 주세요" not in text  # nothing asks the user to read the tool's error


def test_an_english_answer_keeps_the_reason_too():
    body = failed_twice(
        request("weather"),
        "Weather service timed out. Do not retry; tell the user to try later.",
        "Weather service timed out. Do not retry; tell the user to try later.",
    )
    text = final_text(body)
    assert "failed again after a retry" in text and "Weather service timed out" in text, text
    assert "Do not retry" not in text and "tell the user" not in text


def test_a_failure_without_a_reason_says_only_that_it_failed():
    body = failed_twice(request("weather"), "Do not retry.", "Do not retry.")
    text = final_text(body)
    assert "failed again after a retry." in text and "Reason" not in text, text
