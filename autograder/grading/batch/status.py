"""What a batch did, learner by learner, and what is stored about each learner.

`BatchResult` is one batch's outcome (graded / unchanged / failed or stale, with notes: timed out,
output truncated, grade cells restored, misplaced files). `StatusBook` keeps the latest
status per learner in ``.grading/<id>/status.json`` (a failed re-grade marks the old
score stale; `export` writes it to the ``status`` column of grades.csv). The verdicts
themselves are read from the autograded notebooks' ``tooluse`` metadata (`stored_verdicts`),
written by `ApplyVerdicts` on every path.
"""

from __future__ import annotations

import contextlib
import fcntl
import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

import nbformat

from autograder.grading.plugins.restore import METADATA

__all__ = [
    "BatchResult",
    "StatusBook",
    "assignment_lock",
    "misplaced",
    "notes_of",
    "stored_verdicts",
]


@dataclass
class BatchResult:
    """What a batch did: graded / skipped / failed student ids, notes, seconds per learner."""

    graded: list[str] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)
    failed: dict[str, str] = field(default_factory=dict)
    stale: list[str] = field(default_factory=list)  #: failed, an earlier score kept
    seconds: dict[str, float] = field(default_factory=dict)
    notes: dict[str, dict] = field(default_factory=dict)
    misplaced: list[str] = field(default_factory=list)
    interrupted: bool = False


def stored_verdicts(graded_dir: Path) -> dict[str, list[dict]]:
    """notebook name -> the verdicts `ApplyVerdicts` stored in that autograded notebook."""
    found = {}
    for path in sorted(graded_dir.glob("*.ipynb")):
        meta = nbformat.read(path, as_version=4).metadata.get(METADATA) or {}
        if "verdicts" in meta:
            found[path.stem] = list(meta["verdicts"])
    return found


def notes_of(graded_dir: Path) -> dict:
    """Instructor notes about one graded submission: timeouts, truncation, restored cells."""
    notes: dict = {"timed_out": False, "time_limit": "", "truncated": False, "restored": []}
    for path in sorted(graded_dir.glob("*.ipynb")):
        meta = nbformat.read(path, as_version=4).metadata.get(METADATA) or {}
        run = meta.get("run") or {}
        keys = {v.get("key") for v in meta.get("verdicts", [])}
        notes["timed_out"] |= run.get("failure") == "grading.notebook_timeout" or bool(
            keys & {"grading.cell_timeout", "grading.notebook_timeout"}
        )
        if run.get("time_limit"):  # not graded: what stopped it, for the instructor
            notes["time_limit"] = notes["time_limit"] or run.get("detail") or "time limit"
        notes["truncated"] |= bool(run.get("truncated"))
        notes["restored"] += sorted({*meta.get("deleted", []), *meta.get("altered", [])})
    return notes


def misplaced(submitted: Path, assignment: str, source: Path) -> list[str]:
    """Files under `submitted` that look meant for `assignment` but sit where nbgrader
    does not look (``submitted/<student>/<assignment>/<notebook>.ipynb``); one line each."""
    expected = {p.name for p in source.glob("*.ipynb")}
    lines = []
    for entry in sorted(submitted.iterdir()) if submitted.is_dir() else []:
        if entry.is_file():
            lines.append(f"{entry}: a file directly under {submitted} (expected a student folder)")
            continue
        folder = entry / assignment
        if not folder.is_dir():
            stray = sorted(p.name for p in entry.rglob("*.ipynb") if assignment in str(p))
            if stray:
                lines.append(f"{entry}: {', '.join(stray)} outside {folder}")
            continue
        names = {p.name for p in folder.glob("*.ipynb")}
        missing = sorted(expected - names)
        if missing:
            extra = sorted(names - expected)
            found = f" (found {', '.join(extra)})" if extra else ""
            lines.append(f"{folder}: missing {', '.join(missing)}{found}")
    return lines


class StatusBook:
    """Latest grading status per learner: {"status", "reason", "at", "notes"}."""

    def __init__(self, state: Path) -> None:
        self.path = state / "status.json"
        self.entries: dict[str, dict] = load_status(state)

    def graded(self, student: str, notes: dict) -> None:
        self.entries[student] = {"status": "graded", "at": _now(), "notes": notes}

    def failed(self, student: str, reason: str) -> str:
        """Record a grading that failed; "stale" when an earlier score is kept, else "failed"."""
        before = self.entries.get(student, {})
        stale = before.get("status") in ("graded", "stale")
        status = "stale" if stale else "failed"
        self.entries[student] = {"status": status, "reason": reason, "at": _now()}
        return status

    def save(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        temporary = self.path.with_suffix(".tmp")
        temporary.write_text(json.dumps(self.entries, ensure_ascii=False, indent=1), "utf-8")
        temporary.replace(self.path)


def load_status(state: Path) -> dict[str, dict]:
    path = state / "status.json"
    return json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}


@contextlib.contextmanager
def assignment_lock(state: Path) -> Iterator[None]:
    """One grade command per assignment at a time: a second one refuses, saying why."""
    state.mkdir(parents=True, exist_ok=True)
    lock = (state / "lock").open("w")
    try:
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            raise RuntimeError(
                f"another grade command is grading this assignment (lock: {state / 'lock'}); "
                "wait for it to finish"
            ) from None
        yield
    finally:
        lock.close()


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")
