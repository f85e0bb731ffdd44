"""A-R11 unique ids, A-R12 tool_use last, A-R14/A-R15 pairing, A-R16 results first, A-R17."""

from __future__ import annotations

from .factories import (
    MISSING,
    ORDER_ID,
    SECOND_ID,
    UNEXPECTED,
    assistant,
    check,
    result,
    text,
    use,
    user,
)


def test_recorded_rejection_tool_use_before_text():
    """anomalyco/opencode cassette: assistant at messages.0, error at messages.1."""
    found = check([assistant([use("call_1"), text("done")]), user([result("call_1")])])
    assert found == [("A-R12", "messages.1", MISSING.format(n=1, ids="call_1"))]


def test_recorded_acceptance_text_before_tool_use_then_merged_turns():
    """anomalyco/opencode cassette (200): [a:text][a:tool_use][u:tool_result][u:text]."""
    messages = [
        assistant([text("checking")]),
        assistant([use("call_1")]),
        user([result("call_1")]),
        user("thanks"),
    ]
    assert check(messages, model="claude-haiku-4-5") == []


def test_plain_text_reply_instead_of_results():
    found = check([user("hi"), assistant([use()]), user("what happened?")])
    assert found == [("A-R14", "messages.2", MISSING.format(n=2, ids=ORDER_ID))]


def test_several_missing_ids_are_joined_in_call_order():
    found = check([user("hi"), assistant([use(ORDER_ID), use(SECOND_ID)]), user("x")])
    assert found == [("A-R14", "messages.2", MISSING.format(n=2, ids=f"{ORDER_ID}, {SECOND_ID}"))]


def test_a_message_between_the_call_and_the_results():
    messages = [user("hi"), assistant([use()]), user("wait"), assistant("ok"), user([result()])]
    assert check(messages) == [
        ("A-R14", "messages.2", MISSING.format(n=2, ids=ORDER_ID)),
        ("A-R15", "messages.4.content.0", UNEXPECTED.format(n=4, m=0, ids=ORDER_ID)),
    ]


def test_result_in_the_first_message_vercel_fixture_shape():
    found = check([user([text("hi"), result("T1")])])
    assert found == [("A-R15", "messages.0.content.1", UNEXPECTED.format(n=0, m=1, ids="T1"))]


def test_result_for_an_older_turn():
    messages = [
        user("hi"),
        assistant([use("toolu_a")]),
        user([result("toolu_a")]),
        assistant([use("toolu_b")]),
    ]
    messages.append(user([result("toolu_a")]))
    assert check(messages) == [
        ("A-R14", "messages.4", MISSING.format(n=4, ids="toolu_b")),
        ("A-R15", "messages.4.content.0", UNEXPECTED.format(n=4, m=0, ids="toolu_a")),
    ]


def test_several_unexpected_ids_make_one_violation_at_the_first():
    messages = [
        user("hi"),
        assistant([use()]),
        user([result(), result("toolu_x"), result("toolu_y")]),
    ]
    assert check(messages) == [
        ("A-R15", "messages.2.content.1", UNEXPECTED.format(n=2, m=1, ids="toolu_x, toolu_y"))
    ]


def test_text_before_the_result_is_rejected_with_the_pairing_text():
    found = check([user("hi"), assistant([use()]), user([text("here you go"), result()])])
    assert found == [("A-R16", "messages.2", MISSING.format(n=2, ids=ORDER_ID))]


def test_text_after_the_results_is_accepted():
    assert check([user("hi"), assistant([use()]), user([result(), text("please summarise")])]) == []


def test_result_text_result_leaves_the_second_call_unanswered():
    messages = [user("hi"), assistant([use(ORDER_ID), use(SECOND_ID)])]
    messages.append(user([result(ORDER_ID), text("and"), result(SECOND_ID)]))
    assert check(messages) == [("A-R16", "messages.2", MISSING.format(n=2, ids=SECOND_ID))]


def test_partly_missing_and_misplaced_reports_the_plain_missing_rule():
    messages = [
        user("hi"),
        assistant([use(ORDER_ID), use(SECOND_ID)]),
        user([text("x"), result(ORDER_ID)]),
    ]
    assert check(messages) == [
        ("A-R14", "messages.2", MISSING.format(n=2, ids=f"{ORDER_ID}, {SECOND_ID}"))
    ]


def test_results_in_any_order_and_with_is_error():
    messages = [user("hi"), assistant([use(ORDER_ID), use(SECOND_ID)])]
    messages.append(user([result(SECOND_ID, is_error=True, content="not found"), result(ORDER_ID)]))
    assert check(messages) == []


def test_duplicate_tool_use_ids_across_the_request():
    messages = [
        user("hi"),
        assistant([use()]),
        user([result()]),
        assistant([use()]),
        user([result()]),
    ]
    found = check(messages)
    assert found[0] == (
        "A-R11",
        "messages.3.content.0",
        "messages.3.content.0: `tool_use` ids must be unique",
    )


def test_duplicate_tool_use_ids_in_one_message():
    found = check([user("hi"), assistant([use(), use()]), user([result()])])
    assert found == [
        ("A-R11", "messages.1.content.1", "messages.1.content.1: `tool_use` ids must be unique")
    ]


def test_a_final_assistant_tool_use_is_left_to_the_prefill_rule():
    messages = [user("hi"), assistant([use()])]
    assert check(messages, model="claude-sonnet-4-5") == []
    assert [f[0] for f in check(messages)] == ["A-R7"]


def test_server_tool_use_needs_no_client_result():
    server = {
        "type": "server_tool_use",
        "id": "srvtoolu_01",
        "name": "web_search",
        "input": {"query": "x"},
    }
    search = {"type": "web_search_tool_result", "tool_use_id": "srvtoolu_01", "content": []}
    assert check([user("hi"), assistant([server, search, text("found it")]), user("thanks")]) == []
