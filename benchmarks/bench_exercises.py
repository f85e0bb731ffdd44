"""Median grading time per notebook for every registered exercise (`make grade`'s path).

Each exercise's golden submissions (reference, known mistakes, alternative answers) are
graded in one batch by `grade_assignment` (nbgrader's Autograde, the sandboxed clean
room) with one worker, so the per-learner seconds are not shared with a neighbour; the
figure quoted per exercise is the median over its notebooks, with the slowest beside it.
``BENCH_EXERCISES`` (comma-separated ids) picks exercises; default: all registered.
"""

from __future__ import annotations

import os
import statistics
import tempfile
from pathlib import Path

import nbformat


def grade_goldens(exercise: str, work: Path) -> dict[str, float]:
    """Seconds per notebook for `exercise`'s goldens, graded in one batch."""
    from autograder.grading.batch.parallel import grade_assignment
    from autograder.grading.commands.autograde_results import prepare_course
    from autograder.grading.commands.goldens import build_notebook, discover

    course = prepare_course(work / exercise, exercise)
    for golden in discover(exercise=exercise):
        folder = course / "submitted" / golden.case / exercise
        folder.mkdir(parents=True)
        nbformat.write(build_notebook(golden), folder / f"{exercise}.ipynb")
    batch = grade_assignment(course, exercise, jobs=1, progress=False)
    if batch.failed:
        print(
            f"    {exercise}: {len(batch.failed)} notebooks failed to grade: {sorted(batch.failed)}"
        )
    return batch.seconds


def main() -> None:
    from autograder.checks import EXERCISES

    chosen = [e for e in os.environ.get("BENCH_EXERCISES", "").split(",") if e] or sorted(EXERCISES)
    with tempfile.TemporaryDirectory(prefix="bench-exercises-") as tmp:
        for exercise in chosen:
            seconds = sorted(grade_goldens(exercise, Path(tmp)).values())
            if not seconds:
                print(f"    {exercise}: no goldens graded")
                continue
            print(
                f"    {exercise}: {len(seconds)} notebooks, median {statistics.median(seconds):.2f} s"
                f"/notebook (max {seconds[-1]:.2f} s, total {sum(seconds):.1f} s)",
                flush=True,
            )
