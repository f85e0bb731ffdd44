"""Verdicts computed in the grader's process, from plain evidence only.

`judge` takes what the clean room collected at one checkpoint (`Collected`), binds the transcripts the
grader itself recorded into the evidence (`binding.bind`), calls the exercise's pure ``evaluate``,
and returns one `Verdict` per criterion. Whatever goes wrong -- no evidence, a crash in
``collect``, a crash in ``evaluate`` -- every criterion fails closed with a reason.
"""

from __future__ import annotations

import importlib
import logging
from dataclasses import asdict, dataclass, field

from autograder.checks.results import learner_message
from autograder.grading.cleanroom.binding import bind
from autograder.grading.cleanroom.budgets import GraderTimeout, grader_deadline, grader_memory
from autograder.grading.cleanroom.room import Collected

__all__ = ["TIME_LIMIT", "Verdict", "judge", "learner_result"]

#: The key of a criterion not graded because a time limit was reached (the learner's
#: budget or its wall backstop, or the grader's own deadline): never scored as a zero.
TIME_LIMIT = "grading.time_limit"

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Verdict:
    """One criterion's outcome, as stored in the grading results and the report."""

    name: str
    passed: bool
    points: float
    max_points: float
    key: str
    params: dict = field(default_factory=dict)
    hidden: bool = False

    def message(self, lang: str = "ko") -> str:
        """The learner's sentence: the same renderer as `CheckResult.message`."""
        return learner_message(self.key, self.params, lang)

    def to_json(self) -> dict:
        return {**asdict(self), "message_ko": self.message("ko"), "message_en": self.message("en")}


def judge(
    checks: str | None, collected: Collected | None, failure: str, failure_params: dict
) -> dict[str, Verdict]:
    """grade_id -> Verdict for every criterion `checks`.evaluate reports at one checkpoint.

    `collected` is None when the run never reached that checkpoint: every criterion then
    fails with `failure` (a catalogue key) and `failure_params`.
    """
    if not checks:
        return {}
    module = importlib.import_module(checks)
    names = [(c.name, float(c.points), bool(c.hidden)) for c in getattr(module, "CHECKS", [])]
    if collected is None:
        return _all_failed(names, failure, failure_params)
    if collected.error is not None:
        return _all_failed(names, *_collect_failure(collected.error, failure_params))
    try:
        with (
            grader_deadline(getattr(collected, "evaluate_by", None)),  # learner-data-driven
            grader_memory(getattr(collected, "memory_baseline", None)),
        ):
            evidence = bind(
                module, collected.evidence, collected.transcripts, getattr(collected, "worlds", {})
            )
            results = module.evaluate(evidence)
    except MemoryError:  # judging it would need more of the grader's memory than its share
        log.error("evaluate of %s ran past the grader's memory for one submission", checks)
        return _all_failed(names, "grading.memory_limit", {})
    except GraderTimeout:  # the grader's own time ran out: not graded, never a zero
        log.error("evaluate of %s ran past its deadline: not graded (time limit)", checks)
        return _all_failed(names, TIME_LIMIT, {})
    except Exception as exc:  # evaluate must never abort the batch
        log.error("evaluate of %s failed: %s: %s", checks, type(exc).__name__, exc)
        return _all_failed(names, "grading.evaluate_error", {})
    return {r.name: _from_result(r) for r in results}


def _collect_failure(error: str, params: dict) -> tuple[str, dict]:
    """The diagnosis for a ``collect`` that raised: a cell-budget timeout has its own."""
    if error.startswith("CellTimeout") and "cell_seconds" in params:
        return "grading.cell_timeout", {"cell_seconds": params["cell_seconds"]}
    return "grading.collect_failed", {"error": error}


def _from_result(result: object) -> Verdict:
    return Verdict(
        name=str(result.name),
        passed=bool(result.passed),
        points=float(result.points),
        max_points=float(result.max_points),
        key=str(result.key),
        params=_plain_params(getattr(result, "params", {})),
        hidden=bool(getattr(result, "hidden", False)),
    )


def _plain_params(params: object) -> dict:
    import json

    try:
        return json.loads(json.dumps(dict(params), default=str))
    except (TypeError, ValueError):
        return {}


def _all_failed(names: list[tuple[str, float, bool]], key: str, params: dict) -> dict[str, Verdict]:
    return {
        name: Verdict(name, False, 0.0, points, key, dict(params), hidden)
        for name, points, hidden in names
    }


def learner_result(student: str, notebooks: dict[str, list[dict]]) -> dict:
    """One learner's stored result in the stable schema (STYLE item 7).

    ``status`` is "pass" (every criterion met), "fail", or "error" when nothing could be
    graded (every criterion failed for a grading reason: timeout, crash, no verdict).
    """
    checks = [
        {
            "name": v["name"],
            "status": "pass" if v["passed"] else "fail",
            "message": v["message_ko"],
            "message_en": v["message_en"],
            "points": v["points"],
            "max_points": v["max_points"],
            "key": v["key"],
            "params": v.get("params", {}),
            "task_id": notebook,
        }
        for notebook, verdicts in sorted(notebooks.items())
        for v in verdicts
    ]
    if checks and all(c["key"].startswith("grading.") for c in checks):
        status = "error"
    else:
        status = "pass" if checks and all(c["status"] == "pass" for c in checks) else "fail"
    result = {"version": 1, "student": student, "status": status, "checks": checks}
    if status == "error":
        result["message"] = checks[0]["message"]
    return result
