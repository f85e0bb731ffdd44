"""Practice checks that judge prose read it by meaning (``autograder.reading``), not by substring.

Lesson 3: an error result names a next step; lesson 7: a description says when not to use the
tool; lesson 8: the approval text asks the human. Each judged statement has phrasings that
say it (written as different learners would) and ones that do not, padding and keyword
stuffing among them.
"""

import json

import pytest

from tests.lessons.cells import judged

PROBLEM = "주문 시스템 응답 시간 초과"

#: Error texts after the problem that do name what to do next.
NEXT_STEP = [
    "잠시 뒤 다시 조회해 주세요.",
    "1분 후에 재시도하세요.",
    "사용자에게 나중에 확인하겠다고 알려 주세요.",
    "다시 시도하지 말고 사용자에게 상황을 설명하세요.",
    "주문 번호가 맞는지 사용자에게 물어보세요.",
    "잠시 후 같은 주문 번호로 다시 호출하면 됩니다.",
    "Retry in a minute.",
    "Please wait and try again later.",
    "Tell the user the order system is slow and check again later.",
]
#: Texts that only state the problem, pad it or stuff keywords.
NO_NEXT_STEP = [
    "",
    ".",
    "......",
    " xxxxxx",
    "!!!!!!!!",
    f". {PROBLEM}.",
    ". 오류입니다.",
    ". 다시 시도했지만 실패했습니다.",
    ". 다시 시도할까요?",
    ". 재시도 다시 나중에 확인",
    ". Something went wrong.",
]


def error_result(tail: str) -> str:
    body = json.dumps(PROBLEM + tail, ensure_ascii=False)
    return (
        "def error_result(call, problem):\n"
        "    return {'type': 'tool_result', 'tool_use_id': call.id, 'is_error': True,\n"
        f"            'content': {body}}}\n"
    )


def verdict(found, name):
    return next(r for r in found if r.name == name)


@pytest.mark.parametrize("tail", NEXT_STEP)
def test_an_error_text_that_names_a_next_step_passes(tail):
    separator = "" if tail[0] in ".!" else ". "
    result = verdict(
        judged("l03_error_result", error_result(separator + tail)), "practice_l03_error_text"
    )
    assert result.passed, (tail, result.message())


@pytest.mark.parametrize("tail", NO_NEXT_STEP)
def test_an_error_text_without_a_next_step_is_caught(tail):
    result = verdict(judged("l03_error_result", error_result(tail)), "practice_l03_error_text")
    assert result.key == "practice.l03.error_no_next_step", (tail, result.message())


DESCRIPTION = "주문 하나의 배송 단계와 도착 예정일을 찾아 준다. 데이터를 바꾸지 않는다. "
#: Sentences that say when not to use the tool, as different learners write them.
WHEN_NOT = [
    "배송지를 바꿀 때는 사용하지 마세요.",
    "주문을 취소할 때는 이 도구를 쓰면 안 됩니다.",
    "배송지 변경에는 쓰지 않는다.",
    "취소나 반품에는 쓰지 말고 update_delivery를 쓴다.",
    "배송지 변경은 update_delivery로 한다.",
    "이 도구로는 배송지를 바꿀 수 없습니다.",
    "배송지를 바꾸려면 대신 update_delivery를 호출하세요.",
    "Do not use it to change the delivery address; use update_delivery instead.",
    "Never call it for cancellations.",
]
#: Sentences that do not: mentions of other tools, a bare prohibition, permission.
NOT_WHEN_NOT = [
    "다른 도구도 있습니다.",
    "update_delivery와 함께 쓰면 좋습니다.",
    "사용하지 마세요.",
    "배송을 물을 때 쓴다.",
    "언제든 써도 됩니다.",
    "쓰지 않 말 것 대신",
    "See also update_delivery.",
]


def my_tool(extra: str) -> str:
    description = json.dumps(DESCRIPTION + extra, ensure_ascii=False)
    return (
        "my_tool = {'name': 'get_delivery_eta', 'description': " + description + ",\n"
        " 'input_schema': {'type': 'object', 'properties': {\n"
        "   'order_id': {'type': 'string', 'description': '주문 번호. 예: ORD-2026-8842'},\n"
        "   'date': {'type': 'string', 'format': 'date', 'description': '기준일(YYYY-MM-DD)'}},\n"
        "  'required': ['order_id'], 'additionalProperties': False}}\n"
    )


@pytest.mark.parametrize("sentence", WHEN_NOT)
def test_a_description_that_says_when_not_to_use_passes_the_review(sentence):
    found = judged("l07_fix_tool", my_tool(sentence))
    assert [r.name for r in found if not r.passed] == [], [r.message() for r in found]


@pytest.mark.parametrize("sentence", NOT_WHEN_NOT)
def test_a_description_that_never_says_when_not_is_caught(sentence):
    result = verdict(judged("l07_fix_tool", my_tool(sentence)), "practice_l07_review_clean")
    assert not result.passed and result.params["first_key"] == "practice.review.no_when_not"


#: Approval texts (with the order id) that ask the human whether to go ahead.
ASKS = [
    "ORD-2026-8842 주문을 환불할까요?",
    "ORD-2026-8842 주문을 전액 환불해도 될까요? (예/아니오)",
    "refund_order를 ORD-2026-8842에 실행하시겠습니까?",
    "ORD-2026-8842 환불을 진행할까요? 되돌릴 수 없습니다.",
    "되돌릴 수 없는 작업입니다. ORD-2026-8842를 환불하려면 승인해 주세요.",
    "Refund order ORD-2026-8842? (y/n)",
    "Shall I refund ORD-2026-8842? This cannot be undone.",
]
#: Texts that name the order but do not ask: the call alone, a report, an announcement.
DOES_NOT_ASK = [
    "ORD-2026-8842",
    "refund_order {'order_id': 'ORD-2026-8842'}",
    "ORD-2026-8842 환불했습니다.",
    "ORD-2026-8842 주문을 환불합니다.",
    "ORD-2026-8842 환불 승인 진행 확인",
    "Refunded ORD-2026-8842.",
]


def approval(question: str) -> str:
    text = json.dumps(question, ensure_ascii=False)
    return (
        "def execute_with_approval(call, handlers, irreversible, approve):\n"
        f"    if call.name in irreversible and not approve({text}):\n"
        "        return {'type': 'tool_result', 'tool_use_id': call.id, 'is_error': True,\n"
        "                'content': '사용자가 승인하지 않아 실행하지 않았습니다.'}\n"
        "    return {'type': 'tool_result', 'tool_use_id': call.id,\n"
        "            'content': handlers[call.name](**call.input)}\n"
    )


@pytest.mark.parametrize("question", ASKS)
def test_an_approval_question_passes(question):
    found = judged("l08_approval", approval(question))
    assert [r.name for r in found if not r.passed] == [], [r.message() for r in found]


@pytest.mark.parametrize("question", DOES_NOT_ASK)
def test_an_approval_text_that_does_not_ask_is_caught(question):
    result = verdict(judged("l08_approval", approval(question)), "practice_l08_asks_first")
    assert result.key == "practice.l08.not_a_question", (question, result.message())


@pytest.mark.parametrize(
    "description",
    ["주문의 택배가 언제 도착하는지 알려 준다.", "Finds when an order's shipment arrives."],
)
def test_the_tools_purpose_is_kept_in_other_words(description):
    source = my_tool("").replace(DESCRIPTION, description)
    assert verdict(judged("l07_fix_tool", source), "practice_l07_keeps_purpose").passed
