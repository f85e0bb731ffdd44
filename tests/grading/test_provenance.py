"""A grade's stamp covers every file that decides it: a changed check is graded again."""

from __future__ import annotations

import importlib
from pathlib import Path

from autograder.checks import EXERCISES
from autograder.grading.plugins import provenance

PACKAGE = Path(provenance.__file__).resolve().parents[2]


def test_every_exercise_and_its_data_are_in_the_code_digest():
    for exercise, module in EXERCISES.items():
        folder = Path(importlib.import_module(module).__file__).resolve().parent
        assert folder.relative_to(PACKAGE).parts[0] in provenance.HASHED, exercise
        assert any(folder.glob("*.py"))
