"""Run the learner's support host on every task, k trials each, and record what happened.

A trial is one task with one seed: a fresh `ShopDB` (with the seed's faults), a fresh
simulator client, and a ``call_model`` that first sends the host's request to the
simulator (the API's verdict is recorded there, and a rejected request raises as the
real API would) and then answers with the scripted model (`model.reply`). The
grader calls ``run_support(request, customer_id, db, tools, max_rounds)`` once per trial
and keeps the outcome, the database's state and write log, and the exchanges.
"""

from __future__ import annotations

import contextlib
import io
from collections.abc import Callable, MutableMapping
from typing import Any

from .model import faults, reply
from .shop import TOOLS, ShopDB
from .tasks import MAX_ROUNDS, TASKS, K, Task
from autograder.checks.plain import to_json_data

__all__ = ["RUNS", "TooManyCalls", "make_world", "run_task", "scenario_for"]

FUNCTION = "run_support"
#: Past this many model calls the trial is stopped (a loop without a cap never ends).
CALL_LIMIT = MAX_ROUNDS + 4


class TooManyCalls(BaseException):
    """BaseException: a learner's ``except Exception`` must not swallow it."""


#: NB: order = the order clients are opened (one per task; the grader binds by it).
RUNS = dict(TASKS)


def scenario_for(run: str) -> Any:
    """Every trial talks to the simulator's default model (only the API's verdict is used)."""
    return None


def make_world(task: Task, seed: int, client: Any) -> tuple[ShopDB, Callable[..., Any]]:
    """(the trial's database, its ``call_model(**request)``) over `client`."""
    from anthropic.types import Message

    from autograder import MODEL

    calls: list[int] = []
    db = ShopDB(faults(task, seed), step=lambda: len(calls))

    def call_model(**request: Any) -> Any:
        """Send the request to the API, then answer as the task's scripted model."""
        if len(calls) >= CALL_LIMIT:
            raise TooManyCalls(f"more than {CALL_LIMIT} model calls")
        calls.append(1)
        client.messages.create(**{**request, "model": MODEL, "max_tokens": 1024})
        body = reply(task, seed, to_json_data(request.get("messages")) or [])
        usage = {"input_tokens": 100, "output_tokens": 20}
        envelope = {"id": f"msg_01Ex10{len(calls):04d}", "type": "message", "role": "assistant"}
        return Message.model_validate(
            {**envelope, "model": MODEL, **body, "stop_sequence": None, "usage": usage}
        )

    call_model.calls = calls  # type: ignore[attr-defined]
    return db, call_model


def run_task(
    namespace: MutableMapping[str, Any], run: str, client_factory: Callable[..., Any]
) -> dict[str, Any]:
    """Every trial of task `run` over one client; each trial says how many calls it made."""
    function = namespace.get(FUNCTION)
    if not callable(function):
        return {"defined": False}
    client = client_factory(scenario_for(run))
    trials = [_trial(namespace, function, RUNS[run], seed, client) for seed in range(K)]
    return {"defined": True, "trials": trials, "exchanges": _exchanges(client)}


def _trial(
    namespace: MutableMapping[str, Any], function: Callable, task: Task, seed: int, client: Any
) -> dict[str, Any]:
    db, call_model = make_world(task, seed, client)
    record: dict[str, Any] = {"seed": seed, "error": None, "returned": None}
    sink = io.StringIO()  # the learner's prints stay out of the grade cell
    saved = namespace.get("call_model")
    namespace["call_model"] = call_model
    try:
        with contextlib.redirect_stdout(sink), contextlib.redirect_stderr(sink):
            returned = function(task.request, task.customer, db, TOOLS, MAX_ROUNDS)
        record["returned"] = _outcome(returned)
    except (Exception, TooManyCalls) as exc:  # the learner's bug is evidence
        record["error"] = {"type": type(exc).__name__, "message": str(exc)[:300]}
    finally:
        namespace["call_model"] = saved
    record["calls"] = len(call_model.calls)
    record["state"] = db.state()
    record["log"] = to_json_data(db.log)
    return record


def _outcome(returned: Any) -> dict[str, Any]:
    plain = to_json_data(returned)
    if not isinstance(plain, dict):
        return {"shape": type(returned).__name__}
    answer = plain.get("answer")
    return {"shape": "dict", "status": plain.get("status"), "answer": answer}


def _exchanges(client: Any) -> list[dict[str, Any]]:
    from autograder.simulator import get_simulator

    return [
        {"request": to_json_data(e.request), "status": e.status, "error": to_json_data(e.error)}
        for e in get_simulator(client).transcript
    ]
