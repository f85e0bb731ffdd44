"""The one writer: fold a worker's scratch gradebook into the course gradebook.

Workers never open the course's ``gradebook.db``: each grades one submission against its
own copy (a snapshot taken when the batch starts), through nbgrader's unchanged
``Autograde``. The worker reads back that submission's automatic results -- timestamp,
late penalty, ``auto_score``/``needs_manual_grade`` per grade, ``auto_comment`` per
comment -- as plain data (`read_results`), and the parent writes them into the course
gradebook through one `CourseWriter` kept open for the batch, one submission at a time. Manual scores and
comments a grader entered in formgrader are never touched, exactly as nbgrader's own
``SaveAutoGrades`` leaves them.
"""

from __future__ import annotations

import contextlib
import shutil
import sqlite3
import warnings
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path

from nbgrader.api import Gradebook
from sqlalchemy.exc import SAWarning

__all__ = ["CourseWriter", "move_tree", "nbgrader_quiet", "read_results", "snapshot"]


def snapshot(db_path: Path, target: Path) -> None:
    """A consistent copy of the sqlite gradebook at `db_path` (sqlite's backup API)."""
    target.parent.mkdir(parents=True, exist_ok=True)
    source = sqlite3.connect(db_path)
    try:
        copy = sqlite3.connect(target)
        with copy:
            source.backup(copy)
        copy.close()
    finally:
        source.close()


def read_results(worker_db: Path, assignment: str, student: str) -> dict:
    """A submission's automatic results in a scratch gradebook, as plain data (worker side)."""
    with nbgrader_quiet(), Gradebook(f"sqlite:///{worker_db}") as worker:
        graded = worker.find_submission(assignment, student)
        return {
            "timestamp": graded.timestamp.isoformat() if graded.timestamp else None,
            "notebooks": {
                nb.name: {
                    "late_penalty": nb.late_submission_penalty,
                    "grades": {g.name: [g.auto_score, g.needs_manual_grade] for g in nb.grades},
                    "comments": {c.name: c.auto_comment for c in nb.comments},
                }
                for nb in graded.notebooks
            },
        }


@contextlib.contextmanager
def nbgrader_quiet() -> Iterator[None]:
    """Silence SQLAlchemy's autoflush warnings that nbgrader 0.9.6 itself triggers."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", SAWarning)
        yield


class CourseWriter:
    """The course gradebook, open once for a whole batch; `merge` writes one submission."""

    def __init__(self, db_url: str) -> None:
        with nbgrader_quiet():
            self.gradebook = Gradebook(db_url)

    def merge(self, assignment: str, student: str, results: dict) -> None:
        """Write `results` (see `read_results`); manual scores are never touched."""
        stamp = results["timestamp"]
        with nbgrader_quiet():
            gb = self.gradebook
            gb.update_or_create_student(student)
            kwargs = {"timestamp": datetime.fromisoformat(stamp)} if stamp else {}
            submission = gb.update_or_create_submission(assignment, student, **kwargs)
            for notebook in submission.notebooks:
                data = results["notebooks"].get(notebook.name)
                if data is not None:
                    _merge_notebook(notebook, data)
            gb.db.commit()

    def close(self) -> None:
        self.gradebook.close()


def _merge_notebook(notebook, data: dict) -> None:
    notebook.late_submission_penalty = data["late_penalty"]
    for grade in notebook.grades:
        if grade.name in data["grades"]:
            auto_score, needs_manual = data["grades"][grade.name]
            grade.auto_score = auto_score
            grade.needs_manual_grade = bool(needs_manual) or grade.manual_score is not None
    for comment in notebook.comments:
        if comment.name in data["comments"]:
            comment.auto_comment = data["comments"][comment.name]


def move_tree(source: Path, target: Path) -> None:
    """Replace `target` with `source` (the autograded notebooks of one submission)."""
    if target.exists():
        shutil.rmtree(target)
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.move(str(source), str(target))
