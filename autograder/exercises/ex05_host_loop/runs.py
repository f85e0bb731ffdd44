"""Run the learner's `run_loop` over several conversations and record what it sent.

Each run gives the namespace a fresh ``call_model`` (a simulator client with the run's
``max_tokens``) and ``execute_tool`` (the scenario's tools, every call logged), calls
``run_loop(question, tools, max_rounds=...)`` once, and keeps the function's outcome
and every exchange. Visible runs are the conversations the notebook shows (deploy, a
model that never stops, a reply cut by ``max_tokens``); hidden runs are others (one
round, five rounds with a parallel batch, another endless model with another cap, a cut
in the middle of a batch).
"""

from __future__ import annotations

import contextlib
import io
import json
from collections.abc import Callable, Mapping, MutableMapping
from dataclasses import dataclass
from typing import Any

from autograder.checks.plain import to_json_data
from autograder.checks.record import exchanges_of
from autograder.checks.scenario_files import exercise_scenario
from autograder.checks.swap import patched

__all__ = [
    "RUNS",
    "Run",
    "TooManyCalls",
    "expected_output",
    "make_world",
    "run_loop_once",
    "run_tools",
    "scenario_for",
]

FUNCTION = "run_loop"
#: More model calls than any run needs: past it the loop is stopped (it would never end).
CALL_LIMIT = 25


class TooManyCalls(BaseException):
    """Raised by the grader's `call_model` past `CALL_LIMIT` (BaseException: a learner's
    ``except Exception`` must not swallow it and keep the loop spinning)."""


@dataclass(frozen=True)
class Run:
    """One conversation: its scenario, the loop's cap, the reply budget, the outcome due."""

    scenario: str  # a simulator scenario name or an exercise scenario file
    max_rounds: int
    max_tokens: int
    expected: str  # "done", "max_rounds" or "max_tokens"
    label: str  # how the learner hears about it (Korean)
    hidden: bool = False

    @property
    def measures_cap(self) -> bool:
        """An endless-model run judges the cap alone: its `call_model` sends the run's tools
        whatever the request carried, so a loop that forgets `tools` (the tools criterion's
        finding, on the finite runs) still meets a model that never stops."""
        return self.expected == "max_rounds"


#: NB: order = the order clients are opened (the grader binds transcripts by it).
RUNS = {
    "deploy": Run("deploy", 10, 1024, "done", "배포 봇(도구 두 라운드)"),
    "never_stops": Run("ex05_never_stops", 4, 1024, "max_rounds", "멈추지 않는 모델(상한 4)"),
    "cut_off": Run("deploy", 10, 30, "max_tokens", "max_tokens에 잘린 응답"),
    "one_round": Run("weather", 10, 1024, "done", "도구 한 라운드", hidden=True),
    "five_rounds": Run(
        "ex05_onboarding", 10, 1024, "done", "다섯 라운드, 병렬 호출 포함", hidden=True
    ),
    "never_stops_7": Run(
        "ex05_never_stops", 7, 1024, "max_rounds", "멈추지 않는 모델(상한 7)", hidden=True
    ),
    "cut_mid_batch": Run(
        "ex05_onboarding", 10, 66, "max_tokens", "병렬 호출 도중 잘린 응답", hidden=True
    ),
}


def scenario_for(run: str) -> Any:
    """The scenario (name or `Scenario`) a run plays."""
    name = RUNS[run].scenario
    return exercise_scenario(name) if name.startswith("ex") else name


def run_tools(run: str) -> list[dict]:
    """The tool definitions run `run` hands to `run_loop`."""
    return _scenario_object(scenario_for(run)).tools


def expected_output(run: str, call: Mapping[str, Any]) -> str:
    """What the run's `execute_tool` returns for `call` (a JSON string)."""
    from autograder.simulator.handlers import handlers

    return _run_tool(
        handlers(_scenario_object(scenario_for(run))), call.get("name"), call.get("input")
    )


def _run_tool(table: Mapping[str, Callable[..., str]], name: Any, tool_input: Any) -> str:
    if name not in table or not isinstance(tool_input, dict):
        return json.dumps({"error": f"알 수 없는 도구: {name}"}, ensure_ascii=False)
    return table[name](**tool_input)


def _scenario_object(scenario: Any) -> Any:
    from autograder.simulator import get_scenario

    return get_scenario(scenario) if isinstance(scenario, str) else scenario


def make_world(
    scenario: Any, max_tokens: int = 1024, *, client_factory=None, log=None, keep_tools=False
):
    """(call_model, execute_tool) for `scenario`: a fresh simulator and its tools
    (`keep_tools`: every request carries the scenario's tools, see `Run.measures_cap`)."""
    from autograder import MODEL, make_client
    from autograder.simulator.handlers import handlers

    scenario = _scenario_object(scenario)
    client = (client_factory or make_client)(scenario)
    table = handlers(scenario)

    calls = []

    def call_model(**kwargs: Any) -> Any:
        """One model call; `max_tokens` is the exercise's, whatever else is passed."""
        calls.append(1)
        if len(calls) > CALL_LIMIT:
            raise TooManyCalls(f"more than {CALL_LIMIT} model calls")
        fixed = {"model": MODEL, "max_tokens": max_tokens}
        if keep_tools:
            fixed["tools"] = scenario.tools
        return client.messages.create(**{**kwargs, **fixed})

    def execute_tool(name: str, input: Any) -> str:
        if log is not None:
            log.append([to_json_data(name), to_json_data(input)])
        return _run_tool(table, name, input)

    call_model.client = client  # type: ignore[attr-defined]
    return call_model, execute_tool


def run_loop_once(
    namespace: MutableMapping[str, Any], run: str, client_factory: Callable[..., Any]
) -> dict[str, Any]:
    """Call ``run_loop`` on one conversation; plain record of its outcome and exchanges."""
    function = namespace.get(FUNCTION)
    if not callable(function):
        return {"defined": False}
    spec = RUNS[run]
    scenario = _scenario_object(scenario_for(run))
    executed: list = []
    call_model, execute_tool = make_world(
        scenario,
        spec.max_tokens,
        client_factory=client_factory,
        log=executed,
        keep_tools=spec.measures_cap,
    )
    record: dict[str, Any] = {"defined": True, "error": None, "returned": None}
    sink = io.StringIO()  # the learner's prints stay out of the grade cell
    with patched(namespace, call_model=call_model, execute_tool=execute_tool):
        try:
            with contextlib.redirect_stdout(sink), contextlib.redirect_stderr(sink):
                returned = function(
                    scenario.prompt("ko"), scenario.tools, max_rounds=spec.max_rounds
                )
            record["returned"] = _outcome(returned)
        except (Exception, TooManyCalls) as exc:  # the learner's bug is evidence
            record["error"] = {"type": type(exc).__name__, "message": str(exc)[:500]}
    record["executed"] = executed
    record["exchanges"] = exchanges_of(call_model.client)
    return record


def _outcome(returned: Any) -> dict[str, Any]:
    """The returned outcome as plain data: its status and messages, or what it was."""
    plain = to_json_data(returned)
    if not isinstance(plain, dict):
        return {"shape": type(returned).__name__}
    messages = plain.get("messages")
    return {
        "shape": "dict",
        "status": plain.get("status"),
        "messages": messages if isinstance(messages, list) else None,
    }
