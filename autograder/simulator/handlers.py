"""The scenarios' tools as plain Python functions, for lessons that need a host side.

``handlers("meridian")`` returns ``{"get_project_status": fn, ...}``: each function takes
the tool's input as keyword arguments and returns a JSON string from the scenario's
canonical results (the seed values). With a ``Latency`` each call first waits its
simulated tool latency, so sequential vs parallel execution shows the seed's timing.
"""

from __future__ import annotations

import json
from collections.abc import Callable

from autograder.simulator.latency import Latency, with_latency
from autograder.simulator.model import Scenario, get_scenario


def handlers(
    scenario: str | Scenario, latency: Latency | None = None
) -> dict[str, Callable[..., str]]:
    """Name -> function for every tool of ``scenario`` (a ``HANDLERS`` dict)."""
    data = get_scenario(scenario) if isinstance(scenario, str) else scenario
    results = data.results()
    table = {}
    for tool in data.tools:
        func = _handler(tool["name"], results.get(tool["name"], {"ok": True}))
        table[tool["name"]] = with_latency(tool["name"], func, latency) if latency else func
    return table


def _handler(name: str, canned: object) -> Callable[..., str]:
    def run(**tool_input: object) -> str:
        return json.dumps(_pick(canned, tool_input), ensure_ascii=False)

    run.__name__ = name
    run.__doc__ = f"Scripted `{name}`: the scenario's canonical result for the given input."
    return run


def _pick(canned: object, tool_input: dict) -> object:
    """The canned result; ``{"by_input": key, "values": {...}}`` picks by that input value."""
    if isinstance(canned, dict) and "by_input" in canned:
        value = tool_input.get(canned["by_input"])
        return (
            canned["values"].get(value, canned.get("otherwise"))
            if isinstance(value, str)
            else canned.get("otherwise")
        )
    return canned
