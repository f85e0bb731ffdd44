"""Honest learners never lose points to transport details (issue 16), end to end.

Graded through the real pipeline (nbgrader's Autograde, the clean room, the gradebook):
a correct answer that prints a lone surrogate keeps full marks, and an oversized cell is
reported as "submission too large" with the limit, while the learner graded next is not
affected.
"""

from __future__ import annotations

import pytest

from autograder.grading.batch.parallel import grade_assignment
from autograder.grading.cleanroom.protocol import MAX_SOURCE
from tests.grading import course

pytestmark = [pytest.mark.nbgrader, pytest.mark.slow]

FULL = {"tinyex_add": 2.0, "tinyex_messages": 1.0, "tinyex_model_call": 1.0}
SURROGATE = {
    **course.HONEST,
    "answer_add": "def add(a, b):\n    print('합 \\ud800')\n    return a + b\nprint('\\udfff')\n",
}
HUGE = {**course.HONEST, "answer_add": course.HONEST["answer_add"] + "#" * (MAX_SOURCE + 1)}


@pytest.fixture(scope="module")
def graded(tiny_template, tmp_path_factory):
    import shutil

    root = tmp_path_factory.mktemp("transport") / "course"
    shutil.copytree(tiny_template, root)
    for student, answers in {
        "a-surrogate": SURROGATE,
        "b-huge": HUGE,
        "c-honest": course.HONEST,
    }.items():
        course.submit(root, student, answers)
    batch = grade_assignment(
        root, course.ASSIGNMENT, jobs=1, settings=course.SETTINGS, progress=False
    )
    return root, batch


def test_a_lone_surrogate_printed_by_a_correct_answer_costs_nothing(graded):
    root, batch = graded
    assert batch.failed == {}
    assert course.scores(root, "a-surrogate") == FULL
    graded_nb = (root / "autograded" / "a-surrogate" / "tinyex" / "tinyex.ipynb").read_text(
        encoding="utf-8"
    )
    assert "\ufffd" in graded_nb


def test_an_oversized_cell_is_reported_as_too_large_with_the_limit(graded):
    root, _ = graded
    assert course.scores(root, "b-huge") == dict.fromkeys(FULL, 0.0)
    messages = [check["message"] for check in course.verdicts(root, "b-huge").values()]
    assert messages and all(f"{MAX_SOURCE:,}" in message for message in messages)
    assert course.scores(root, "c-honest") == FULL
