"""nbgrader's exchange on the course's hub, run as real unix users (no browser).

The instructor releases, two learners fetch, answer (one right, one wrong) and submit
(validating is checked in the browser cycle, whose Validate button's verdict is asserted;
run here it asserted nothing); the instructor collects, grades with the course's grading, generates and releases
feedback; each learner fetches their own. Then the file permissions: a learner can read
their own work and feedback, and cannot read the other's submission, the source notebooks
(hidden tests), the gradebook, the graded copies or anyone's home -- checked at known
paths, and by a walk of the whole file system from the learner's shell (tests/hub/leaks.py).

It runs on the session's shared class (tests/hub/conftest.py) after the browser cycle, on
an assignment of its own: what it checks holds on a class already in use.
"""

from __future__ import annotations

import json

import nbformat
import pytest

from autograder.grading.commands.goldens import build_notebook, golden_path, parse
from tests.hub.classroom import Classroom, auto_scores, skip_reason
from tests.hub.leaks import forbidden, walk

pytestmark = [pytest.mark.hub, pytest.mark.slow]

if skip_reason():
    pytest.skip(f"hub tests skipped: {skip_reason()}", allow_module_level=True)


#: Not the browser cycle's (ex02): an assignment with hidden tests, graded here by the
#: course's `python -m autograder grade`.
ASSIGNMENT = "ex03_pairing_failures"
#: The correct and the wrong submission (golden cases with their expected scores).
GOLDEN_RIGHT = "ex03_pairing_failures-reference"
GOLDEN_WRONG = "ex03_pairing_failures-results-swapped"


@pytest.fixture(scope="module")
def cycle(class_for_cli):
    """One whole class cycle; the tests below read what it left behind."""
    _release_fetch_submit(class_for_cli)
    _collect_grade_feedback(class_for_cli)
    return class_for_cli


#: A due date already past when the learners submit: their submissions are late.
DUE = "2026-01-01 09:00:00 Asia/Seoul"


def _release_fetch_submit(room: Classroom) -> None:
    room.run(room.instructor, "nbgrader", "db", "assignment", "add", ASSIGNMENT,
             f"--duedate={DUE}", cwd=room.course)  # fmt: skip
    room.run(room.instructor, "nbgrader", "release_assignment", ASSIGNMENT, cwd=room.course)
    for learner, golden in zip(room.learners, (GOLDEN_RIGHT, GOLDEN_WRONG), strict=True):
        room.run(learner, "nbgrader", "fetch_assignment", ASSIGNMENT)
        notebook = room.home(learner) / ASSIGNMENT / f"{ASSIGNMENT}.ipynb"
        answered = build_notebook(parse(golden_path(golden)))
        room.run(learner, "python", "-c", _WRITE, str(notebook), input_json(answered))
        room.run(learner, "nbgrader", "submit", ASSIGNMENT)


# The learner saves their own notebook (so the file is theirs, as in JupyterLab).
_WRITE = "import sys, pathlib; pathlib.Path(sys.argv[1]).write_text(sys.argv[2], encoding='utf-8')"


def input_json(notebook) -> str:
    return nbformat.writes(notebook)


def _collect_grade_feedback(room: Classroom) -> None:
    teacher, course = room.instructor, room.course
    room.run(teacher, "nbgrader", "collect", ASSIGNMENT, cwd=course)
    room.run(teacher, "python", "-m", "autograder", "grade", "--assignment", ASSIGNMENT,
             "--root", str(course), "--quiet", cwd=course)  # fmt: skip
    room.run(teacher, "nbgrader", "generate_feedback", ASSIGNMENT, cwd=course)
    room.run(teacher, "nbgrader", "release_feedback", ASSIGNMENT, cwd=course)
    for learner in room.learners:
        room.run(learner, "nbgrader", "fetch_feedback", ASSIGNMENT)


def test_the_course_grading_gives_the_golden_scores(cycle):
    expected = [json.loads((golden_path(g) / "results.json").read_text())["total"]
                for g in (GOLDEN_RIGHT, GOLDEN_WRONG)]  # fmt: skip
    assert auto_scores(cycle.course, ASSIGNMENT) == dict(zip(cycle.learners, expected, strict=True))
    assert expected[0] > expected[1]  # the wrong answer really scored lower


