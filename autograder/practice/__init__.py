"""Instant checks for the lessons' "직접 해 보기" (try it yourself) cells.

Each lesson module (``lesson01`` ... ``lesson09``) registers its practices in
``PRACTICES: dict[str, Practice]``. A practice is the exercises' check framework in small:
``collect(namespace) -> evidence`` runs the learner's piece on fixtures of its own (never on
the lesson's state, so a check means the same wherever the cell is run) and returns plain
JSON data; ``checks`` are pure :class:`autograder.checks.results.Check` functions on that
evidence, with catalogue keys ``practice.*`` (``autograder/catalogue/practice.py``).

What a learner can be told instead of a verdict, by :func:`check` (which never raises, so a
lesson always runs to the end):

* skipped: the stub still raises ``NotImplementedError`` (or ``my_tool`` is untouched);
* not defined: the practice cell itself was not run (after a kernel restart, say);
* a name from an earlier cell is missing (a ``NameError`` for a name that an earlier cell of
  the lesson binds, listed in ``earlier.json``): which section's cells to run first;
* the time limit (``limits``): the learner's code ran past its CPU or wall-clock budget.

A crash of the learner's function is a verdict (``practice.crashed`` via :func:`crashed`):
the exception class, the learner's own line and message (``learner.describe_error``).
"""

from __future__ import annotations

import importlib
import json
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache, partial
from pathlib import Path
from typing import Any

from autograder.catalogue import render
from autograder.checks.results import Check, CheckResult, Outcome, failed, run_checks
from autograder.practice import limits
from autograder.practice.learner import Missing, Skipped, call_learner, describe_error
from autograder.practice.limits import TimeLimit, bounded

