"""Run the learner's support host on every task, k trials each, and record what happened.

A trial is one task with one seed: a fresh trial world (`world.Trial`: the shop with the
seed's faults, and the scripted model), opened with `open_world` -- real in the
notebook, held by the grader in the clean room -- and a ``call_model`` that hands the
host's request to the world (`Trial.model_call`: the API's check, recorded there, then
the scripted model's response; a rejected request raises as the SDK would). The grader
calls ``run_support(request, customer_id, db, tools, max_rounds)`` once per trial, with
the request and customer the world names, and keeps the outcome; the shop's log and the
requests are the world's (replaced by the grader's own record at binding). Hidden tasks
run only where the grader holds their worlds (`runnable`).
"""

from __future__ import annotations

import contextlib
import io
from collections.abc import Callable, MutableMapping
from typing import Any

from autograder.checks import world as worlds
from autograder.checks.plain import to_json_data
from autograder.checks.stubs import why_undefined

from .shop import TOOLS
from .tasks import MAX_ROUNDS, PRACTICE, RUN_IDS, K, hidden_available
from .world import KIND, run_name

__all__ = ["RUNS", "TooManyCalls", "make_world", "run_task", "runnable", "scenario_for"]

FUNCTION = "run_support"
#: Past this many model calls the trial is stopped (a loop without a cap never ends).
CALL_LIMIT = MAX_ROUNDS + 4


class TooManyCalls(BaseException):
    """BaseException: a learner's ``except Exception`` must not swallow it."""


#: Every task, in the order its runs are reported.
RUNS = RUN_IDS


def runnable() -> tuple[str, ...]:
    """The tasks this process can run: all where the grader holds the worlds (the clean
    room) or can read the hidden tasks itself; the practice tasks in a learner's kernel."""
    return RUN_IDS if worlds.held_by_grader() or hidden_available() else tuple(PRACTICE)


def scenario_for(run: str) -> Any:
    """No simulator scenario: every trial's model is its world's (`Trial.model_call`)."""
    return None


def make_world(task_id: str, seed: int) -> tuple[Any, Callable[..., Any]]:
    """(the trial's database, its ``call_model(**request)``)."""
    from anthropic.types import Message

    from autograder import MODEL

    calls: list[int] = []
    db = worlds.open_world(KIND, run_name(task_id, seed))

    def call_model(**request: Any) -> Any:
        """The model's response to `request`, as the SDK's ``messages.create`` returns it."""
        if len(calls) >= CALL_LIMIT:
            raise TooManyCalls(f"more than {CALL_LIMIT} model calls")
        calls.append(1)
        answer = db.model_call(to_json_data({**request, "model": MODEL, "max_tokens": 1024}))
        if not isinstance(answer, dict) or answer.get("status") != 200:
            raise _api_error(answer if isinstance(answer, dict) else {})
        body = answer["body"]
        usage = {"input_tokens": 100, "output_tokens": 20}
        envelope = {"id": f"msg_01Ex10{len(calls):04d}", "type": "message", "role": "assistant"}
        return Message.model_validate(
            {**envelope, "model": MODEL, **body, "stop_sequence": None, "usage": usage}
        )

    call_model.calls = calls  # type: ignore[attr-defined]
    return db, call_model


def _api_error(answer: dict[str, Any]) -> Exception:
    """The exception the SDK raises for the API's error answer (BadRequestError for 400)."""
    import anthropic
    import httpx2

    status, body = int(answer.get("status") or 400), answer.get("error")
    request = httpx2.Request("POST", "https://api.anthropic.com/v1/messages")
    response = httpx2.Response(status, json=body, request=request)
    kind = {400: anthropic.BadRequestError, 404: anthropic.NotFoundError}.get(status)
    message = f"Error code: {status} - {body}"
    return (kind or anthropic.APIStatusError)(message, response=response, body=body)


def run_task(
    namespace: MutableMapping[str, Any], run: str, client_factory: Callable[..., Any]
) -> dict[str, Any]:
    """Every trial of task `run`; each trial says how many model calls it made.

    (`client_factory` is the checks' usual argument: no trial needs a simulator client.)"""
    function = namespace.get(FUNCTION)
    if function is None:  # the release defines it: its cell did not run to the end
        return {"defined": False, "missing": why_undefined(namespace, FUNCTION)}
    if not callable(function):
        return {"defined": False}
    trials, exchanges = [], []
    for seed in range(K):
        trial, db = _trial(namespace, function, run, seed)
        trials.append(trial)
        # in the clean room the grader's own record replaces these at binding
        if not isinstance(db, worlds.WorldProxy):
            exchanges += to_json_data(db.exchanges)
    return {"defined": True, "trials": trials, "exchanges": exchanges}


def _trial(
    namespace: MutableMapping[str, Any], function: Callable, task_id: str, seed: int
) -> tuple[dict[str, Any], Any]:
    db, call_model = make_world(task_id, seed)
    brief = db.task_brief()
    record: dict[str, Any] = {"seed": seed, "error": None, "returned": None}
    sink = io.StringIO()  # the learner's prints stay out of the grade cell
    saved = namespace.get("call_model")
    namespace["call_model"] = call_model
    try:
        with contextlib.redirect_stdout(sink), contextlib.redirect_stderr(sink):
            returned = function(brief["request"], brief["customer"], db, TOOLS, MAX_ROUNDS)
        record["returned"] = _outcome(returned)
    except (Exception, TooManyCalls) as exc:  # the learner's bug is evidence
        record["error"] = {"type": type(exc).__name__, "message": str(exc)[:300]}
    finally:
        namespace["call_model"] = saved
    record["calls"] = len(call_model.calls)
    # in the clean room the grader's own log replaces this at binding: not worth a frame
    record["log"] = None if isinstance(db, worlds.WorldProxy) else to_json_data(db.log)
    return record, db


def _outcome(returned: Any) -> dict[str, Any]:
    plain = to_json_data(returned)
    if not isinstance(plain, dict):
        return {"shape": type(returned).__name__}
    answer = plain.get("answer")
    return {"shape": "dict", "status": plain.get("status"), "answer": answer}
