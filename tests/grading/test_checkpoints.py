"""Each group of grade cells is judged on the state the notebook has at its position."""

from __future__ import annotations

import nbformat
import pytest

from autograder.grading.cleanroom.budgets import Budgets
from autograder.grading.plugins.preprocessors import checkpoints
from tests.grading import course

pytestmark = [pytest.mark.slow]

RIGHT = "def add(a, b):\n    return a + b"
WRONG = "def add(a, b):\n    return 0"


def test_checkpoints_are_the_learner_cells_before_each_test_group():
    nb = course.source_notebook()
    # cells: 0 md, 1 setup, 2 answer, 3 test, 4 answer, 5 test, 6 answer, 7 test
    assert checkpoints(nb) == {3: 2, 5: 4, 7: 6}
    nb.cells.insert(
        0, nbformat.v4.new_code_cell("x = 1", metadata=course._meta("t", grade=True, points=1))
    )
    assert checkpoints(nb)[0] == -1


def test_evidence_is_collected_at_each_checkpoint(room):
    cells = [{"index": 0, "source": RIGHT}, {"index": 2, "source": WRONG}]
    result = room.run(cells, "tinyex_checks", Budgets(), checkpoints=[0, 2])
    assert result.checkpoints[0].evidence["sums"] == [5, 6, 14]
    assert result.checkpoints[2].evidence["sums"] == [0, 0, 0]


def test_a_crash_keeps_the_checkpoints_already_reached(room):
    cells = [{"index": 0, "source": RIGHT}, {"index": 2, "source": "import os\nos._exit(0)"}]
    result = room.run(cells, "tinyex_checks", Budgets(), checkpoints=[0, 2])
    assert list(result.checkpoints) == [0] and result.fatal_cell == 2
    assert result.failure == "grading.process_died"
