"""Lesson 3 practices: the user message answering several calls, and a failure as a result."""

from __future__ import annotations

import json
from typing import Any

from autograder.checks.plain import content_text
from autograder.checks.results import Check, check, failed
from autograder.practice import Practice, call_learner, crashed, learner_function
from autograder.practice.fixtures import text, tool_use
from autograder.practice.learner import shorten
from autograder.reading import says

QUESTION = {"role": "user", "content": "세 주문이 각각 어디쯤인지 알려 줘."}
TOOLS = [{"name": "get_order_status", "input_schema": {"type": "object"}}]
ORDERS = {"ORD-2026-8842": "in_transit", "ORD-2026-9001": "pending", "ORD-2026-7310": "delivered"}
#: Three calls with made-up but well-formed ids (a loop must not assume two, or a fixed id).
CALLS = [
    ("toolu_01PracticeOrderA111", "ORD-2026-8842"),
    ("toolu_01PracticeOrderB222", "ORD-2026-9001"),
    ("toolu_01PracticeOrderC333", "ORD-2026-7310"),
]


def _blocks() -> list:
    return [tool_use("get_order_status", {"order_id": order}, i) for i, order in CALLS]


def _run(call: Any) -> str:
    """The lesson's tool: a JSON string per order."""
    return json.dumps(
        {"order_id": call.input["order_id"], "status": ORDERS[call.input["order_id"]]}
    )


def collect_results(namespace: dict[str, Any]) -> dict[str, Any]:
    from autograder import validate_messages

    results_message = learner_function(namespace, "results_message")
    calls = _blocks()
    outcome = call_learner(results_message, calls, _run)
    evidence: dict[str, Any] = {
        **outcome,
        "expected": {i: _run(c) for (i, _), c in zip(CALLS, calls, strict=True)},
    }
    if "value" in outcome:
        assistant = {"role": "assistant", "content": [text("조회하겠습니다."), *calls]}
        messages = [QUESTION, assistant, outcome["value"]]
        evidence["problems"] = [
            {"path": v.path, "explain": v.explain("ko")} for v in validate_messages(messages, TOOLS)
        ]
    return evidence


RESULT_CHECKS: list[Check] = []


@check(RESULT_CHECKS, "practice_l03_no_crash", 1)
def no_crash(evidence: dict[str, Any]):
    return crashed(evidence, "results_message(calls, run)")


def _tool_results(evidence: dict[str, Any]) -> list[dict] | None:
    message = evidence.get("value")
    if not isinstance(message, dict) or not isinstance(message.get("content"), list):
        return None
    return [b for b in message["content"] if isinstance(b, dict) and b.get("type") == "tool_result"]


@check(RESULT_CHECKS, "practice_l03_one_user_message", 1)
def one_user_message(evidence: dict[str, Any]):
    if "error" in evidence:
        return failed("practice.needs_earlier", first="practice_l03_no_crash")
    message = evidence["value"]
    if isinstance(message, list):
        return failed("practice.l03.list_not_message")
    if not isinstance(message, dict) or message.get("role") != "user":
        return failed("practice.l03.not_user_message", got=shorten(str(message), 120))
    if not isinstance(message.get("content"), list):
        return failed("practice.l03.content_not_list")
    return None


@check(RESULT_CHECKS, "practice_l03_every_call_answered", 2)
def every_call_answered(evidence: dict[str, Any]):
    results = _tool_results(evidence)
    if results is None:
        return failed("practice.needs_earlier", first="practice_l03_one_user_message")
    given = [r.get("tool_use_id") for r in results]
    if "get_order_status" in given:
        return failed("practice.l03.id_is_name")
    missing = [i for i in evidence["expected"] if i not in given]
    if missing:
        return failed("practice.l03.missing", count=len(missing), total=len(evidence["expected"]))
    if len(given) != len(set(given)):
        return failed("practice.l03.duplicate")
    for result in results:  # content: a string or text blocks, as the API accepts
        if content_text(result.get("content")) != evidence["expected"].get(
            result.get("tool_use_id")
        ):
            return failed("practice.l03.wrong_content", tool_use_id=result.get("tool_use_id"))
    return None


@check(RESULT_CHECKS, "practice_l03_api_accepts", 1)
def api_accepts(evidence: dict[str, Any]):
    if _tool_results(evidence) is None:
        return failed("practice.needs_earlier", first="practice_l03_one_user_message")
    if evidence["problems"]:
        first = evidence["problems"][0]
        return failed("practice.l03.rejected", path=first["path"], explain=first["explain"])
    return None


PROBLEM = "주문 시스템 응답 시간 초과"


def collect_error(namespace: dict[str, Any]) -> dict[str, Any]:
    error_result = learner_function(namespace, "error_result")
    call = tool_use("get_order_status", {"order_id": "ORD-2026-9001"}, "toolu_01PracticeFailD444")
    return {**call_learner(error_result, call, PROBLEM), "id": call.id}


ERROR_CHECKS: list[Check] = []


@check(ERROR_CHECKS, "practice_l03_error_shape", 1)
def error_shape(evidence: dict[str, Any]):
    if crash := crashed(evidence, "error_result(call, problem)"):
        return crash
    block = evidence["value"]
    if not isinstance(block, dict) or block.get("type") != "tool_result":
        return failed("practice.l03.not_tool_result", got=shorten(str(block), 120))
    if block.get("tool_use_id") != evidence["id"]:
        return failed("practice.l03.error_wrong_id", got=repr(block.get("tool_use_id")))
    return None


@check(ERROR_CHECKS, "practice_l03_error_flag", 1)
def error_flag(evidence: dict[str, Any]):
    block = evidence.get("value")
    if not isinstance(block, dict):
        return failed("practice.needs_earlier", first="practice_l03_error_shape")
    if block.get("is_error") is not True:
        return failed("practice.l03.no_error_flag", got=repr(block.get("is_error", "없음")))
    return None


@check(ERROR_CHECKS, "practice_l03_error_text", 1)
def error_text(evidence: dict[str, Any]):
    block = evidence.get("value")
    content = content_text(block.get("content")) if isinstance(block, dict) else None
    if content is None or PROBLEM not in content:
        return failed("practice.l03.error_text_missing")
    if says(content, "next_step", exclude=[PROBLEM]) is None:  # read by meaning, not length
        return failed("practice.l03.error_no_next_step")
    return None


PRACTICES = {
    "l03_results_message": Practice(
        "results_message", ("C6", "P1", "P3", "P6"), collect_results, tuple(RESULT_CHECKS)
    ),
    "l03_error_result": Practice("error_result", ("C6", "P7"), collect_error, tuple(ERROR_CHECKS)),
}
