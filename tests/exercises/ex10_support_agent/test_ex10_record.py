"""Exercise 10 judges a trial from the grader's recording, never from what the trial claims.

Each forgery a learner's process could make -- the reported state, an erased or invented
log entry, the call counts, a patched model -- is caught; hosts written in other correct
ways (request as a text block, assistant turns without their text) still pass.
"""

from __future__ import annotations

import copy

import pytest

from autograder.checks import default_client_factory
from autograder.exercises import ex10_support_agent as ex10
from autograder.exercises.ex10_support_agent.model import reply
from autograder.exercises.ex10_support_agent.record import Recording, replayed_state
from autograder.exercises.ex10_support_agent.runs import run_task
from autograder.exercises.ex10_support_agent.tasks import TASKS
from tests.exercises.ex10_support_agent.test_ex10_support_agent import namespace

#: Every trial of every task, several times (seconds each): not in `make test-fast`.
pytestmark = pytest.mark.slow


def _run(task_id: str, ns: dict | None = None) -> dict:
    return run_task(ns or namespace(), task_id, default_client_factory)


def _row(task_id: str, run: dict) -> list:
    return ex10.verdicts({"runs": {task_id: run}})[task_id]


def test_the_reported_state_is_ignored_the_log_is_replayed():
    run = _run("P01")
    forged = copy.deepcopy(run)
    for trial in forged["trials"]:
        trial["state"] = {"statuses": {}, "refunds": [["ORD-9999", "damaged"]]}
    assert _row("P01", forged) == [None] * 4
    assert replayed_state(run["trials"][0]["log"])["refunds"] == [["ORD-1001", "damaged"]]


def test_a_write_erased_from_the_log_is_caught_as_an_unbacked_success():
    run = copy.deepcopy(_run("P01"))
    log = run["trials"][0]["log"]
    log[:] = [e for e in log if e["op"] != "refund_order"]
    verdict = _row("P01", run)[0]
    assert (
        verdict[:2] == ("record", "ex10.unbacked_success") and verdict[2]["tool"] == "refund_order"
    )


def test_a_write_no_response_asked_for_is_caught():
    run = copy.deepcopy(_run("P04"))
    run["trials"][1]["log"].append(
        {"op": "refund_order", "args": {"order_id": "ORD-1001", "reason": "damaged"}, "step": 1}
    )
    assert _row("P04", run)[1][1] == "ex10.unasked_write"


def test_call_counts_that_do_not_add_up_to_the_recording_fail_every_trial():
    run = copy.deepcopy(_run("P01"))
    run["trials"][0]["calls"] -= 1
    assert [v[1] for v in _row("P01", run)] == ["ex10.record_mismatch"] * 4


def test_a_claimed_seed_is_ignored_the_position_is_the_seed():
    run = copy.deepcopy(_run("P02"))
    for trial in run["trials"]:
        trial["seed"] = 0
    assert _row("P02", run) == [None] * 4


def test_a_host_that_answers_a_patched_model_diverges():
    import autograder.exercises.ex10_support_agent.world as world

    real = world.reply  # the trial world's model, as the learner's kernel could patch it
    world.reply = lambda task, seed, messages: real(task, seed - seed % 2, messages)
    try:
        run = _run("P02")
    finally:
        world.reply = real
    row = _row("P02", run)
    assert row[0] is None and row[1][1] == "ex10.diverged" and row[1][2]["step"] == 2


def test_a_recording_reads_each_request_once_as_the_model_answers_it():
    """A trial's `Recording` replays each request once for every rule: its responses are the
    model's replies, and a turn tampered in the middle of a late request is named there."""
    trial, exchanges = ex10.trials(_run("P08"))[1]  # odd seed: a batch of reads
    recording = Recording(TASKS["P08"], trial["seed"], exchanges)
    replies = [reply(TASKS["P08"], 1, e["request"]["messages"]) for e in exchanges]
    assert len(exchanges) >= 3 and recording.responses == replies
    assert recording.divergence() is None
    tampered = copy.deepcopy(exchanges)
    last = tampered[-1]["request"]["messages"]
    middle = [i for i, m in enumerate(last) if m["role"] == "assistant"][1]
    next(b for b in last[middle]["content"] if b["type"] == "tool_use")["input"] = {}
    found = Recording(TASKS["P08"], 1, tampered).divergence()
    assert found == (len(exchanges), f"messages.{middle}")


def test_a_host_that_verifies_on_its_own_breaks_r1():
    cheat = namespace(
        old="    messages = [{",
        new="    db.verify_identity(customer_id, db_phone)\n    session['verified'] = True\n    messages = [{",
    )
    from autograder.exercises.ex10_support_agent.shop import CUSTOMERS

    cheat["db_phone"] = CUSTOMERS["C-101"]["phone_last4"]
    verdict = _row("P11", _run("P11", cheat))[0]  # the model never verifies in P11
    assert verdict[1] == "ex10.policy_violation" and verdict[2]["rule"] == "R1"


def test_the_request_as_a_text_block_is_the_same_request():
    ns = namespace(
        old='messages = [{"role": "user", "content": request}]',
        new='messages = [{"role": "user", "content": [{"type": "text", "text": request}]}]',
    )
    assert _row("P02", _run("P02", ns)) == [None] * 4


def test_assistant_turns_without_their_text_blocks_are_the_model_s_turns():
    ns = namespace(
        old='messages.append({"role": "assistant", "content": response.content})',
        new='messages.append({"role": "assistant", "content": [b for b in response.content if b.type != "text"] or response.content})',
    )
    assert _row("P08", _run("P08", ns)) == [None] * 4


def test_a_host_that_stops_while_the_model_calls_tools_stopped_early():
    ns = namespace(
        old='        if response.stop_reason != "tool_use" or not calls:',
        new="        if True:",
    )
    verdict = _row("P01", _run("P01", ns))[0]
    assert verdict[1] == "ex10.stopped_early" and verdict[2]["step"] == 1


def test_a_host_that_stops_early_earns_no_criterion_not_even_no_violations():
    ns = namespace(
        old='        if response.stop_reason != "tool_use" or not calls:', new="        if True:"
    )
    evidence = ex10.collect(ns, default_client_factory)
    assert not any(r.passed for r in ex10.evaluate(evidence)), "no call run proves no rule kept"


def test_untrusted_trials_count_apart_from_the_rules_in_the_stats():
    run = copy.deepcopy(_run("P01"))
    run["trials"][0]["log"] = [e for e in run["trials"][0]["log"] if e["op"] != "refund_order"]
    evidence = {"runs": {"P01": run}}
    summary = ex10.stats(ex10.recordings(evidence), ex10.verdicts(evidence) | _passing_rest())
    assert summary["untrusted"] == 1 and summary["violations"] == {}


def _passing_rest() -> dict:
    from autograder.exercises.ex10_support_agent.tasks import TASKS, K

    return {t: [None] * K for t in TASKS if t != "P01"}
