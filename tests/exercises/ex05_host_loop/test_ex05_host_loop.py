"""Exercise 5's criteria: judged from every request the loop sent and the outcome it returned.

The goldens (tests/exercises/ex05_host_loop/goldens/) prove each known mistake and the alternative
correct loops through nbgrader; these tests pin the runs and the rules' edges directly.
"""

from __future__ import annotations

import json

import pytest

from autograder.checks import results_for
from autograder.exercises import ex05_host_loop as ex05
from autograder.exercises.ex05_host_loop import rules
from autograder.exercises.ex05_host_loop.runs import CALL_LIMIT, RUNS, run_loop_once
from autograder.simulator import make_client

LOOP = """
def run_loop(user_message, tools, max_rounds=10):
    messages = [{"role": "user", "content": user_message}]
    for _ in range(max_rounds):
        response = call_model(tools=tools, messages=messages)
        messages.append({"role": "assistant", "content": response.content})
        if response.stop_reason == "max_tokens":
            return {"status": "max_tokens", "messages": messages}
        if response.stop_reason != "tool_use":
            return {"status": "done", "messages": messages}
        messages.append({"role": "user", "content": [
            {"type": "tool_result", "tool_use_id": b.id, "content": execute_tool(b.name, b.input)}
            for b in response.content if b.type == "tool_use"]})
    return {"status": "max_rounds", "messages": messages}
"""


def namespace(source=LOOP):
    ns: dict = {}
    exec(source, ns)
    return ns


def factory(scenario):
    return make_client(scenario, live=False)


def verdicts(ns):
    return {r.name: r for r in results_for(ex05.EXERCISE, ns)}


def test_the_reference_loop_passes_every_conversation():
    found = verdicts(namespace())
    assert all(r.passed for r in found.values()), [r.detail() for r in found.values()]


@pytest.mark.parametrize(
    ("run", "calls", "stops"),
    [
        ("deploy", 3, ["tool_use", "tool_use", "end_turn"]),
        ("never_stops", 4, ["tool_use"] * 4),
        ("cut_off", 1, ["max_tokens"]),
        ("one_round", 2, ["tool_use", "end_turn"]),
        ("five_rounds", 6, ["tool_use"] * 5 + ["end_turn"]),
        ("never_stops_7", 7, ["tool_use"] * 7),
        ("cut_mid_batch", 2, ["tool_use", "max_tokens"]),
    ],
)
def test_each_conversation_plays_as_designed(run, calls, stops):
    """The conversations are what the criteria assume (if the simulator changes, this says so)."""
    record = run_loop_once(namespace(), run, factory)
    assert [e["response"]["stop_reason"] for e in record["exchanges"]] == stops
    assert len(record["exchanges"]) == calls
    assert json.loads(json.dumps(record)) == record


def test_five_rounds_holds_a_parallel_batch_and_the_cut_keeps_a_complete_call():
    record = run_loop_once(namespace(), "five_rounds", factory)
    assert [len(rules._tool_uses(e)) for e in record["exchanges"]] == [1, 2, 1, 1, 1, 0]
    cut = run_loop_once(namespace(), "cut_mid_batch", factory)["exchanges"][1]
    assert len(rules._tool_uses(cut)) == 1  # running it would act on a cut-off reply


def test_hidden_runs_differ_from_the_visible_ones():
    visible = {
        (RUNS[n].scenario, RUNS[n].max_rounds, RUNS[n].max_tokens)
        for n in RUNS
        if not RUNS[n].hidden
    }
    hidden = {
        (RUNS[n].scenario, RUNS[n].max_rounds, RUNS[n].max_tokens) for n in RUNS if RUNS[n].hidden
    }
    assert visible.isdisjoint(hidden)
    assert {RUNS[n].expected for n in RUNS if RUNS[n].hidden} == {
        "done",
        "max_rounds",
        "max_tokens",
    }


def test_a_loop_that_never_ends_is_stopped_and_told_so():
    endless = "def run_loop(user_message, tools, max_rounds=10):\n" + (
        "    messages = [{'role': 'user', 'content': user_message}]\n"
        "    while True:\n"
        "        try:\n"
        "            call_model(tools=tools, messages=messages)\n"
        "        except Exception:\n"
        "            pass\n"
    )
    record = run_loop_once(namespace(endless), "deploy", factory)
    assert len(record["exchanges"]) == CALL_LIMIT
    assert rules.start_problem(record)[1] == "ex05.runaway"


@pytest.mark.parametrize("extra", [0, 1])
def test_the_cap_accepts_max_rounds_calls_or_one_final_call_more(extra):
    final = (
        "    last = call_model(tools=tools, messages=messages)\n"
        "    messages.append({'role': 'assistant', 'content': last.content})\n"
    )
    source = LOOP.replace(
        '    return {"status": "max_rounds"',
        (final if extra else "") + '    return {"status": "max_rounds"',
    )
    found = verdicts(namespace(source))["ex05_iteration_cap"]
    assert found.passed, found.detail()


def test_a_status_for_the_cut_reply_must_say_max_tokens():
    source = LOOP.replace('{"status": "max_tokens"', '{"status": "truncated"')
    found = verdicts(namespace(source))["ex05_handles_max_tokens"]
    assert (found.key, found.params["found"]) == ("ex05.max_tokens_status", '"truncated"')


def test_forged_exchanges_cannot_earn_the_points():
    evidence = ex05.collect(namespace(), factory)
    for run in evidence["runs"].values():
        run["exchanges"] = []
    results = ex05.evaluate(json.loads(json.dumps(evidence)))
    assert not any(r.passed for r in results)
