"""The adversarial suite: every known in-kernel cheat scores exactly its honest part.

Each case under ``tests/exercises/<exercise>/attacks/<attack>/attack.txt`` is a submission in the golden
format (``# base:``, ``# %% <answer grade_id>``) with ``# expected:`` points per criterion.
All cases of an exercise are graded in one batch through the real pipeline
(`grade_assignment`: nbgrader's Autograde, the sandboxed clean room, verdicts computed
in the grader), so attacks also run beside each other, as in a real class.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path

import nbformat
import pytest

from autograder.grading.commands.release import ROOT

pytestmark = [pytest.mark.nbgrader, pytest.mark.slow]

CASES_DIR = ROOT / "tests" / "exercises"


@dataclass(frozen=True)
class Case:
    name: str
    exercise: str
    attack: str
    base: str
    needs_bwrap: bool
    expected: dict[str, float]
    cells: dict[str, str]
    folder: Path


def parse(folder: Path) -> Case:
    from autograder.grading.commands.goldens import read_cells

    header, cells = read_cells(folder / "attack.txt")  # the golden format, plus `# expected:`
    exercise = folder.parent.parent.name
    return Case(
        f"{exercise}-{folder.name}",
        exercise,
        header.get("attack") or header.get("control", ""),
        header.get("base", "release"),
        header.get("needs") == "bwrap",
        json.loads(header["expected"]),
        cells,
        folder,
    )


CASES = sorted(
    (parse(p.parent) for p in CASES_DIR.glob("*/attacks/*/attack.txt")), key=lambda c: c.name
)


def build(case: Case, course: Path) -> nbformat.NotebookNode:
    from autograder.grading.commands.goldens import Golden, build_notebook

    cells = {
        gid: src.replace("{COURSE}", str(course)).replace("{REPO}", str(ROOT))
        for gid, src in case.cells.items()
    }
    golden = Golden(case.folder, case.exercise, case.name, case.attack, case.base, cells)
    return build_notebook(golden)


def grade_cases(exercise: str, cases: list[Case], workdir: Path) -> dict[str, dict]:
    from autograder.grading.batch.parallel import grade_assignment
    from autograder.grading.commands.autograde_results import prepare_course

    course = prepare_course(workdir, exercise)
    for case in cases:
        folder = course / "submitted" / case.name / exercise
        folder.mkdir(parents=True)
        nbformat.write(build(case, course), folder / f"{exercise}.ipynb")
    batch = grade_assignment(course, exercise, jobs=2, progress=False)
    assert batch.failed == {}
    return {case.name: _outcome(course, exercise, case.name) for case in cases}


def _outcome(course: Path, exercise: str, student: str) -> dict:
    from nbgrader.api import Gradebook

    from autograder.grading.plugins.preprocessors import is_test_cell

    graded = nbformat.read(course / "autograded" / student / exercise / f"{exercise}.ipynb", 4)
    tests = {c.metadata.nbgrader["grade_id"] for c in graded.cells if is_test_cell(c)}
    with Gradebook(f"sqlite:///{course / 'gradebook.db'}") as gb:
        nb = gb.find_submission_notebook(exercise, exercise, student)
        scores = {g.name: g.score for g in nb.grades if g.name in tests}
    return {"scores": scores, "notebook": graded}


@pytest.fixture(scope="module")
def graded(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict]:
    results: dict[str, dict] = {}
    usable = [c for c in CASES if not (c.needs_bwrap and shutil.which("bwrap") is None)]
    for exercise in sorted({c.exercise for c in usable}):
        chosen = [c for c in usable if c.exercise == exercise]
        results.update(grade_cases(exercise, chosen, tmp_path_factory.mktemp(exercise)))
    return results


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_attack_scores_exactly_its_honest_part(graded: dict, case: Case):
    if case.needs_bwrap and shutil.which("bwrap") is None:
        pytest.skip("needs bubblewrap: without a sandbox the course files are readable")
    assert graded[case.name]["scores"] == case.expected, case.attack


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
    return next(c for c in CASES if c.name == name)


def test_hostile_cases_earn_nothing_over_the_honest_wrong_answer():
    honest = _by_name("ex02_handle_turn-honest-wrong").expected
    for attack in HOSTILE:
        case = _by_name(f"ex02_handle_turn-{attack}")
        assert all(case.expected[k] <= honest[k] for k in honest), case.name


@pytest.fixture(scope="module")
def in_turn(tmp_path_factory: pytest.TempPathFactory) -> tuple[dict, object]:
    """Each hostile case, then a correct answer, graded one after the other by ONE worker
    (its fork server serves both): the learner after each attack is its first victim."""
    from autograder.grading.batch.parallel import grade_assignment
    from autograder.grading.commands.autograde_results import prepare_course

    exercise = "ex02_handle_turn"
    course = prepare_course(tmp_path_factory.mktemp("in-turn"), exercise)
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
            nbformat.write(build(case, course), folder / f"{exercise}.ipynb")
            students.append((student, case))
    with _terminal_captured() as terminal:
        batch = grade_assignment(course, exercise, jobs=1, progress=False)
    outcomes = {
        student: (case, _outcome(course, exercise, student)["scores"]) for student, case in students
    }
    return outcomes, batch, terminal.read_text(errors="replace")


@contextlib.contextmanager
def _terminal_captured():
    """The grader's own fds 1 and 2 (what the instructor's terminal shows), into a file."""
    with tempfile.NamedTemporaryFile("w+b", suffix=".terminal", delete=False) as file:
        saved = [os.dup(1), os.dup(2)]
        os.dup2(file.fileno(), 1)
        os.dup2(file.fileno(), 2)
        try:
            yield Path(file.name)
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
    attacks = {c.name.split("-", 1)[1] for c in CASES}
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
    attacks = [c for c in CASES if c.exercise == "ex10_support_agent" and c != control]
    assert len(attacks) >= 8
    for case in attacks:
        assert case.expected.keys() == honest.keys(), case.name
        assert all(case.expected[k] <= honest[k] for k in honest), case.name
