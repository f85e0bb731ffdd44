"""nbgrader wiring: one valid config, source notebooks by nbgrader's conventions.

That exercises/ is exactly what `nbgrader generate_assignment` makes from solutions/ is
checked on the release the grading batches' course was generated with
(tests/exercises/test_grading.py), so no test generates every exercise a second time."""

from __future__ import annotations

import re

import nbformat
import pytest

from autograder.checks import EXERCISES as REGISTRY
from autograder.checks import exercise_module
from autograder.grading.commands.release import assignments, config_problems
from tests.conftest import ROOT

#: Every registered exercise (autograder/checks EXERCISES): a new one is tested by itself.
EXERCISES = sorted(REGISTRY)


def source(exercise):
    return nbformat.read(ROOT / "solutions" / exercise / f"{exercise}.ipynb", 4)


def release(exercise):
    return nbformat.read(ROOT / "exercises" / exercise / f"{exercise}.ipynb", 4)


def grade_cells(nb):
    return [c for c in nb.cells if c.metadata.get("nbgrader", {}).get("grade")]


def test_the_exercises_are_found():
    assert assignments() == EXERCISES


def test_config_names_only_options_nbgrader_knows(tmp_path):
    assert config_problems() == []
    bad = tmp_path / "nbgrader_config.py"
    bad.write_text(
        "c = get_config()\nc.CourseDirectory.source_dir = 'x'\nc.Nope.x = 1\n"
        "c.Exporter.optimistic_validation = True\nc.Exporter.optimistic_validaton = True\n"
    )
    expected = ["CourseDirectory.source_dir", "Nope.x", "Exporter.optimistic_validaton"]
    assert config_problems(bad) == expected


@pytest.mark.parametrize("exercise", EXERCISES)
def test_every_grade_cell_is_one_registered_criterion(exercise):
    checks = {c.name: c for c in exercise_module(exercise).CHECKS}
    autograded = {}
    for cell in grade_cells(source(exercise)):
        meta = cell.metadata["nbgrader"]
        assert re.fullmatch(rf"{exercise[:4]}_[a-z_]+", meta["grade_id"])
        assert meta["points"] > 0
        if cell.cell_type == "code":
            assert cell.source.startswith("# "), "a grade cell opens with what it checks"
            assert f'grade_cell("{meta["grade_id"]}", globals())' in cell.source
            autograded[meta["grade_id"]] = cell
    assert list(autograded) == list(checks), "same criteria, same order"
    for name, cell in autograded.items():
        assert checks[name].points == cell.metadata["nbgrader"]["points"]
        assert checks[name].hidden == ("### BEGIN HIDDEN TESTS" in cell.source)


@pytest.mark.parametrize("exercise", EXERCISES)
def test_grade_ids_are_unique_and_answer_cells_are_marked(exercise):
    ids = [
        c.metadata["nbgrader"]["grade_id"]
        for c in source(exercise).cells
        if "nbgrader" in c.metadata
    ]
    assert len(ids) == len(set(ids))
    answers = [c for c in source(exercise).cells if c.metadata.get("nbgrader", {}).get("solution")]
    assert answers and all(
        "### BEGIN SOLUTION" in c.source or c.cell_type == "markdown" for c in answers
    )


@pytest.mark.parametrize("exercise", EXERCISES)
def test_release_hides_solutions_and_hidden_tests(exercise):
    text = "\n".join(c.source for c in release(exercise).cells)
    assert "BEGIN SOLUTION" not in text and "HIDDEN TESTS" not in text
    assert "raise NotImplementedError()" in text
    cells = source(exercise).cells
    given = "\n".join(c.source for c in cells if not c.metadata.get("nbgrader", {}).get("solution"))
    answers = [
        c.source.split("### BEGIN SOLUTION")[-1].split("### END SOLUTION")[0]
        for c in cells
        if c.metadata.get("nbgrader", {}).get("solution")
    ]
    secret = {line.strip() for a in answers for line in a.splitlines() if len(line.strip()) > 20}
    secret = {line for line in secret if line not in given and "### " not in line}
    assert secret, "the reference answers should hold lines the release must not show"
    assert [line for line in secret if line in text] == []


@pytest.mark.parametrize("exercise", EXERCISES)
def test_exercise_names_the_concepts_it_tests(exercise):
    import json

    known = json.loads((ROOT / "lessons" / "concepts.json").read_text(encoding="utf-8"))["concepts"]
    concepts = source(exercise).metadata["course"]["concepts"]
    assert concepts and set(concepts) <= set(known)
    assert release(exercise).metadata["course"]["concepts"] == concepts
    intro = source(exercise).cells[0].source
    assert all(concept in intro for concept in concepts), "the intro names them for the learner"
    declared = getattr(exercise_module(exercise), "CONCEPTS", None)
    assert declared is None or list(declared) == concepts, "checks module and notebook agree"


def test_exercise_setup_imports_stay_cheap_for_grading_kernels():
    """jsonschema's optional IRI grammar (~1.5 s per kernel) is never built, by
    autograder's own line (for kernels outside the course venv, without its start-up line:
    undone first here, or this test could not fail in the venv)."""
    import subprocess
    import sys

    code = (
        "import sys\n"
        "sys.modules.pop('rfc3987_syntax', None)\n"
        "from autograder import MODEL, make_client\n"
        "from autograder.checks import grade_cell, self_check\n"
        "make_client('weather')\n"
        "import jsonschema\n"
        "print(sys.modules.get('rfc3987_syntax', 'absent'))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() in ("None", "absent")


def test_the_course_venv_never_builds_the_iri_grammar_even_before_autograder():
    """nbgrader imports jsonschema before it reads nbgrader_config.py: the venv's start-up
    line (deploy/venv-startup.pth, installed by make install) covers it; formats this
    course's schemas use are still checked."""
    import subprocess
    import sys

    code = (
        "import sys, nbformat, jsonschema\n"
        "print(sys.modules.get('rfc3987_syntax', 'absent'))\n"
        "checker = jsonschema.Draft202012Validator.FORMAT_CHECKER\n"
        "print(checker.conforms('2026-12-04', 'date'), checker.conforms('12/04', 'date'))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["None", "True", "False"]


def test_strip_hidden_tests_removes_the_region_and_its_traceback():
    from nbformat.v4 import new_code_cell, new_notebook, new_output

    from autograder.grading.plugins.hidden_tests import StripHiddenTests

    cell = new_code_cell(
        "# checks the variant\n### BEGIN HIDDEN TESTS\nsecret_call(42)\n### END HIDDEN TESTS"
    )
    cell.metadata["nbgrader"] = {"grade": True, "grade_id": "x", "points": 1, "solution": False}
    cell.outputs = [
        new_output(
            "error",
            ename="GradeCellFailed",
            evalue="why",
            traceback=["----> 3 secret_call(42)", "GradeCellFailed: why"],
        )
    ]
    visible = new_code_cell("visible_call()")
    visible.outputs = [
        new_output("error", ename="E", evalue="v", traceback=["----> 1 visible_call()"])
    ]
    nb, _ = StripHiddenTests().preprocess(new_notebook(cells=[cell, visible]), {})
    assert nb.cells[0].source == "# checks the variant"
    assert nb.cells[0].outputs[0]["traceback"] == ["why"]
    assert nb.cells[1].outputs[0]["traceback"] == ["----> 1 visible_call()"]
