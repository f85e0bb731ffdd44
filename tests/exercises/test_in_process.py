"""The learner's view: the notebook's own checks give an answer the verdicts the grader
gives it (``self_check`` and grade cells run `results_for` in the learner's kernel, where
the worlds are real objects and the client's simulator runs in the kernel; the clean room
is not involved), and every verdict renders as a sentence in both languages. No nbgrader,
one process.

What differs between the kernel and the clean room is the channel, not the judging: the
same `results_for` collects and evaluates in both, but in the clean room the learner's
calls cross to the grader (`WorldProxy`, `PipeTransport`) and the grader judges its own
record (`bind_worlds`). Every golden runs here, in every exercise: together they reach each
exercise's worlds and clients through each diagnosis they were written for.

The corpus is marked `inner_loop`: ``make test-fast`` judges it here (its quick stand-in for
the grading paths), while ``make test`` leaves it out, because
``tests/exercises/test_grading.py`` judges every corpus case on both grading paths and
checks every verdict the grader stored in both languages. What the full run no longer does
is play a corpus answer over the kernel's channels: a channel that treated one learner's
values differently would be caught there only through the goldens and the worlds' and
transport's own tests (``tests/grading/test_worlds.py``, ``test_sdk_clients.py``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from autograder.checks import results_for
from autograder.config import GRADING_ENV
from tests.exercises.cases import all_cases
from tests.exercises.in_process import run_answer_cells
from tests.exercises.sentences import keys_of, unfinished

#: Cases that take seconds each (ex10 runs every trial of every task; ex06 waits out its
#: look-ups' latencies): not in `make test-fast`.
SLOW = ("ex06_parallel_calls", "ex10_support_agent")


def _marks(case) -> list:
    marks = [pytest.mark.slow] if case.exercise in SLOW else []
    return marks + ([pytest.mark.inner_loop] if case.kind == "corpus" else [])


CASES = [pytest.param(c, marks=_marks(c)) for c in all_cases() if c.kind in ("golden", "corpus")]


def _expected(case, names: list[str]) -> list[tuple[float, str]]:
    """The verdicts of criteria `names` the case must get (corpus: all automatic ones)."""
    if case.kind == "corpus":
        return list(case.expected)
    by_name = {c["name"]: (c["points"], c["key"]) for c in case.expected["checks"]}
    return [by_name.get(name) for name in names]


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
                if (why := unfinished(r.message(lang), keys_of(r.key, r.params), lang))]  # fmt: skip
    assert problems == []