def test_time_stamps_and_lateness_are_nbgraders(cycle):
    """The gradebook holds each submission's own time stamp, and how late it was."""
    from nbgrader.api import Gradebook

    with Gradebook(f"sqlite:///{cycle.course / 'gradebook.db'}") as gradebook:
        for learner in cycle.learners:
            submission = gradebook.find_submission(ASSIGNMENT, learner)
            stamp = _inbound(cycle, learner).parent.joinpath("timestamp.txt").read_text()
            assert submission.timestamp.strftime("%Y-%m-%d %H:%M:%S") in stamp
            assert submission.total_seconds_late > 0  # submitted after DUE
            # The course sets no penalty (nbgrader's default "none"): the score stands.
            assert submission.late_submission_penalty in (None, 0)


def _feedback(room: Classroom, learner: str):
    found = sorted((room.home(learner) / ASSIGNMENT / "feedback").glob(f"*/{ASSIGNMENT}.html"))
    assert found, f"{learner} fetched no feedback"
    return found[-1]


def test_each_learner_fetches_feedback_in_korean_without_hidden_tests(cycle):
    for learner in cycle.learners:
        html = _feedback(cycle, learner).read_text(encoding="utf-8")
        assert "도구" in html or "메시지" in html  # the Korean exercise and its feedback
        assert "BEGIN HIDDEN TESTS" not in html
        assert "cdnjs" not in html and "mathjax" not in html.split("<!--")[0].lower()


def _inbound(room: Classroom, learner: str):
    inbound = room.exchange / "tooluse" / "inbound"
    found = [p for p in inbound.iterdir() if p.name.startswith(f"{learner}+{ASSIGNMENT}+")]
    assert len(found) == 1, sorted(p.name for p in inbound.iterdir())
    return found[0] / f"{ASSIGNMENT}.ipynb"


def test_a_learner_reads_their_own_work_and_feedback(cycle):
    first = cycle.learners[0]
    assert cycle.can_read(first, cycle.home(first) / ASSIGNMENT / f"{ASSIGNMENT}.ipynb")
    assert cycle.can_read(first, _feedback(cycle, first))
    assert cycle.can_read(cycle.instructor, cycle.course / "submitted")


def test_a_learner_cannot_read_anyone_elses_work_or_the_instructors_files(cycle):
    first, second = cycle.learners
    course = cycle.course
    forbidden = {
        "the other learner's submission in the exchange": _inbound(cycle, first),
        "the list of submissions": cycle.exchange / "tooluse" / "inbound",
        "the other learner's home": cycle.home(first),
        "the other learner's feedback": _feedback(cycle, first),
        "the source notebook (solutions, hidden tests)": course / "solutions" / ASSIGNMENT / f"{ASSIGNMENT}.ipynb",
        "the gradebook": course / "gradebook.db",
        "the collected submissions": course / "submitted",
        "the graded copies": course / "autograded",
        "the instructor's course folder": course,
    }  # fmt: skip
    for what, path in forbidden.items():
        assert path.exists(), what
        assert not cycle.can_read(second, path), f"{second} can read {what}: {path}"
    assert not cycle.can_read(second, _inbound(cycle, first).parent), "the submission's folder"
    # The exchange's feedback folder cannot be listed (files are named by a hash of the
    # submission, as nbgrader does), and the released assignment is there for everyone.
    assert not cycle.can_read(second, cycle.exchange / "tooluse" / "feedback")
    assert cycle.can_read(second, cycle.exchange / "tooluse" / "outbound" / ASSIGNMENT)


def test_a_learner_walking_the_whole_file_system_reads_nothing_forbidden(cycle):
    """From the learner's own shell: every readable file of the machine is checked."""
    learner = cycle.learners[1]
    with forbidden(cycle, learner) as spec:
        assert len(spec["tokens"]) > 20  # hidden-test and solution lines, canaries, passwords
        hits, elsewhere, seen = walk(cycle, learner, spec)
    print(f"walk as {learner}: {seen}; in other checkouts on this machine: {len(elsewhere)}")
    for path, what in elsewhere[:20]:
        print(f"  (not the hub's: another checkout or an older file) {path}: {what}")
    assert seen["readable"] > 10_000  # the walk really went through the system
    assert hits == []
