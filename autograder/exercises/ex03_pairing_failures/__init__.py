"""Exercise 3 (lesson 3): answer a whole batch of calls, one of which fails.

The learner writes ``tool_results_message(response)``: given a response holding several
`tool_use` blocks, it runs each call with ``execute_tool`` (one raises) and returns the
next user message. ``collect`` runs it on the batch the learner saw (Meridian, three
calls) and on an unseen variant (four calls, another failing call and exception), and sends
each next request to the simulator; ``evaluate`` judges the returned message and the
grader's recording of the request (which must carry exactly that message).

Concepts checked: C6, P1, P3, P6, P7 (``CONCEPTS``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from autograder.checks.results import Check, CheckResult, check, failed, passed, run_checks

from . import rules
from .runs import RUN_NAMES, run_tool_results, scenario_for

__all__ = ["CHECKS", "CONCEPTS", "EXERCISE", "collect", "evaluate", "scenario_for"]

EXERCISE = "ex03_pairing_failures"
CONCEPTS = ("C6", "P1", "P3", "P6", "P7")

#: NB: order = order of the grade cells in the notebook.
CHECKS: list[Check] = []


def collect(namespace: Mapping[str, Any], client_factory: Callable[..., Any]) -> dict:
    """Plain evidence: per run, what the learner's function returned and what was sent."""
    return {"runs": {name: run_tool_results(namespace, name, client_factory) for name in RUN_NAMES}}


def evaluate(evidence: Mapping[str, Any]) -> list[CheckResult]:
    """Pure: the per-criterion verdicts for `evidence` (see :func:`collect`)."""
    return run_checks(CHECKS, evidence)


def _message_rules(run: Mapping[str, Any], name: str):
    return rules.start_problem(run, name) or rules.message_problem(run)


def _result_rules(run: Mapping[str, Any], name: str, rule: Callable[..., Any]):
    """A rule about the results' contents: judged wherever the results were sent."""
    if problem := rules.start_problem(run, name):
        return problem
    if not rules.the_results(run):
        return rules.message_problem(run) or failed("ex03.no_tool_result", path="messages.2")
    return rule(run, name)


#: The rules in grade-cell order; the hidden variant runs every one of them.
def _every_rule(run: Mapping[str, Any], name: str):
    return (
        _message_rules(run, name)
        or rules.pairing_problem(run, name)
        or rules.results_problem(run, name)
        or rules.is_error_problem(run, name)
        or rules.error_message_problem(run, name)
        or rules.sent_problem(run, name)
        or rules.api_problem(run)
    )


def _visible(evidence: Mapping[str, Any]) -> Mapping[str, Any]:
    return evidence["runs"]["visible"]


@check(CHECKS, "ex03_one_result_per_call", 1)
def one_result_per_call(evidence: Mapping[str, Any]):
    """One user message holds exactly one `tool_result` per `tool_use` id of the batch."""
    run = _visible(evidence)
    return _message_rules(run, "visible") or rules.pairing_problem(run, "visible")


@check(CHECKS, "ex03_results_match_calls", 1)
def results_match_calls(evidence: Mapping[str, Any]):
    """Each successful call's result carries that call's own output."""
    run = _visible(evidence)
    return _result_rules(run, "visible", rules.results_problem)


@check(CHECKS, "ex03_failure_is_error", 1)
def failure_is_error(evidence: Mapping[str, Any]):
    """The failed call is answered with `is_error: true`, and only that one."""
    run = _visible(evidence)
    return _result_rules(run, "visible", rules.is_error_problem)


@check(CHECKS, "ex03_error_message_for_model", 1)
def error_message_for_model(evidence: Mapping[str, Any]):
    """The failure's content says what went wrong and what to try (the tool's message)."""
    run = _visible(evidence)
    return _result_rules(run, "visible", rules.error_message_problem)


@check(CHECKS, "ex03_api_accepts_request", 1)
def api_accepts_request(evidence: Mapping[str, Any]):
    """The API accepts the next request and the model answers it."""
    run = _visible(evidence)
    problem = (
        rules.start_problem(run, "visible")
        or rules.sent_problem(run, "visible")
        or rules.api_problem(run)
    )
    return problem or passed("ex03.api_answered", stop_reason=rules.reply_stop_reason(run))


@check(CHECKS, "ex03_works_on_unseen_variant", 2, hidden=True)
def works_on_unseen_variant(evidence: Mapping[str, Any]):
    """Every rule holds for four calls, a repeated tool, another failure and exception."""
    run = evidence["runs"]["variant"]
    problem = rules.start_problem(run, "variant")
    if problem and problem[1] == "ex03.not_started":
        return problem
    seen = {c.get("id") for c in rules.calls(_visible(evidence))}
    sent = {b.get("tool_use_id") for _, b in rules.the_results(run)} if not problem else set()
    if seen and sent & seen:
        return failed("ex03.hardcoded_id", path="messages.2.content")
    problem = problem or _every_rule(run, "variant")
    if problem:
        return failed("ex03.variant_failed", reason_key=problem[1], **problem[2])
    return None
