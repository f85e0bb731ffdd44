"""Plain sequential `nbgrader autograde` vs `python -m autograder grade`, side by side.

All grade the same generated Level 2 (``ex02_handle_turn``) class in one run: N
submissions cycling through the golden cases (the reference and every known mistake).
Scores per criterion must be identical; the figures are seconds per notebook for plain
nbgrader, for our command with one worker (the warm, sandboxed fork server instead of a
kernel per notebook) and with N workers (parallelism), and the ratios. ``BENCH_GRADING_N`` (default 100) and ``BENCH_GRADING_JOBS`` (default:
cores) change the class size and the workers; ``BENCH_GRADING_ONLY=jobs`` measures only our
command with N workers (the 0.25 s/notebook target of the hardened sandbox, issue 15).
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

import nbformat

EXERCISE = "ex02_handle_turn"


def make_class(n: int) -> dict[str, nbformat.NotebookNode]:
    """N submissions: golden cases in turn (reference, each bug, each pair, ...)."""
    from autograder.grading.commands.goldens import build_notebook, discover

    goldens = discover(exercise=EXERCISE)
    return {
        f"s{i:03d}-{goldens[i % len(goldens)].case}": build_notebook(goldens[i % len(goldens)])
        for i in range(n)
    }


def submit(course: Path, submissions: dict[str, nbformat.NotebookNode]) -> None:
    for student, nb in submissions.items():
        folder = course / "submitted" / student / EXERCISE
        folder.mkdir(parents=True, exist_ok=True)
        nbformat.write(nb, folder / f"{EXERCISE}.ipynb")


def scores(course: Path, students: list[str]) -> dict[str, dict[str, float | None]]:
    """Autograded criteria (test cells) per student, from nbgrader's gradebook."""
    from nbgrader.api import Gradebook

    from autograder.grading.batch.merge import nbgrader_quiet

    out = {}
    with nbgrader_quiet(), Gradebook(f"sqlite:///{course / 'gradebook.db'}") as gb:
        for student in students:
            try:
                nb = gb.find_submission_notebook(EXERCISE, EXERCISE, student)
            except Exception:  # not graded at all
                out[student] = {}
                continue
            out[student] = {g.name: g.auto_score for g in nb.grades if g.cell.cell_type == "code"}
    return out


def run_plain(work: Path, submissions: dict) -> tuple[float, dict]:
    from autograder.grading.commands.autograde_results import prepare_course
    from autograder.grading.commands.release import run_nbgrader

    course = prepare_course(work / "plain", EXERCISE)
    submit(course, submissions)
    started = time.perf_counter()
    try:
        run_nbgrader("autograde", EXERCISE, "--force", root=course)
    except RuntimeError as error:  # some submission failed; the others are still graded
        print(f"    plain nbgrader reported a failure: {str(error).splitlines()[0]}")
    return time.perf_counter() - started, scores(course, list(submissions))


def run_parallel(
    work: Path, submissions: dict, jobs: int, *, kernels: bool = False
) -> tuple[float, dict]:
    """Our command; with `kernels`, nbgrader's own Execute (a kernel per notebook) instead
    of the clean room, to measure what the parallel runner alone brings."""
    from nbgrader.converters import Autograde

    from autograder.grading.batch.parallel import grade_assignment
    from autograder.grading.commands.autograde_results import prepare_course

    course = prepare_course(work / f"parallel-{jobs}-{kernels}", EXERCISE)
    submit(course, submissions)
    settings = {}
    if kernels:
        default = Autograde.class_traits()["autograde_preprocessors"].default()
        settings = {"Autograde.autograde_preprocessors": list(default)}
    started = time.perf_counter()
    batch = grade_assignment(
        course, EXERCISE, jobs=jobs, force=True, progress=False, settings=settings
    )
    seconds = time.perf_counter() - started
    if batch.failed:
        print(f"    could not grade: {sorted(batch.failed)}")
    return seconds, scores(course, list(submissions))


def main() -> None:
    n = int(os.environ.get("BENCH_GRADING_N", "100"))
    jobs = int(os.environ.get("BENCH_GRADING_JOBS", str(os.cpu_count() or 1)))
    submissions = make_class(n)
    print(
        f"    {n} Level 2 submissions ({EXERCISE}), {len(set(k.split('-', 1)[1] for k in submissions))} distinct golden cases"
    )
    if os.environ.get("BENCH_GRADING_ONLY") == "jobs":
        with tempfile.TemporaryDirectory(prefix="bench-grading-") as tmp:
            fast, _ = run_parallel(Path(tmp), submissions, jobs)
        print(f"    autograder grade --jobs {jobs}: {fast:.1f} s, {fast / n:.3f} s/notebook")
        return
    with tempfile.TemporaryDirectory(prefix="bench-grading-") as tmp:
        work = Path(tmp)
        one, one_scores = run_parallel(work, submissions, 1)
        print(f"    autograder grade --jobs 1: {one:.1f} s, {one / n:.3f} s/notebook")
        fast, fast_scores = run_parallel(work, submissions, jobs)
        print(f"    autograder grade --jobs {jobs}: {fast:.1f} s, {fast / n:.3f} s/notebook")
        plain, plain_scores = run_plain(work, submissions)
        print(f"    nbgrader autograde (sequential): {plain:.1f} s, {plain / n:.3f} s/notebook")
        kern, kern_scores = run_parallel(work, submissions, jobs, kernels=True)
        print(
            f"    autograder grade --jobs {jobs} with nbgrader's kernels: {kern:.1f} s, {kern / n:.3f} s/notebook"
        )
    differing = sorted(
        s
        for s in submissions
        if not plain_scores[s] == fast_scores[s] == one_scores[s] == kern_scores[s]
    )
    print(f"    scores identical: {not differing} ({n - len(differing)}/{n} submissions match)")
    for student in differing[:5]:
        print(f"      {student}: plain {plain_scores[student]} vs parallel {fast_scores[student]}")
    print(f"    parallelism alone, nbgrader's kernels (plain / --jobs {jobs}): {plain / kern:.2f}x")
    print(f"    parallelism alone, clean room (--jobs 1 / --jobs {jobs}): {one / fast:.2f}x")
    print(f"    warm clean room alone (plain / --jobs 1): {plain / one:.2f}x")
    print(f"    ratio: {plain / fast:.1f}x faster ({plain / n:.3f} -> {fast / n:.3f} s/notebook)")
