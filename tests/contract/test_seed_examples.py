"""The seed lesson's examples (shared/seeds/000) and its Level 2 `handleTurn` bugs."""

from __future__ import annotations

from autograder.contract import validate_messages, validate_request

from .factories import (
    MISSING,
    ORDER_ID,
    ORDER_TOOL,
    SECOND_ID,
    UNEXPECTED,
    assistant,
    request,
    result,
    summary,
    text,
    use,
    user,
)

QUESTION = "주문 ORD-2026-8842가 어디까지 갔는지 확인해 줄래?"
REPLY = assistant([text("그 주문을 확인해 보겠습니다."), use()])
RESULT = user(
    [result(content='{"status":"in_transit","location":"상하이 중간 물류센터","eta":"2026-08-27"}')]
)


def test_first_document_is_accepted():
    assert validate_request(request([user(QUESTION)], tools=[ORDER_TOOL])) == []


def test_third_document_is_accepted():
    assert validate_request(request([user(QUESTION), REPLY, RESULT], tools=[ORDER_TOOL])) == []


def test_second_document_is_a_response_so_resending_it_last_is_prefill():
    found = validate_request(request([user(QUESTION), REPLY], tools=[ORDER_TOOL]))
    assert summary(found) == [
        (
            "A-R7",
            "messages.1",
            "This model does not support assistant message prefill. The conversation must end with a user message.",
        )
    ]


def _two_orders(results):
    reply = assistant(
        [text("두 주문을 확인하겠습니다."), use(ORDER_ID), use(SECOND_ID, order_id="ORD-2026-9001")]
    )
    return [user(QUESTION), reply, user(results)]


def test_two_order_results_are_accepted_in_either_order():
    first = result(ORDER_ID, '{"status":"in_transit","eta":"2026-08-27"}')
    second = result(SECOND_ID, '{"status":"pending","eta":null}')
    assert validate_messages(_two_orders([first, second]), [ORDER_TOOL]) == []
    assert validate_messages(_two_orders([second, first]), [ORDER_TOOL]) == []


def test_two_order_shortcut_with_one_result_is_rejected():
    found = validate_messages(_two_orders([result(ORDER_ID)]), [ORDER_TOOL])
    assert summary(found) == [("A-R14", "messages.2", MISSING.format(n=2, ids=SECOND_ID))]


# Level 2 `handleTurn`: the bug shapes, alone and together.
def _handle_turn(*, append_reply=True, result_id=ORDER_ID):
    messages = [user(QUESTION)]
    if append_reply:
        messages.append(REPLY)
    messages.append(user([result(result_id)]))
    return messages


def test_bug1_reply_not_appended_is_an_unexpected_tool_use_id():
    found = validate_messages(_handle_turn(append_reply=False), [ORDER_TOOL])
    assert summary(found) == [
        ("A-R15", "messages.1.content.0", UNEXPECTED.format(n=1, m=0, ids=ORDER_ID))
    ]


def test_bug2_name_as_id_reports_the_missing_result_first_then_the_wrong_id():
    found = validate_messages(_handle_turn(result_id="get_order_status"), [ORDER_TOOL])
    assert summary(found) == [
        ("A-R14", "messages.2", MISSING.format(n=2, ids=ORDER_ID)),
        ("A-R15", "messages.2.content.0", UNEXPECTED.format(n=2, m=0, ids="get_order_status")),
    ]


def test_bugs_1_and_2_together():
    found = validate_messages(_handle_turn(append_reply=False, result_id="get_order_status"))
    assert summary(found) == [
        ("A-R15", "messages.1.content.0", UNEXPECTED.format(n=1, m=0, ids="get_order_status"))
    ]


def test_bug3_alone_no_tools_on_the_second_call_is_accepted_today():
    assert validate_request(request(_handle_turn())) == []


def test_bug3_alone_is_rejected_by_the_legacy_api():
    found = validate_request(request(_handle_turn()), profile="legacy")
    assert summary(found) == [
        (
            "A-R18",
            "tools",
            "Requests which include `tool_use` or `tool_result` blocks must define tools.",
        )
    ]


def test_fixed_handle_turn_is_accepted_by_both_profiles():
    body = request(_handle_turn(), tools=[ORDER_TOOL])
    assert validate_request(body) == []
    assert validate_request(body, profile="legacy") == []
