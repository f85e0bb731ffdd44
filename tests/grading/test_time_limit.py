"""A time limit is never a silent zero (issue 23, item 6): the notebook is "not graded:
time limit", the previous grade stays (stale) and the status table and report say so, on
the `make grade` path and on plain ``nbgrader autograde``.

Budgets count the learner's CPU seconds, so the honest learner here is graded under a
3-second notebook budget whatever the machine's load; the looping one reaches it.
"""

from __future__ import annotations

import json

import pytest

from autograder.grading.batch.parallel import NOT_GRADED_TIME_LIMIT, grade_assignment, state_dir
from autograder.grading.commands.grade import print_table
from autograder.grading.commands.release import run_nbgrader
from autograder.grading.commands.report import not_graded
from tests.grading import course

pytestmark = [pytest.mark.nbgrader, pytest.mark.slow]

TIGHT = {
    **course.SETTINGS,
    "SandboxExecute.cell_timeout": 1.0,
    "SandboxExecute.notebook_timeout": 3.0,
}
#: An `add` whose definition cell never ends and ignores both time-limit signals.
LOOPING = (
    "import signal\nfor number in (signal.SIGALRM, signal.SIGPROF):\n"
    "    signal.signal(number, signal.SIG_IGN)\nwhile True:\n    pass\n"
)


def test_make_grade_keeps_the_old_grade_stale_and_says_so(tiny_course, capsys):
    course.submit(tiny_course, "alice", course.HONEST)
    first = grade_assignment(tiny_course, course.ASSIGNMENT, settings=TIGHT, progress=False)
    assert first.graded == ["alice"], first.failed
    before = course.scores(tiny_course, "alice")
    assert before["tinyex_add"] == 2.0

    course.submit(tiny_course, "alice", {**course.HONEST, "answer_add": LOOPING})
    again = grade_assignment(tiny_course, course.ASSIGNMENT, settings=TIGHT, progress=False)
    assert again.graded == [] and again.stale == ["alice"]
    assert again.failed["alice"].startswith(NOT_GRADED_TIME_LIMIT)
    assert course.scores(tiny_course, "alice") == before  # never a zero
    # the earlier result stays
    assert "시간 제한" not in course.graded_outputs(tiny_course, "alice")

    print_table(again)
    table = capsys.readouterr().out
    assert "STALE" in table and NOT_GRADED_TIME_LIMIT in table and "old score kept" in table
    status = json.loads((state_dir(tiny_course, course.ASSIGNMENT) / "status.json").read_text())
    assert status["alice"]["status"] == "stale"
    assert not_graded(tiny_course, course.ASSIGNMENT)["alice"]["status"] == "stale"


def test_plain_nbgrader_keeps_the_old_score_and_marks_it_for_review(tiny_course):
    from nbgrader.api import Gradebook

    course.configure_plain(tiny_course, TIGHT)
    course.submit(tiny_course, "bob", course.HONEST)
    run_nbgrader("autograde", course.ASSIGNMENT, "--force", root=tiny_course)
    before = course.scores(tiny_course, "bob")
    assert before["tinyex_add"] == 2.0

    course.submit(tiny_course, "bob", {**course.HONEST, "answer_add": LOOPING})
    run_nbgrader("autograde", course.ASSIGNMENT, "--force", root=tiny_course)
    assert course.scores(tiny_course, "bob") == before
    assert "채점하지 않음: 시간 제한" in course.graded_outputs(tiny_course, "bob")
    with Gradebook(f"sqlite:///{tiny_course / 'gradebook.db'}") as gb:
        notebook = gb.find_submission_notebook(course.ASSIGNMENT, course.ASSIGNMENT, "bob")
        assert all(g.needs_manual_grade for g in notebook.grades if g.auto_score is not None)
