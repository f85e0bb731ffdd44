"""Our compiled metadata check gives nbgrader's verdict, notebook by notebook.

`CheckCellMetadataCompiled` replaces nbgrader's ``CheckCellMetadata`` in both of our
preprocessor lists (it checks the JSON schema once per process instead of per cell).
Each case runs both steps on its own copy of one notebook: both accept it, or both
refuse it with the same error type and the same message, and the same first error in
the log.
"""

from __future__ import annotations

import copy
import logging
from pathlib import Path

import nbformat
import pytest
from nbgrader.nbgraderformat import ValidationError
from nbgrader.nbgraderformat.common import SchemaMismatchError
from nbgrader.preprocessors import CheckCellMetadata

from autograder.grading.plugins.metadata import CheckCellMetadataCompiled

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = sorted((ROOT / "solutions").glob("*/*.ipynb")) + sorted(
    (ROOT / "exercises").glob("*/*.ipynb")
)


def _graded_cells(nb):
    return [c for c in nb.cells if "nbgrader" in c.metadata]


def _first(nb, predicate):
    return next(c for c in _graded_cells(nb) if predicate(c.metadata.nbgrader))


def _is_test(meta):
    return meta.get("grade") and not meta.get("solution")


def _set(key, value, which=_is_test):
    def corrupt(nb):
        _first(nb, which).metadata.nbgrader[key] = value

    return corrupt


def _drop(key, which=_is_test):
    def corrupt(nb):
        del _first(nb, which).metadata.nbgrader[key]

    return corrupt


def _duplicate_id(nb):
    cells = [c for c in _graded_cells(nb) if c.metadata.nbgrader.get("grade_id")]
    cells[1].metadata.nbgrader["grade_id"] = cells[0].metadata.nbgrader["grade_id"]


def _markdown_grade_only(nb):
    cell = _first(nb, _is_test)
    cell.cell_type = "markdown"
    cell.pop("outputs", None)
    cell.pop("execution_count", None)


CORRUPTIONS = {
    "points as text": _set("points", "many"),
    "points missing": _drop("points"),
    "grade_id missing": _drop("grade_id"),
    "grade_id empty": _set("grade_id", ""),
    "grade not a bool": _set("grade", "yes"),
    "schema too old": _set("schema_version", 2),
    "schema too new": _set("schema_version", 4),
    "unknown cell_type": _set("cell_type", "sql"),
    "duplicate grade id": _duplicate_id,
    "markdown grade cell not a solution": _markdown_grade_only,
}


def _verdict(step, nb, caplog):
    caplog.clear()
    try:
        step.preprocess(nb, {})
    except (ValidationError, SchemaMismatchError) as error:  # version errors escape both
        errors = [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR]
        return type(error).__name__, str(error), errors[-1:], _cause_line(errors)
    return None


def _cause_line(errors):
    """The last line of the logged traceback: the underlying error and its message."""
    return errors[0].strip().splitlines()[-1] if errors else None


def _both(nb, caplog):
    with caplog.at_level(logging.ERROR):
        ours = _verdict(CheckCellMetadataCompiled(), copy.deepcopy(nb), caplog)
        theirs = _verdict(CheckCellMetadata(), copy.deepcopy(nb), caplog)
    return ours, theirs


@pytest.mark.parametrize(
    "path", NOTEBOOKS, ids=lambda p: p.parent.name + "/" + p.parent.parent.name
)
def test_every_shipped_notebook_is_accepted_by_both(path, caplog):
    ours, theirs = _both(nbformat.read(path, as_version=4), caplog)
    assert ours == theirs == None  # noqa: E711 -- both accept


@pytest.mark.parametrize("name", sorted(CORRUPTIONS))
def test_a_corruption_is_refused_by_both_with_the_same_error(name, caplog):
    nb = nbformat.read(NOTEBOOKS[0], as_version=4)
    CORRUPTIONS[name](nb)
    ours, theirs = _both(nb, caplog)
    assert theirs is not None, "the corruption must be one nbgrader refuses"
    assert ours == theirs
