"""What produced a grading result: the grader's code and the settings it ran with.

`ApplyVerdicts` stamps every autograded notebook with `producer(settings)` (notebook
metadata ``tooluse.producer``), on every path (plain ``nbgrader autograde``, formgrader's
button, ``make grade``). The batch's skip-unchanged cache trusts a stored result only
when that stamp is the current one and the autograded file is the one it wrote, so a
result written by anything else (an older grader, another configuration, nbgrader's own
``Execute``) is graded again.
"""

from __future__ import annotations

import functools
import hashlib
import json
from pathlib import Path

__all__ = ["HASHED", "code_digest", "file_digest", "producer", "settings_digest"]

_PACKAGE = Path(__file__).resolve().parents[2]
#: The package folders whose code and data decide a grade.
HASHED = ("exercises", "checks", "grading", "simulator", "contract", "catalogue")


@functools.cache
def code_digest() -> str:
    """Hash of the exercises, checks, grading, simulator, contract and catalogue code."""
    digest = hashlib.sha256()
    for folder in HASHED:
        for path in sorted((_PACKAGE / folder).rglob("*")):
            if path.is_file() and path.suffix in (".py", ".json"):
                digest.update(str(path.relative_to(_PACKAGE)).encode() + b"\0")
                digest.update(path.read_bytes())
    return digest.hexdigest()


def settings_digest(settings: dict) -> str:
    """Hash of effective grading settings (trait values, not how they were spelled)."""
    text = json.dumps(settings, sort_keys=True, default=str)
    return hashlib.sha256(text.encode()).hexdigest()


def producer(settings: dict) -> dict[str, str]:
    """The stamp a result carries: grader code and settings."""
    return {"grader": code_digest(), "settings": settings_digest(settings)}


def file_digest(path: Path) -> str | None:
    """sha256 of a file's bytes, or None when it does not exist."""
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except FileNotFoundError:
        return None
