"""Run the learner's `tool_results_message` on a fresh batch of calls, one of which fails.

Each run opens a simulator client, asks the scenario's question (the model answers with
several `tool_use` blocks), hands that response to the learner's function with the
grader's own `execute_tool` (one call of the batch raises), and sends the next request:
question, the model's turn, and what the function returned. The simulator records both
exchanges. ``evaluate`` judges the message the function *returned* (read through base
types, ``checks/plain.py``), never its source, and requires that the second request the
grader recorded is exactly question, model turn and that message: a patched SDK or
transport that rewrites what goes out cannot turn a wrong message into a right request.

Two runs: Meridian (three calls, three tools, the permit look-up times out) and an unseen
restock variant (four calls, one tool called three times, another call fails with another
exception), so a count, an id, a tool name or an exception type written into the code fails.
"""

from __future__ import annotations

import contextlib
import io
import json
from collections.abc import Callable, Mapping, MutableMapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from autograder.checks.plain import to_json_data
from autograder.checks.record import exchanges_of
from autograder.checks.scenario_files import exercise_scenario
from autograder.checks.stubs import is_stub
from autograder.checks.swap import patched

__all__ = ["FAILURES", "RUN_NAMES", "Failure", "run_tool_results", "scenario_for"]

#: NB: "visible" first -- the variant's check compares against the visible run's ids.
RUN_NAMES = ("visible", "variant")
FUNCTION = "tool_results_message"


@dataclass(frozen=True)
class Failure:
    """The one call of a run whose tool raises: which call, which exception, what it says."""

    tool: str
    input: Mapping[str, Any]
    exception: str  # a builtin exception class name
    message: str

    def matches(self, name: object, tool_input: object) -> bool:
        return name == self.tool and tool_input == dict(self.input)


FAILURES = {
    "visible": Failure(
        "get_permit_state",
        {"permit_id": "P-88213"},
        "TimeoutError",
        "허가 조회 서비스가 5초 안에 응답하지 않았습니다. 잠시 뒤 같은 허가 번호로 다시 조회하세요.",
    ),
    "variant": Failure(
        "check_stock",
        {"sku": "SKU-2044"},
        "ConnectionError",
        "창고 B 재고 서버에 연결하지 못했습니다. SKU-2044는 창고 A 재고로 다시 조회하세요.",
    ),
}

_EXCEPTIONS = {"TimeoutError": TimeoutError, "ConnectionError": ConnectionError}


@cache
def _restock() -> Any:
    return exercise_scenario("ex03_restock")


def scenario_for(run: str) -> Any:
    """The scenario (name or `Scenario`) a run plays."""
    return "meridian" if run == "visible" else _restock()


def scenario_object(run: str) -> Any:
    from autograder.simulator import get_scenario

    scenario = scenario_for(run)
    return get_scenario(scenario) if isinstance(scenario, str) else scenario


def make_executor(run: str, log: list | None = None) -> Callable[[str, Any], str]:
    """`execute_tool(name, input)` of run `run`: scenario results, one call raises."""
    from autograder.simulator.handlers import handlers

    table = handlers(scenario_object(run))
    failure = FAILURES[run]

    def execute_tool(name: str, input: Any) -> str:
        if log is not None:
            log.append([to_json_data(name), to_json_data(input)])
        if failure.matches(name, input):
            raise _EXCEPTIONS[failure.exception](failure.message)
        if name not in table or not isinstance(input, dict):
            return json.dumps({"error": f"알 수 없는 도구: {name}"}, ensure_ascii=False)
        return table[name](**input)

    return execute_tool


def run_tool_results(
    namespace: MutableMapping[str, Any], run: str, client_factory: Callable[..., Any]
) -> dict[str, Any]:
    """One batch answered by the learner's function; plain record of what was sent."""
    function = namespace.get(FUNCTION)
    if not callable(function):
        return {"defined": False}
    from autograder import MODEL

    scenario = scenario_object(run)
    client = client_factory(scenario)
    question = {"role": "user", "content": scenario.prompt("ko")}
    request = {"model": MODEL, "max_tokens": 1024, "tools": scenario.tools}
    record: dict[str, Any] = {"defined": True, "error": None, "executed": [], "returned": None}
    try:
        first = client.messages.create(**request, messages=[question])
    except Exception as exc:  # e.g. the grading channel closed; the transcript says more
        record["error"] = _error(exc, stage="first_call")
        return _finish(record, client)
    sink = io.StringIO()  # the learner's prints stay out of the grade cell
    executor = make_executor(run, record["executed"])
    with patched(namespace, execute_tool=executor):
        try:
            with contextlib.redirect_stdout(sink), contextlib.redirect_stderr(sink):
                returned = function(first)
        except Exception as exc:  # the learner's bug is evidence, never a grader error
            record["error"] = _error(exc, stage="function")
            record["stub"] = is_stub(function)  # not started, or filled with a part left
            return _finish(record, client)
    plain = to_json_data(returned)
    record["returned"] = _shape(plain)
    record["value"] = plain  # the learner's answer: what the rules judge
    turn = {"role": "assistant", "content": to_json_data(first.content)}
    # a copy goes out: code that edits the request on its way changes that, not the answer
    copy = json.loads(json.dumps(plain))
    sent = copy if record["returned"] == "messages" else [copy]
    try:
        client.messages.create(**request, messages=[question, turn, *sent])
    except Exception as exc:  # a 400 is recorded by the simulator; keep the SDK's own errors
        record["send_error"] = _error(exc, stage="send")
    return _finish(record, client)


def _shape(value: Any) -> str:
    """What the function returned: one message, a list of messages, or something else."""
    if isinstance(value, dict) and "role" in value:
        return "message"
    if (
        isinstance(value, list)
        and value
        and all(isinstance(m, dict) and "role" in m for m in value)
    ):
        return "messages"
    if value is None:
        return "none"
    return "other"


def _error(exc: BaseException, *, stage: str) -> dict[str, str]:
    return {"type": type(exc).__name__, "message": str(exc)[:500], "stage": stage}


def _finish(record: dict[str, Any], client: Any) -> dict[str, Any]:
    record["exchanges"] = exchanges_of(client)
    return record
