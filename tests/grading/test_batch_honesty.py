"""Honest batches: a batch says what it could not grade, and never exports a fiction.

Nothing graded or no sandbox -> non-zero exit and no new grades.csv; a per-student table;
failed and stale learners marked in grades.csv; misplaced files named with the expected
place; a result written by anything else graded again; one grade command per assignment.
"""

from __future__ import annotations

import csv
import subprocess
import sys

import nbformat
import pytest

from autograder.grading.batch.parallel import PreflightFailed, grade_assignment, state_dir
from autograder.grading.batch.status import assignment_lock
from tests.grading import course

pytestmark = [pytest.mark.nbgrader, pytest.mark.slow]


def _configure(root) -> None:
    """Put the tiny exercise's settings in the course config (what the CLI reads)."""
    settings = "".join(f"c.{key} = {value!r}\n" for key, value in course.SETTINGS.items())
    with (root / "nbgrader_config.py").open("a", encoding="utf-8") as config:
        config.write(settings)


def _cli(root, *args: str, env=None) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "autograder", "grade", "--assignment", course.ASSIGNMENT]
    command += ["--root", str(root), "--quiet", *args]
    return subprocess.run(command, capture_output=True, text=True, timeout=300, env=env)


def _grades(root) -> dict[str, dict]:
    with (root / "grades.csv").open(encoding="utf-8") as handle:
        return {row["student_id"]: row for row in csv.DictReader(handle)}


def test_nothing_graded_exits_one_exports_nothing_and_names_misplaced_files(tiny_course):
    _configure(tiny_course)
    broken = course.submit(tiny_course, "eve", course.HONEST)
    (broken / "tinyex.ipynb").write_text("{ not json", encoding="utf-8")
    stray = tiny_course / "submitted" / "mallory"
    stray.mkdir()
    (stray / "tinyex.ipynb").write_text("{}", encoding="utf-8")  # not in submitted/<s>/tinyex/
    done = _cli(tiny_course)
    assert done.returncode == 1, done.stdout + done.stderr
    assert "nothing could be graded" in done.stderr
    assert not (tiny_course / "grades.csv").exists()
    assert "eve" in done.stdout and "FAILED" in done.stdout
    assert f"misplaced: {stray}: tinyex.ipynb outside {stray / 'tinyex'}" in done.stderr


def test_a_sandbox_that_does_not_start_stops_the_batch_before_anything_is_written(
    tiny_course, monkeypatch
):
    course.submit(tiny_course, "alice", course.HONEST)
    monkeypatch.setenv("TOOLUSE_NO_BWRAP", "1")
    settings = {**course.SETTINGS, "SandboxExecute.require_sandbox": True}
    with pytest.raises(PreflightFailed, match="sandbox did not start"):
        grade_assignment(tiny_course, course.ASSIGNMENT, settings=settings, progress=False)
    assert not (tiny_course / "autograded").exists()


def test_a_failed_regrade_marks_the_old_score_stale_in_the_table_and_the_csv(tiny_course):
    _configure(tiny_course)
    course.submit(tiny_course, "alice", course.HONEST)
    bob = course.submit(tiny_course, "bob", course.HONEST)
    first = _cli(tiny_course, "--jobs", "2")
    assert first.returncode == 0, first.stderr
    assert {r["status"] for r in _grades(tiny_course).values()} == {"graded"}
    (bob / "tinyex.ipynb").write_text("{ not json", encoding="utf-8")
    again = _cli(tiny_course, "--jobs", "2")
    assert again.returncode == 0, again.stderr  # alice is still graded (unchanged)
    assert "alice" in again.stdout and "unchanged" in again.stdout
    assert "bob" in again.stdout and "STALE" in again.stdout and "old score kept" in again.stdout
    rows = _grades(tiny_course)
    assert (rows["alice"]["status"], rows["bob"]["status"]) == ("graded", "stale")


