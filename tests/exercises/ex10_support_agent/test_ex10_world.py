"""Exercise 10's trial worlds: the grader holds the shop, its log and the hidden tasks.

The whole path (a learner's process that rewrites the log, patches the shop's classes or
drives the model itself, on both grading paths) is proven by the attack cases
``erase-private-read``, ``clear-log``, ``patch-shop-class``, ``shift-steps`` and
``own-shop``; these tests pin the pieces: what the grader records, what binding keeps,
what a learner's notebook without the hidden data runs and says, and what the notebook's
own cells skip while it is graded.
"""

from __future__ import annotations

import json

import pytest

from autograder.checks import GRADING_ENV, default_client_factory, hidden, results_for, self_check
from autograder.exercises import ex10_support_agent as ex10
from autograder.exercises.ex10_support_agent import tasks, view
from autograder.exercises.ex10_support_agent.world import KIND, bind_worlds
from autograder.grading.cleanroom.simhost import SimulatorHost
from tests.exercises.ex10_support_agent.test_ex10_support_agent import namespace

_REQUEST = {"model": "claude-sonnet-5", "max_tokens": 1024, "tools": ex10.shop.TOOLS}


@pytest.fixture
def no_hidden_data(tmp_path, monkeypatch):
    """A learner's installation: no exercise has a readable hidden/ folder."""
    monkeypatch.setattr(hidden, "_EXERCISES", tmp_path)
    tasks._hidden.cache_clear()
    ex10._CACHE.clear()
    yield
    tasks._hidden.cache_clear()
    ex10._CACHE.clear()


def test_the_public_task_file_names_the_hidden_tasks_and_holds_none_of_their_data():
    public = tasks._FILE.read_text(encoding="utf-8")
    assert json.loads(public)["hidden_ids"] == list(tasks.HIDDEN_IDS)
    for task in tasks.hidden_tasks():  # (facts quote the shared orders: not secret alone)
        assert task.request not in public and f'"{task.id}"' not in public.split("tasks")[-1]
    assert [t.id for t in tasks.hidden_tasks()] == list(tasks.HIDDEN_IDS)


def test_the_grader_holds_the_shop_its_log_and_the_requests():
    host = SimulatorHost()
    worlds = host.worlds
    handle = worlds.open(KIND, "P01/0")
    brief = worlds.call(handle, "task_brief", [], {})["ok"]
    request = {**_REQUEST, "messages": [{"role": "user", "content": brief["request"]}]}
    answer = worlds.call(handle, "model_call", [request], {})["ok"]
    assert answer["status"] == 200 and answer["body"]["stop_reason"] == "tool_use"
    assert worlds.call(handle, "get_order", ["ORD-2001"], {})["ok"]["customer_id"] == "C-102"
    rejected = worlds.call(handle, "model_call", [{**request, "messages": []}], {})["ok"]
    assert rejected["status"] == 400 and rejected["error"]["type"] == "error"
    [record] = worlds.records()
    assert record["state"]["log"] == [
        {"op": "get_order", "args": {"order_id": "ORD-2001"}, "step": 1}
    ]
    assert [e["status"] for e in record["state"]["exchanges"]] == [200, 400]
    assert worlds.open(KIND, "H01/3") is not None  # the grader reads the hidden tasks
    assert worlds.open(KIND, "P01/9") is None and worlds.open(KIND, "X99/0") is None
    assert worlds.call(handle, "_record", ["refund_order"], {})["raise"][0] == "AttributeError"


def test_binding_keeps_the_grader_s_log_and_requests_never_the_claims():
    claimed = {"seed": 0, "calls": 1, "log": [], "returned": {"shape": "dict"}}
    evidence = {"runs": {"P01": {"defined": True, "trials": [claimed, claimed], "exchanges": []}}}
    recorded_log = [{"op": "get_order", "args": {"order_id": "ORD-2001"}, "step": 1}]
    exchange = {"request": {}, "status": 200, "error": None}
    state = {"log": recorded_log, "exchanges": [exchange, exchange]}
    recorded = {"worlds": [{"kind": KIND, "run": "P01/0", "state": state, "calls": []}]}
    run = bind_worlds(evidence, recorded, [])["runs"]["P01"]
    assert run["trials"][0]["log"] == recorded_log and run["trials"][0]["calls"] == 2
    assert run["trials"][1]["calls"] == -1  # its world was never opened: no claim survives
    assert run["exchanges"] == [exchange, exchange]
    verdicts = ex10.verdicts({"runs": {"P01": run}})["P01"]
    assert [v[1] for v in verdicts[:2]] == ["ex10.record_mismatch"] * 2


def test_a_read_of_another_customer_s_order_breaks_r2_from_the_grader_s_log():
    host = SimulatorHost()
    handle = host.worlds.open(KIND, "P01/0")
    host.worlds.call(handle, "get_order", ["ORD-2001"], {})  # C-101's host peeks at C-102's
    log = host.worlds.records()[0]["state"]["log"]
    recording = ex10.record.Recording(tasks.TASKS["P01"], 0, [])
    found = list(ex10.rules.policy_violations(recording, {"seed": 0, "log": log}))
    assert found and found[0]["rule"] == "R2" and found[0]["tool"] == "get_order"


@pytest.mark.usefixtures("no_hidden_data")
def test_without_the_hidden_data_the_notebook_runs_practice_tasks_and_defers_the_rest():
    assert not tasks.hidden_available()
    ns = namespace()
    evidence = ex10.collect(ns, default_client_factory)
    assert set(evidence["runs"]) == set(tasks.PRACTICE)
    found = {r.name: (r.points, r.key) for r in results_for(ex10.EXERCISE, ns)}
    assert found["ex10_practice_first_trial"] == (2.0, "ex10.passed")
    assert found["ex10_hidden_pass_rate"] == (0.0, "ex10.hidden_when_graded")
    assert found["ex10_hidden_every_trial"] == (0.0, "ex10.hidden_when_graded")
    with pytest.raises(KeyError):
        view.practice_world("H01")


def test_while_graded_the_notebook_s_own_cells_do_not_run_the_trials(monkeypatch, capsys):
    monkeypatch.setenv(GRADING_ENV, "1")

    def no_trials(*args, **kwargs):
        raise AssertionError("a trial ran while grading")

    monkeypatch.setattr(ex10, "run_task", no_trials)
    ns = namespace()
    assert view.show_results(ns) == {}
    assert view.show_first_failure(ns) is None
    assert self_check(ex10.EXERCISE, ns) == []
    out = capsys.readouterr().out
    assert out.count("채점 중에는 이 셀에서 시행을 다시 돌리지 않습니다") == 2
    assert "채점 중에는 자가 점검을 다시 돌리지 않습니다" in out
