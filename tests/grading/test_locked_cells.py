"""Editing or deleting locked test cells earns nothing: nbgrader restores them from the
gradebook, and their verdicts come from the grader, whatever the submitted cell says."""

from __future__ import annotations

import pytest
from nbgrader.api import Gradebook

from autograder.grading.batch.parallel import grade_assignment
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


def test_a_deleted_or_altered_grade_cell_is_restored_and_the_learner_is_told(tiny_course):
    import nbformat

    from autograder.catalogue import render
    from autograder.grading.batch.status import notes_of

    course.submit(tiny_course, "trudy", WRONG, edit=tamper)
    grade_assignment(tiny_course, "tinyex", jobs=1, settings=course.SETTINGS, progress=False)
    folder = tiny_course / "autograded" / "trudy" / "tinyex"
    graded = nbformat.read(folder / "tinyex.ipynb", as_version=4)
    cells = {c.metadata.get("nbgrader", {}).get("grade_id"): c for c in graded.cells}
    assert "tinyex_model_call" in cells  # re-added where it belongs: after its answer cell
    order = [c.metadata.get("nbgrader", {}).get("grade_id") for c in graded.cells]
    assert order.index("tinyex_model_call") == order.index("answer_ask") + 1
    said = render("grading.cell_restored", "ko")
    for name in ("tinyex_add", "tinyex_messages", "tinyex_model_call"):
        text = "".join(o.get("text", "") + o.get("evalue", "") for o in cells[name].outputs)
        assert said in text, name
    notes = notes_of(folder)
    assert notes["restored"] == ["tinyex_add", "tinyex_messages", "tinyex_model_call"]


def test_an_honest_submission_of_a_cell_with_hidden_tests_is_not_reported_as_altered(
    tiny_course,
):
    """nbgrader keeps the checksum of a test cell *with* its hidden tests, so every released
    copy differs from it; that is the release, not a learner's edit, and must not be
    reported to the learner as a restored cell."""
    import nbformat

    from autograder.catalogue import render
    from autograder.grading.batch.status import notes_of

    course.submit(tiny_course, "alice", course.HONEST)
    grade_assignment(tiny_course, "tinyex", jobs=1, settings=course.SETTINGS, progress=False)
    folder = tiny_course / "autograded" / "alice" / "tinyex"
    graded = nbformat.read(folder / "tinyex.ipynb", as_version=4)
    said = render("grading.cell_restored", "ko")
    texts = [
        "".join(o.get("text", "") + o.get("evalue", "") for o in c.outputs)
        for c in graded.cells
        if c.cell_type == "code"
    ]
    assert not any(said in text for text in texts)
    assert notes_of(folder)["restored"] == []
    assert course.scores(tiny_course, "alice")["tinyex_add"] > 0
