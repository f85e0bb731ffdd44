"""The one writer: fold a worker's scratch gradebook into the course gradebook.

Workers never open the course's ``gradebook.db``: each grades one submission against its
own copy (a snapshot taken when the batch starts), through nbgrader's unchanged
``Autograde``. The parent process then copies that submission's automatic results --
timestamp, late penalty, ``auto_score``/``needs_manual_grade`` per grade, ``auto_comment``
per comment -- into the course gradebook, one submission at a time. Manual scores and
comments a grader entered in formgrader are never touched, exactly as nbgrader's own
``SaveAutoGrades`` leaves them.
"""

from __future__ import annotations

import contextlib
import shutil
import sqlite3
import warnings
from collections.abc import Iterator
from pathlib import Path

from nbgrader.api import Gradebook
from sqlalchemy.exc import SAWarning

__all__ = ["merge_submission", "move_tree", "nbgrader_quiet", "snapshot"]


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


def merge_submission(worker_db: Path, course_db_url: str, assignment: str, student: str) -> None:
    """Copy `student`'s automatic results for `assignment` from `worker_db` into the course."""
    with nbgrader_quiet():
        _merge(worker_db, course_db_url, assignment, student)


@contextlib.contextmanager
def nbgrader_quiet() -> Iterator[None]:
    """Silence SQLAlchemy's autoflush warnings that nbgrader 0.9.6 itself triggers."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", SAWarning)
        yield


def _merge(worker_db: Path, course_db_url: str, assignment: str, student: str) -> None:
    with Gradebook(f"sqlite:///{worker_db}") as worker, Gradebook(course_db_url) as course:
        graded = worker.find_submission(assignment, student)
        course.update_or_create_student(student)
        course.update_or_create_submission(assignment, student, timestamp=graded.timestamp)
        for notebook in graded.notebooks:
            target = course.find_submission_notebook(notebook.name, assignment, student)
            target.late_submission_penalty = notebook.late_submission_penalty
            for grade in notebook.grades:
                into = course.find_grade(grade.name, notebook.name, assignment, student)
                into.auto_score = grade.auto_score
                into.needs_manual_grade = grade.needs_manual_grade or into.manual_score is not None
            for comment in notebook.comments:
                into = course.find_comment(comment.name, notebook.name, assignment, student)
                into.auto_comment = comment.auto_comment
        course.db.commit()


def move_tree(source: Path, target: Path) -> None:
    """Replace `target` with `source` (the autograded notebooks of one submission)."""
    if target.exists():
        shutil.rmtree(target)
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.move(str(source), str(target))
