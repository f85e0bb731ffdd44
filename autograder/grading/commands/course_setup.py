"""`python -m autograder course-setup`: fill an nbgrader course's gradebook before class.

Records every exercise's notebooks and grade cells (nbgrader's own ``generate_assignment``
into a scratch release folder, so the course's release is never rewritten) and the class's
learners with their names (formgrader shows "family, given", never "None, None"). Without
it, a due date set in formgrader before the first grading would create an assignment with
no notebooks. One process for all exercises, one line per exercise with its count and time.

`make hub` runs it as the instructor on their ``~/course``; the Kubernetes instructor pod's
init container runs the same command (deploy/values.yaml). Learners are read from JSON
(``--students FILE`` or ``-`` for stdin): ``[{"id", "last_name", "first_name"}]``.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import time
from pathlib import Path

__all__ = ["add_students", "record_exercises"]

SCRATCH = ".release-scratch"


def record_exercises(root: Path, say=print) -> list[str]:
    """Every exercise of `root`'s source folder, recorded in its gradebook; their ids."""
    from nbgrader.apps import NbGraderAPI
    from nbgrader.coursedir import CourseDirectory
    from traitlets.config import Config
    from traitlets.config.loader import PyFileConfigLoader

    config = Config()
    if (root / "nbgrader_config.py").exists():
        config.merge(PyFileConfigLoader("nbgrader_config.py", path=str(root)).load_config())
    config.CourseDirectory.root = str(root)
    config.CourseDirectory.release_directory = SCRATCH
    coursedir = CourseDirectory(config=config)
    api = NbGraderAPI(coursedir=coursedir, config=config)
    source = root / coursedir.source_directory
    exercises = sorted(p.name for p in source.iterdir() if (p / f"{p.name}.ipynb").exists())
    try:
        for number, exercise in enumerate(exercises, start=1):
            started = time.monotonic()
            result = api.generate_assignment(exercise, force=True, create=True)
            if not result["success"]:
                raise RuntimeError(f"{exercise}: {result.get('error') or result.get('log')}")
            seconds = time.monotonic() - started
            say(f"  gradebook: {exercise} ({number}/{len(exercises)}, {seconds:.1f} s)")
    finally:
        shutil.rmtree(root / SCRATCH, ignore_errors=True)
    return exercises


def add_students(root: Path, students: list[dict], say=print) -> None:
    """Create or update each learner (id, last_name, first_name) in `root`'s gradebook."""
    from nbgrader.api import Gradebook

    with Gradebook(f"sqlite:///{root / 'gradebook.db'}") as gradebook:
        for student in students:
            names = {k: student.get(k) or None for k in ("last_name", "first_name")}
            gradebook.update_or_create_student(student["id"], **names)
    say(f"  gradebook: {len(students)} learner(s) with their names")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--root", type=Path, default=Path.cwd(), help="the course directory")
    parser.add_argument("--students", help="learners as JSON: a file, or - for stdin")


def run(args: argparse.Namespace) -> int:
    root = args.root.resolve()
    record_exercises(root)
    if args.students:
        text = sys.stdin.read() if args.students == "-" else Path(args.students).read_text()
        add_students(root, json.loads(text))
    return 0
