"""Run the learner's `run_batch` on a batch of slow look-ups and record when each one ran.

Each run asks the scenario's question (the model answers with several `tool_use` blocks),
gives the namespace a ``HANDLERS`` dict whose functions spend the scenario's simulated
latency (the seed's Meridian timing, scaled) and log when each call started and ended,
calls ``run_batch(response)``, and sends the next request with the message it returned.
Concurrency is then judged from those intervals (calls in flight together), never from
a wall-clock threshold. One handler of each run raises after its latency (a failure the
message must carry as a result). Visible run: Meridian's three look-ups; hidden run: five
look-ups of three tools with other latencies and another failing call.
"""

from __future__ import annotations

import contextlib
import io
import threading
import time
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
    "expected_output",
    "make_handlers",
    "run_batch_once",
    "scenario_for",
    "scenario_object",
]

FUNCTION = "run_batch"
SCALE = 0.1  # 4.6 s of the seed -> 0.46 s here (as `Latency.meridian()`)


@dataclass(frozen=True)
class Run:
    scenario: str
    latency: Mapping[str, float]  # seconds of the seed, per tool (scaled by SCALE)
    failing: tuple[str, str, str]  # (tool, input value, message) of the call that raises
    hidden: bool = False


#: NB: order = the order clients are opened (the grader binds transcripts by it).
RUNS = {
    "visible": Run(
        "meridian",
        {"get_project_status": 4.6, "get_site_weather": 4.5, "get_permit_state": 4.6},
        (
            "get_site_weather",
            "Riverside",
            "기상청 API가 응답하지 않습니다. 잠시 뒤 다시 조회하세요.",
        ),
    ),
    "variant": Run(
        "ex06_warehouse",
        {"get_dock_status": 3.9, "get_truck_eta": 5.2, "get_inventory": 4.1},
        ("get_truck_eta", "TRK-77", "운송사 위치 서버가 점검 중입니다. 10분 뒤 다시 조회하세요."),
        hidden=True,
    ),
}


def scenario_for(run: str) -> Any:
    """The scenario (name or `Scenario`) a run plays."""
    name = RUNS[run].scenario
    return exercise_scenario(name) if name.startswith("ex") else name


def scenario_object(run: str) -> Any:
    from autograder.simulator import get_scenario

    scenario = scenario_for(run)
    return get_scenario(scenario) if isinstance(scenario, str) else scenario


def make_handlers(run: str, spans: list | None = None) -> dict[str, Callable[..., str]]:
    """Name -> slow function for run `run`; each call appends (name, input, start, end)."""
    from autograder.simulator.handlers import handlers

    spec = RUNS[run]
    table = handlers(scenario_object(run))
    started = time.perf_counter()
    lock = threading.Lock()

    def slow(name: str, inner: Callable[..., str]) -> Callable[..., str]:
        def call(**tool_input: Any) -> str:
            begin = time.perf_counter() - started
            time.sleep(spec.latency.get(name, 1.0) * SCALE)
            end = time.perf_counter() - started
            if spans is not None:
                with lock:
                    spans.append([name, to_json_data(tool_input), round(begin, 4), round(end, 4)])
            tool, value, message = spec.failing
            if name == tool and value in tool_input.values():
                raise ConnectionError(message)
            return inner(**tool_input)

        call.__name__ = name
        return call

    return {name: slow(name, fn) for name, fn in table.items()}


def run_batch_once(
    namespace: MutableMapping[str, Any], run: str, client_factory: Callable[..., Any]
) -> dict[str, Any]:
    """One batch answered by the learner's function; plain record of spans and exchanges."""
    function = namespace.get(FUNCTION)
    if not callable(function):
        return {"defined": False}
    from autograder import MODEL

    scenario = scenario_object(run)
    client = client_factory(scenario_for(run))
    question = {"role": "user", "content": scenario.prompt("ko")}
    request = {"model": MODEL, "max_tokens": 1024, "tools": scenario.tools}
    spans: list = []
    record: dict[str, Any] = {"defined": True, "error": None, "spans": spans}
    try:
        first = client.messages.create(**request, messages=[question])
    except Exception as exc:
        record["error"] = _error(exc, "first_call")
        return _finish(record, client)
    sink = io.StringIO()  # the learner's prints stay out of the grade cell
    with patched(namespace, HANDLERS=make_handlers(run, spans)):
        try:
            with contextlib.redirect_stdout(sink), contextlib.redirect_stderr(sink):
                started = time.perf_counter()
                returned = function(first)
                record["seconds"] = round(time.perf_counter() - started, 4)
        except Exception as exc:  # the learner's bug is evidence, never a grader error
            record["error"] = _error(exc, "function")
            return _finish(record, client)
    turn = {"role": "assistant", "content": to_json_data(first.content)}
    with contextlib.suppress(Exception):  # a 400 is recorded by the simulator
        client.messages.create(**request, messages=[question, turn, to_json_data(returned)])
    return _finish(record, client)


def expected_output(run: str, name: Any, tool_input: Any) -> tuple[bool, str]:
    """(fails, output or the failure's message) of a call in run `run`, without waiting."""
    from autograder.simulator.handlers import handlers

    tool, value, message = RUNS[run].failing
    if not isinstance(tool_input, dict):
        return False, ""
    if name == tool and value in tool_input.values():
        return True, message
    table = handlers(scenario_object(run))
    return False, table[name](**tool_input) if name in table else ""


def _error(exc: BaseException, stage: str) -> dict[str, str]:
    return {"type": type(exc).__name__, "message": str(exc)[:500], "stage": stage}


def _finish(record: dict[str, Any], client: Any) -> dict[str, Any]:
    record["spans"] = list(record["spans"])
    record["exchanges"] = exchanges_of(client)
    return record
