"""Exercise 8 (lesson 8): an executor that stays safe when the model misbehaves.

The learner writes ``make_executor(user, store, tools, max_same_failures)`` returning
``execute(block) -> tool_result``: validate the input against the tool's schema,
authorize the current user from the store's own data, run the tool, turn every failure
into an `is_error` result written for the model, stop identical failing retries, and make
the refund idempotent. ``collect`` plays a scripted, misbehaving model against it in two
worlds (``worlds.WORLDS``: the one the notebook shows, and a hidden one with another
user, orders, schema limits and cap); ``evaluate`` judges the results, the store's log
and the refunds left behind.

Concepts checked: F3, F6, F15, F16 (``CONCEPTS``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from autograder.checks.results import Check, CheckResult, check, failed, run_checks

from . import rules
from .recorded import bind_worlds
from .runs import run_world, scenario_for
from .store import Store
from .worlds import WORLDS

__all__ = [
    "CHECKS",
    "CONCEPTS",
    "EXERCISE",
    "bind_worlds",
    "collect",
    "evaluate",
    "scenario_for",
]

EXERCISE = "ex08_errors_safety"
CONCEPTS = ("F3", "F6", "F15", "F16")
#: The worlds the learner's code acts on (``checks.world``: kind "ex08/store").
WORLD_CLASSES = {"store": Store}

#: NB: order = order of the grade cells in the notebook.
CHECKS: list[Check] = []


def collect(namespace: Mapping[str, Any], client_factory: Callable[..., Any]) -> dict:
    """Plain evidence: per world, every call's result, the store's log and refunds."""
    return {"runs": {name: run_world(namespace, name, client_factory) for name in WORLDS}}


def evaluate(evidence: Mapping[str, Any]) -> list[CheckResult]:
    """Pure: the per-criterion verdicts for `evidence` (see :func:`collect`)."""
    runs = {name: _recorded_results(run) for name, run in evidence["runs"].items()}
    return run_checks(CHECKS, {**evidence, "runs": runs})


def _recorded_results(run: Mapping[str, Any]) -> Mapping[str, Any]:
    """Each call's result as the simulator received it (one request per call, in order),
    in place of the result `collect` claims: what was sent is what counts."""
    if not isinstance(run, dict) or not run.get("defined"):
        return run
    sent = iter(run.get("exchanges") or [])
    cases = []
    for case in run.get("cases") or []:
        turns = [
            {**turn, "result": _sent_result(next(sent, None))} for turn in case.get("turns") or []
        ]
        cases.append({**case, "turns": turns})
    return {**run, "cases": cases}


def _sent_result(exchange: Any) -> Any:
    request = exchange.get("request") if isinstance(exchange, dict) else None
    messages = request.get("messages") if isinstance(request, dict) else None
    content = messages[-1].get("content") if isinstance(messages, list) and messages else None
    return content[0] if isinstance(content, list) and content else None


def _visible(evidence: Mapping[str, Any], rule: Callable[..., Any]):
    run = evidence["runs"]["visible"]
    return rules.start_problem(run) or rule(run, "visible")


@check(CHECKS, "ex08_validates_input", 1)
def validates_input(evidence: Mapping[str, Any]):
    """Arguments that break the schema are refused before the store is called."""
    return _visible(evidence, rules.validation_problem)


@check(CHECKS, "ex08_authorizes_user", 1)
def authorizes_user(evidence: Mapping[str, Any]):
    """Only the user's own orders: asked directly or by an injected instruction, never another's."""
    return _visible(evidence, rules.authorization_problem)


@check(CHECKS, "ex08_errors_are_results", 1)
def errors_are_results(evidence: Mapping[str, Any]):
    """No exception escapes; an unknown tool and a store error are `is_error` results."""
    return _visible(evidence, rules.errors_problem)


@check(CHECKS, "ex08_caps_retries", 1)
def caps_retries(evidence: Mapping[str, Any]):
    """The same failing call reaches the store at most `max_same_failures` times."""
    return _visible(evidence, rules.retry_problem)


@check(CHECKS, "ex08_idempotent_refund", 1)
def idempotent_refund(evidence: Mapping[str, Any]):
    """A refund retried after a lost answer is paid once and confirmed to the model."""
    return _visible(evidence, rules.idempotency_problem)


@check(CHECKS, "ex08_api_accepts_results", 1)
def api_accepts_results(evidence: Mapping[str, Any]):
    """Every result, sent back as the next request, is accepted by the API."""
    return _visible(evidence, rules.api_problem)


@check(CHECKS, "ex08_works_on_unseen_world", 2, hidden=True)
def works_on_unseen_world(evidence: Mapping[str, Any]):
    """Every rule holds for another user, other orders, other schema limits and another cap."""
    run = evidence["runs"]["variant"]
    problem = rules.start_problem(run)
    if problem:
        return problem
    for rule in rules.RULES:
        problem = rule(run, "variant")
        if problem:
            return failed("ex08.variant_failed", reason_key=problem[1], **problem[2])
    return None
