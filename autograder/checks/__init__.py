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
import os
import sys
from collections.abc import Callable, Mapping
from types import ModuleType
from typing import Any

from autograder.catalogue import render
from autograder.checks.results import CheckResult, outcome_text
from autograder.config import DEFAULT_LANG, GRADING_ENV, SUPPORTED_LANGS

__all__ = [
    "EXERCISES",
    "LANG_ENV",
    "CheckResult",
    "GradeCellFailed",
    "exercise_module",
    "grade_cell",
    "grading_in_progress",
    "learner_lang",
    "results_for",
    "self_check",
]

#: exercise id -> module with its checks (the grade_id prefix picks the exercise).
EXERCISES: dict[str, str] = {
    "ex01_messages_array": "autograder.exercises.ex01_messages_array",
    "ex02_handle_turn": "autograder.exercises.ex02_handle_turn",
    "ex03_pairing_failures": "autograder.exercises.ex03_pairing_failures",
    "ex04_same_batch": "autograder.exercises.ex04_same_batch",
    "ex05_host_loop": "autograder.exercises.ex05_host_loop",
    "ex06_parallel_calls": "autograder.exercises.ex06_parallel_calls",
    "ex07_tool_design": "autograder.exercises.ex07_tool_design",
    "ex08_errors_safety": "autograder.exercises.ex08_errors_safety",
    "ex09_openai_compat": "autograder.exercises.ex09_openai_compat",
    "ex10_support_agent": "autograder.exercises.ex10_support_agent",
}


class GradeCellFailed(AssertionError):
    """A criterion is not met (shown as the cell's error output; nothing is raised)."""


#: Environment switch for the learner-facing language ("ko" default, or "en").
LANG_ENV = "TOOLUSE_LANG"


def grading_in_progress() -> bool:
    """Whether this notebook is being graded (the clean room runs its cells): the grade
    cells' verdicts come from the grader's own checkpoint, so a notebook cell that would
    only repeat that costly run for the learner's eyes may skip it."""
    return os.environ.get(GRADING_ENV) == "1"


def learner_lang() -> str:
    """The language learners read: `LANG_ENV` when it names a supported one, else Korean."""
    chosen = os.environ.get(LANG_ENV, DEFAULT_LANG)
    return chosen if chosen in SUPPORTED_LANGS else DEFAULT_LANG


def exercise_module(name: str) -> ModuleType:
    """The checks module of exercise id `name`, or of the exercise a grade_id belongs to."""
    for exercise, module in EXERCISES.items():
        if name == exercise or name.startswith(exercise.split("_")[0] + "_"):
            return importlib.import_module(module)
    raise KeyError(f"no exercise owns {name!r}; known: {sorted(EXERCISES)}")


def default_client_factory(scenario: Any = None, sdk: str = "anthropic") -> Any:
    """An offline simulator client of `sdk` ("anthropic" or "openai"; never live).

    The in-process twin of the clean room's factory (``grading.child``): same signature,
    same SDK wiring (``simulator.clients.sdk_client``).
    """
    from autograder.checks.hidden import HiddenDataUnavailable, HiddenScenario
    from autograder.simulator import make_client, make_openai_client

    if isinstance(scenario, HiddenScenario):  # only the grader's simulator can build it
        raise HiddenDataUnavailable(f"{scenario.exercise}: scenario of run {scenario.run!r}")
    if sdk == "openai":
        return make_openai_client(scenario)
    if sdk != "anthropic":
        raise ValueError(f"unknown sdk {sdk!r}")
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


def format_result(result: CheckResult, lang: str | None = None) -> str:
    """What a learner reads for one criterion: mark, points, sentence (no diagnosis key)."""
    lang = lang or learner_lang()
    return outcome_text(result.passed, result.points, result.max_points, result.message(lang), lang)


def grade_cell(grade_id: str, namespace: Mapping[str, Any], **kwargs: Any) -> None:
    """Check criterion `grade_id` in the learner's notebook and show the verdict.

    A failed criterion becomes the cell's error output (so ``nbgrader validate`` and the
    Validate button count it), but nothing is raised: "Run All" goes on to the next
    criterion. Grading never relies on this function: the grader computes every verdict
    outside the learner's kernel (``autograder.grading.plugins.preprocessors``).
    """
    results = {r.name: r for r in _results(grade_id, namespace, **kwargs)}
    result = results[grade_id]
    text = format_result(result)
    if result.passed:
        print(text)
    else:
        _show_failure(text)


def self_check(exercise: str, namespace: Mapping[str, Any], **kwargs: Any) -> list[CheckResult]:
    """Print pass/fail per visible criterion (no answers, no hidden tests); return them.

    While grading it only says so and returns []: the grade cells below hold the same
    verdicts, from the grader's own run, and running the learner's code once more here
    would only cost time (a second ex06 batch, ex10's trials)."""
    if grading_in_progress():
        print(render("grading.self_check_while_grading", learner_lang()))
        return []
    visible = [r for r in _results(exercise, namespace, **kwargs) if not r.hidden]
    for result in visible:
        print(f"{format_result(result)}\n")
    passed = sum(r.passed for r in visible)
    print(render("grading.self_check_total", learner_lang(), passed=passed, total=len(visible)))
    return visible


def _results(name: str, namespace: Mapping[str, Any], **kwargs: Any) -> list[CheckResult]:
    """`results_for`, and an ``evaluate`` that crashes fails every criterion, never raises."""
    module = exercise_module(name)
    try:
        return results_for(name, namespace, **kwargs)
    except Exception as exc:
        return [_internal_error(check, exc) for check in module.CHECKS]


def _show_failure(text: str) -> None:
    """An error output holding only `text`: no traceback, no grader file paths."""
    try:
        from IPython import get_ipython
    except ImportError:  # pragma: no cover - the course always has IPython
        get_ipython = None
    shell = get_ipython() if get_ipython else None
    if shell is None:
        print(text, file=sys.stderr)
        return
    shell._showtraceback(GradeCellFailed, text, text.splitlines())
