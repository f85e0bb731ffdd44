"""Exercise 6 (lesson 6): run a batch of independent look-ups concurrently.

The learner writes ``run_batch(response)``: run every `tool_use` of the response with
``HANDLERS[name](**input)`` at the same time (threads or asyncio), catch the failure, and
return one user message with every result. ``collect`` runs it on Meridian's three
look-ups and on an unseen batch of five (``runs.RUNS``) with slow handlers that log
when each call ran; ``evaluate`` judges the message the simulator received and the
recorded intervals (calls in flight together), and tells the learner the speed-up.

Concepts checked: P2, P4, P8, P9 (``CONCEPTS``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from autograder.checks.results import Check, CheckResult, check, failed, run_checks
from autograder.checks.world import MISMATCH, records_of

from . import rules
from .runs import RUNS, Lookups, run_batch_once, scenario_for

__all__ = [
    "CHECKS",
    "CONCEPTS",
    "EXERCISE",
    "bind_worlds",
    "collect",
    "evaluate",
    "scenario_for",
]

EXERCISE = "ex06_parallel_calls"
CONCEPTS = ("P2", "P4", "P8", "P9")
#: The worlds the learner's code acts on (``checks.world``: kind "ex06/lookups").
WORLD_CLASSES = {"lookups": Lookups}

#: NB: order = order of the grade cells in the notebook.
CHECKS: list[Check] = []


def collect(namespace: Mapping[str, Any], client_factory: Callable[..., Any]) -> dict:
    """Plain evidence: per batch, the handlers' spans and the exchanges."""
    return {"runs": {name: run_batch_once(namespace, name, client_factory) for name in RUNS}}


def bind_worlds(evidence: Any, recorded: Mapping[str, Any], transcripts: list) -> Any:
    """Each run's intervals as the grader timed them (``checks/world.py``), never as claimed:
    no look-ups recorded for a run means none ran; two for one run cannot be honest."""
    if not isinstance(evidence, dict) or not isinstance(evidence.get("runs"), dict):
        return evidence
    bound = {}
    for name, run in evidence["runs"].items():
        timed = records_of(recorded, "ex06/lookups", name)
        if not (isinstance(run, dict) and run.get("defined") is True):
            bound[name] = run
        elif len(timed) > 1:
            bound[name] = {"defined": True, "error": MISMATCH, "exchanges": []}
        else:
            bound[name] = {**run, "spans": timed[0]["state"]["spans"] if timed else []}
    return {**evidence, "runs": bound}


def evaluate(evidence: Mapping[str, Any]) -> list[CheckResult]:
    """Pure: the per-criterion verdicts for `evidence` (see :func:`collect`)."""
    return run_checks(CHECKS, evidence)


def _visible(evidence: Mapping[str, Any], rule: Callable[..., Any]):
    run = evidence["runs"]["visible"]
    return rules.start_problem(run) or rule(run, "visible")


@check(CHECKS, "ex06_every_call_answered", 1)
def every_call_answered(evidence: Mapping[str, Any]):
    """One user message holds one `tool_result` per call of the batch."""
    return _visible(evidence, rules.collected_problem)


@check(CHECKS, "ex06_handlers_dispatch", 1)
def handlers_dispatch(evidence: Mapping[str, Any]):
    """Each result is what `HANDLERS[name]` returned for that call."""
    return _visible(evidence, rules.dispatch_problem)


@check(CHECKS, "ex06_runs_concurrently", 2)
def runs_concurrently(evidence: Mapping[str, Any]):
    """All look-ups were in flight at the same time (from the handlers' recorded intervals),
    also when `run_batch` then crashed: the intervals show what the run did."""
    run = evidence["runs"]["visible"]
    problem = rules.start_problem(run)
    if problem and rules.ran_then_crashed(run):
        return rules.concurrency_problem(run, "visible")
    return problem or rules.concurrency_problem(run, "visible")


@check(CHECKS, "ex06_failure_as_result", 1)
def failure_as_result(evidence: Mapping[str, Any]):
    """The look-up that failed is an `is_error` result with its message; the others stand."""
    return _visible(evidence, rules.failure_problem)


@check(CHECKS, "ex06_api_accepts_request", 1)
def api_accepts_request(evidence: Mapping[str, Any]):
    """The API accepts the next request carrying the results."""
    return _visible(evidence, rules.api_problem)


@check(CHECKS, "ex06_works_on_unseen_batch", 2, hidden=True)
def works_on_unseen_batch(evidence: Mapping[str, Any]):
    """Every rule holds for five look-ups of three tools, other latencies, another failure."""
    run = evidence["runs"]["variant"]
    problem = rules.start_problem(run)
    if problem and problem[1] == "ex06.not_started":
        return problem
    for rule in rules.RULES:
        problem = problem or rule(run, "variant")
        if problem and not problem[0]:
            return failed("ex06.variant_failed", reason_key=problem[1], **problem[2])
        problem = None
    return None
