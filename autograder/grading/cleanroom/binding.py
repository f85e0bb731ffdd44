"""Put the grader's own recordings into the evidence before `evaluate` reads it.

``collect`` runs in the learner's process, so whatever it reports about model calls
could be forged there. The grader recorded every exchange itself (`SimulatorHost`), in
the order the clients were opened. Binding replaces the claimed exchanges with those
recordings and checks that each conversation played the scenario the exercise meant
(a forged or swapped scenario yields an empty, failing run).

An exercise module may define ``bind_transcripts(evidence, transcripts)`` itself; else
`bind` knows the layouts in use: ``{"runs": {name: {"defined", "exchanges", ...}}}``
(runs opened in key order, scenario from the module's ``scenario_for(name)``), and
otherwise ``evidence["transcripts"]``.

Then, for an exercise whose learner code acts on a world (``checks/world.py``), the
module's ``bind_worlds(evidence, worlds, transcripts)`` replaces what ``collect``
claims about it by the worlds the grader held (`SimulatorHost.recorded_worlds`).
"""

from __future__ import annotations

import importlib
import json
from types import ModuleType

__all__ = ["bind"]

#: What a bound exchange keeps (plain data); `path` tells a model call from count_tokens.
_EXCHANGE_KEYS = ("path", "request", "status", "response", "error")


def bind(
    module: ModuleType, evidence: object, transcripts: list[dict], worlds: dict | None = None
) -> object:
    """`evidence` with every claimed transcript and world replaced by the grader's records."""
    bound = _bind_transcripts(module, evidence, transcripts)
    hook = getattr(module, "bind_worlds", None)
    return bound if hook is None else hook(bound, worlds or {}, transcripts)


def _bind_transcripts(module: ModuleType, evidence: object, transcripts: list[dict]) -> object:
    hook = getattr(module, "bind_transcripts", None)
    if hook is not None:
        return hook(evidence, transcripts)
    if isinstance(evidence, dict) and isinstance(evidence.get("runs"), dict):
        return {**evidence, "runs": _bind_runs(module, evidence["runs"], transcripts)}
    if isinstance(evidence, dict):
        return {**evidence, "transcripts": transcripts}
    return evidence


def _bind_runs(module: ModuleType, runs: dict, transcripts: list[dict]) -> dict:
    scenario_for = _scenario_for(module)
    recorded = iter(transcripts)
    bound = {}
    for name, run in runs.items():
        if not (isinstance(run, dict) and run.get("defined") is True):
            bound[name] = {"defined": False}  # nothing claimed about it survives
            continue
        transcript = next(recorded, None)
        if transcript is None or not _same_scenario(transcript["scenario"], scenario_for(name)):
            bound[name] = {"defined": True, "error": {"type": "GradingMismatch"}, "exchanges": []}
            continue
        exchanges = [{k: e.get(k) for k in _EXCHANGE_KEYS} for e in transcript["exchanges"]]
        bound[name] = {**run, "exchanges": exchanges}
    return bound


def _scenario_for(module: ModuleType):
    """The exercise's `scenario_for(run)` (the module or its ``_runs`` sibling)."""
    if hasattr(module, "scenario_for"):
        return module.scenario_for
    for candidate in (module.__name__.rsplit("_", 2)[0] + "_runs",):
        try:
            found = getattr(importlib.import_module(candidate), "scenario_for", None)
        except ImportError:
            continue
        if found is not None:
            return found
    return lambda name: None


def _same_scenario(recorded: object, expected: object) -> bool:
    """Whether the conversation the grader recorded played the expected scenario."""
    if expected is None:
        return True
    return _canonical(recorded) == _canonical(expected)


def _canonical(scenario: object) -> str:
    if scenario is None or isinstance(scenario, str):
        name, data = scenario, None
        if isinstance(scenario, str):
            from autograder.simulator import get_scenario

            try:
                data = get_scenario(scenario).data
            except ValueError:
                data = None
    elif isinstance(scenario, dict):
        name, data = scenario.get("name"), scenario.get("data")
    else:
        name, data = getattr(scenario, "name", None), getattr(scenario, "data", None)
    return json.dumps([name, data], sort_keys=True, default=str)
