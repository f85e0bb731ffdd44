"""Exercise 5 (lesson 5): the host loop that runs until the model is done.

The learner writes ``run_loop(user_message, tools, max_rounds=10)``: call the model, run
every requested tool, append the reply and the results, repeat while ``stop_reason`` is
``"tool_use"``; stop with ``{"status": "done" | "max_rounds" | "max_tokens", "messages"}``.
``collect`` runs it over seven conversations (``runs.RUNS``: three the notebook
shows, four hidden) with the grader's ``call_model`` / ``execute_tool``; ``evaluate``
reads only what the simulator recorded and what the function returned.

Concepts checked: C11, F4, F6, F7 (``CONCEPTS``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from autograder.checks.results import Check, CheckResult, check, failed, run_checks

from . import rules
from .runs import RUNS, run_loop_once, scenario_for

__all__ = ["CHECKS", "CONCEPTS", "EXERCISE", "collect", "evaluate", "scenario_for"]

EXERCISE = "ex05_host_loop"
CONCEPTS = ("C11", "F4", "F6", "F7")

#: NB: order = order of the grade cells in the notebook.
CHECKS: list[Check] = []


def collect(namespace: Mapping[str, Any], client_factory: Callable[..., Any]) -> dict:
    """Plain evidence: per conversation, the loop's outcome and every exchange."""
    return {"runs": {name: run_loop_once(namespace, name, client_factory) for name in RUNS}}


def evaluate(evidence: Mapping[str, Any]) -> list[CheckResult]:
    """Pure: the per-criterion verdicts for `evidence` (see :func:`collect`)."""
    return run_checks(CHECKS, evidence)


def _on(evidence: Mapping[str, Any], name: str, rule: Callable[..., Any], *args: Any):
    run = evidence["runs"][name]
    return rules.start_problem(run) or rule(run, *args)


@check(CHECKS, "ex05_loops_until_end_turn", 1)
def loops_until_end_turn(evidence: Mapping[str, Any]):
    """On the deploy bot the loop keeps going through both tool rounds and stops at end_turn."""
    return _on(evidence, "deploy", rules.outcome_problem, "deploy")


@check(CHECKS, "ex05_appends_every_response", 1)
def appends_every_response(evidence: Mapping[str, Any]):
    """Every request repeats the conversation so far plus the last reply, unchanged."""
    return _on(evidence, "deploy", rules.history_problem)


@check(CHECKS, "ex05_results_every_round", 1)
def results_every_round(evidence: Mapping[str, Any]):
    """Every round's calls are answered by id with the tools' outputs."""
    return _on(evidence, "deploy", rules.results_problem, "deploy")


@check(CHECKS, "ex05_tools_every_request", 1)
def tools_every_request(evidence: Mapping[str, Any]):
    """Every request carries the tools (the API keeps nothing between requests)."""
    return _on(evidence, "deploy", rules.tools_problem, "deploy")


@check(CHECKS, "ex05_iteration_cap", 1)
def iteration_cap(evidence: Mapping[str, Any]):
    """Against a model that never stops, the loop stops at `max_rounds` and says so."""
    return _on(evidence, "never_stops", rules.outcome_problem, "never_stops")


@check(CHECKS, "ex05_handles_max_tokens", 1)
def handles_max_tokens(evidence: Mapping[str, Any]):
    """A reply cut by `max_tokens` ends the loop as such: appended, no tool run, no call."""
    problem = _on(evidence, "cut_off", rules.outcome_problem, "cut_off")
    if problem and problem[1] == "ex05.max_tokens_not_appended":
        # a loop that never appends its last reply has lost that to the appends criterion
        final = rules.history_problem(evidence["runs"]["deploy"])
        if final and final[1] == "ex05.final_not_appended":
            return None
    return problem


@check(CHECKS, "ex05_every_hidden_conversation", 3, hidden=True)
def every_hidden_conversation(evidence: Mapping[str, Any]):
    """Every rule holds on four unseen conversations (1 and 5 rounds, a cap, a cut)."""
    for name, spec in RUNS.items():
        if not spec.hidden:
            continue
        problem = rules.every_rule(evidence["runs"][name], name)
        if problem and problem[1] == "ex05.not_started":
            return problem
        if problem:
            return failed(
                "ex05.conversation_failed",
                conversation=spec.label,
                reason_key=problem[1],
                **problem[2],
            )
    return None
