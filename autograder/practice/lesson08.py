"""Lesson 8 practice: a human approves an irreversible write before the executor runs it."""

from __future__ import annotations

from typing import Any

from autograder.checks.plain import content_text
from autograder.checks.results import Check, check, failed
from autograder.practice import Practice, call_learner, crashed, learner_function
from autograder.practice.fixtures import Recorder, tool_use
from autograder.practice.learner import shorten
from autograder.reading import says

IRREVERSIBLE = ["refund_order"]
#: (case key, tool, input, what the human answers)
CASES = (
    ("refused", "refund_order", {"order_id": "ORD-2026-8842"}, False),
    ("approved", "refund_order", {"order_id": "ORD-2026-8842"}, True),
    ("read", "get_order", {"order_id": "ORD-2026-9001"}, True),
)
OUTPUT = {"refund_order": '{"refunded": 59000}', "get_order": '{"status": "pending"}'}


def collect(namespace: dict[str, Any]) -> dict[str, Any]:
    execute_with_approval = learner_function(namespace, "execute_with_approval")
    runs = []
    for index, (case, name, tool_input, answer) in enumerate(CASES):
        recorder, asked = Recorder(), []

        def approve(summary: Any, answer: bool = answer, asked: list = asked) -> bool:
            asked.append(str(summary))
            return answer

        handlers = {tool: recorder.handler(tool, output) for tool, output in OUTPUT.items()}
        call = tool_use(name, dict(tool_input), f"toolu_01PracticeApprove{index:03d}")
        outcome = call_learner(execute_with_approval, call, handlers, list(IRREVERSIBLE), approve)
        runs.append(
            {"case": case, "id": call.id, **outcome, "ran": len(recorder.calls), "asked": asked}
        )
    return {"runs": {run["case"]: run for run in runs}}


CHECKS: list[Check] = []


def _crash(run: dict[str, Any]):
    return crashed(run, f"execute_with_approval({run['case']})")


@check(CHECKS, "practice_l08_asks_first", 1)
def asks_first(evidence: dict[str, Any]):
    run = evidence["runs"]["refused"]
    if crash := _crash(run):
        return crash
    if len(run["asked"]) != 1:
        return failed("practice.l08.not_asked", asked=len(run["asked"]))
    question = run["asked"][0]
    if "ORD-2026-8842" not in question:
        return failed("practice.l08.summary_without_input", summary=shorten(question, 120))
    if says(question, "asks_approval") is None:  # a question for a yes or no, by meaning
        return failed("practice.l08.not_a_question", summary=shorten(question, 120))
    return None


@check(CHECKS, "practice_l08_no_run_without_yes", 2)
def no_run_without_yes(evidence: dict[str, Any]):
    run = evidence["runs"]["refused"]
    if crash := _crash(run):
        return crash
    if run["ran"]:
        return failed("practice.l08.ran_without_approval")
    result = run["value"] if isinstance(run["value"], dict) else {}
    if result.get("tool_use_id") != run["id"] or result.get("is_error") is not True:
        return failed("practice.l08.refusal_not_error_result")
    return None


@check(CHECKS, "practice_l08_runs_when_approved", 1)
def runs_when_approved(evidence: dict[str, Any]):
    for case in ("approved", "read"):
        run = evidence["runs"][case]
        if crash := _crash(run):
            return crash
        result = run["value"] if isinstance(run["value"], dict) else {}
        name = "refund_order" if case == "approved" else "get_order"
        output = content_text(result.get("content"))  # a string or text blocks, as the API takes
        if run["ran"] != 1 or output != OUTPUT[name] or result.get("is_error"):
            return failed(f"practice.l08.not_run_{case}", ran=run["ran"])
    if evidence["runs"]["read"]["asked"]:
        return failed("practice.l08.asked_for_read")
    return None


PRACTICES = {
    "l08_approval": Practice("execute_with_approval", ("F3", "F6"), collect, tuple(CHECKS))
}
