"""Run the learner's `handle_turn` against fresh simulator clients and record what it sent.

Two runs: the scenario the learner worked with (``order_status``: the model says a sentence,
then calls `get_order_status`) and an unseen variant with another tool, another id and
other data, so that a hard-coded id or tool list fails. During a run the grader owns the
world: the namespace's ``client`` is a fresh simulator client and ``execute_tool`` answers
the scenario's tools; both are restored afterwards.
"""

from __future__ import annotations

import contextlib
import io
import json
from collections.abc import Callable, MutableMapping
from functools import cache
from typing import Any

from autograder.checks.plain import to_json_data
from autograder.checks.record import MODEL_FIELDS, exchanges_of
from autograder.checks.swap import patched

__all__ = ["RUN_NAMES", "run_handle_turn", "scenario_for", "variant_output"]

#: NB: "visible" first -- the variant's check compares against the visible run's id.
RUN_NAMES = ("visible", "variant")

#: The unseen variant: another tool, another id, another city and other data.
VARIANT_REPLACEMENTS = {
    "get_weather": "get_forecast",
    "toolu_01Weather9527": "toolu_01Forecast3141",
    "Hangzhou": "Busan",
    "항저우": "부산",
    "sunny": "rainy",
    26: 18,
}
VARIANT_PREFACE = {"ko": "부산 날씨를 먼저 알아볼게요.", "en": "Let me check Busan first."}


@cache
def _variant() -> Any:
    from autograder.simulator import Scenario, variant

    base = variant("weather", VARIANT_REPLACEMENTS, name="ex02_variant")
    return Scenario(base.name, {**base.data, "name": base.name, "preface": VARIANT_PREFACE})


def variant_output(name: Any, input: Any) -> str | None:
    """What the variant's tool `name` returns for `input` (None: no such tool, bad input)."""
    from autograder.simulator.handlers import handlers

    table = handlers(_variant())
    if not isinstance(name, str) or name not in table or not isinstance(input, dict):
        return None
    try:
        return table[name](**input)
    except (TypeError, KeyError, ValueError):  # input the tool does not take: no output
        return None


def scenario_for(run: str) -> Any:
    """The scenario (name or `Scenario`) a run plays."""
    return "order_status" if run == "visible" else _variant()


def run_handle_turn(
    namespace: MutableMapping[str, Any], run: str, client_factory: Callable[..., Any]
) -> dict[str, Any]:
    """Call ``handle_turn(question, tools)`` once; plain record of what it sent and ran.

    The record: every exchange (endpoint, request, status, response) and what the
    function returned.
    """
    handle_turn = namespace.get("handle_turn")
    if not callable(handle_turn):
        return {"defined": False}
    scenario = _scenario_object(scenario_for(run))
    client = client_factory(scenario)
    error, returned = None, None
    # The learner's prints stay out of the grade cell: stderr there would cost the points.
    sink = io.StringIO()
    with patched(namespace, client=client, execute_tool=_executor(scenario)):
        try:
            with contextlib.redirect_stdout(sink), contextlib.redirect_stderr(sink):
                returned = handle_turn(scenario.prompt("ko"), scenario.tools)
        # CellTimeout (a BaseException) passes: the budget is the grader's call, not evidence.
        except Exception as exc:  # the learner's bug is evidence, never a grader error
            error = {"type": type(exc).__name__, "message": str(exc)[:500]}
    return {
        "defined": True,
        "error": error,
        "exchanges": _exchanges(client),
        "returned": to_json_data(returned),
    }


def _scenario_object(scenario: Any) -> Any:
    from autograder.simulator import get_scenario

    return get_scenario(scenario) if isinstance(scenario, str) else scenario


def _exchanges(client: Any) -> list[dict[str, Any]]:
    return exchanges_of(client, ("path", *MODEL_FIELDS))  # path: model call or not


def _executor(scenario: Any) -> Callable[[str, Any], str]:
    """The scenario's tools behind ``execute_tool`` (unknown names get an error result)."""
    from autograder.simulator.handlers import handlers

    table = handlers(scenario)

    def execute_tool(name: str, input: Any) -> str:
        if not isinstance(name, str) or name not in table or not isinstance(input, dict):
            return json.dumps({"error": f"unknown tool {name!r}"})
        return table[name](**input)

    return execute_tool
