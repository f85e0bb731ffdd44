"""Grade one submission in a scratch course directory, through nbgrader's ``Autograde``.

A worker process calls `grade_submission` once per learner. The scratch directory holds
links to the course's source and to this learner's submission, and receives nbgrader's
autograded output; the parent then merges it (`merge`). The learner is graded against a
fresh copy of the batch's gradebook snapshot in the worker's own file (`worker_db`), the
same file for every learner that process grades, so nbgrader's engine for it and the
SQL statements compiled on it are reused (plugins/engines.py). The course's own
configuration (``nbgrader_config.py``) is loaded as is, with the clean-room preprocessors
in place of nbgrader's ``Execute`` -- exactly what plain ``nbgrader autograde`` runs with
that configuration.
"""

from __future__ import annotations

import logging
import os
import shutil
import time
from dataclasses import dataclass, field
from pathlib import Path

from traitlets.config import Config
from traitlets.config.loader import PyFileConfigLoader

from autograder.grading.batch.merge import nbgrader_quiet, read_results
from autograder.grading.batch.status import notes_of
from autograder.grading.plugins.engines import release

__all__ = ["Task", "course_config", "grade_submission", "worker_db"]


@dataclass(frozen=True)
class Task:
    """Everything a worker needs, picklable: paths and plain settings."""

    root: str
    assignment: str
    student: str
    snapshot_db: str
    scratch: str
    settings: dict = field(default_factory=dict)


def course_config(root: Path, settings: dict) -> Config:
    """The course's nbgrader config plus `settings` ({"Class.trait": value})."""
    config = Config()
    if (root / "nbgrader_config.py").exists():
        config.merge(PyFileConfigLoader("nbgrader_config.py", path=str(root)).load_config())
    for dotted, value in settings.items():
        section, _, trait = dotted.rpartition(".")
        config[section][trait] = value
    return config


def grade_submission(task: Task) -> dict:
    """Autograde `task.student`; {"student", "ok", "error", "seconds", "work", "results"}."""
    started = time.perf_counter()
    work = Path(task.scratch) / task.student
    try:
        _prepare(task, work)
        with nbgrader_quiet():
            _autograde(task, work)
        graded = work / "autograded" / task.student / task.assignment
        ok = graded.is_dir()
        error = None if ok else "nbgrader could not autograde this submission (see log)"
        results = read_results(worker_db(task), task.assignment, task.student) if ok else None
        time_limit = notes_of(graded)["time_limit"] if ok else ""
    except Exception as exc:  # one bad submission never stops the batch
        ok, error, results, time_limit = False, f"{type(exc).__name__}: {exc}", None, ""
    return {
        "student": task.student,
        "ok": ok,
        "error": error,
        "seconds": time.perf_counter() - started,
        "work": str(work),
        "results": results,
        "time_limit": time_limit,  #: why it was not graded (a time limit), or ""
    }


def _prepare(task: Task, work: Path) -> None:
    if work.exists():
        shutil.rmtree(work)
    root = Path(task.root)
    config = course_config(root, {})
    source_dir = config.CourseDirectory.get("source_directory", "source")
    submitted_dir = config.CourseDirectory.get("submitted_directory", "submitted")
    (work / submitted_dir).mkdir(parents=True)
    (work / source_dir).symlink_to(root / source_dir, target_is_directory=True)
    (work / submitted_dir / task.student).symlink_to(
        root / submitted_dir / task.student, target_is_directory=True
    )
    db = worker_db(task)
    release(f"sqlite:///{db}")  # no pooled connection may read the last learner's file
    partial = db.with_name(db.name + ".partial")
    shutil.copyfile(task.snapshot_db, partial)
    os.replace(partial, db)  # a new file: whatever still held the old one never sees this


def worker_db(task: Task) -> Path:
    """This worker process's scratch gradebook, refilled from the snapshot per learner."""
    return Path(task.scratch) / f"gradebook-{os.getpid()}.db"


def _autograde(task: Task, work: Path) -> None:
    from nbgrader.converters import Autograde
    from nbgrader.coursedir import CourseDirectory

    from autograder.grading.plugins.preprocessors import (
        AUTOGRADE_PREPROCESSORS,
        SANITIZE_PREPROCESSORS,
    )

    settings = {
        "CourseDirectory.root": str(work),
        "CourseDirectory.db_url": f"sqlite:///{worker_db(task)}",
        "CourseDirectory.assignment_id": task.assignment,
        "CourseDirectory.student_id": task.student,
        "CourseDirectory.autograded_directory": "autograded",
        # The same lists nbgrader_config.py gives plain `nbgrader autograde` (set here too,
        # so a course whose config lacks them is still graded in the clean room).
        "Autograde.sanitize_preprocessors": SANITIZE_PREPROCESSORS,
        "Autograde.autograde_preprocessors": AUTOGRADE_PREPROCESSORS,
        "Autograde.force": True,
        **task.settings,
    }
    config = course_config(Path(task.root), settings)
    coursedir = CourseDirectory(config=config)
    converter = Autograde(coursedir=coursedir, config=config)
    handler = logging.FileHandler(work / "nbgrader.log", encoding="utf-8")
    converter.log.addHandler(handler)
    converter.log.setLevel(logging.WARNING)
    converter.log.propagate = False
    try:
        converter.start()
    except Exception as exc:
        converter.log.error("autograde of %s failed: %s", task.student, exc)
    finally:
        converter.log.removeHandler(handler)
        handler.close()
