"""Grader-only data of an exercise: the files under ``autograder/exercises/<id>/hidden/``.

Hidden inputs (tasks, probes, run tables whose answers must not be learnt in advance) live
in the exercise's ``hidden/`` folder and are read only by code that runs in the grader's
process: ``evaluate``, ``bind_*`` and the grader's simulator (scenarios it builds from
names). They never reach a learner: the class server's learner installation leaves every
``hidden/`` folder out (``hub/install.py``), and the grading sandbox does not show them.
Where they are absent (a learner installation), `load_json` raises `HiddenDataUnavailable`,
which a criterion that needs the data turns into "checked only when graded".
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

__all__ = ["HIDDEN", "HiddenDataUnavailable", "hidden_dir", "load_json"]

#: The folder name, inside an exercise's folder, that only grading may read.
HIDDEN = "hidden"
_EXERCISES = Path(__file__).resolve().parent.parent / "exercises"


class HiddenDataUnavailable(LookupError):
    """An exercise's hidden data is not in this installation (a learner's, or the sandbox)."""


def hidden_dir(exercise: str) -> Path:
    """The folder holding `exercise`'s grader-only files."""
    return _EXERCISES / exercise / HIDDEN


@cache
def _read(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def load_json(exercise: str, name: str) -> Any:
    """The parsed JSON file `name` of `exercise`'s hidden folder (a fresh copy each call)."""
    path = hidden_dir(exercise) / name
    try:
        return json.loads(_read(path))
    except (FileNotFoundError, PermissionError) as exc:
        raise HiddenDataUnavailable(
            f"{exercise}: hidden data {name!r} is not readable here"
        ) from exc
