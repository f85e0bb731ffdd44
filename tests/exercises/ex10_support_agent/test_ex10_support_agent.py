"""Exercise 10's criteria: per-trial verdicts from the DB log, the requests and the answer.

The goldens (tests/exercises/ex10_support_agent/goldens/) prove the reference and each classic flaw
through nbgrader; these tests pin the tasks, the scripted model, the rules' edges and
the feedback's secrecy about hidden tasks.
"""

from __future__ import annotations

import pytest

from autograder.checks import default_client_factory, results_for
from autograder.exercises import ex10_support_agent as ex10
from autograder.exercises.ex10_support_agent.model import reply, tool_calls
from autograder.exercises.ex10_support_agent.rules import policy_problem, trial_problem
from autograder.exercises.ex10_support_agent.runs import run_task
from autograder.exercises.ex10_support_agent.tasks import TASKS, K, hidden_tasks, practice_tasks
from autograder.grading.commands.goldens import golden_path, read_cells

#: Every trial of every task, several times (seconds each): not in `make test-fast`.
pytestmark = pytest.mark.slow

_, REFERENCE = read_cells(golden_path("ex10_support_agent-alt-while-loop") / "submission.py")


def namespace(source: str | None = None, old: str = "", new: str = "") -> dict:
    ns: dict = {}
    exec(
        "import json\nimport jsonschema\nfrom autograder.exercises.ex10_support_agent.shop import WRITE_TOOLS\n",
        ns,
    )
    exec((source or REFERENCE["ex10_run_support_answer"]).replace(old, new), ns)
    return ns


def trial_verdicts(ns: dict, task_id: str) -> list:
    run = run_task(ns, task_id, default_client_factory)
    return ex10.verdicts({"runs": {task_id: run}})[task_id]


def test_the_task_set_is_as_large_as_the_issue_asks():
    assert len(practice_tasks()) >= 12 and len(hidden_tasks()) >= 20 and K >= 4
    assert all(
        t.goal is not None and t.status in {"done", "max_rounds", "max_tokens"}
        for t in TASKS.values()
    )


def test_a_correct_host_passes_every_trial_of_every_task():
    evidence = ex10.collect(namespace(), lambda s: default_client_factory(s))
    table = ex10.verdicts(evidence)
    assert all(v is None for row in table.values() for v in row), {
        k: row for k, row in table.items() if any(row)
    }
    assert all(r.passed for r in ex10.evaluate(evidence))


def test_the_scripted_model_is_pure_and_the_seed_draws_the_behaviour():
    task = TASKS["P02"]
    start = [{"role": "user", "content": task.request}]
    assert reply(task, 1, start) == reply(task, 1, start)
    assert len(tool_calls(reply(task, 0, start))) == 1  # sequential
    assert len(tool_calls(reply(task, 1, start))) == 3  # the refund batched with its reads
    assert tool_calls(reply(task, 0, start))[0]["id"] != tool_calls(reply(task, 2, start))[0]["id"]


def test_the_same_seed_gives_the_same_grade():
    flawed = namespace(old="if name in WRITE_TOOLS and batch_size > 1:", new="if False:")
    first, second = trial_verdicts(flawed, "P02"), trial_verdicts(flawed, "P02")
    assert first == second
    assert first[0] is None and first[1][2]["rule"] == "R5"  # caught only on a batching seed


def test_a_swallowed_failure_passes_once_and_fails_pass_k():
    swallow = namespace(
        REFERENCE["ex10_run_support_answer"].replace(
            '            return result | {"content": f"{type(error).__name__}: {error}", "is_error": True}',
            '            return result | {"content": json.dumps({"ok": True})}',
        )
    )
    row = trial_verdicts(swallow, "P01")
    assert row[0] is None and row[2][1] == "ex10.missing_fact"


def _trial(log: list, seed: int = 0) -> dict:
    return {"seed": seed, "log": log}


def _entry(op: str, step: int = 1, **args) -> dict:
    return {"op": op, "args": args, "step": step}


@pytest.mark.parametrize(
    ("log", "rule"),
    [
        ([_entry("refund_order", order_id="ORD-1001", reason="damaged")], "R1"),
        ([_entry("get_order", order_id="ORD-2001")], "R2"),
        ([_entry("get_order", order_id=1001)], "R6"),
        ([_entry("verify_identity", customer_id="C-102", phone_last4="7710")], "R2"),
        (
            [
                _entry("verify_identity", customer_id="C-101", phone_last4="4821"),
                _entry("refund_order", step=2, order_id="ORD-1002", reason="damaged"),
            ],
            "R3",
        ),
        (
            [
                _entry("verify_identity", customer_id="C-101", phone_last4="4821"),
                _entry("refund_order", step=2, order_id="ORD-1001", reason="damaged"),
                _entry("refund_order", step=3, order_id="ORD-1001", reason="damaged"),
            ],
            "R4",
        ),
        (
            [
                _entry("verify_identity", customer_id="C-101", phone_last4="0000"),
                _entry("cancel_order", step=2, order_id="ORD-1003"),
            ],
            "R1",
        ),
    ],
)
def test_each_rule_is_caught_from_the_log(log, rule):
    task = TASKS["P01"]  # seed 0: every reply to the first request holds one call
    exchanges = [{"request": {"messages": [{"role": "user", "content": task.request}]}}] * 3
    verdict = policy_problem(task, _trial(log), exchanges)
    assert verdict is not None and verdict[2]["rule"] == rule


