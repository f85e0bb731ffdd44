"""Where the lessons are, what their metadata says, how they run (shared by the lesson tests
and `benchmarks/bench_lessons.py`)."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

import nbformat
from traitlets.config import Config

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


def answered(nb: nbformat.NotebookNode) -> nbformat.NotebookNode:
    """`nb` with the reference answers pasted into its practice cells and the right choices
    into its quiz cell (tests/lessons/practice_answers/)."""
    from tests.lessons.practice_answers.answers import ANSWERS
    from tests.lessons.practice_answers.build_quizzes import right_answers

    for cell in nb.cells:
        course = cell.metadata.get("course", {})
        if "practice" in course:
            cell.source = ANSWERS[course["practice"]]["answer"]
        if "quiz" in course and cell.cell_type == "code":
            right = right_answers(course["quiz"])
            blank = "answers = {" + ", ".join(f'"{q}": None' for q in right) + "}"
            assert blank in cell.source, cell.source
            cell.source = cell.source.replace(blank, f"answers = {right!r}")
    return nb


def execute(nb: nbformat.NotebookNode, timeout: float = 60) -> nbformat.NotebookNode:
    """Run notebook `nb` top to bottom in a fresh python3 kernel (cwd = lessons/).

    The kernel talks to the client over IPC (unix sockets), not TCP: everything stays on
    this machine, and ipykernel has no "running over TCP without encryption" warning to
    print. The sockets get an absolute path of their own (the default, ``kernel-ipc``, is
    relative, and the kernel's cwd is not the client's).
    """
    from nbclient import NotebookClient

    with tempfile.TemporaryDirectory(prefix="kernel-") as sockets:
        config = Config({"KernelManager": {"transport": "ipc", "ip": f"{sockets}/ipc"}})
        client = NotebookClient(
            nb,
            timeout=timeout,
            kernel_name="python3",
            config=config,
            resources={"metadata": {"path": str(LESSONS_DIR)}},
        )
        client.execute()
    return nb
