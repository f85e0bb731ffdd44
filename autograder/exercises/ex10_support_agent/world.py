"""Exercise 10's trial world: one trial's shop and scripted model, held where it is judged.

A `Trial` is the `ShopDB` of one task and seed (``"P03/2"``), plus the two things the
learner's side needs from the task without holding its data: the request and the
customer (`task_brief`), and the model (`model_call`: the API's check of the host's
request, recorded, then the scripted model's response). It is a world
(``autograder/checks/world.py``): in the notebook it is the real object; in the clean
room it lives in the grader, and the learner's process holds a proxy offering only
``REMOTE``. So the shop's log -- reads included --, the requests the host sent and the
step each database call belongs to (the number of model calls made before it) are the
grader's own record, and a hidden task's request, moves and goal never enter the
learner's process. `bind_worlds` puts that record into the evidence before ``evaluate``.

One model call is one round trip to the grader (an SDK request would be a second one,
and the simulator would write an answer nobody reads): on a loaded grading machine the
round trips, not the computing, are what a notebook's grading time is made of.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any, ClassVar

from autograder.checks.world import records_of
from autograder.simulator.core import check_request

from .model import faults, reply
from .shop import ShopDB
from .tasks import TASKS, HiddenDataUnavailable, K, Task

__all__ = ["KIND", "Trial", "bind_transcripts", "bind_worlds", "run_name"]

#: The world kind the checks open (`autograder.checks.world.open_world`).
KIND = "ex10/shop"


def run_name(task_id: str, seed: int) -> str:
    """The world run of one trial: ``"<task id>/<seed>"``."""
    return f"{task_id}/{seed}"


class Trial(ShopDB):
    """The shop of one trial, numbering each database call by the model response it follows."""

    REMOTE: ClassVar[dict[str, str]] = {
        "verify_identity": "call",
        "get_order": "call",
        "list_orders": "call",
        "refund_order": "call",
        "cancel_order": "call",
        "owner_of": "call",
        "log": "read",
        "task_brief": "call",
        "model_call": "call",
    }

    def __init__(self, task: Task, seed: int) -> None:
        self.task, self.seed = task, seed
        #: every request the host sent, as the API judged it: {"request", "status", "error"}
        self.exchanges: list[dict[str, Any]] = []
        super().__init__(faults(task, seed), step=lambda: len(self.exchanges))

    @classmethod
    def for_run(cls, run: str) -> Trial:
        """The trial `run` (``"<task>/<seed>"``); KeyError for an unknown one."""
        task_id, _, seed = str(run).partition("/")
        if not (seed.isdigit() and int(seed) < K):
            raise KeyError(run)
        try:
            return cls(TASKS[task_id], int(seed))
        except HiddenDataUnavailable as absent:  # a learner's kernel has no hidden task
            raise KeyError(run) from absent

    def task_brief(self) -> dict[str, str]:
        """What the host is given: the customer's request and who is logged in."""
        return {"request": self.task.request, "customer": self.task.customer}

    def model_call(self, request: Any) -> dict[str, Any]:
        """One model call: ``{"status": 200, "body": response body}`` or the API's error.

        The request is checked by the simulator's own contract rules (`check_request`, as
        for any Messages request) and recorded either way; the response is the scripted
        model's answer to its messages."""
        problem = check_request(request)
        error = None if problem is None else problem.payload
        status = 200 if problem is None else int(problem.status)
        self.exchanges.append({"request": request, "status": status, "error": error})
        if problem is not None:
            return {"status": status, "error": error}
        messages = request.get("messages")
        body = reply(self.task, self.seed, messages if isinstance(messages, list) else [])
        return {"status": 200, "body": body}

    def snapshot(self) -> dict[str, Any]:
        """What the criteria judge: every database call and every request, in order."""
        # the requests are the frames' own JSON data, never changed after arrival: no copy
        return {"log": copy.deepcopy(self.log), "exchanges": list(self.exchanges)}


def bind_transcripts(evidence: Any, transcripts: list) -> Any:
    """No claimed exchange survives: exercise 10 opens no simulator client (`bind_worlds`
    takes every request from the trial worlds the grader held)."""
    if not isinstance(evidence, dict) or not isinstance(evidence.get("runs"), dict):
        return evidence
    runs = evidence["runs"].items()
    return {
        **evidence,
        "runs": {
            name: {**run, "exchanges": []}
            if isinstance(run, dict) and run.get("defined") is True
            else {"defined": False, **_why_missing(run)}
            for name, run in runs
        },
    }


def _why_missing(run: Any) -> dict[str, Any]:
    """Why no function ran, as the learner's process said (only its words change: a
    run that is not defined earns nothing either way)."""
    missing = run.get("missing") if isinstance(run, dict) else None
    if not isinstance(missing, dict):
        return {}
    line = missing.get("line")
    kept = {"line": line, "error": str(missing.get("error", ""))[:200]} if type(line) is int else {}
    return {"missing": kept}


def bind_worlds(evidence: Any, recorded: Mapping[str, Any], transcripts: list) -> Any:
    """`evidence` with each trial's log, requests and call count from the grader's world.

    A trial whose world the grader did not open exactly once keeps no claim (its count
    becomes -1, so every trial of its task is a ``record_mismatch``)."""
    if not isinstance(evidence, dict) or not isinstance(evidence.get("runs"), dict):
        return evidence
    bound = {}
    for name, run in evidence["runs"].items():
        claimed = run.get("trials") if isinstance(run, dict) else None
        if not (isinstance(claimed, list) and run.get("defined") is True):
            bound[name] = run
            continue
        trials, exchanges = [], []
        for seed, trial in enumerate(claimed[:K]):
            trial = trial if isinstance(trial, dict) else {}
            worlds = records_of(recorded, KIND, run_name(name, seed))
            if len(worlds) != 1:
                trials.append({**trial, "calls": -1, "log": []})
                continue
            state = worlds[0]["state"]
            trials.append({**trial, "calls": len(state["exchanges"]), "log": state["log"]})
            exchanges += state["exchanges"]
        bound[name] = {**run, "trials": trials, "exchanges": exchanges}
    return {**evidence, "runs": bound}