def test_student_filter_grades_only_that_learner(tiny_course):
    for student in ("alice", "bob"):
        course.submit(tiny_course, student, course.HONEST)
    batch = grade_assignment(
        tiny_course, course.ASSIGNMENT, students=["bob"], settings=course.SETTINGS, progress=False
    )
    assert batch.graded == ["bob"] and not (tiny_course / "autograded" / "alice").exists()


def test_make_grade_passes_force_and_students_through():
    from autograder.grading.commands.release import ROOT

    command = ["make", "-n", "-C", str(ROOT), "grade", "ASSIGNMENT=x", "FORCE=1", "STUDENT=a b"]
    done = subprocess.run(command, capture_output=True, text=True, timeout=60)
    assert "--assignment x" in done.stdout and "--force --student a --student b" in done.stdout


def test_a_result_written_by_anything_else_is_graded_again(tiny_course):
    course.submit(tiny_course, "alice", course.HONEST)
    grade = dict(settings=course.SETTINGS, progress=False)
    assert grade_assignment(tiny_course, course.ASSIGNMENT, **grade).graded == ["alice"]
    assert grade_assignment(tiny_course, course.ASSIGNMENT, **grade).skipped == ["alice"]
    # Plain `nbgrader autograde` with this course's own config (no clean room: the tiny
    # course's config is "an older configuration") rewrites the autograded notebook.
    from autograder.grading.commands.release import run_nbgrader

    run_nbgrader("autograde", course.ASSIGNMENT, "--force", root=tiny_course)
    graded = tiny_course / "autograded" / "alice" / "tinyex" / "tinyex.ipynb"
    assert "producer" not in nbformat.read(graded, 4).metadata.get("tooluse", {})
    again = grade_assignment(tiny_course, course.ASSIGNMENT, **grade)
    assert again.graded == ["alice"] and again.skipped == []
    assert "producer" in nbformat.read(graded, 4).metadata["tooluse"]


def test_a_second_grade_command_on_the_same_assignment_is_refused(tiny_course):
    course.submit(tiny_course, "alice", course.HONEST)
    with (
        assignment_lock(state_dir(tiny_course, course.ASSIGNMENT)),
        pytest.raises(RuntimeError, match="another grade command"),
    ):
        grade_assignment(tiny_course, course.ASSIGNMENT, settings=course.SETTINGS, progress=False)


def test_a_one_line_grade_cell_override_earns_nothing_on_plain_nbgrader(tmp_path):
    """`grade_cell = lambda ...` used to earn every point where grade cells ran in the kernel."""
    from autograder.grading.commands.autograde_results import autograde_one
    from autograder.grading.commands.goldens import Golden, build_notebook
    from autograder.grading.commands.release import ROOT

    exercise = "ex02_handle_turn"
    cells = {
        "ex02_faulty_lines_answer": "grade_cell = lambda *args, **kwargs: None\nfaulty_lines = []",
        "ex02_handle_turn_answer": "grade_cell = lambda *a, **k: print('통과')\nhandle_turn = None",
    }
    nb = build_notebook(Golden(ROOT, exercise, "lambda", "", "release", cells))
    result = autograde_one(exercise, nb, tmp_path)  # the real `nbgrader autograde` command
    automatic = [c for c in result["checks"] if c["status"] != "manual"]
    assert automatic and all(c["points"] == 0.0 for c in automatic), automatic


def _dies_for_victim(task):
    """A worker that dies (as under `kill -9`) while grading the learner "victim"."""
    import os

    from autograder.grading.batch.worker import grade_submission

    if task.student == "victim":
        os._exit(9)
    return grade_submission(task)