__all__ = [
    "PRACTICES",
    "Missing",
    "Practice",
    "Skipped",
    "call_learner",
    "check",
    "crashed",
    "describe_error",
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

#: practice id -> {name an earlier cell of the lesson binds: the section of that cell};
#: written from the lessons by ``tests/lessons/practice_answers/build_earlier.py``.
EARLIER_FILE = Path(__file__).with_name("earlier.json")
#: How the lesson's first code cell is named (it comes before the first ``##`` section).
SETUP_CELL = "맨 위의 준비 셀"


@cache
def earlier(practice_id: str) -> Mapping[str, str]:
    """Names the practice cell may use from earlier cells, with the section of each."""
    return json.loads(EARLIER_FILE.read_text(encoding="utf-8")).get(practice_id, {})


@dataclass(frozen=True)
class Practice:
    """One practice cell: what it asks for, how to collect evidence, what to check.

    ``time_hint`` is the catalogue key of a hint shown when the time limit is hit;
    ``warm`` names modules the check imports before the limit starts (it counts the
    learner's time, not a first import's).
    """

    name: str  # the function or variable the learner writes
    concepts: tuple[str, ...]
    collect: Callable[[Mapping[str, Any]], dict[str, Any]]
    checks: tuple[Check, ...]
    time_hint: str = "practice.hint_time"
    warm: tuple[str, ...] = ()


def practice(practice_id: str) -> Practice:
    """The registered practice `practice_id`."""
    module = importlib.import_module(PRACTICES[practice_id])
    return module.PRACTICES[practice_id]


def learner_function(namespace: Mapping[str, Any], name: str) -> Callable[..., Any]:
    """The learner's callable `name`: :class:`Missing` when the cell was not run."""
    value = namespace.get(name)
    if not callable(value):
        raise Missing(name)
    return value


def crashed(
    outcome: Mapping[str, Any], where: str, hint_key: str = "practice.hint_none"
) -> Outcome | None:
    """``practice.crashed`` describing the error `call_learner` recorded in `outcome`, or None.

    `where` shows the learner the call that raised (their function and its arguments). An
    SDK error gets the API's status and message and, when the course's contract engine can
    read the request, its explanation in the learner's language.
    """
    error = outcome.get("error")
    if error is None:
        return None
    hint = "practice.hint_name" if error["type"] == "NameError" else hint_key
    return failed("practice.crashed", **error_params(error, where), hint_key=hint)


def error_params(error: Mapping[str, Any], where: str) -> dict[str, Any]:
    """The params of a crash sentence: ``{where}``, ``{error_type}``, ``{line}``, ``{detail}``."""
    line = error.get("line")
    params: dict[str, Any] = {"where": where, "error_type": error["type"]}
    if line and line.get("code"):
        params.update(line_key="practice.at_line", lineno=line["lineno"], code=line["code"])
    else:
        params["line_key"] = "practice.no_line"
    api = error.get("api")
    if api is None:
        message = error["message"].rstrip(". ") or "-"
        params.update(detail_key="practice.error_message", message=message)
        return params
    explain = api.get("explain") or {}
    detail = "practice.api_error_explained" if explain else "practice.api_error"
    if not explain and api["status"] in API_STATUSES:
        detail = "practice.api_error_status"
        params["reason_key"] = f"practice.api_status.{api['status']}"
    params.update(
        detail_key=detail,
        status=api["status"],
        api_message=api["message"].rstrip(". "),
        explain_ko=explain.get("ko", ""),
        explain_en=explain.get("en", ""),
    )
    return params


#: HTTP statuses of the API's errors with an explanation of their own in the catalogue.
API_STATUSES = (401, 403, 404, 413, 429, 500, 529)

#: Keys that speak for the whole practice (nothing was judged): printed once, not per criterion.
WHOLE_PRACTICE = frozenset(
    {
        "practice.not_defined",
        "practice.needs_cell",
        "practice.time_limit",
        "practice.internal_error",
    }
)


def results(practice_id: str, namespace: Mapping[str, Any]) -> list[CheckResult] | None:
    """The check results for the learner's work, or ``None`` when the practice is skipped.

    When nothing could be judged (the cell was not run, a name from an earlier cell is
    missing, the time limit, a checker bug) every criterion fails with that one reason.
    """
    item = practice(practice_id)
    for module in ("autograder.simulator", *item.warm):  # the limit is for learner code
        importlib.import_module(module)
    threads = threading.active_count()
    try:
        collected = bounded(
            partial(item.collect, namespace), limits.CPU_SECONDS, limits.WALL_SECONDS
        )
        evidence = json.loads(json.dumps(collected))
    except Skipped:
        return None
    except Missing as missing:
        return _whole(item, "practice.not_defined", name=str(missing))
    except TimeLimit as limit:
        left = threading.active_count() > threads
        return _whole(item, "practice.time_limit", **_limit_params(item, limit, left))
    except Exception as exc:  # never a grader error in a lesson; its text stays with us
        return _whole(item, "practice.internal_error", error=type(exc).__name__)
    known = earlier(practice_id)
    needed = [name for name in _undefined_names(evidence) if name in known]
    if needed:
        return _whole(item, "practice.needs_cell", name=needed[0], cell=known[needed[0]])
    return run_checks(item.checks, evidence)


def _whole(item: Practice, key: str, **params: Any) -> list[CheckResult]:
    return [CheckResult(c.name, False, 0.0, c.points, key, params) for c in item.checks]


def _limit_params(item: Practice, limit: TimeLimit, threads_left: bool) -> dict[str, Any]:
    seconds = limits.CPU_SECONDS if limit.kind == "cpu" else limits.WALL_SECONDS
    return {
        "name": item.name,
        "limit_key": f"practice.limit_{limit.kind}",
        "seconds": f"{seconds:g}",
        "hint_key": item.time_hint,
        "threads_key": "practice.threads_left" if threads_left else "practice.empty",
    }


def _undefined_names(evidence: Any) -> list[str]:
    """Names of the ``NameError``s recorded anywhere in `evidence` (by `call_learner`)."""
    found: list[str] = []
    stack = [evidence]
    while stack:
        value = stack.pop()
        if isinstance(value, dict):
            error = value.get("error")
            if isinstance(error, dict) and error.get("type") == "NameError" and error.get("name"):
                found.append(error["name"])
            stack.extend(value.values())
        elif isinstance(value, list):
            stack.extend(value)
    return sorted(set(found))


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
    if found[0].key in WHOLE_PRACTICE:  # one reason for every criterion: say it once
        print(f"{FAIL} {found[0].message('ko')}")
    else:
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
    failing = dict.fromkeys(r.message("ko") for r in found if not r.passed)  # once each
    assert not failing, f"직접 해 보기 {practice_id}: " + " / ".join(failing)
