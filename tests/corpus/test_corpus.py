"""The rubric corpus grades exactly as docs/RUBRICS.md says, on every grading path.

Each exercise's cases go through one real ``nbgrader autograde`` batch (the path every
instructor command takes) and through `make grade`'s parallel clean-room pipeline; an
in-process mirror gives the same verdicts in seconds while a check is being changed.
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest

from autograder.grading.commands.autograde_results import autograde_batch
from autograder.grading.commands.goldens import build_notebook
from autograder.grading.commands.goldens import discover as goldens
from tests.checks.test_goldens_in_process import run_answer_cells
from tests.corpus.corpus import Case, discover

CASES = discover()
EXERCISES = ("ex01_messages_array", "ex02_handle_turn")


def _nbgrader(cases: list[Case], workdir) -> dict[str, list[tuple[float, str]]]:
    """Grade every case of every exercise: one `nbgrader autograde` batch per exercise."""

    def batch(exercise: str) -> dict:
        notebooks = {c.name: build_notebook(c.golden) for c in cases if c.exercise == exercise}
        return autograde_batch(exercise, notebooks, workdir / exercise)["results"]

    with ThreadPoolExecutor(max_workers=2) as pool:
        graded = dict(zip(EXERCISES, pool.map(batch, EXERCISES), strict=True))
    return {
        c.id: [
            (check["points"], check["key"])
            for check in graded[c.exercise][c.name]["checks"]
            if check["status"] != "manual"
        ]
        for c in cases
    }


def _parallel(cases: list[Case], workdir) -> dict[str, list[tuple[float, str]]]:
    """Grade every case with `make grade`'s clean-room pipeline (two workers)."""
    import nbformat

    from autograder.grading.batch.parallel import grade_assignment
    from autograder.grading.commands.autograde_results import _read, prepare_course

    found = {}
    for exercise in EXERCISES:
        course = prepare_course(workdir / exercise, exercise)
        mine = [c for c in cases if c.exercise == exercise]
        for case in mine:
            folder = course / "submitted" / case.name / exercise
            folder.mkdir(parents=True)
            nbformat.write(build_notebook(case.golden), folder / f"{exercise}.ipynb")
        batch = grade_assignment(course, exercise, jobs=2, progress=False)
        assert batch.failed == {}
        for case in mine:
            checks = _read(course, exercise, case.name)["checks"]
            found[case.id] = [(c["points"], c["key"]) for c in checks if c["status"] != "manual"]
    return found


#: grading path -> function grading the whole corpus ({case id: [(points, key), ...]}).
PATHS = {"nbgrader-autograde": _nbgrader, "make-grade": _parallel}


@pytest.fixture(scope="module", params=sorted(PATHS))
def graded(request, tmp_path_factory):
    return PATHS[request.param](CASES, tmp_path_factory.mktemp(request.param))


@pytest.mark.nbgrader
@pytest.mark.slow
@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_case_gets_exactly_its_rubric_grades(case, graded):
    assert graded[case.id] == list(case.expected)


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_case_gets_its_rubric_grades_in_process(case):
    from autograder.checks import results_for

    results = results_for(case.exercise, run_answer_cells(build_notebook(case.golden)))
    found = [(r.points, r.key) for r in results]
    assert found == list(case.expected), [r.detail() for r in results]


@pytest.mark.parametrize("exercise", EXERCISES)
def test_each_exercise_has_thirty_right_and_thirty_wrong_answers(exercise):
    kinds = [c.kind for c in CASES if c.exercise == exercise]
    assert kinds.count("right") >= 30
    assert kinds.count("wrong") >= 30


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_right_answers_earn_every_point_and_wrong_ones_lose_some(case):
    full = all(key.endswith((".passed", ".api_answered")) for _, key in case.expected)
    assert full == (case.kind == "right"), case.expected


def test_no_case_repeats_a_golden():
    seen = {tuple(sorted(g.cells.items())) for g in goldens()}
    for case in CASES:
        assert tuple(sorted(case.golden.cells.items())) not in seen, case.id
