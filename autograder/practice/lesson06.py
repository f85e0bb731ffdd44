"""Lesson 6 practice: run one batch of calls concurrently, every failure as an error result."""

from __future__ import annotations

import threading
import time
from typing import Any

from autograder.checks.plain import content_text
from autograder.checks.results import Check, check, failed
from autograder.practice import Practice, call_learner, crashed, learner_function
from autograder.practice.fixtures import tool_use

CALLS = (
    ("get_project_status", {"job_number": "MEG-2026-0142"}, "toolu_01PracticeMeridian01"),
    ("get_site_weather", {"site": "Riverside"}, "toolu_01PracticeMeridian02"),
    ("get_permit_state", {"permit_id": "P-88213"}, "toolu_01PracticeMeridian03"),
)
FAILURE = "permit service is under maintenance"
#: Each look-up waits this long, so calls run together overlap and calls run in turn do not.
WAIT = 0.15


class _Meter:
    """Handlers that count how many of them are running at the same moment."""

    def __init__(self) -> None:
        self.lock, self.active, self.most = threading.Lock(), 0, 0

    def handler(self, name: str, fails: bool):
        def run(**tool_input: Any) -> str:
            with self.lock:
                self.active += 1
                self.most = max(self.most, self.active)
            try:
                time.sleep(WAIT)
                if fails:
                    raise ConnectionError(FAILURE)
                return f'{{"tool": "{name}", "ok": true}}'
            finally:
                with self.lock:
                    self.active -= 1

        return run


def collect(namespace: dict[str, Any]) -> dict[str, Any]:
    run_batch = learner_function(namespace, "run_batch")
    meter = _Meter()
    handlers = {name: meter.handler(name, name == "get_permit_state") for name, _, _ in CALLS}
    calls = [tool_use(name, dict(tool_input), block_id) for name, tool_input, block_id in CALLS]
    outcome = call_learner(run_batch, calls, handlers)
    return {**outcome, "ids": [c[2] for c in CALLS], "most_at_once": meter.most}


CHECKS: list[Check] = []


@check(CHECKS, "practice_l06_no_escape", 1)
def no_exception_escapes(evidence: dict[str, Any]):
    """The failing look-up's exception escaped (the lesson's point), or another crash."""
    error = evidence.get("error")
    if error is None:
        return None
    if error["type"] == "ConnectionError" and FAILURE in error["message"]:
        return failed("practice.l06.escaped", error=f"{error['type']}: {error['message']}")
    return crashed(evidence, "run_batch(calls, handlers)")


def _after_crash(evidence: dict[str, Any]):
    if "error" in evidence:
        return failed("practice.needs_earlier", first="practice_l06_no_escape")
    return None


@check(CHECKS, "practice_l06_one_result_each", 1)
def one_result_each(evidence: dict[str, Any]):
    if stop := _after_crash(evidence):
        return stop
    results = evidence.get("value")
    if not isinstance(results, list):
        return failed("practice.l06.not_a_list", got=type(results).__name__)
    ids = [r.get("tool_use_id") if isinstance(r, dict) else None for r in results]
    if ids != evidence["ids"]:
        return failed("practice.l06.ids_mismatch", count=len(results), total=len(evidence["ids"]))
    if not all(r.get("type") == "tool_result" for r in results):
        return failed("practice.l06.not_tool_results")
    return None


@check(CHECKS, "practice_l06_failure_is_result", 1)
def failure_is_result(evidence: dict[str, Any]):
    results = evidence.get("value")
    if not isinstance(results, list) or len(results) != 3 or not isinstance(results[2], dict):
        return failed("practice.needs_earlier", first="practice_l06_one_result_each")
    broken, good = results[2], results[:2]
    if broken.get("is_error") is not True:
        return failed("practice.l06.failure_not_flagged")
    reason = content_text(broken.get("content"))  # a string or text blocks, as the API takes
    if reason is None or FAILURE not in reason:
        return failed("practice.l06.failure_without_reason")
    if any(not isinstance(r, dict) or r.get("is_error") for r in good):
        return failed("practice.l06.success_flagged")
    return None


@check(CHECKS, "practice_l06_concurrent", 1)
def concurrent(evidence: dict[str, Any]):
    """Judged only when the function ran to the end: a crash says nothing about threads."""
    if stop := _after_crash(evidence):
        return stop
    if evidence["most_at_once"] < 2:
        return failed("practice.l06.sequential")
    return None


PRACTICES = {"l06_run_batch": Practice("run_batch", ("P4", "P7", "F8"), collect, tuple(CHECKS))}
