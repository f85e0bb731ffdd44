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

__all__ = ["Check", "CheckResult", "Outcome", "check", "failed", "passed", "run_checks"]

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
        """The learner-facing sentence (the student channel).

        A parameter named ``<name>_key`` holds another diagnosis key; its rendered text
        fills ``{<name>}`` (e.g. why the hidden variant failed).
        """
        params = dict(self.params)
        for name, value in self.params.items():
            if name.endswith("_key") and isinstance(value, str):
                params[name[:-4]] = _render(value, lang, params)
        return _render(self.key, lang, params)

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


def _render(key: str, lang: str, params: Mapping[str, Any]) -> str:
    try:
        return render(key, lang, **params)
    except (MissingMessage, KeyError, IndexError):
        return f"{key} {dict(params)!r}"


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
