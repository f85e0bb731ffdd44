"""The golden submissions, checked in-process (fast): same verdicts as the nbgrader run.

tests/test_exercises_goldens.py proves the expected results through the real `nbgrader
autograde`; this mirror runs the same notebooks' code in one Python namespace, so a change
in a check shows up in seconds.
"""

from __future__ import annotations

import contextlib
import io

import pytest

from autograder.checks import results_for
from autograder.grading.commands.goldens import build_notebook, discover

GOLDENS = discover()


def run_answer_cells(nb):
    """Execute every non-grade code cell, as a kernel would, errors included."""
    namespace = {}
    for cell in nb.cells:
        if cell.cell_type != "code" or cell.metadata.get("nbgrader", {}).get("grade"):
            continue
        with contextlib.suppress(Exception), contextlib.redirect_stdout(io.StringIO()):
            # dont_inherit: this module's `from __future__ import annotations` is not the
            # kernel's (pydantic models in a cell resolve real annotations there)
            exec(compile(cell.source, "<cell>", "exec", dont_inherit=True), namespace)
    return namespace


@pytest.mark.parametrize("golden", GOLDENS, ids=lambda g: g.id)
def test_golden_verdicts_match_in_process(golden):
    expected = {c["name"]: c for c in golden.expected()["checks"]}
    found = results_for(golden.exercise, run_answer_cells(build_notebook(golden)))
    assert {r.name for r in found} <= set(expected)
    for result in found:
        want = expected[result.name]
        assert (result.points, result.key) == (want["points"], want["key"]), result.detail()
