"""The learner's view: the notebook's own checks give every golden and corpus answer the
verdicts the grader gives it (``self_check`` and grade cells run `results_for` in the
learner's kernel; the clean room is not involved), and every verdict renders as a sentence
in both languages. Fast: no nbgrader, one process."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from autograder.catalogue import render
from autograder.checks import results_for
from autograder.checks.results import UNRENDERABLE
from autograder.config import GRADING_ENV
from tests.exercises.cases import all_cases
from tests.exercises.in_process import run_answer_cells

#: Cases that take seconds each (ex10 runs every trial of every task; ex06 waits out its
#: look-ups' latencies): not in `make test-fast`.
SLOW = ("ex06_parallel_calls", "ex10_support_agent")
CASES = [
    pytest.param(c, marks=[pytest.mark.slow] if c.exercise in SLOW else [])
    for c in all_cases()
    if c.kind in ("golden", "corpus")
]


def _expected(case, names: list[str]) -> list[tuple[float, str]]:
    """The verdicts of criteria `names` the case must get (corpus: all automatic ones)."""
    if case.kind == "corpus":
        return list(case.expected)
    by_name = {c["name"]: (c["points"], c["key"]) for c in case.expected["checks"]}
    return [by_name.get(name) for name in names]


def _unrendered(result, lang: str) -> str | None:
    """Why `result`'s sentence in `lang` is not a finished sentence, or None."""
    text = result.message(lang)
    keys = [result.key, *(v for k, v in result.params.items() if k.endswith("_key"))]
    if text == render(UNRENDERABLE, lang):
        return "the key-and-params fallback"
    if re.search(r"\{[a-z_]+\}", text):
        return f"an unfilled placeholder: {text}"
    if any(key in text for key in keys):
        return f"a catalogue key: {text}"
    return None


# A learner's thread that dies of its own exception (ex06: a look-up raising in a thread
# without try/except) is part of the answer being judged, not a fault of this test.
@pytest.mark.filterwarnings("ignore::pytest.PytestUnhandledThreadExceptionWarning")
@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_the_notebooks_own_checks_agree_with_the_grader(case, monkeypatch):
    # The cells run as the clean room runs them (GRADING_ENV): self_check and ex10's
    # show_results only say so instead of running the answer a second and third time
    # (their full runs are tests/test_release_notebooks.py's); `results_for` below is the
    # one run the verdicts come from, as in the grade cells.
    with monkeypatch.context() as grading:
        grading.setenv(GRADING_ENV, "1")
        namespace = run_answer_cells(case.notebook(Path("/nonexistent")))
    found = results_for(case.exercise, namespace)
    expected = _expected(case, [r.name for r in found])
    assert [(r.points, r.key) for r in found] == expected, [r.detail() for r in found]
    problems = [(r.name, lang, why) for r in found for lang in ("ko", "en")
                if (why := _unrendered(r, lang))]  # fmt: skip
    assert problems == []
