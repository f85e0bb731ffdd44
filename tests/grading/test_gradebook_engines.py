"""Sharing one database engine per gradebook file changes nothing nbgrader records.

``nbgrader_config.py`` calls `share_gradebook_engines` so that nbgrader's many short-lived
``Gradebook`` objects reuse one SQLAlchemy engine (and its statement cache) per file.
The first tests pin which URLs share; the last grades one class twice with plain
``nbgrader autograde`` -- once as nbgrader does it, once with sharing -- and requires the
same gradebook, learner by learner and cell by cell, after a first grading and a regrade.
"""

from __future__ import annotations

import os
import shutil
from concurrent.futures import ThreadPoolExecutor

import pytest
from nbgrader.api import Gradebook

from autograder.grading.commands.release import run_nbgrader
from autograder.grading.plugins.engines import (
    create_missing_tables,
    release,
    shared_create_engine,
)
from tests.exercises.batches import without_measurements
from tests.grading import course
from tests.grading.test_locked_cells import WRONG, tamper


def test_one_engine_per_file_however_the_url_names_it(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    relative = shared_create_engine("sqlite:///gradebook.db", future=True)
    absolute = shared_create_engine(f"sqlite:///{tmp_path / 'gradebook.db'}", future=True)
    assert relative is absolute
    assert str(relative.url) == f"sqlite:///{tmp_path / 'gradebook.db'}"
    assert shared_create_engine(f"sqlite:///{tmp_path / 'other.db'}", future=True) is not relative


def test_a_relative_url_after_a_chdir_names_another_file(tmp_path, monkeypatch):
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    monkeypatch.chdir(tmp_path / "a")
    first = shared_create_engine("sqlite:///gradebook.db", future=True)
    monkeypatch.chdir(tmp_path / "b")
    assert shared_create_engine("sqlite:///gradebook.db", future=True) is not first


@pytest.mark.parametrize("url", ["sqlite://", "sqlite:///:memory:"])
def test_in_memory_databases_are_never_shared(url):
    # Each engine of an in-memory URL is its own database: sharing would merge them.
    assert shared_create_engine(url) is not shared_create_engine(url)


def test_different_engine_options_get_different_engines(tmp_path):
    url = f"sqlite:///{tmp_path / 'gradebook.db'}"
    assert shared_create_engine(url, echo=False) is not shared_create_engine(url, echo=True)


def _file_holding(path, value: int) -> None:
    import sqlite3

    partial = path.with_name(path.name + ".partial")
    with sqlite3.connect(partial) as db:
        db.execute("CREATE TABLE t (v INTEGER)")
        db.execute("INSERT INTO t VALUES (?)", (value,))
    db.close()
    os.replace(partial, path)  # a new file, as a make grade worker refills its gradebook


def test_release_lets_no_pooled_connection_read_a_replaced_file(tmp_path):
    """A make grade worker refills one gradebook file per learner (batch/worker.py): a
    connection pooled on the engine would still read the last learner's file."""
    db = tmp_path / "worker.db"
    _file_holding(db, 1)
    engine = shared_create_engine(f"sqlite:///{db}", future=True)
    with engine.connect() as connection:
        assert connection.exec_driver_sql("SELECT v FROM t").scalar() == 1
    _file_holding(db, 2)
    with engine.connect() as connection:  # why release exists: the pool kept the old file
        assert connection.exec_driver_sql("SELECT v FROM t").scalar() == 1
    release(f"sqlite:///{db}")
    with engine.connect() as connection:
        assert connection.exec_driver_sql("SELECT v FROM t").scalar() == 2
    release("sqlite://")  # not a shared file: nothing to release, no error


def test_a_closed_gradebook_leaves_no_connection_and_the_next_one_works(tmp_path, monkeypatch):
    import nbgrader.api

    monkeypatch.setattr(nbgrader.api, "create_engine", shared_create_engine)
    url = f"sqlite:///{tmp_path / 'gradebook.db'}"
    with Gradebook(url) as gb:
        gb.add_student("ana")
        engine = gb.engine
    assert engine.pool.checkedout() == 0
    with Gradebook(url) as gb:
        assert gb.engine is engine
        assert [s.id for s in gb.students] == ["ana"]


def _share(monkeypatch) -> None:
    """nbgrader's ``Gradebook`` as `share_gradebook_engines` leaves it, for one test."""
    import nbgrader.api

    monkeypatch.setattr(nbgrader.api, "create_engine", shared_create_engine)
    monkeypatch.setattr(nbgrader.api.Base.metadata, "create_all", create_missing_tables)


def _schema(path) -> list:
    import sqlite3

    with sqlite3.connect(path) as db:
        return sorted(db.execute("SELECT type, name, sql FROM sqlite_master"))


def test_a_gradebook_on_a_complete_file_checks_its_tables_in_one_statement(tmp_path, monkeypatch):
    from sqlalchemy import event

    _share(monkeypatch)
    url = f"sqlite:///{tmp_path / 'gradebook.db'}"
    with Gradebook(url) as gb:  # a new file: nbgrader's create_all makes every table
        gb.add_student("ana")
        engine = gb.engine
    statements = []
    record = lambda conn, cursor, statement, *rest: statements.append(statement)  # noqa: E731
    event.listen(engine, "before_cursor_execute", record)
    try:
        with Gradebook(url) as gb:
            assert [s.id for s in gb.students] == ["ana"]
    finally:
        event.remove(engine, "before_cursor_execute", record)
    assert [s for s in statements if "table_info" in s.lower()] == []
    assert sum("sqlite_master" in s for s in statements) == 2  # nbgrader's inspect, and ours


def test_a_missing_table_is_made_again_as_nbgrader_makes_it(tmp_path, monkeypatch):
    import sqlite3

    stock, shared = tmp_path / "stock.db", tmp_path / "shared.db"
    with Gradebook(f"sqlite:///{stock}"):  # nbgrader as it comes
        pass
    _share(monkeypatch)
    with Gradebook(f"sqlite:///{shared}"):
        pass
    with sqlite3.connect(shared) as db:
        db.execute("DROP TABLE comment")
    with Gradebook(f"sqlite:///{shared}") as gb:
        gb.add_student("ana")
    assert _schema(shared) == _schema(stock)
    assert any(name == "comment" for _, name, _ in _schema(shared))


SHARING = (
    "from autograder.grading.plugins.engines import share_gradebook_engines\n"
    "share_gradebook_engines()\n"
)


def _class(root):
    course.submit(root, "ana", course.HONEST)
    course.submit(root, "ben", WRONG)
    course.submit(root, "trudy", WRONG, edit=tamper)
    course.submit(root, "cho", {**course.HONEST, "answer_messages": "messages = 3\n"})
    return ["ana", "ben", "cho", "trudy"]


def _gradebook(root, students):
    """What the gradebook holds per learner, without its random ids."""
    with Gradebook(f"sqlite:///{root / 'gradebook.db'}") as gb:
        held = {}
        for student in students:
            sub = gb.find_submission(course.ASSIGNMENT, student)
            notebook = gb.find_submission_notebook(course.ASSIGNMENT, course.ASSIGNMENT, student)
            held[student] = {
                "submission": (
                    sub.timestamp,
                    sub.score,
                    sub.max_score,
                    sub.late_submission_penalty,
                ),
                "grades": sorted(
                    (g.name, g.auto_score, g.manual_score, g.max_score, g.needs_manual_grade)
                    for g in notebook.grades
                ),
                "comments": sorted(
                    (c.name, c.auto_comment, c.manual_comment) for c in notebook.comments
                ),
                "outputs": without_measurements(course.graded_outputs(root, student)),
            }
        return held


@pytest.mark.nbgrader
@pytest.mark.slow
def test_plain_autograde_records_the_same_gradebook_with_and_without_sharing(tiny_course, tmp_path):
    students = _class(tiny_course)
    course.configure_plain(tiny_course, course.SETTINGS)
    shared = tmp_path / "shared"
    shutil.copytree(tiny_course, shared)
    with (shared / "nbgrader_config.py").open("a", encoding="utf-8") as config:
        config.write(SHARING)
    # configure_plain pinned the course root: point the copy at itself.
    text = (shared / "nbgrader_config.py").read_text(encoding="utf-8")
    (shared / "nbgrader_config.py").write_text(
        text.replace(repr(str(tiny_course)), repr(str(shared))), encoding="utf-8"
    )

    def grade_twice(root):
        run_nbgrader("autograde", course.ASSIGNMENT, "--force", root=root)
        first = _gradebook(root, students)
        os.utime(root / "submitted" / "ben" / course.ASSIGNMENT / "timestamp.txt")
        run_nbgrader("autograde", course.ASSIGNMENT, "--force", root=root)
        return first, _gradebook(root, students)

    with ThreadPoolExecutor(2) as pool:
        plain, with_sharing = pool.map(grade_twice, [tiny_course, shared])
    assert plain == with_sharing
    assert plain[0]["ana"]["submission"][1] == 4.0  # the class really was graded
    assert plain[0]["ben"]["submission"][1] < 4.0
