"""Read-only tables derived from a library's data, built once per installation, shared by all.

A kernel that needs the gazetteer should not parse 17 MB of GeoNames JSON (0.7-5 s, 80-180
MB per process): the index is built once into an SQLite file, and every process after that
opens it read-only. Queries read only the pages they touch, and those pages sit in the
operating system's page cache, shared by every kernel of a class.

Where the file lives, first found wins: ``$TOOLUSE_DATA_DIR``; the installation's
``<sys.prefix>/share/tooluse`` (written by ``python -m autograder prepare``, which ``make
install`` and the image run); the user's ``~/.cache/tooluse``. When none holds it, the
first writable one gets it (written to a temporary name, then renamed, so processes that
build at once never read half a file); when none is writable the table is built in memory,
as before. The file name carries the table's version, so a library upgrade builds anew.
"""

from __future__ import annotations

import os
import sqlite3
import sys
import tempfile
import threading
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

Rows = Iterable[Sequence[object]]


def candidate_dirs() -> list[Path]:
    """The folders searched for a table, in order (see the module docstring)."""
    found = [Path(sys.prefix) / "share" / "tooluse", Path.home() / ".cache" / "tooluse"]
    if os.environ.get("TOOLUSE_DATA_DIR"):
        found.insert(0, Path(os.environ["TOOLUSE_DATA_DIR"]))
    return found


class Table:
    """A read-only key -> row table; ``get_many`` looks many keys up in one query."""

    def __init__(self, connection: sqlite3.Connection, where: str) -> None:
        self._db = connection
        self._lock = threading.Lock()  # the server's worker threads share one connection
        self.where = where

    def get_many(self, keys: Iterable[str]) -> dict[str, tuple]:
        wanted = list(dict.fromkeys(keys))
        found: dict[str, tuple] = {}
        with self._lock:
            for i in range(0, len(wanted), 500):  # below SQLite's bound-parameter limit
                chunk = wanted[i : i + 500]
                marks = ",".join("?" * len(chunk))
                query = f"SELECT * FROM entries WHERE key IN ({marks})"
                found |= {row[0]: row[1:] for row in self._db.execute(query, chunk)}
        return found


def open_table(name: str, columns: int, build: Callable[[], Rows]) -> Table:
    """The table ``name`` (file ``<name>.sqlite3``: put the version in the name), built by
    ``build()`` -- rows of ``(key, *values)``, ``columns`` values each -- when no file has it."""
    filename = f"{name}.sqlite3"
    for folder in candidate_dirs():
        path = folder / filename
        if path.is_file():
            return Table(_read_only(path), str(path))
    for folder in candidate_dirs():
        path = _write(folder, filename, columns, build)
        if path is not None:
            return Table(_read_only(path), str(path))
    memory = sqlite3.connect(":memory:", check_same_thread=False)
    _fill(memory, columns, build())
    return Table(memory, ":memory:")


def _read_only(path: Path) -> sqlite3.Connection:
    uri = f"{path.resolve().as_uri()}?mode=ro&immutable=1"
    return sqlite3.connect(uri, uri=True, check_same_thread=False)


def _write(folder: Path, filename: str, columns: int, build: Callable[[], Rows]) -> Path | None:
    """Build the file in ``folder``; None when the folder cannot be written."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=folder, suffix=".partial")
    except OSError:
        return None
    os.close(handle)
    try:
        with sqlite3.connect(temporary) as db:
            _fill(db, columns, build())
        db.close()
        os.chmod(temporary, 0o644)  # every user of the installation reads it
        os.replace(temporary, folder / filename)
    except (OSError, sqlite3.OperationalError):  # a full or read-only disk
        Path(temporary).unlink(missing_ok=True)
        return None
    return folder / filename


def _fill(db: sqlite3.Connection, columns: int, rows: Rows) -> None:
    values = ", ".join(f"v{i}" for i in range(columns))
    db.execute(f"CREATE TABLE entries (key TEXT PRIMARY KEY, {values}) WITHOUT ROWID")
    marks = ",".join("?" * (columns + 1))
    db.executemany(f"INSERT INTO entries VALUES ({marks})", rows)
    db.commit()
