"""Lesson 4 practice: a transfer whose executing code re-checks the balance (remedy 3)."""

from __future__ import annotations

from typing import Any

from autograder.checks.plain import to_json_data
from autograder.checks.results import Check, check, failed
from autograder.practice import Practice, call_learner, crashed, learner_function

START = {"A001": 60, "B002": 10}
#: (case key, amount, should it be refused?)
CASES = (
    ("overdraft", 100, True),
    ("exact_balance", 60, False),
    ("small", 25, False),
    ("negative", -20, True),
    ("zero", 0, True),
)


def collect(namespace: dict[str, Any]) -> dict[str, Any]:
    """Each case on fresh accounts. A refusal is an exception the learner's code raised on
    purpose (``Refused``, or any exception Python does not raise for a bug); a ``NameError``
    or ``TypeError`` is a crash, never a refusal."""
    guarded_transfer = learner_function(namespace, "guarded_transfer")
    runs = []
    for case, amount, refuse in CASES:
        accounts = dict(START)
        outcome = call_learner(guarded_transfer, accounts, "A001", "B002", amount)
        after = to_json_data(accounts)
        run: dict[str, Any] = {"case": case, "amount": amount, "refuse": refuse, "after": after}
        error = outcome.get("error")
        if error is not None and not error["bug"]:
            run["raised"] = {"type": error["type"], "message": error["message"]}
        elif error is not None:
            run["error"] = error
        runs.append(run)
    return {"runs": runs}


CHECKS: list[Check] = []


def _case(run: dict[str, Any]) -> str:
    return f"practice.l04.case.{run['case']}"


def _crash(evidence: dict[str, Any]):
    for run in evidence["runs"]:
        where = f"guarded_transfer(accounts, 'A001', 'B002', {run['amount']})"
        if crash := crashed(run, where):
            return crash
    return None


@check(CHECKS, "practice_l04_refuses", 2)
def refuses(evidence: dict[str, Any]):
    if crash := _crash(evidence):
        return crash
    for run in evidence["runs"]:
        if run["refuse"] and "raised" not in run:
            return failed("practice.l04.not_refused", case_key=_case(run), after=run["after"])
        if run["refuse"] and run["after"] != START:
            return failed(
                "practice.l04.changed_on_refusal", case_key=_case(run), after=run["after"]
            )
    return None


@check(CHECKS, "practice_l04_moves_money", 1)
def moves_money(evidence: dict[str, Any]):
    if crash := _crash(evidence):
        return crash
    for run in evidence["runs"]:
        if run["refuse"]:
            continue
        if "raised" in run:
            error = f"{run['raised']['type']}: {run['raised']['message']}"
            return failed("practice.l04.refused_valid", case_key=_case(run), error=error)
        amount = run["amount"]
        expected = {"A001": START["A001"] - amount, "B002": START["B002"] + amount}
        if run["after"] != expected:
            return failed("practice.l04.wrong_balances", case_key=_case(run), after=run["after"])
    return None


@check(CHECKS, "practice_l04_message_for_model", 1)
def message_for_model(evidence: dict[str, Any]):
    if _crash(evidence):
        return failed("practice.needs_earlier", first="practice_l04_refuses")
    overdraft = next(run for run in evidence["runs"] if run["case"] == "overdraft")
    message = overdraft.get("raised", {}).get("message", "")
    if str(START["A001"]) not in message:
        return failed("practice.l04.message_without_balance", message=message or "(빈 메시지)")
    return None


PRACTICES = {
    "l04_guarded_transfer": Practice("guarded_transfer", ("C7", "C8"), collect, tuple(CHECKS))
}
