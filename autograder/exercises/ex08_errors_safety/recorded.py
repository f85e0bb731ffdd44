"""Exercise 8's evidence as the grader recorded it: the shop it held, call by call.

In the clean room the `Store` lives in the grader (``checks/world.py``), so the refunds
paid and every store call are taken from the grader's record, never from what
``collect`` reports. Which turn a store call belongs to is read from the order in
which the grader received the calls and the model requests (one request per turn,
sent right after the executor answered it): the calls since the previous request are
that turn's. A run whose claims the recordings contradict (a store opened twice or
never, a request count that does not match the turns) becomes a failing
``GradingMismatch`` run.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from autograder.checks.world import MISMATCH, records_of

__all__ = ["bind_worlds"]


def bind_worlds(evidence: Any, recorded: Mapping[str, Any], transcripts: list) -> Any:
    """`evidence` with each world's refunds and per-turn store calls from the grader."""
    if not isinstance(evidence, dict) or not isinstance(evidence.get("runs"), dict):
        return evidence
    runs = evidence["runs"]
    # binding gives the k-th defined run the k-th client opened (``binding._bind_runs``)
    defined = [n for n, r in runs.items() if isinstance(r, dict) and r.get("defined") is True]
    requests = recorded.get("requests") or []
    bound = {}
    for name, run in runs.items():
        if name not in defined:
            bound[name] = run
            continue
        client = defined.index(name)
        numbers = requests[client] if client < len(requests) else []
        bound[name] = _bound(run, records_of(recorded, "ex08/store", name), numbers)
    return {**evidence, "runs": bound}


def _bound(run: dict, stores: list[dict], numbers: list[int]) -> dict:
    cases = run.get("cases") if isinstance(run.get("cases"), list) else []
    turns = [t for c in cases if isinstance(c, dict) for t in c.get("turns") or []]
    if len(stores) != 1 or len(turns) != len(numbers):
        mismatch = {"cases": [], "refunds": [], "store_log": [], "exchanges": []}
        return {"defined": True, "error": MISMATCH, **mismatch}
    store = stores[0]
    by_turn = iter(_calls_per_turn(store, numbers))
    bound_cases = [
        {**case, "turns": [{**turn, "store": next(by_turn)} for turn in case.get("turns") or []]}
        for case in cases
        if isinstance(case, dict)
    ]
    state = store["state"]
    return {**run, "cases": bound_cases, "refunds": state["refunds"], "store_log": state["log"]}


def _calls_per_turn(store: Mapping[str, Any], numbers: list[int]) -> list[list]:
    """The store log split by turn: the entries written between two requests of the run."""
    log = store["state"]["log"]
    stamps: list[int] = []  # the sequence number of the call that wrote each log entry
    for number, length in store["calls"]:
        stamps += [number] * (length - len(stamps))
    turns, previous = [], 0
    for request in numbers:
        turns.append([e for e, s in zip(log, stamps, strict=False) if previous < s < request])
        previous = request
    return turns
