"""Notebooks are committed without outputs, execution counts or attachments."""

import nbformat
import pytest

from autograder.notebooks import clean_notebook, find_notebooks, notebook_problems
from tests.conftest import ROOT

NOTEBOOKS = list(find_notebooks([ROOT / "lessons", ROOT / "exercises", ROOT / "solutions"]))


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: str(p.relative_to(ROOT)))
def test_notebook_is_stored_clean(path):
    nb = nbformat.read(path, as_version=4)
    assert notebook_problems(nb) == [], "run `make notebooks-clean`"


def test_clean_notebook_strips_outputs_and_counts():
    nb = nbformat.v4.new_notebook()
    cell = nbformat.v4.new_code_cell("1 + 1", execution_count=3)
    cell.outputs = [
        nbformat.v4.new_output("execute_result", {"text/plain": "2"}, execution_count=3)
    ]
    nb.cells = [cell]
    assert notebook_problems(nb) == ["cell 0 has outputs", "cell 0 has execution_count 3"]
    assert clean_notebook(nb) is True
    assert notebook_problems(nb) == []
    assert clean_notebook(nb) is False
