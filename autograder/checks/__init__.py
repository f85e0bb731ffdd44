"""Exercise checks: one module per exercise, one criterion per nbgrader grade cell.

Each exercise module exposes ``EXERCISE`` (its id), ``CHECKS`` (registered criteria, in
grade-cell order), ``collect(namespace, client_factory) -> evidence`` (runs beside the
learner's code, returns plain JSON data only) and ``evaluate(evidence) -> list[CheckResult]``
(pure). Notebook grade cells, the learner's self-check and the grader all go through
:func:`results_for`, so there is exactly one implementation.
"""

from __future__ import annotations

import importlib
import json
from collections.abc import Callable, Mapping
from types import ModuleType
from typing import Any

from autograder.checks.results import CheckResult

__all__ = [
    "EXERCISES",
    "CheckResult",
    "GradeCellFailed",
    "exercise_module",
    "grade_cell",
    "results_for",
    "self_check",
]

#: exercise id -> module with its checks (the grade_id prefix picks the exercise).
EXERCISES: dict[str, str] = {
    "ex01_messages_array": "autograder.checks.ex01_messages_array",
    "ex02_handle_turn": "autograder.checks.ex02_handle_turn",
    "ex03_pairing_failures": "autograder.checks.ex03_pairing_failures",
    "ex04_same_batch": "autograder.checks.ex04_same_batch",
    "ex05_host_loop": "autograder.checks.ex05_host_loop",
    "ex06_parallel_calls": "autograder.checks.ex06_parallel_calls",
    "ex08_errors_safety": "autograder.checks.ex08_errors_safety",
    "ex10_support_agent": "autograder.checks.ex10_support_agent",
}


class GradeCellFailed(AssertionError):
    """A criterion is not met; the message is the learner's (Korean, English alongside)."""


def exercise_module(name: str) -> ModuleType:
    """The checks module of exercise id `name`, or of the exercise a grade_id belongs to."""
    for exercise, module in EXERCISES.items():
        if name == exercise or name.startswith(exercise.split("_")[0] + "_"):
            return importlib.import_module(module)
    raise KeyError(f"no exercise owns {name!r}; known: {sorted(EXERCISES)}")


def default_client_factory(scenario: Any = None) -> Any:
    """An offline simulator client (grading never goes live)."""
    from autograder.simulator import make_client

    return make_client(scenario, live=False)


def results_for(
    exercise: str, namespace: Mapping[str, Any], client_factory: Callable[..., Any] | None = None
) -> list[CheckResult]:
    """Collect evidence from `namespace`, round-trip it through JSON, evaluate it."""
    module = exercise_module(exercise)
    try:
        evidence = module.collect(namespace, client_factory or default_client_factory)
        evidence = json.loads(json.dumps(evidence))
    except Exception as exc:  # never a grader error: every criterion fails with a reason
        return [_internal_error(check, exc) for check in module.CHECKS]
    return module.evaluate(evidence)


def _internal_error(check: Any, exc: Exception) -> CheckResult:
    params = {"error": f"{type(exc).__name__}: {exc}"}
    return CheckResult(
        check.name,
        False,
        0.0,
        check.points,
        f"{check.name.split('_')[0]}.internal_error",
        params,
        check.hidden,
    )


def format_result(result: CheckResult) -> str:
    """Korean message, English alongside, and the diagnosis key for instructors."""
    mark = "✅" if result.passed else "❌"
    return f"{mark} {result.message('ko')}\n   {result.message('en')}\n   [diagnosis: {result.key}]"


def grade_cell(grade_id: str, namespace: Mapping[str, Any], **kwargs: Any) -> None:
    """Run the criterion `grade_id`; raise :class:`GradeCellFailed` when it is not met."""
    results = {r.name: r for r in results_for(grade_id, namespace, **kwargs)}
    result = results[grade_id]
    if not result.passed:
        raise GradeCellFailed("\n" + format_result(result)) from None
    print(format_result(result))


def self_check(exercise: str, namespace: Mapping[str, Any], **kwargs: Any) -> list[CheckResult]:
    """Print pass/fail per visible criterion (no answers, no hidden tests); return them."""
    visible = [r for r in results_for(exercise, namespace, **kwargs) if not r.hidden]
    for result in visible:
        print(f"{result.name}\n{format_result(result)}\n")
    passed = sum(r.passed for r in visible)
    print(f"{passed}/{len(visible)} 통과 (passed)")
    return visible
