"""Each exercise's rubric is data: the registered criteria, the notebook and the docs agree."""

from __future__ import annotations

import shutil

import nbformat
import pytest

from autograder.checks import EXERCISES, exercise_module
from autograder.checks import rubric as rubrics
from autograder.grading.commands import rubrics as sync
from tests.conftest import ROOT


@pytest.mark.parametrize("exercise", EXERCISES)
def test_the_rubric_has_one_record_per_registered_criterion(exercise):
    found = [(c.name, float(c.points), c.hidden) for c in rubrics.load(exercise).criteria]
    registered = [(c.name, float(c.points), c.hidden) for c in exercise_module(exercise).CHECKS]
    assert found == registered


def test_the_notebooks_and_the_docs_show_exactly_the_rubrics():
    assert sync.drift(ROOT) == []


@pytest.mark.parametrize("exercise", EXERCISES)
def test_the_table_reaches_the_readers_the_rubric_names(exercise):
    rubric = rubrics.load(exercise)
    release = nbformat.read(ROOT / "exercises" / exercise / f"{exercise}.ipynb", 4)
    shown = "\n".join(c.source for c in release.cells)
    rows = rubrics.table(rubric, "ko")
    if rubric.table_for == "learners":
        assert all(row in shown for row in rows)
    else:  # inside a solution region: nbgrader drops it from the release
        source = nbformat.read(ROOT / "solutions" / exercise / f"{exercise}.ipynb", 4)
        assert sync.rubric_cell(source).metadata["nbgrader"]["solution"]
        assert sync.HEADING not in shown and rows[2] not in shown


def test_drift_is_found_in_a_notebook_and_in_the_docs(tmp_path):
    for part in ("solutions", "docs"):
        shutil.copytree(ROOT / part, tmp_path / part)
    assert sync.drift(tmp_path) == []
    path = tmp_path / "solutions" / "ex03_pairing_failures" / "ex03_pairing_failures.ipynb"
    nb = nbformat.read(path, 4)
    cell = sync.rubric_cell(nb)
    cell.source = cell.source.replace("| 1 |", "| 2 |", 1)
    nbformat.write(nb, path)
    docs = tmp_path / sync.DOCS
    head, generated = docs.read_text(encoding="utf-8").split(sync.BEGIN)
    docs.write_text(head + sync.BEGIN + generated.replace("HTTP 200", "HTTP 201", 1))
    assert sync.drift(tmp_path) == [
        "solutions/ex03_pairing_failures: the rubric table is not rubric.toml's",
        f"{sync.DOCS}: the generated part is not the rubrics'",
    ]
    assert len(sync.sync(tmp_path)) == 2 and sync.drift(tmp_path) == []


def test_a_rubric_record_without_a_field_is_refused(tmp_path, monkeypatch):
    folder = tmp_path / "ex99_broken"
    folder.mkdir()
    (folder / "rubric.toml").write_text(
        "title = 't'\ntable_for = 'learners'\nintro = ''\n"
        "[[criterion]]\nname = 'ex99_x'\npoints = 1\nhidden = false\nlabel = 'x'\n"
        "accepts.ko = 'a'\naccepts.en = 'a'\nwhy.ko = 'w'\nwhy.en = 'w'\n",
        encoding="utf-8",
    )
    monkeypatch.setattr(rubrics, "EXERCISES_DIR", tmp_path)
    with pytest.raises(ValueError, match="'ex99_x' lacks 'rejects'"):
        rubrics.load("ex99_broken")
