"""Where the lessons are and what their metadata says (shared by the lesson tests)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import nbformat

from autograder.checks import EXERCISES as REGISTERED_EXERCISES
from tests.conftest import ROOT

LESSONS_DIR = ROOT / "lessons"
LESSONS = sorted(LESSONS_DIR.glob("[0-9][0-9]_*.ipynb"))
#: Short id ("ex03") -> released notebook, for every exercise in the registry.
EXERCISES = {
    exercise_id.split("_")[0]: f"exercises/{exercise_id}/{exercise_id}.ipynb"
    for exercise_id in REGISTERED_EXERCISES
}
#: The source material beside the repository (../shared/seeds); COURSE_SEEDS overrides it.
SEEDS_DIR = Path(os.environ.get("COURSE_SEEDS", ROOT.parent / "shared" / "seeds"))
SEEDS_README = SEEDS_DIR / "README.md"


def concept_titles() -> dict[str, str]:
    """Concept id -> short title, from the copy kept in the repository."""
    return json.loads((LESSONS_DIR / "concepts.json").read_text(encoding="utf-8"))["concepts"]


def read(path: Path) -> nbformat.NotebookNode:
    return nbformat.read(path, as_version=4)


def lesson_concepts(nb: nbformat.NotebookNode) -> list[str]:
    return list(nb.metadata.get("course", {}).get("concepts", []))


def cell_concepts(nb: nbformat.NotebookNode) -> set[str]:
    """Concepts tagged on the lesson's code cells (cells that run them)."""
    return {
        concept
        for cell in nb.cells
        if cell.cell_type == "code"
        for concept in cell.metadata.get("course", {}).get("concepts", [])
    }
