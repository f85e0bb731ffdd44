"""Editing or deleting locked test cells earns nothing: nbgrader restores them from the
gradebook, and their verdicts come from the grader, whatever the submitted cell says."""

from __future__ import annotations

import pytest
from nbgrader.api import Gradebook

from autograder.grading.parallel import grade_assignment
from tests.grading import course

pytestmark = [pytest.mark.nbgrader, pytest.mark.slow]

WRONG = {
    **course.HONEST,
    "answer_add": "def add(a, b):\n    return 0\n",
    "answer_ask": "def ask(client):\n    return None\n",
}


def tamper(nb):
    """Rewrite every test cell to pass, inflate its points, delete the model-call test."""
    for cell in nb.cells:
        meta = cell.metadata.get("nbgrader", {})
        if meta.get("grade") and not meta.get("solution"):
            cell.source = "print('통과')"
            meta["points"] = 100
            meta["locked"] = False
            meta.pop("checksum", None)
    nb.cells = [
        c for c in nb.cells if c.metadata.get("nbgrader", {}).get("grade_id") != "tinyex_model_call"
    ]


def test_edited_and_deleted_test_cells_score_only_the_honest_part(tiny_course):
    course.submit(tiny_course, "trudy", WRONG, edit=tamper)
    batch = grade_assignment(
        tiny_course, "tinyex", jobs=1, settings=course.SETTINGS, progress=False
    )
    assert batch.failed == {}
    assert course.scores(tiny_course, "trudy") == {
        "tinyex_add": 0.0,
        "tinyex_messages": 1.0,
        "tinyex_model_call": 0.0,
    }
    with Gradebook(f"sqlite:///{tiny_course / 'gradebook.db'}") as gb:
        submission = gb.find_submission("tinyex", "trudy")
        assert (submission.score, submission.max_score) == (1.0, 4.0)
