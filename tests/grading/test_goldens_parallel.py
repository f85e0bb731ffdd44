"""Same grades as plain nbgrader: every golden submission, graded by the parallel clean-room
pipeline, gets exactly the points and diagnosis its results.json records (those come from
plain `nbgrader autograde`, see autograder/grading/commands/goldens.py)."""

from __future__ import annotations

import html
import re

import pytest

from autograder.grading.commands.goldens import _comparable, build_notebook, discover

pytestmark = [pytest.mark.nbgrader, pytest.mark.slow]

GOLDENS = [g for g in discover() if g.expected() is not None]


@pytest.fixture(scope="module")
def graded(tmp_path_factory: pytest.TempPathFactory) -> dict:
    import nbformat

    from autograder.grading.batch.parallel import grade_assignment
    from autograder.grading.commands.autograde_results import _read, prepare_course

    results = {}
    for exercise in sorted({g.exercise for g in GOLDENS}):
        course = prepare_course(tmp_path_factory.mktemp(exercise), exercise)
        cases = [g for g in GOLDENS if g.exercise == exercise]
        for golden in cases:
            folder = course / "submitted" / golden.case / exercise
            folder.mkdir(parents=True)
            nbformat.write(build_notebook(golden), folder / f"{exercise}.ipynb")
        batch = grade_assignment(course, exercise, jobs=2, progress=False)
        assert batch.failed == {}
        for golden in cases:
            results[golden.id] = _read(course, exercise, golden.case)
        results[exercise] = course
    return results


@pytest.mark.parametrize("golden", GOLDENS, ids=[g.id for g in GOLDENS])
def test_parallel_grading_matches_the_golden_result(graded: dict, golden):
    assert _comparable(graded[golden.id]) == _comparable(golden.expected())


def test_feedback_from_the_parallel_grades_shows_verdicts_not_hidden_tests(graded: dict):
    from autograder.grading.commands.release import run_nbgrader

    exercise = "ex02_handle_turn"
    course = graded[exercise]
    run_nbgrader("generate_feedback", exercise, "--force", root=course)
    page = (course / "feedback" / "reference" / exercise / f"{exercise}.html").read_text()
    text = html.unescape(re.sub(r"<[^>]+>", "", page))
    assert "✓ 통과: 2/2점" in text
    assert "[diagnosis:" not in text  # keys are for instructors (the autograded notebook)
    assert 'grade_cell("ex02_appends_assistant_turn"' in text  # visible test source is shown
    assert 'grade_cell("ex02_works_on_unseen_variant"' not in text  # the hidden one is not
    assert "BEGIN HIDDEN TESTS" not in text
