"""One SQLAlchemy engine per gradebook file and process, for nbgrader's ``Gradebook``.

nbgrader opens a new ``Gradebook`` -- and with it a new SQLAlchemy engine -- about nine
times per notebook it autogrades (the converter's own steps, ``SaveAutoGrades``,
``LateSubmissions``, ``OverwriteKernelspec``), and closes it each time. SQLAlchemy keeps
its compiled-statement cache on the engine, so every Gradebook compiled every query
afresh: a quarter of a plain ``nbgrader autograde`` run's CPU (profiled on ex04's 91
notebooks). `share_gradebook_engines`, called from ``nbgrader_config.py`` (so every
nbgrader command and every ``make grade`` worker gets it), makes nbgrader's
``create_engine`` hand out one engine per gradebook file instead.

Each ``Gradebook`` also runs ``Base.metadata.create_all``, which asks SQLite about each
of nbgrader's tables, one statement per table, to create those missing. On a file this
process shares, `create_missing_tables` first reads the file's table names in one
statement and leaves ``create_all`` out when none is missing (what ``create_all`` would
then do: nothing); otherwise ``create_all`` runs as before. A ``make grade`` worker spent
about a tenth of its CPU per learner in those checks (ex01: ~100 ms per learner, ~10 ms
of it saved).

What stays as it was: ``Gradebook.close`` still disposes the engine, which closes its
pooled connections (SQLAlchemy then starts a fresh pool on the same engine), so no
connection outlives a Gradebook, as before; only the engine object, its dialect and its
statement cache are reused. Only SQLite files are shared (an in-memory database is one
per engine, so sharing it would change what a Gradebook sees); any other URL gets its own
engine as nbgrader made it. `release` closes a file's pooled connections before that file
is replaced (a ``make grade`` worker refills one gradebook per learner). A forked child
(``make grade``'s workers) forgets the pooled connections it inherited, as SQLAlchemy
advises. `tests/grading/test_gradebook_engines.py` grades one class with and without
sharing and requires identical gradebooks.
"""

from __future__ import annotations

import os
import threading

import nbgrader.api
from sqlalchemy import create_engine, text
from sqlalchemy.engine import URL, Engine, make_url

__all__ = ["create_missing_tables", "release", "share_gradebook_engines", "shared_create_engine"]

_engines: dict[tuple, Engine] = {}
_lock = threading.Lock()


def shared_create_engine(url, **kwargs) -> Engine:
    """``create_engine``, returning the process's one engine for a SQLite file URL."""
    file_url = _sqlite_file(url)
    if file_url is None:
        return create_engine(url, **kwargs)
    key = (_name(file_url), repr(sorted(kwargs.items())))
    with _lock:
        engine = _engines.get(key)
        if engine is None:
            engine = _engines[key] = create_engine(file_url, **kwargs)
    return engine


def release(url) -> None:
    """Close the pooled connections of the shared engine of `url`'s file, if there is one:
    call it before that file is replaced, so no connection reads the old one."""
    file_url = _sqlite_file(url)
    if file_url is None:
        return
    name = _name(file_url)
    with _lock:
        found = [engine for key, engine in _engines.items() if key[0] == name]
    for engine in found:
        engine.dispose()


def share_gradebook_engines() -> None:
    """Make nbgrader's ``Gradebook`` use `shared_create_engine` and `create_missing_tables`
    (idempotent)."""
    nbgrader.api.create_engine = shared_create_engine
    nbgrader.api.Base.metadata.create_all = create_missing_tables


#: nbgrader's own ``create_all``, which `create_missing_tables` calls when it must.
_create_all = nbgrader.api.Base.metadata.create_all


def create_missing_tables(bind=None, tables=None, checkfirst: bool = True) -> None:
    """nbgrader's ``Base.metadata.create_all``, without its per-table checks when `bind` is
    a shared engine (`shared_create_engine`) whose file already has every table."""
    if bind in _engines.values() and tables is None and checkfirst:
        with bind.connect() as connection:
            found = connection.execute(text("SELECT name FROM sqlite_master WHERE type='table'"))
            if set(nbgrader.api.Base.metadata.tables) <= {name for (name,) in found}:
                return
    _create_all(bind=bind, tables=tables, checkfirst=checkfirst)


def _name(file_url: URL) -> str:
    """The first part of an engine's key in `_engines`: the file's absolute URL."""
    return file_url.render_as_string(hide_password=False)


def _sqlite_file(url) -> URL | None:
    """`url` with an absolute path if it names a SQLite file, else None."""
    parsed = make_url(url)
    database = parsed.database or ""
    if parsed.get_backend_name() != "sqlite" or database in ("", ":memory:"):
        return None
    if parsed.query:  # URI forms (file:...?mode=memory&uri=true): leave them as they were
        return None
    # A relative path names another file after a chdir: the engine names the file itself.
    return parsed.set(database=os.path.abspath(database))


def _forget_inherited_connections() -> None:
    # The parent's pooled connections must not be used (or closed) by a forked child.
    for engine in list(_engines.values()):
        engine.dispose(close=False)


os.register_at_fork(after_in_child=_forget_inherited_connections)
