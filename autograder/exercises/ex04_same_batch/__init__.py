"""Exercise 4 (lesson 4): a withdrawal that stays safe when the model batches read and write.

The learner gives three remedies: a `withdraw` definition whose description states the
precondition, request options turning parallel calls off, and a guard
``guarded_withdraw(bank, account_id, amount)`` that re-reads the balance and answers an
error instead of pretending success. ``collect`` plays six conversations
(``runs.RUN_NAMES``): the bank model that batches the read and the write, a model that
calls the write alone, and one with enough money -- on A001 and, hidden, on another
account and amount (grader-only data in ``hidden/``: where it is not readable, the hidden
criterion is "checked only when graded"). ``evaluate`` judges the requests sent, the bank's log, the balances
left and the guard's answers.

Concepts checked: C7, C8, P5 (``CONCEPTS``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from autograder.checks.results import Check, CheckResult, check, failed, run_checks

from . import rules
from .recorded import bind_worlds
from .runs import HIDDEN_RUNS, RUN_NAMES, Bank, Opening, run_bank, scenario_for

__all__ = [
    "CHECKS",
    "CONCEPTS",
    "EXERCISE",
    "bind_worlds",
    "collect",
    "evaluate",
    "scenario_for",
]

EXERCISE = "ex04_same_batch"
CONCEPTS = ("C7", "C8", "P5")
#: The worlds the learner's code acts on (``checks.world``: kind "ex04/bank").
WORLD_CLASSES = {"bank": Bank, "opening": Opening}

#: NB: order = order of the grade cells in the notebook.
CHECKS: list[Check] = []


def collect(namespace: Mapping[str, Any], client_factory: Callable[..., Any]) -> dict:
    """Plain evidence: per conversation, the requests, the bank's log and balances."""
    return {"runs": {name: run_bank(namespace, name, client_factory) for name in RUN_NAMES}}


def evaluate(evidence: Mapping[str, Any]) -> list[CheckResult]:
    """Pure: the per-criterion verdicts for `evidence` (see :func:`collect`)."""
    return run_checks(CHECKS, evidence)


def _on(evidence: Mapping[str, Any], name: str, *chain: Callable[..., Any]):
    run = evidence["runs"][name]
    problem = rules.start_problem(run)
    for rule in chain:
        problem = problem or rule(run, name)
    return problem


@check(CHECKS, "ex04_description_precondition", 1)
def description_precondition(evidence: Mapping[str, Any]):
    """The `withdraw` tool sent says: read_balance first, withdraw only if the balance covers it."""
    return _on(evidence, "batch", rules.description_problem)


@check(CHECKS, "ex04_one_call_at_a_time", 1)
def one_call_at_a_time(evidence: Mapping[str, Any]):
    """Every request turns parallel tool use off (the model decides, one call per turn)."""
    return _on(evidence, "batch", rules.parallel_problem)


@check(CHECKS, "ex04_guard_refuses_short", 1)
def guard_refuses_short(evidence: Mapping[str, Any]):
    """A model that withdraws without reading meets a guard that re-reads and refuses."""
    return _on(evidence, "write_alone", rules.refusal_problem, rules.answered_problem)


@check(CHECKS, "ex04_guard_pays_enough", 1)
def guard_pays_enough(evidence: Mapping[str, Any]):
    """With enough money the withdrawal goes through once and is reported as done."""
    return _on(evidence, "enough", rules.payment_problem, rules.answered_problem)


@check(CHECKS, "ex04_batch_leaves_balance", 1)
def batch_leaves_balance(evidence: Mapping[str, Any]):
    """Against the batching model the account is never overdrawn and the model explains."""
    return _on(evidence, "batch", rules.refusal_problem, rules.answered_problem)


@check(CHECKS, "ex04_works_on_unseen_account", 2, hidden=True)
def works_on_unseen_account(evidence: Mapping[str, Any]):
    """Every rule holds for another account, amount and balances."""
    runs = evidence["runs"]
    if any(isinstance(runs[n], dict) and runs[n].get("unavailable") for n in HIDDEN_RUNS):
        return failed("ex04.checked_when_graded")  # a learner installation: no hidden data
    problem = rules.every_rule(runs, HIDDEN_RUNS)
    if problem and problem[1] == "ex04.not_started":
        return problem
    if problem:
        return failed("ex04.variant_failed", reason_key=problem[1], **problem[2])
    return None
