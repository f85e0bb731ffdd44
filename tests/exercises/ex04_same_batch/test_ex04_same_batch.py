"""Exercise 4's criteria: judged from the requests, the bank's log and the balances left.

The goldens (tests/exercises/ex04_same_batch/goldens/) prove each known mistake and the alternative
correct remedies through nbgrader; these tests pin the conversations and the rules' edges.
"""

from __future__ import annotations

import json

import pytest

from autograder.checks import results_for
from autograder.exercises import ex04_same_batch as ex04
from autograder.exercises.ex04_same_batch.runs import (
    HIDDEN_RUNS,
    RUNS,
    Bank,
    account_and_amount,
    practice,
    run_bank,
    run_spec,
)
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
    visible = {account_and_amount(n) for n in RUNS}
    hidden = {account_and_amount(n) for n in HIDDEN_RUNS}
    assert visible == {("A001", 100)} and hidden == {("B207", 120)}
    assert {run_spec(n).balance for n in HIDDEN_RUNS}.isdisjoint({RUNS[n].balance for n in RUNS})
    assert all(run_spec(n).hidden for n in HIDDEN_RUNS) and not any(r.hidden for r in RUNS.values())


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


STUB = "def guarded_withdraw(bank, account_id, amount):\n    raise NotImplementedError()\n"
UNFINISHED = """
import json


def guarded_withdraw(bank, account_id, amount):
    balance = bank.balance(account_id)
    if balance < amount:
        raise NotImplementedError()
    return {"content": json.dumps(bank.withdraw(account_id, amount)), "is_error": False}
"""
SILENT = """
def guarded_withdraw(bank, account_id, amount):
    if bank.balance(account_id) < amount:
        raise ValueError()
    return {"content": str(bank.withdraw(account_id, amount)), "is_error": False}
"""


def _keys(**replace: str) -> dict[str, str]:
    return {r.name: r.key for r in results_for(ex04.EXERCISE, reference_namespace(**replace))}


def test_a_guard_left_as_released_is_not_started_and_the_rest_is_still_judged():
    keys = _keys(ex04_guard_answer=STUB)
    assert keys["ex04_guard_refuses_short"] == "ex04.guard_not_started"
    assert keys["ex04_guard_pays_enough"] == "ex04.guard_not_started"
    assert keys["ex04_description_precondition"] == "ex04.passed"
    assert keys["ex04_one_call_at_a_time"] == "ex04.passed"


def test_a_filled_guard_with_an_unfinished_branch_is_told_so_not_not_started():
    keys = _keys(ex04_guard_answer=UNFINISHED)
    assert keys["ex04_guard_refuses_short"] == "ex04.guard_unfinished"
    assert keys["ex04_guard_pays_enough"] == "ex04.passed"


def test_an_exception_without_a_message_never_renders_an_empty_cause():
    ns = reference_namespace(ex04_guard_answer=SILENT)
    found = {r.name: r for r in results_for(ex04.EXERCISE, ns)}
    refused = found["ex04_guard_refuses_short"]
    assert refused.key == "ex04.guard_crashed_silent"
    assert "ValueError" in refused.message("ko") and ": ." not in refused.message("ko")


def test_request_options_left_as_released_are_not_started():
    ns = reference_namespace()
    del ns["request_options"]  # its cell raised NotImplementedError: never defined
    keys = {r.name: r.key for r in results_for(ex04.EXERCISE, ns)}
    assert keys["ex04_one_call_at_a_time"] == "ex04.options_not_started"
    assert keys["ex04_guard_refuses_short"] == "ex04.passed"


def test_a_precondition_followed_by_a_negated_condition_is_accepted():
    ns = reference_namespace()
    description = (
        "계좌에서 돈을 뺀다. 출금하기 전에 반드시 read_balance로 잔액을 확인하고, "
        "잔액이 금액보다 적으면 부르지 않는다."
    )
    ns["withdraw_tool"] = {**ns["withdraw_tool"], "description": description}
    found = {r.name: r for r in results_for(ex04.EXERCISE, ns)}
    assert found["ex04_description_precondition"].passed


# Fair descriptions of the corpus (issue 23 item 9) that the reader's order claim first
# missed: the precondition joined by -며 to a negated conditional is now read (a negated
# consequence of a condition doubts no action); English 'prior' is still a known miss.
@pytest.mark.parametrize(
    "description",
    [
        "이 도구는 출금을 실행합니다. 출금하기 전에 read_balance로 잔액을 꼭 확인해야 하며, "
        "잔액이 요청 금액보다 적으면 호출하지 마십시오.",
        pytest.param(
            "Withdraws money (cannot be undone). Requires a prior read_balance call for the "
            "same account: withdraw only if the balance it returns is at least the amount.",
            marks=pytest.mark.xfail(
                strict=True, reason="known miss: English 'prior' ('Requires a prior X call')"
            ),
        ),
    ],
)
def test_a_precondition_the_reader_misses_is_accepted(description):
    ns = reference_namespace()
    ns["withdraw_tool"] = {**ns["withdraw_tool"], "description": description}
    found = {r.name: r for r in results_for(ex04.EXERCISE, ns)}
    assert found["ex04_description_precondition"].passed


@pytest.mark.parametrize(
    ("description", "passes"),
    [
        # the balance in a condition, after the order: accepted
        ("먼저 read_balance로 잔액을 읽고, 잔액이 금액 이상일 때만 부른다.", True),
        ("read_balance로 잔고를 조회한 후, 잔고가 출금액보다 크거나 같을 때만 호출하세요.", True),
        ("Call read_balance first; withdraw only if the balance covers the amount.", True),
        ("먼저 read_balance, 그다음 withdraw. 잔액이 amount보다 작으면 withdraw 금지.", True),
        # an order with no condition: the model has no reason not to withdraw
        ("먼저 read_balance를 부르고, 그다음에 withdraw를 부른다.", False),
        ("Withdraws money. Always call read_balance before this tool.", False),
        ("read_balance로 잔액을 확인한 뒤에 출금한다.", False),
        # read_balance's own name is not the balance it must compare
        ("Only call withdraw after read_balance.", False),
    ],
)
def test_the_description_must_put_the_balance_in_a_condition(description, passes):
    ns = reference_namespace()
    ns["withdraw_tool"] = {**ns["withdraw_tool"], "description": description}
    found = {r.name: r for r in results_for(ex04.EXERCISE, ns)}["ex04_description_precondition"]
    assert (found.passed, found.key) == (
        (True, "ex04.passed") if passes else (False, "ex04.description_no_condition")
    )
