"""Exercise scenarios kept as JSON beside the simulator's own (``ex0N_*.json``).

The simulator's named scenarios are fixed (``autograder.simulator.SCENARIOS``); an
exercise's extra conversations -- its unseen variants, a model that never stops -- are
data files in the same folder, loaded here as custom `Scenario` objects. Clients take
them like any `Scenario` (``make_client(exercise_scenario("ex05_never_stops"))``), and
the grader draws fresh ``toolu_`` ids for the ids they write.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

__all__ = ["SCENARIO_DIR", "exercise_scenario"]

SCENARIO_DIR = Path(__file__).resolve().parents[1] / "simulator" / "scenarios"


@cache
def _data(name: str) -> str:
    if not name.startswith("ex") or "/" in name or "\\" in name:
        raise ValueError(f"not an exercise scenario: {name!r}")
    return (SCENARIO_DIR / f"{name}.json").read_text(encoding="utf-8")


def exercise_scenario(name: str) -> Any:
    """A fresh `Scenario` for the exercise scenario file ``<name>.json``."""
    from autograder.simulator import Scenario

    data = json.loads(_data(name))
    return Scenario(data["name"], data)
