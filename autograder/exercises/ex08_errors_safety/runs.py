"""Drive the learner's executor with a scripted, misbehaving model and record what happened.

A *world* is one user, one `Store`, the tool definitions and the retry cap; its *cases*
are the calls a careless or manipulated model makes: a valid read, invalid arguments,
someone else's refund, an instruction injected into a tool result and followed, an
unknown tool, a missing order, the same failing call again and again, and a refund whose
gateway times out after paying (then retried). For each call the grader makes a
`tool_use` block, hands it to ``execute(block)``, and sends the result back to the
simulator as the next request would (so the API judges its shape). Evidence: every
result, the store's log per call, the refunds left behind, and the exchanges.
"""

from __future__ import annotations

import contextlib
import copy
import io
from collections.abc import Callable, Mapping
from typing import Any

from autograder.checks.plain import to_json_data
from autograder.checks.world import open_world

from .store import Store
from .worlds import WORLDS, Case, World, tools_for

__all__ = ["practice_world", "run_world", "scenario_for"]

FUNCTION = "make_executor"


def scenario_for(run: str) -> Any:
    """Every world talks to the simulator's "auto" model (only the API's verdict matters)."""
    return None


def run_world(namespace: Mapping[str, Any], run: str, client_factory: Callable[..., Any]) -> dict:
    """Build the learner's executor for world `run`, play its cases; plain record."""
    make_executor = namespace.get(FUNCTION)
    if not callable(make_executor):
        return {"defined": False}
    world = WORLDS[run]
    client = client_factory(scenario_for(run))
    store = open_world("ex08/store", run)
    record: dict[str, Any] = {"defined": True, "error": None, "cases": []}
    sink = io.StringIO()  # the learner's prints stay out of the grade cell
    with contextlib.redirect_stdout(sink), contextlib.redirect_stderr(sink):
        try:
            execute = make_executor(world.user, store, tools_for(world), world.cap)
        except Exception as exc:
            record["error"] = _error(exc)
        else:
            record["cases"] = [_play(case, execute, store, client, world) for case in world.cases]
    record["refunds"] = to_json_data(store.refunds)
    record["store_log"] = to_json_data(store.log)
    record["exchanges"] = _exchanges(client)
    return record


def _play(case: Case, execute: Callable, store: Store, client: Any, world: World) -> dict:
    from anthropic.types import ToolUseBlock

    turns = []
    for number, (name, tool_input) in enumerate(case.calls):
        block = ToolUseBlock(
            type="tool_use",
            id=f"toolu_01Ex08{case.kind.title().replace('_', '')}{number}",
            name=name,
            input=copy.deepcopy(tool_input),
        )
        before = len(store.log)
        try:
            result = to_json_data(execute(block))
            raised = None
        except Exception as exc:  # an exception escaping the executor is the finding
            result, raised = None, _error(exc)
        turns.append(
            {
                "id": block.id,
                "result": result,
                "raised": raised,
                "store": to_json_data(store.log[before:]),
            }
        )
        _send(client, world, block, result)
    return {"kind": case.kind, "turns": turns}


def _send(client: Any, world: World, block: Any, result: Any) -> None:
    """The next request as a host would send it: the call, then what the executor returned."""
    from autograder import MODEL

    messages = [
        {"role": "user", "content": world.prompt},
        {"role": "assistant", "content": [block.model_dump(exclude_none=True)]},
        {"role": "user", "content": [result] if result is not None else "(없음)"},
    ]
    with contextlib.suppress(Exception):  # a 400 is recorded by the simulator
        client.messages.create(
            model=MODEL, max_tokens=256, tools=tools_for(world), messages=messages
        )


def _error(exc: BaseException) -> dict[str, str]:
    return {"type": type(exc).__name__, "message": str(exc)[:500]}


def _exchanges(client: Any) -> list[dict[str, Any]]:
    from autograder.simulator import get_simulator

    keep = ("request", "status", "response", "error")
    return [
        {key: to_json_data(getattr(exchange, key)) for key in keep}
        for exchange in get_simulator(client).transcript
    ]


def practice_world() -> tuple[str, Store, list[dict], int]:
    """(user, a fresh store, tools, max_same_failures) of the world the notebook shows."""
    world = WORLDS["visible"]
    return world.user, Store(world.orders, world.faults), tools_for(world), world.cap
