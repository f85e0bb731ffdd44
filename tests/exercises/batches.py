"""Grade every case of an exercise once per instructor path, as one class of learners.

Path "plain" is ``nbgrader autograde <id> --force`` run as a command in a course made
from the repository's ``nbgrader_config.py`` (what formgrader's Autograde button runs
too: the same converter and configuration); path "batch" is ``grade_assignment`` with two
workers (what ``make grade`` runs). Both grade the same learners -- every golden, corpus
and attack case of the exercise -- in copies of one generated course, at the same time.

What each path recorded is read back once per course: per learner and grade cell, the
gradebook score and the cell's outputs (the comment formgrader shows and feedback is
made from, serialised to JSON so "identical" means byte-identical; measured durations
blanked, `MEASURED`), and the per-criterion result (points and diagnosis key, as
``results.json`` holds it). ``python -m tests.exercises.batches [EXERCISE ...]`` prints
the per-case cost on each path.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import nbformat

from autograder.grading.batch.status import load_status
from tests.conftest import scratch_root
from tests.exercises.cases import Case, cases_of, usable

PATHS = ("plain", "batch")

#: A duration the grader measured while the learner's code ran ("0.91초", "0.91 s"): it
#: differs between any two runs, so the paths are compared with it blanked out.
MEASURED = re.compile(r"\d+(?:\.\d+)?(?=초| s\b)")


@dataclass
class Graded:
    """One exercise's cases, graded on both paths."""

    exercise: str
    cases: list[Case]
    courses: dict[str, Path] = field(default_factory=dict)
    records: dict[str, dict[str, Any]] = field(default_factory=dict)  # path -> student -> ...
    results: dict[str, dict[str, Any]] = field(default_factory=dict)
    seconds: dict[str, float] = field(default_factory=dict)
    failed: dict[str, str] = field(default_factory=dict)  # batch: student -> reason
    plain_log: str = ""


def grade(exercise: str, cases: list[Case], workdir: Path, template: Path | None = None) -> Graded:
    """Grade `cases` of `exercise` on both paths, in copies of the generated course
    `template` (made here when not given: scratch course + ``generate_assignment``)."""
    from autograder.grading.commands.autograde_results import prepare_course

    started = time.perf_counter()
    template = template or prepare_course(workdir / "template", exercise)
    graded = Graded(exercise, cases, seconds={"generate": time.perf_counter() - started})
    for path in PATHS:
        course = workdir / path
        shutil.copytree(template, course, symlinks=True)
        for case in cases:
            folder = course / "submitted" / case.student / exercise
            folder.mkdir(parents=True)
            nbformat.write(case.notebook(course), folder / f"{exercise}.ipynb")
        graded.courses[path] = course
    done = _both_commands(graded, exercise)
    graded.plain_log = done["plain"].stderr[-4000:]
    if done["batch"].returncode != 0:
        graded.failed["*"] = (
            f"make grade exited {done['batch'].returncode}: {done['batch'].stderr[-4000:]}"
        )
    status = load_status(graded.courses["batch"] / ".grading" / exercise)
    graded.failed.update(
        {s: e.get("reason", "") for s, e in status.items() if e["status"] != "graded"}
    )
    students = [c.student for c in cases]
    for path, course in graded.courses.items():
        graded.records[path] = records(course, exercise, students)
        graded.results[path] = results(course, exercise, students)
    return graded


#: Whose feedback is made after grading, per path: (learners, exercises or None for all).
#: Goldens and attacks of every exercise on plain nbgrader (where a leak or a raw key would
#: show; the corpus's verdicts are rendered by the same code and checked in-process in both
#: languages). On the batch path, one learner of the one exercise whose page a test reads
#: (`test_feedback_after_make_grade_shows_verdicts_and_visible_tests_only`); the scores
#: and grade-cell outputs of every batch-path notebook equal plain's, case by case
#: (`test_make_grade_records_exactly_what_plain_nbgrader_did`). A ``generate_feedback`` run
#: costs ~3.8 s of CPU and ~5 s of the grading lane (process accounting of a full
#: ``make test``: 21 runs, 80 CPU s); the nine batch-path runs no test read are not made.
MAKE_GRADE_FEEDBACK = "ex02_handle_turn"  #: the exercise whose batch-path page is made
FEEDBACK_FOR = {"plain": ("[ga]-*", None), "batch": ("g-reference", {MAKE_GRADE_FEEDBACK})}


def make_feedback(graded: Graded) -> None:
    """``nbgrader generate_feedback`` in each path's course, for `FEEDBACK_FOR`."""
    from autograder.grading.commands.release import run_nbgrader

    for path, (students, exercises) in FEEDBACK_FOR.items():
        if exercises is not None and graded.exercise not in exercises:
            continue
        if not any((graded.courses[path] / "autograded").glob(f"{students}/{graded.exercise}")):
            continue  # none of those learners in this batch (a partial batch)
        only = f"--CourseDirectory.student_id={students}"
        run_nbgrader(
            "generate_feedback", graded.exercise, "--force", only, root=graded.courses[path]
        )


