"""Grader-only data of an exercise: the files under ``autograder/exercises/<id>/hidden/``.

Hidden inputs (tasks, probes, run tables whose answers must not be learnt in advance) live
in the exercise's ``hidden/`` folder and are read only by code that runs in the grader's
process: ``evaluate``, ``bind_*`` and the grader's simulator (scenarios it builds from
names). They never reach a learner: the class server's learner installation leaves every
``hidden/`` folder out (``hub/install.py``), and the grading sandbox does not show them.
Where they are absent (a learner installation), `load_json` raises `HiddenDataUnavailable`,
which a criterion that needs the data turns into "checked only when graded".

A conversation whose scenario is built from hidden data is asked for by reference: code
running beside the learner's (``collect``) hands ``client_factory`` a `HiddenScenario`
(exercise and run name), which the clean room sends as `HiddenScenario.spec` and the
grader's simulator turns into the real scenario with `resolve_scenario`, in the grader's
process (the exercise's own ``scenario_for(run)``, which can read the data there).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

__all__ = [
    "HIDDEN",
    "HiddenDataUnavailable",
    "HiddenScenario",
    "hidden_dir",
    "load_json",
    "resolve_scenario",
]

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


@dataclass(frozen=True)
class HiddenScenario:
    """A scenario built from `exercise`'s hidden data for its run `run`, asked for by name."""

    exercise: str
    run: str

    def spec(self) -> dict[str, str]:
        """The plain reference a sandboxed ``client_factory`` sends to the grader."""
        return {"hidden": self.exercise, "run": self.run}


def resolve_scenario(spec: Mapping[str, Any]) -> Any:
    """The `Scenario` a `HiddenScenario.spec` names, built in the grader's process.

    ValueError for a reference to no exercise, or to a run whose scenario is not hidden data
    readable here (the exercise's ``scenario_for`` answers another reference).
    """
    from autograder.checks import EXERCISES, exercise_module
    from autograder.simulator import Scenario

    exercise, run = spec.get("hidden"), spec.get("run")
    if exercise not in EXERCISES or not isinstance(run, str):
        raise ValueError(f"no hidden scenario {exercise!r}/{run!r}")
    scenario = exercise_module(exercise).scenario_for(run)
    if not isinstance(scenario, Scenario):
        raise ValueError(f"{exercise}/{run}: hidden scenario not readable here")
    return scenario
