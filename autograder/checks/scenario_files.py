"""Exercise scenarios kept as JSON in their exercise's folder (``scenarios/exNN_*.json``).

The simulator's named scenarios are fixed (``autograder.simulator.SCENARIOS``); an
exercise's extra conversations -- its unseen variants, a model that never stops -- are
data files of the exercise (``autograder/exercises/<id>/scenarios/``), loaded here as
custom `Scenario` objects. Clients take them like any `Scenario`
(``make_client(exercise_scenario("ex05_never_stops"))``), and the grader draws fresh
``toolu_`` ids for the ids they write. A scenario's name starts with its exercise's
number, which finds the folder.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

__all__ = ["EXERCISES_DIR", "exercise_scenario", "scenario_path"]

EXERCISES_DIR = Path(__file__).resolve().parents[1] / "exercises"


def scenario_path(name: str) -> Path:
    """The file of exercise scenario `name` (``ex05_never_stops`` -> ex05's folder)."""
    if not name.startswith("ex") or "/" in name or "\\" in name or "_" not in name:
        raise ValueError(f"not an exercise scenario: {name!r}")
    number = name.split("_", 1)[0]
    found = sorted(EXERCISES_DIR.glob(f"{number}_*/scenarios/{name}.json"))
    if not found:
        raise FileNotFoundError(f"no exercise scenario {name!r} under {EXERCISES_DIR}")
    return found[0]


@cache
def _data(name: str) -> str:
    return scenario_path(name).read_text(encoding="utf-8")


def exercise_scenario(name: str) -> Any:
    """A fresh `Scenario` for the exercise scenario file ``<name>.json``."""
    from autograder.simulator import Scenario

    data = json.loads(_data(name))
    return Scenario(data["name"], data)