def _both_commands(graded: Graded, exercise: str) -> dict[str, subprocess.CompletedProcess]:
    """Both paths at once, each as the instructor's command (3 processes: nbgrader, and
    ``make grade``'s two workers); each path's own seconds are kept."""
    commands = {
        "plain": plain_command(graded.courses["plain"], exercise),
        "batch": batch_command(graded.courses["batch"], exercise),
    }

    def run(path: str) -> subprocess.CompletedProcess:
        started = time.perf_counter()
        done = subprocess.run(
            commands[path], cwd=graded.courses[path], env=instructor_env(),
            capture_output=True, text=True,
        )  # fmt: skip
        graded.seconds[path] = time.perf_counter() - started
        return done

    with ThreadPoolExecutor(max_workers=len(commands)) as pool:
        return dict(zip(commands, pool.map(run, commands), strict=True))


def plain_command(course: Path, exercise: str) -> list[str]:
    """`nbgrader autograde` as an instructor types it in the course."""
    from autograder.grading.commands.release import nbgrader_command

    return nbgrader_command("autograde", exercise, "--force", root=course)


def batch_command(course: Path, exercise: str) -> list[str]:
    """What ``make grade ASSIGNMENT=<id> JOBS=2`` runs (without the grades.csv export)."""
    return [
        sys.executable, "-m", "autograder", "grade", "--assignment", exercise, "--jobs", "2",
        "--root", str(course), "--no-export", "--quiet",
    ]  # fmt: skip


def instructor_env() -> dict[str, str]:
    """The environment of an instructor's shell in the course (no API key)."""
    from autograder.grading.commands.release import ROOT

    env = {**os.environ, "PYTHONPATH": str(ROOT), "JUPYTER_PLATFORM_DIRS": "1"}
    env["PATH"] = str(Path(sys.executable).parent) + os.pathsep + env.get("PATH", "")
    env.pop("ANTHROPIC_API_KEY", None)
    return env


FORMGRADER = """\
import json, sys
from nbgrader.apps import NbGrader, NbGraderAPI
from nbgrader.coursedir import CourseDirectory
app = NbGrader()
app.load_config_file()  # nbgrader_config.py of the working directory, as formgrader does
api = NbGraderAPI(CourseDirectory(parent=app), parent=app)
print(json.dumps(api.autograde(sys.argv[1], sys.argv[2])))
"""


def formgrader_autograde(course: Path, exercise: str, student: str) -> dict:
    """What formgrader's Autograde button runs (``NbGraderAPI.autograde``), in `course`."""
    command = [sys.executable, "-c", FORMGRADER, exercise, student]
    done = subprocess.run(command, cwd=course, env=instructor_env(), capture_output=True, text=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def without_measurements(outputs: str) -> str:
    return MEASURED.sub("…", outputs)


def records(course: Path, exercise: str, students: list[str]) -> dict[str, dict | None]:
    """student -> {grade_id: [score, outputs as JSON]} (None: not graded), one session."""
    from nbgrader.api import Gradebook

    with Gradebook(f"sqlite:///{course / 'gradebook.db'}") as gb:
        return {s: _record(course, exercise, s, gb) for s in students}


def _record(course: Path, exercise: str, student: str, gb: Any) -> dict[str, list] | None:
    from nbgrader.api import MissingEntry

    graded = course / "autograded" / student / exercise / f"{exercise}.ipynb"
    if not graded.exists():
        return None
    outputs = {
        cell.metadata["nbgrader"]["grade_id"]: without_measurements(
            json.dumps(cell.get("outputs", []), ensure_ascii=False, sort_keys=True)
        )
        for cell in nbformat.read(graded, as_version=4).cells
        if cell.metadata.get("nbgrader", {}).get("grade") and cell.cell_type == "code"
    }
    try:
        notebook = gb.find_submission_notebook(exercise, exercise, student)
    except MissingEntry:
        return None
    return {g.name: [g.score, outputs.get(g.name)] for g in notebook.grades if g.name in outputs}


def results(course: Path, exercise: str, students: list[str]) -> dict[str, dict | None]:
    """student -> per-criterion result (``results.json``'s shape); None: not graded."""
    from autograder.grading.commands.autograde_results import read_results

    present = [s for s in students if (course / "autograded" / s / exercise).is_dir()]
    found = read_results(course, exercise, present)
    return {s: found.get(s) for s in students}


def scores(record: dict | None) -> dict[str, float] | None:
    return None if record is None else {name: value[0] for name, value in record.items()}


def main(argv: list[str]) -> int:
    """Grade the named exercises' cases (default: all) and print the cost per case."""
    from autograder.checks import EXERCISES

    for exercise in argv or list(EXERCISES):
        cases = usable(cases_of(exercise))
        with tempfile.TemporaryDirectory(prefix="batches-", dir=scratch_root()) as tmp:
            graded = grade(exercise, cases, Path(tmp))
        same = sum(graded.records["plain"][c.student] == graded.records["batch"][c.student]
                   for c in cases)  # fmt: skip
        s, n = graded.seconds, len(cases)
        print(
            f"{exercise}: {n} cases, generate {s['generate']:.1f} s, plain {s['plain']:.1f} s "
            f"({s['plain'] / n:.2f} s/case), batch {s['batch']:.1f} s ({s['batch'] / n:.2f} "
            f"s/case, both at once), {same}/{n} identical",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    os.environ["PATH"] = str(Path(sys.executable).parent) + os.pathsep + os.environ["PATH"]
    raise SystemExit(main(sys.argv[1:]))
