"""Exercise 4's criteria: judged from the requests, the bank's log and the balances left.

The goldens (tests/exercises/ex04_same_batch/goldens/) prove each known mistake and the alternative
correct remedies through nbgrader; these tests pin the conversations and the rules' edges.
"""

from __future__ import annotations

import json

import pytest

from autograder.exercises import ex04_same_batch as ex04
from autograder.checks import results_for
from autograder.exercises.ex04_same_batch.runs import RUNS, Bank, account_and_amount, practice, run_bank
from autograder.grading.commands.goldens import golden_path, read_cells
from autograder.simulator import make_client


def reference_namespace(**replace: str) -> dict:
    """The reference answers (from the reference-style goldens), some replaced."""
    ns: dict = {}
    _, options = read_cells(golden_path("ex04_same_batch-alt-options-extra") / "submission.py")
    _, guard = read_cells(golden_path("ex04_same_batch-alt-guard-early-return") / "submission.py")
    _, tool = read_cells(golden_path("ex04_same_batch-alt-english-description") / "submission.py")
    cells = {**tool, **options, **guard, **replace}
    for source in cells.values():
        exec(source, ns)
    return ns


def factory(scenario):
    return make_client(scenario, live=False)


def test_correct_remedies_pass_every_conversation():
    found = {r.name: r for r in results_for(ex04.EXERCISE, reference_namespace())}
    assert all(r.passed for r in found.values()), [r.detail() for r in found.values()]


@pytest.mark.parametrize(
    ("run", "calls"),
    [
        ("batch", ["read_balance"]),
        ("write_alone", ["withdraw", "withdraw"]),  # refused, retried once, then explained
        ("enough", ["read_balance", "withdraw"]),
    ],
)
def test_each_conversation_plays_as_designed(run, calls):
    assert practice(reference_namespace(), run)["calls"] == calls


def test_without_the_option_the_model_batches_the_read_and_the_write():
    ns = reference_namespace(ex04_request_options_answer="request_options = {}")
    record = run_bank(ns, "batch", factory)
    first = record["exchanges"][0]["response"]["content"]
    assert [b["name"] for b in first if b["type"] == "tool_use"] == ["read_balance", "withdraw"]
    assert record["balances"] == {"A001": 60}  # the guard still saves the account


def test_the_bank_writes_whatever_it_is_told():
    bank = Bank({"A001": 60})
    assert bank.withdraw("A001", 100)["balance"] == -40
    assert bank.log == [["withdraw", "A001", 100]]


def test_hidden_runs_use_another_account_amount_and_balances():
    visible = {account_and_amount(n) for n in RUNS if not RUNS[n].hidden}
    hidden = {account_and_amount(n) for n in RUNS if RUNS[n].hidden}
    assert visible == {("A001", 100)} and hidden == {("B207", 120)}
    assert {RUNS[n].balance for n in RUNS if RUNS[n].hidden}.isdisjoint(
        {RUNS[n].balance for n in RUNS if not RUNS[n].hidden}
    )


@pytest.mark.parametrize(
    "description",
    [
        "Call read_balance first; withdraw only when the balance covers the amount.",
        "잔액을 read_balance로 확인한 뒤에만 부른다.",
        "read_balance 결과를 받은 다음에, 잔고가 충분할 때 사용.",
    ],
)
def test_a_precondition_written_other_ways_is_accepted(description):
    ns = reference_namespace()
    ns["withdraw_tool"] = {**ns["withdraw_tool"], "description": description}
    found = {r.name: r for r in results_for(ex04.EXERCISE, ns)}
    assert found["ex04_description_precondition"].passed


def test_records_are_plain_data():
    record = run_bank(reference_namespace(), "enough", factory)
    assert json.loads(json.dumps(record)) == record
    assert record["balances"] == {"A001": 50}
