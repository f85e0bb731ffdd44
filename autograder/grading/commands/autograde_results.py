"""Autograde notebooks through the real ``nbgrader autograde`` and read per-criterion results.

:func:`autograde_batch` grades many submissions of one exercise in one nbgrader call (one
scratch course directory, one student per submission); :func:`autograde_one` grades one.
Each result lists, per grade cell: the points from nbgrader's gradebook and the diagnosis
key the grade cell printed (``[diagnosis: <key>]``, see ``autograder.checks``). The golden
tests and the grading-at-scale code reuse these functions.
"""

from __future__ import annotations

import re
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import nbformat

from autograder.grading.commands.release import generate, run_nbgrader, scratch_course

__all__ = ["autograde_batch", "autograde_one", "diagnoses", "prepare_course", "read_results"]

DIAGNOSIS = re.compile(r"\[diagnosis: ([\w.]+)\]")


def prepare_course(workdir: Path, exercise: str) -> Path:
    """A scratch course in `workdir`: config, sources, and the exercise in the gradebook."""
    course = scratch_course(workdir)
    if not (course / "gradebook.db").exists() or not _released(course, exercise):
        generate(course, [exercise], db=True)
    return course


def _released(course: Path, exercise: str) -> bool:
    return (course / "exercises" / exercise / f"{exercise}.ipynb").exists()


def autograde_batch(
    exercise: str, submissions: Mapping[str, nbformat.NotebookNode], workdir: Path
) -> dict[str, Any]:
    """Grade every ``{student: notebook}`` with one ``nbgrader autograde`` run.

    Returns ``{"seconds": wall time of the autograde call, "results": {student: result}}``
    where each result is ``{"status", "checks": [{"name", "status", "points", "max_points",
    "key"}], "total", "max_total"}``; a hand-graded cell has status "manual", points None.
    """
    course = prepare_course(workdir, exercise)
    for student, nb in submissions.items():
        target = course / "submitted" / student / exercise / f"{exercise}.ipynb"
        target.parent.mkdir(parents=True, exist_ok=True)
        nbformat.write(nb, target)
    started = time.perf_counter()
    run_nbgrader("autograde", exercise, "--force", root=course)
    seconds = time.perf_counter() - started
    return {"seconds": seconds, "results": read_results(course, exercise, list(submissions))}


def autograde_one(exercise: str, nb: nbformat.NotebookNode, workdir: Path) -> dict[str, Any]:
    """Per-criterion results of one submission (see :func:`autograde_batch`)."""
    return autograde_batch(exercise, {"learner": nb}, workdir)["results"]["learner"]


def diagnoses(nb: nbformat.NotebookNode) -> dict[str, str]:
    """grade_id -> the diagnosis key printed by that grade cell (autograded notebook)."""
    found = {}
    for cell in nb.cells:
        grade_id = cell.metadata.get("nbgrader", {}).get("grade_id")
        text = "\n".join(_output_text(o) for o in cell.get("outputs", []))
        match = DIAGNOSIS.search(text)
        if grade_id and match:
            found[grade_id] = match.group(1)
    return found


def _output_text(output: Mapping[str, Any]) -> str:
    if output.get("output_type") == "error":
        return f"{output.get('ename')}: {output.get('evalue')}"
    return str(output.get("text", ""))


def read_results(course: Path, exercise: str, students: list[str]) -> dict[str, dict[str, Any]]:
    """Each graded student's result (see :func:`autograde_batch`), one gradebook session."""
    from nbgrader.api import Gradebook

    order = _grade_order(course, exercise)
    with Gradebook(f"sqlite:///{course / 'gradebook.db'}") as gb:
        return {s: _result(course, exercise, s, gb, order) for s in students}


def _result(course: Path, exercise: str, student: str, gb: Any, order: list[str]) -> dict:
    graded = course / "autograded" / student / exercise / f"{exercise}.ipynb"
    keys = diagnoses(nbformat.read(graded, as_version=4)) if graded.exists() else {}
    notebook = gb.find_submission_notebook(exercise, exercise, student)
    grades = {g.name: (g.auto_score, g.max_score) for g in notebook.grades}
    checks = [_criterion(name, *grades[name], keys.get(name)) for name in order if name in grades]
    total = sum(c["points"] or 0.0 for c in checks)
    automatic = [c for c in checks if c["status"] != "manual"]
    status = "pass" if all(c["status"] == "pass" for c in automatic) else "fail"
    max_total = sum(c["max_points"] for c in checks)
    return {"status": status, "checks": checks, "total": total, "max_total": max_total}


def _criterion(name: str, points: float | None, max_points: float, key: str | None) -> dict:
    """One grade cell's entry: status is pass / fail, or manual for a hand-graded cell."""
    status = "manual" if points is None else ("pass" if points == max_points else "fail")
    return {"name": name, "status": status, "points": points, "max_points": max_points, "key": key}


def _grade_order(course: Path, exercise: str) -> list[str]:
    nb = nbformat.read(course / "exercises" / exercise / f"{exercise}.ipynb", as_version=4)
    return [
        c.metadata["nbgrader"]["grade_id"]
        for c in nb.cells
        if c.metadata.get("nbgrader", {}).get("grade")
    ]
