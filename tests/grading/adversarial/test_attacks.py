"""The adversarial suite: attacks on the batch itself, and what the attack cases must cover.

Every attack case (``tests/exercises/<exercise>/attacks/<attack>/attack.txt``, found by
`tests.exercises.cases`) is graded with its exercise's other cases on both paths, where it
must score exactly its honest part (``tests/exercises/test_grading.py``). Here: the
hostile cases, each graded just before an honest learner by ONE worker, must leave that
learner unchanged and hold no worker; and the case list covers every attack of the
threat model (docs/THREAT_MODEL.md).
"""

from __future__ import annotations

import contextlib
import os
import shutil
from pathlib import Path

import nbformat
import pytest

from tests.exercises.cases import Case, cases_of

pytestmark = [pytest.mark.nbgrader, pytest.mark.slow]

#: Each attack by its id ``<exercise>-<attack>``.
CASES = {f"{c.exercise}-{c.name}": c for c in cases_of(kind="attack")}


def _scores(course: Path, exercise: str, student: str) -> dict[str, float]:
    from nbgrader.api import Gradebook

    from autograder.grading.plugins.preprocessors import is_test_cell

    graded = nbformat.read(course / "autograded" / student / exercise / f"{exercise}.ipynb", 4)
    tests = {c.metadata.nbgrader["grade_id"] for c in graded.cells if is_test_cell(c)}
    with Gradebook(f"sqlite:///{course / 'gradebook.db'}") as gb:
        nb = gb.find_submission_notebook(exercise, exercise, student)
        return {g.name: g.score for g in nb.grades if g.name in tests}


#: Attacks on other learners and on the grader's own budget (issue 15, classes 2 and 3).
HOSTILE = (
    "steal-grader-stdio",
    "killer-daemon",
    "squat-scratch",
    "backtracking-schema",
    "forged-frames",
)
CONTROL = "ex02_handle_turn-honest-with-noise"
#: A worker may hold one learner this long at most: the notebook budget plus the grace.
HOLD_LIMIT = 120 + 5 + 2 + 30  # + 30 s for a loaded machine


def _by_name(name: str) -> Case:
    return CASES[name]


def test_hostile_cases_earn_nothing_over_the_honest_wrong_answer():
    honest = _by_name("ex02_handle_turn-honest-wrong").expected
    for attack in HOSTILE:
        case = _by_name(f"ex02_handle_turn-{attack}")
        assert all(case.expected[k] <= honest[k] for k in honest), case.name


@pytest.fixture(scope="module")
def in_turn(course_template, scratch: Path) -> tuple[dict, object]:
    """Each hostile case, then a correct answer, graded one after the other by ONE worker
    (its fork server serves both): the learner after each attack is its first victim."""
    from autograder.grading.batch.parallel import grade_assignment

    exercise = "ex02_handle_turn"
    course = scratch / "in-turn"
    shutil.copytree(course_template.having(exercise), course, symlinks=True)
    usable = [
        a for a in HOSTILE if shutil.which("bwrap") or not _by_name(f"{exercise}-{a}").needs_bwrap
    ]
    students = []
    for n, attack in enumerate(usable):
        for student, case in (
            (f"{n:02d}a-{attack}", _by_name(f"{exercise}-{attack}")),
            (f"{n:02d}b-after-{attack}", _by_name(CONTROL)),
        ):
            folder = course / "submitted" / student / exercise
            folder.mkdir(parents=True)
            nbformat.write(case.notebook(course), folder / f"{exercise}.ipynb")
            students.append((student, case))
    with _terminal_captured(scratch / "in-turn.terminal") as terminal:
        batch = grade_assignment(course, exercise, jobs=1, progress=False)
    outcomes = {student: (case, _scores(course, exercise, student)) for student, case in students}
    return outcomes, batch, terminal.read_text(errors="replace")


@contextlib.contextmanager
def _terminal_captured(path: Path):
    """The grader's own fds 1 and 2 (what the instructor's terminal shows), into `path`."""
    with path.open("w+b") as file:
        saved = [os.dup(1), os.dup(2)]
        os.dup2(file.fileno(), 1)
        os.dup2(file.fileno(), 2)
        try:
            yield path
        finally:
            os.dup2(saved[0], 1)
            os.dup2(saved[1], 2)
            for fd in saved:
                os.close(fd)


def test_no_learner_writes_on_the_instructors_terminal(in_turn):
    *_, terminal = in_turn
    assert "s001-everyone" not in terminal  # the forged line of steal-grader-stdio


def test_hostile_cases_leave_the_next_learner_unchanged_and_hold_no_worker(in_turn):
    outcomes, batch, _ = in_turn
    assert batch.failed == {}
    assert len(outcomes) >= 2 * 2  # the cases that need no bubblewrap, at least
    for student, (case, scores) in outcomes.items():
        assert scores == case.expected, student
        assert batch.seconds[student] < HOLD_LIMIT, (student, batch.seconds[student])


def test_the_suite_covers_every_attack_of_the_issue():
    attacks = {c.name for c in CASES.values()}
    required = {
        "showtraceback", "patch-checks", "patch-simulator", "patch-builtins", "magic-list",
        "magic-dict", "magic-id", "fake-pass-print", "catch-everything", "read-solution",
        "write-gradebook", "env-vars", "hardcoded-transcript", *HOSTILE,
    }  # fmt: skip
    assert required <= attacks


def test_capstone_attacks_earn_nothing_over_its_honest_wrong_host():
    """Every ex10 attack is the same wrong host (it executes batched writes) plus a trick."""
    control = _by_name("ex10_support_agent-honest-wrong")
    honest = control.expected
    attacks = [c for c in CASES.values() if c.exercise == "ex10_support_agent" and c != control]
    assert len(attacks) >= 8
    for case in attacks:
        assert case.expected.keys() == honest.keys(), case.name
        assert all(case.expected[k] <= honest[k] for k in honest), case.name
