"""Parallel autograde through nbgrader: right scores, one gradebook writer, re-run only
what changed, manual grades kept, a broken submission never stops the batch."""

from __future__ import annotations

import shutil
import subprocess
import sys

import pytest
from nbgrader.api import Gradebook

from autograder.grading.batch.parallel import grade_assignment
from tests.grading import course

pytestmark = [pytest.mark.nbgrader, pytest.mark.slow]

WRONG_ADD = {**course.HONEST, "answer_add": "def add(a, b):\n    return a - b\n"}
CLASS = {"alice": course.HONEST, "bob": WRONG_ADD, "carol": course.HONEST, "dave": {}}
FULL = {"tinyex_add": 2.0, "tinyex_messages": 1.0, "tinyex_model_call": 1.0}


def grade(root, **kwargs):
    return grade_assignment(
        root, course.ASSIGNMENT, jobs=2, settings=course.SETTINGS, progress=False, **kwargs
    )


@pytest.fixture(scope="module")
def graded_template(tiny_template, tmp_path_factory):
    """`CLASS` graded once (two workers) for this module's tests to copy."""
    root = tmp_path_factory.mktemp("graded") / "course"
    shutil.copytree(tiny_template, root)
    for student, answers in CLASS.items():
        course.submit(root, student, answers)
    return root, grade(root)


@pytest.fixture
def graded_class(graded_template, tmp_path):
    """A graded class of its own for one test: a copy of `graded_template`, as an
    instructor's course is copied whole (tests/grading/test_course_copy.py)."""
    template, batch = graded_template
    root = tmp_path / "course"
    shutil.copytree(template, root, symlinks=True)
    return root, batch


def test_every_submission_gets_its_scores_in_the_course_gradebook(graded_class):
    root, batch = graded_class
    assert sorted(batch.graded) == sorted(CLASS) and batch.failed == {}
    assert course.scores(root, "alice") == FULL
    assert course.scores(root, "bob") == {**FULL, "tinyex_add": 0.0}
    assert course.scores(root, "dave") == dict.fromkeys(FULL, 0.0)
    assert (root / "autograded" / "carol" / "tinyex" / "tinyex.ipynb").exists()


def test_verdicts_are_stored_with_their_diagnosis(graded_class):
    root, _ = graded_class
    verdict = course.verdicts(root, "bob")["tinyex_add"]
    assert verdict["status"] == "fail" and "add gave" in verdict["message"]


def test_a_rerun_grades_only_what_changed(graded_class):
    root, _ = graded_class
    assert sorted(grade(root).skipped) == sorted(CLASS)
    course.submit(root, "bob", course.HONEST)
    again = grade(root)
    assert again.graded == ["bob"]
    assert course.scores(root, "bob") == FULL
    assert sorted(grade(root, force=True).graded) == sorted(CLASS)


def test_manual_grades_survive_a_forced_regrade(graded_class):
    root, _ = graded_class
    url = f"sqlite:///{root / 'gradebook.db'}"
    with Gradebook(url) as gb:
        gb.find_grade("tinyex_add", "tinyex", "tinyex", "bob").manual_score = 1.5
        gb.db.commit()
    grade(root, force=True, students=["bob"])
    with Gradebook(url) as gb:
        entry = gb.find_grade("tinyex_add", "tinyex", "tinyex", "bob")
        assert (entry.manual_score, entry.auto_score, entry.needs_manual_grade) == (1.5, 0.0, True)


def test_a_broken_notebook_fails_alone(tiny_course):
    course.submit(tiny_course, "alice", course.HONEST)
    broken = course.submit(tiny_course, "eve", course.HONEST)
    (broken / "tinyex.ipynb").write_text("{ not json", encoding="utf-8")
    batch = grade(tiny_course)
    assert batch.graded == ["alice"] and list(batch.failed) == ["eve"]
    assert course.scores(tiny_course, "alice") == FULL


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "autograder", "grade", *args]
    return subprocess.run(command, capture_output=True, text=True, timeout=300)


def test_cli_grades_exports_and_exits_zero(tiny_course):
    settings = "".join(f"c.{key} = {value!r}\n" for key, value in course.SETTINGS.items())
    with (tiny_course / "nbgrader_config.py").open("a", encoding="utf-8") as config:
        config.write(settings)
    course.submit(tiny_course, "alice", course.HONEST)
    course.submit(tiny_course, "bob", WRONG_ADD)
    done = _cli("--assignment", "tinyex", "--root", str(tiny_course), "--jobs", "2")
    assert done.returncode == 0, done.stderr
    assert "graded 2, unchanged 0, failed 0" in done.stdout
    assert "tinyex: 100%" in done.stderr and "nb/s" in done.stderr  # tqdm: count, rate
    rows = (tiny_course / "grades.csv").read_text(encoding="utf-8").splitlines()
    assert len(rows) == 3 and "alice" in rows[1] + rows[2]


def test_cli_for_an_unknown_assignment_exits_one_with_a_message(tmp_path):
    done = _cli("--assignment", "tinyex", "--root", str(tmp_path))
    assert done.returncode == 1
    assert done.stderr.startswith("FileNotFoundError: no source for 'tinyex'")


def test_cli_records_a_missing_assignment_in_the_gradebook_first(tiny_course):
    (tiny_course / "gradebook.db").unlink()
    released = (tiny_course / "release").stat().st_mtime
    course.submit(tiny_course, "alice", course.HONEST)
    settings = "".join(f"c.{key} = {value!r}\n" for key, value in course.SETTINGS.items())
    with (tiny_course / "nbgrader_config.py").open("a", encoding="utf-8") as config:
        config.write(settings)
    done = _cli("--assignment", "tinyex", "--root", str(tiny_course), "--quiet", "--no-export")
    assert done.returncode == 0, done.stderr
    assert course.scores(tiny_course, "alice") == FULL
    assert (tiny_course / "release").stat().st_mtime == released  # the release is untouched


def test_cli_usage_error_exits_two():
    assert _cli("--jobs", "2").returncode == 2
