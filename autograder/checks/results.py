"""One result type for every check, and the registry entry that produces it.

A check is a small pure function ``fn(evidence) -> Outcome``: ``None`` or :func:`passed`
when the criterion holds, :func:`failed` naming the diagnosis (a catalogue key and its
params) when it does not. Exercises list their checks with :func:`check`;
:func:`run_checks` turns them into results.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from autograder.catalogue import MissingMessage, render

__all__ = [
    "UNRENDERABLE",
    "Check",
    "CheckResult",
    "Outcome",
    "check",
    "failed",
    "learner_message",
    "outcome_text",
    "passed",
    "run_checks",
]

#: Pass / fail marks: both glyphs are in Noto Sans CJK (fonts-noto-cjk).
PASS_MARK, FAIL_MARK = "✓", "×"

#: What a learner reads when a diagnosis cannot be rendered (a bug, logged by the tests).
UNRENDERABLE = "grading.unrenderable"

#: What a check function returns: None (met, default message) or (passed, key, params).
Outcome = tuple[bool, str, dict[str, Any]] | None


def passed(key: str = "", **params: Any) -> Outcome:
    """The criterion holds; `key` may carry a richer message (e.g. the model's answer)."""
    return (True, key, params)


def failed(key: str, **params: Any) -> Outcome:
    """The criterion does not hold; `key` names the diagnosis, `params` locate it."""
    return (False, key, params)


@dataclass(frozen=True)
class CheckResult:
    """The verdict on one completion criterion (= one nbgrader grade cell)."""

    name: str
    passed: bool
    points: float
    max_points: float
    key: str
    params: Mapping[str, Any] = field(default_factory=dict)
    hidden: bool = False

    def message(self, lang: str = "ko") -> str:
        """The learner-facing sentence (the student channel), see `learner_message`."""
        return learner_message(self.key, self.params, lang)

    def detail(self) -> str:
        """The instructor/CI channel: diagnosis key and parameters, plain text."""
        return f"{self.name}: {self.key} {dict(self.params)!r}"

    def as_json(self) -> dict[str, Any]:
        """The stable result schema entry (STYLE item 7)."""
        return {
            "name": self.name,
            "status": "pass" if self.passed else "fail",
            "points": self.points,
            "max_points": self.max_points,
            "key": self.key,
            "message": self.message("ko"),
        }


def learner_message(key: str, params: Mapping[str, Any], lang: str = "ko") -> str:
    """The one renderer of learner text for a diagnosis: `key` with `params` in `lang`.

    A parameter named ``<name>_key`` holds another diagnosis key; its rendered text fills
    ``{<name>}`` (e.g. why the hidden variant failed). Every path that shows a learner a
    result (notebook self-check, gradebook comment, feedback, report) calls this function,
    so a message can never render differently on two paths. A key or parameter the
    catalogue cannot render becomes a neutral sentence, never a raw key.
    """
    filled = dict(params)
    nested = [(n, v) for n, v in params.items() if n.endswith("_key") and isinstance(v, str)]
    # One nested text may quote another ({run} inside {reason}); as many passes as there
    # are nested keys fill them in any order, so stored (sorted) params render the same.
    for _ in nested:
        for name, value in nested:
            filled[name[:-4]] = _render(value, lang, filled)
    return _render(key, lang, filled)


def _render(key: str, lang: str, params: Mapping[str, Any]) -> str:
    try:
        return render(key, lang, **params)
    except (MissingMessage, KeyError, IndexError, ValueError):
        return render(UNRENDERABLE, lang)


def outcome_text(
    passed: bool, points: float, max_points: float, message: str, lang: str = "ko"
) -> str:
    """What a learner reads for one criterion, in the notebook and in the feedback alike.

    The marks are in Noto Sans CJK (``make system-deps``), unlike the emoji marks, which
    render as empty boxes without an emoji font.
    """
    key = "grading.cell_passed" if passed else "grading.cell_failed"
    head = render(key, lang, points=points, max_points=max_points)
    return f"{PASS_MARK if passed else FAIL_MARK} {head}\n{message}"


@dataclass(frozen=True)
class Check:
    """A registered criterion: the grade cell's ``grade_id``, its points, its function."""

    name: str
    points: float
    fn: Callable[[Mapping[str, Any]], Outcome]
    hidden: bool = False


CheckFn = Callable[[Mapping[str, Any]], Outcome]


def check(
    registry: list[Check], name: str, points: float, *, hidden: bool = False
) -> Callable[[CheckFn], CheckFn]:
    """Decorator: append the function to `registry` as criterion `name` worth `points`."""

    def register(fn: CheckFn) -> CheckFn:
        registry.append(Check(name, points, fn, hidden))
        return fn

    return register


def run_checks(checks: Iterable[Check], evidence: Mapping[str, Any]) -> list[CheckResult]:
    """Evaluate every check on `evidence`; a check that crashes fails, it never raises."""
    results = []
    for item in checks:
        prefix = item.name.split("_")[0]  # "ex01": each exercise owns its catalogue keys
        try:
            outcome = item.fn(evidence) or passed()
        except Exception as exc:  # a bug in a check must not become a grader error
            outcome = failed(f"{prefix}.internal_error", error=f"{type(exc).__name__}: {exc}")
        ok, key, params = outcome
        key = key or f"{prefix}.passed"
        points = item.points if ok else 0.0
        results.append(CheckResult(item.name, ok, points, item.points, key, params, item.hidden))
    return results