def test_a_dead_worker_fails_only_its_learner_and_the_batch_goes_on(tiny_course, monkeypatch):
    from autograder.grading.batch import parallel

    for student in ("alice", "victim", "carol"):
        course.submit(tiny_course, student, course.HONEST)
    monkeypatch.setattr(parallel, "grade_submission", _dies_for_victim)
    batch = grade_assignment(
        tiny_course, course.ASSIGNMENT, jobs=2, settings=course.SETTINGS, progress=False
    )
    assert sorted(batch.graded) == ["alice", "carol"] and list(batch.failed) == ["victim"]
    assert "worker died" in batch.failed["victim"]
    assert course.scores(tiny_course, "carol")["tinyex_add"] == 2.0
    hashes = (state_dir(tiny_course, course.ASSIGNMENT) / "hashes.json").read_text()
    assert "alice" in hashes and "carol" in hashes and "victim" not in hashes


def test_an_endless_loop_in_handle_turn_costs_the_cell_budget_not_the_notebook_budget(tmp_path):
    from autograder.grading.batch.status import stored_verdicts
    from autograder.grading.commands.autograde_results import prepare_course
    from autograder.grading.commands.goldens import Golden, build_notebook
    from autograder.grading.commands.release import ROOT

    exercise = "ex02_handle_turn"
    loop = "def handle_turn(user_message, tools):\n    while True:\n        pass\n"
    golden = Golden(ROOT, exercise, "loop", "", "solution", {"ex02_handle_turn_answer": loop})
    root = prepare_course(tmp_path, exercise)
    folder = root / "submitted" / "looper" / exercise
    folder.mkdir(parents=True)
    nbformat.write(build_notebook(golden), folder / f"{exercise}.ipynb")
    settings = {"SandboxExecute.cell_timeout": 3.0, "SandboxExecute.notebook_timeout": 90.0}
    batch = grade_assignment(root, exercise, jobs=1, settings=settings, progress=False)
    assert batch.graded == ["looper"] and batch.seconds["looper"] < 45  # not 90 s
    verdicts = stored_verdicts(root / "autograded" / "looper" / exercise)[exercise]
    keys = {v["name"]: v["key"] for v in verdicts}
    assert keys["ex02_faulty_lines"] == "ex02.passed"  # judged before the loop was defined
    assert keys["ex02_works_on_unseen_variant"] == "grading.cell_timeout"
    assert batch.notes["looper"]["timed_out"]


def test_ctrl_c_keeps_what_was_merged_and_stops(tiny_course, monkeypatch):
    from autograder.grading.batch import parallel

    for student in ("alice", "bob", "carol"):
        course.submit(tiny_course, student, course.HONEST)
    real = parallel._absorb

    def absorb_then_interrupt(outcome, **kwargs):
        real(outcome, **kwargs)
        raise KeyboardInterrupt  # the instructor presses Ctrl-C after the first merge

    monkeypatch.setattr(parallel, "_absorb", absorb_then_interrupt)
    batch = grade_assignment(
        tiny_course, course.ASSIGNMENT, jobs=1, settings=course.SETTINGS, progress=False
    )
    assert batch.interrupted and len(batch.graded) == 1
    [first] = batch.graded
    state = state_dir(tiny_course, course.ASSIGNMENT)
    assert first in (state / "hashes.json").read_text()
    assert first in (state / "status.json").read_text()
    monkeypatch.setattr(parallel, "_absorb", real)
    again = grade_assignment(
        tiny_course, course.ASSIGNMENT, jobs=1, settings=course.SETTINGS, progress=False
    )
    assert again.skipped == [first] and sorted(again.graded + again.skipped) == [
        "alice",
        "bob",
        "carol",
    ]


def test_a_gradebook_write_error_names_the_file_and_what_to_do(tiny_course, monkeypatch):
    import sqlite3

    from autograder.grading.batch.merge import CourseWriter

    course.submit(tiny_course, "alice", course.HONEST)

    def full_disk(self, assignment, student, results):
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr(CourseWriter, "merge", full_disk)
    batch = grade_assignment(
        tiny_course, course.ASSIGNMENT, settings=course.SETTINGS, progress=False
    )
    reason = batch.failed["alice"]
    assert str(tiny_course / "gradebook.db") in reason and "disk I/O error" in reason
    assert "re-run" in reason and batch.graded == []
