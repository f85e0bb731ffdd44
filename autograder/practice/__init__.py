"""Instant checks for the lessons' "직접 해 보기" (try it yourself) cells.

Each lesson module (``lesson01`` ... ``lesson09``) registers its practices in
``PRACTICES: dict[str, Practice]``. A practice is the exercises' check framework in small:
``collect(namespace) -> evidence`` runs the learner's piece on fixtures of its own (never on
the lesson's state, so a check means the same wherever the cell is run) and returns plain
JSON data; ``checks`` are pure :class:`autograder.checks.results.Check` functions on that
evidence, with catalogue keys ``practice.*`` (``autograder/catalogue/practice.py``).

A learner may skip a practice: a stub that still raises ``NotImplementedError`` (or a name
not defined) makes ``collect`` raise :class:`Skipped`, and :func:`check` prints that the
practice was skipped. :func:`check` never raises, so a lesson always runs to the end.
"""

from __future__ import annotations

import importlib
import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from autograder.catalogue import render
from autograder.checks.plain import to_json_data
from autograder.checks.results import Check, CheckResult, Outcome, failed, run_checks

__all__ = [
    "PRACTICES",
    "Practice",
    "Skipped",
    "call_learner",
    "check",
    "crashed",
    "grade_practice",
    "learner_function",
    "results",
]

#: practice id -> module that defines it (the id's "lNN" prefix names the lesson).
PRACTICES: dict[str, str] = {
    "l01_run_call": "autograder.practice.lesson01",
    "l02_valid_call": "autograder.practice.lesson02",
    "l03_results_message": "autograder.practice.lesson03",
    "l03_error_result": "autograder.practice.lesson03",
    "l04_guarded_transfer": "autograder.practice.lesson04",
    "l05_next_step": "autograder.practice.lesson05",
    "l05_capped_loop": "autograder.practice.lesson05",
    "l06_run_batch": "autograder.practice.lesson06",
    "l07_fix_tool": "autograder.practice.lesson07",
    "l08_approval": "autograder.practice.lesson08",
    "l09_tool_messages": "autograder.practice.lesson09",
}


#: Verdict marks: characters the course's fonts have (emoji show as boxes in chromium here).
PASS, FAIL, SKIP = "○", "×", "–"


class Skipped(Exception):
    """The learner left the stub as it is (or never defined the name)."""


@dataclass(frozen=True)
class Practice:
    """One practice cell: what it asks for, how to collect evidence, what to check."""

    name: str  # the function or variable the learner writes
    concepts: tuple[str, ...]
    collect: Callable[[Mapping[str, Any]], dict[str, Any]]
    checks: tuple[Check, ...]


def practice(practice_id: str) -> Practice:
    """The registered practice `practice_id`."""
    module = importlib.import_module(PRACTICES[practice_id])
    return module.PRACTICES[practice_id]


def learner_function(namespace: Mapping[str, Any], name: str) -> Callable[..., Any]:
    """The learner's callable `name`, or :class:`Skipped` when it is not there."""
    value = namespace.get(name)
    if not callable(value):
        raise Skipped(name)
    return value


def call_learner(func: Callable[..., Any], *args: Any, **kwargs: Any) -> dict[str, Any]:
    """Call the learner's code; the outcome (value or error) as plain data.

    ``NotImplementedError`` means the stub is untouched: the practice is skipped.
    """
    try:
        value = func(*args, **kwargs)
    except NotImplementedError:
        raise Skipped(getattr(func, "__name__", "?")) from None
    except Exception as exc:  # the learner's bug is evidence
        return {"error": {"type": type(exc).__name__, "message": str(exc)[:300]}}
    return {"value": to_json_data(value)}


def crashed(
    outcome: Mapping[str, Any], where: str, hint_key: str = "practice.hint_none"
) -> Outcome | None:
    """``practice.crashed`` quoting the error `call_learner` recorded in `outcome`, or None.

    `where` shows the learner the call that raised (their function and its arguments).
    """
    error = outcome.get("error")
    if error is None:
        return None
    return failed(
        "practice.crashed",
        where=where,
        error=f"{error['type']}: {error['message']}",
        hint_key=hint_key,
    )


def results(practice_id: str, namespace: Mapping[str, Any]) -> list[CheckResult] | None:
    """The check results for the learner's work, or ``None`` when the practice is skipped."""
    item = practice(practice_id)
    try:
        evidence = json.loads(json.dumps(item.collect(namespace)))
    except Skipped:
        return None
    except Exception as exc:  # never a grader error in a lesson
        key, params = "practice.internal_error", {"error": f"{type(exc).__name__}: {exc}"}
        return [CheckResult(c.name, False, 0.0, c.points, key, params) for c in item.checks]
    return run_checks(item.checks, evidence)


def check(practice_id: str, namespace: Mapping[str, Any]) -> list[CheckResult] | None:
    """Print the instant feedback of one practice (Korean, no answers); never raises."""
    try:
        found = results(practice_id, namespace)
    except Exception as exc:  # pragma: no cover - a broken registry must not stop a lesson
        print(f"! 확인 도구에 문제가 생겼습니다({type(exc).__name__}). 강사에게 알려 주세요.")
        return None
    name = practice(practice_id).name
    if found is None:
        print(f"{SKIP} 건너뜀: `{name}`이(가) 아직 빈칸입니다. 채운 뒤 이 셀을 다시 실행해 보세요.")
        return None
    for result in found:
        label = render(f"practice.label.{result.name}", "ko")
        if result.passed:
            print(f"{PASS} {label}")
        else:
            print(f"{FAIL} {label}: {result.message('ko')}")
    passed = sum(result.passed for result in found)
    print(f"{passed}/{len(found)} 통과")
    return found


def grade_practice(practice_id: str, namespace: Mapping[str, Any]) -> None:
    """For an nbgrader grade cell: AssertionError unless every criterion passes (skip fails)."""
    found = results(practice_id, namespace)
    assert found is not None, f"직접 해 보기 {practice_id}: 아직 빈칸입니다."
    failing = [r.message("ko") for r in found if not r.passed]
    assert not failing, f"직접 해 보기 {practice_id}: " + " / ".join(failing)
