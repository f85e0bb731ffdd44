"""Every golden submission, through the real `nbgrader autograde`, gets exactly its grades.

One nbgrader course per exercise holds every golden of that exercise as a student, so each
exercise costs one `generate_assignment` and one `autograde` call. The same graded courses
then go through `nbgrader generate_feedback`, which must not leak hidden tests.
"""

from __future__ import annotations

import html
import json

import nbformat
import pytest

from autograder.checks import EXERCISES, exercise_module
from autograder.grading.commands.goldens import discover, grade_goldens
from autograder.grading.commands.release import run_nbgrader
from tests.conftest import ROOT

GOLDENS = discover()

pytestmark = [pytest.mark.nbgrader, pytest.mark.slow]


@pytest.fixture(scope="module")
def graded(tmp_path_factory):
    return grade_goldens(GOLDENS, tmp_path_factory.mktemp("goldens"))


@pytest.mark.parametrize("golden", GOLDENS, ids=lambda g: g.id)
def test_golden_gets_exactly_its_expected_grades(golden, graded):
    expected = golden.expected()
    assert expected is not None, "no results.json: run `make goldens`"
    found = graded["results"][golden.id]
    assert found["checks"] == expected["checks"]
    assert (found["status"], found["total"]) == (expected["status"], expected["total"])


def test_every_exercise_has_a_reference_and_a_never_started_golden():
    cases = {(g.exercise, g.case) for g in GOLDENS}
    for exercise in EXERCISES:
        assert (exercise, "reference") in cases
        assert (exercise, "not-started") in cases


def test_reference_solutions_get_full_automatic_marks():
    for golden in (g for g in GOLDENS if g.case == "reference"):
        for check in golden.expected()["checks"]:
            assert check["points"] in (check["max_points"], None), check


def test_blank_releases_get_zero_automatic_marks():
    for golden in (g for g in GOLDENS if g.case == "not-started"):
        assert golden.expected()["total"] == 0, golden.id


def _hidden_lines(exercise):
    source = nbformat.read(ROOT / "solutions" / exercise / f"{exercise}.ipynb", 4)
    lines = []
    for cell in source.cells:
        text = cell.source
        if "### BEGIN HIDDEN TESTS" in text:
            region = text.split("### BEGIN HIDDEN TESTS", 1)[1].split("### END HIDDEN TESTS")[0]
            lines += [line.strip() for line in region.splitlines() if line.strip()]
    return lines


def _failing_hidden(exercise):
    """(golden case, diagnosis key) of the first golden that fails a hidden criterion."""
    hidden = {c.name for c in exercise_module(exercise).CHECKS if c.hidden}
    for golden in (g for g in GOLDENS if g.exercise == exercise):
        for check in golden.expected()["checks"]:
            if (
                check["name"] in hidden
                and check["status"] == "fail"
                and golden.case != "not-started"
            ):
                return golden.case, check["key"]
    return None


HIDDEN = [e for e in EXERCISES if any(c.hidden for c in exercise_module(e).CHECKS)]


@pytest.mark.parametrize("exercise", HIDDEN)
def test_feedback_contains_no_hidden_test_source(exercise, graded):
    course = graded["courses"][exercise]
    hidden = _hidden_lines(exercise)
    assert hidden, "the exercise should have hidden tests for this test to mean anything"
    run_nbgrader("generate_feedback", exercise, "--force", root=course)
    pages = sorted((course / "feedback").glob(f"*/{exercise}/*.html"))
    assert len(pages) == sum(g.exercise == exercise for g in GOLDENS)
    for page in pages:
        text = html.unescape(page.read_text(encoding="utf-8"))
        assert "HIDDEN TESTS" not in text, page
        for line in hidden:
            assert line not in text, (page, line)
    # The failing hidden test still tells the learner why: its Korean message, never its
    # code or its diagnosis key.
    from autograder.catalogue import all_messages

    case, key = _failing_hidden(exercise)
    failing = (course / "feedback" / case / exercise / f"{exercise}.html").read_text()
    head = all_messages()[key]["ko"].split("{")[0].splitlines()[0].strip()
    assert head and (html.escape(head, quote=False) in failing or head in failing), (case, head)
    assert key not in failing


def test_autograded_notebooks_keep_hidden_tests_for_the_instructor(graded):
    course = graded["courses"]["ex02_handle_turn"]
    graded_nb = course / "autograded" / "reference" / "ex02_handle_turn" / "ex02_handle_turn.ipynb"
    assert "BEGIN HIDDEN TESTS" in graded_nb.read_text(encoding="utf-8")


def test_golden_results_files_are_stable_json():
    for golden in GOLDENS:
        text = golden.expected_path.read_text(encoding="utf-8")
        assert text == json.dumps(json.loads(text), ensure_ascii=False, indent=2) + "\n"