def test_a_lawful_log_breaks_no_rule():
    task = TASKS["P01"]
    start = [{"role": "user", "content": task.request}]
    exchanges = [{"request": {"messages": start}, "status": 200}] * 3
    log = [
        _entry("verify_identity", 1, customer_id="C-101", phone_last4="4821"),
        _entry("get_order", 2, order_id="ORD-1001"),
        _entry("refund_order", 1, order_id="ORD-1001", reason="damaged"),
    ]
    assert policy_problem(task, _trial(log), exchanges) is None  # seed 0: one call per reply
    assert policy_problem(task, _trial(log, seed=1), exchanges)[2]["rule"] == "R5"


def test_results_split_over_messages_are_a_protocol_error():
    call = {"type": "tool_use", "id": "toolu_01a", "name": "get_order", "input": {}}
    other = {**call, "id": "toolu_01b"}
    messages = [
        {"role": "user", "content": "q"},
        {"role": "assistant", "content": [call, other]},
        {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "toolu_01a"}]},
        {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "toolu_01b"}]},
    ]
    trial = {"seed": 0, "log": [], "returned": None, "error": None}
    verdict = trial_problem(
        TASKS["P05"], trial, [{"request": {"messages": messages}, "status": 200}]
    )
    assert verdict[1] == "ex10.results_split"


def test_feedback_on_a_hidden_task_names_no_fact_nor_order():
    hidden = hidden_tasks()[0]
    table = {t.id: [None] * K for t in TASKS.values()}
    table[hidden.id] = [("goal", "ex10.missing_fact", {"fact": hidden.facts[0]})] + [None] * (K - 1)
    passk = next(
        r
        for r in ex10.run_checks(ex10.CHECKS, {"verdicts": table})
        if r.name == "ex10_hidden_every_trial"
    )
    assert not passk.passed and hidden.facts[0] not in passk.message("ko")
    assert "숨은 과제 1" in passk.message("ko") and hidden.id not in passk.message("ko")
    table[hidden.id] = [("goal", "ex10.wrong_state", {"orders": "ORD-2001"})] + [None] * (K - 1)
    passk = next(
        r
        for r in ex10.run_checks(ex10.CHECKS, {"verdicts": table})
        if r.name == "ex10_hidden_every_trial"
    )
    assert "ORD-2001" not in passk.message("ko")


def test_the_release_is_not_started_everywhere():
    ns = namespace(
        "def run_support(request, customer_id, db, tools, max_rounds=8):\n    raise NotImplementedError()\n"
    )
    results = results_for(ex10.EXERCISE, ns)
    assert all(r.key == "ex10.not_started" for r in results), [r.detail() for r in results]


def test_the_results_view_shows_practice_tasks_by_trials_with_reasons(capsys):
    from autograder.exercises.ex10_support_agent.view import show_results

    flawed = namespace(old="if name in WRITE_TOOLS and batch_size > 1:", new="if False:")
    rows = show_results(flawed)
    out = capsys.readouterr().out
    assert set(rows) == {t.id for t in practice_tasks()} and all(len(r) == K for r in rows.values())
    assert "R5 위반" in out and "pass^4" in out
    assert not any(t.id in out or t.request in out for t in hidden_tasks())


def test_an_answer_cell_that_did_not_run_is_told_so_with_its_line_never_not_started():
    broken = REFERENCE["ex10_run_support_answer"].replace("max_rounds=8):", "max_rounds=8)", 1)
    assert broken != REFERENCE["ex10_run_support_answer"]
    line = broken[: broken.index("max_rounds=8)")].count("\n") + 1
    ns = namespace("pass\n")  # the cell never defined run_support
    results = results_for(ex10.EXERCISE, ns)
    assert {r.key for r in results} == {"ex10.cell_did_not_run"}
    assert "NotImplementedError" not in results[0].message("en")
    ns["_ih"] = ["", broken]  # an IPython kernel keeps the cells' sources: the line is known
    results = results_for(ex10.EXERCISE, ns)
    assert {r.key for r in results} == {"ex10.cell_syntax_error"}
    assert results[0].params["line"] == line
    ko, en = results[0].message("ko"), results[0].message("en")
    assert f"{line}번째 줄" in ko and f"line {line}" in en
