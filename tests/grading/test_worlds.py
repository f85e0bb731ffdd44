"""Worlds the learner's code acts on live in the grader: only real calls reach them.

``checks/world.py`` gives the checks a local object in the notebook and a proxy in the
clean room; ``grading/worldhost.py`` holds the real one in the grader. These tests pin
the mechanism: what a proxy can reach, how calls are recorded and bounded, and how each
exercise's ``bind_worlds`` replaces claimed state by the grader's record. The whole path
(forged state on both grading paths) is proven by the adversarial cases
``ex04_same_batch-patch-bank``, ``-forge-guard-answers``, ``ex06_parallel_calls-forge-spans``,
``ex08_errors_safety-scrub-store`` and ``-trim-retry-log``.
"""

from __future__ import annotations

import os
import threading
import time

import pytest

from autograder.checks import world
from autograder.exercises.ex04_same_batch.runs import Bank
from autograder.exercises.ex06_parallel_calls import rules
from autograder.exercises.ex06_parallel_calls.runs import PATIENCE, Lookups
from autograder.exercises.ex08_errors_safety.store import Store
from autograder.grading.cleanroom.budgets import Budgets
from autograder.grading.cleanroom.protocol import read_frame, write_frame
from autograder.grading.cleanroom.session import (
    MAX_WORLDS_PER_CHECKPOINT,
    ProtocolViolation,
    RunResult,
    Session,
)
from autograder.grading.cleanroom.simhost import SimulatorHost
from autograder.grading.cleanroom.worldhost import Held


def host() -> SimulatorHost:
    return SimulatorHost()


def test_without_a_channel_the_checks_get_the_real_world():
    assert type(world.open_world("ex04/bank", "batch")) is Bank
    assert type(world.open_world("ex08/store", "visible")) is Store
    assert type(world.open_world("ex06/lookups", "visible")) is Lookups


def test_the_grader_builds_worlds_from_the_run_name_only():
    worlds = host().worlds
    assert worlds.open("ex04/bank", "batch") == 0
    assert worlds.open("ex04/bank", "no-such-run") is None
    assert worlds.open("os.system", "batch") is None
    assert worlds.records()[0]["state"] == {"log": [], "balances": {"A001": 60}}


@pytest.mark.parametrize("name", ["_balances", "__class__", "__init__", "for_run", "nope"])
def test_only_the_names_a_world_declares_can_be_reached(name):
    worlds = host().worlds
    handle = worlds.open("ex04/bank", "batch")
    assert worlds.call(handle, name, [], {})["raise"][0] == "AttributeError"
    assert worlds.call(99, "balance", ["A001"], {})["raise"][0] == "AttributeError"
    assert worlds.records()[0]["calls"] == []


def test_calls_run_on_the_real_world_and_are_numbered_with_the_requests():
    simulators = host()
    handle = simulators.worlds.open("ex04/bank", "batch")
    assert simulators.worlds.call(handle, "balance", ["A001"], {}) == {"ok": 60}
    failed = simulators.worlds.call(handle, "withdraw", ["B999", 10], {})
    assert failed == {"raise": ["LookupError", ["계좌 B999을(를) 찾을 수 없습니다."]]}
    client = simulators.open("bank")
    simulators.handle(client, "POST", "/v1/messages", [], b"{}")  # rejected, still recorded
    assert simulators.worlds.call(handle, "withdraw", ["A001", 100], {})["ok"]["balance"] == -40
    recorded = simulators.recorded_worlds()
    [bank] = recorded["worlds"]
    assert bank["calls"] == [[1, 1], [2, 2], [4, 3]] and recorded["requests"] == [[3]]
    assert bank["state"]["balances"] == {"A001": -40}


def test_a_proxy_offers_the_remote_names_and_nothing_else():
    calls = []

    class Channel:
        def open(self, kind, run):
            return 7

        def call(self, handle, name, args, kwargs):
            calls.append((handle, name, args, kwargs))
            if name == "withdraw":
                raise world.raised("LookupError", ["없음"])
            return 60

    world.installed(Channel())
    try:
        bank = world.open_world("ex04/bank", "batch")
    finally:
        world.installed(None)
    assert bank.balance("A001") == 60 and bank.log == 60
    with pytest.raises(LookupError, match="없음"):
        bank.withdraw("A001", amount=5)
    with pytest.raises(AttributeError):
        bank._balances  # noqa: B018
    with pytest.raises(AttributeError):
        bank.withdraw = lambda *a: {}
    assert calls == [
        (7, "balance", ["A001"], {}),
        (7, "log", [], {}),
        (7, "withdraw", ["A001"], {"amount": 5}),
    ]


def test_only_builtin_failures_cross_and_others_become_runtime_errors():
    assert type(world.raised("TimeoutError", ["늦음"])) is TimeoutError
    assert type(world.raised("SystemExit", [0])) is RuntimeError
    assert type(world.raised("__import__", ["os"])) is RuntimeError


def test_world_frames_outside_a_collect_get_no_world_and_too_many_worlds_are_refused():
    session = Session(0, 1, host, RunResult(expected=(0,)))
    assert session._open_world({"kind": "ex04/bank", "run": "batch"}) is None
    assert "raise" in session._world_call({"world": 0, "name": "balance", "args": ["A001"]})
    session._start_checkpoint(0)
    for _ in range(MAX_WORLDS_PER_CHECKPOINT):
        assert isinstance(session._open_world({"kind": "ex04/bank", "run": "batch"}), int)
    with pytest.raises(ProtocolViolation, match="worlds"):
        session._open_world({"kind": "ex04/bank", "run": "batch"})


def test_a_look_up_ended_at_once_still_lasts_its_latency():
    """The grader's side of a timed call cannot be cut short by ending it early."""
    lookups = Lookups("visible")
    ticket, hold = lookups.start("call", "get_project_status", {"job_number": "MEG-2026-0142"})
    assert hold >= 0.45
    assert "MEG-2026-0142" in lookups.finish(ticket)
    [(_, _, start, end)] = lookups.snapshot()["spans"]
    assert end - start >= 0.45
    with pytest.raises(KeyError):
        lookups.finish(ticket)  # a ticket ends once


def test_the_look_ups_offer_one_timed_call_and_nothing_to_start_or_end():
    """The learner's process can only make tool calls; the grader times each one."""
    assert Lookups.REMOTE == {"call": "timed"}
    simulators = host()
    handle = simulators.worlds.open("ex06/lookups", "visible")
    for name in ("start", "finish", "begin", "end", "log"):
        assert "raise" in simulators.worlds.call(handle, name, ["get_project_status", {}], {})
    held = simulators.worlds.call(handle, "call", ["get_project_status", {"job_number": "X"}], {})
    assert isinstance(held, Held) and held.due - time.monotonic() >= 0.4
    assert simulators.recorded_worlds()["worlds"][0]["state"]["spans"] == []  # not ended yet
    assert "ok" in held.reply()
    [span] = simulators.recorded_worlds()["worlds"][0]["state"]["spans"]
    assert span[3] - span[2] >= 0.45


VISIBLE_BATCH = [
    ["get_project_status", {"job_number": "MEG-2026-0142"}],
    ["get_site_weather", {"site": "Riverside"}],
    ["get_permit_state", {"permit_id": "P-88213"}],
]


def test_the_graders_look_ups_end_early_only_once_the_whole_batch_is_in_flight():
    """Two of three calls in flight prove nothing yet: they wait their latency. The third
    makes the overlap the criterion asks for, and then all three may be answered; a call
    made after they ended (a retry, a second round) waits its full latency again."""
    simulators = host()
    handle = simulators.worlds.open("ex06/lookups", "visible")
    first, second = (simulators.worlds.call(handle, "call", c, {}) for c in VISIBLE_BATCH[:2])
    assert not first.ready() and not second.ready()
    third = simulators.worlds.call(handle, "call", VISIBLE_BATCH[2], {})
    assert first.ready() and second.ready() and third.ready()
    assert first.due - time.monotonic() >= 0.3  # the release is the world's, not a shorter due
    for held in (first, second, third):
        held.reply()
    spans = simulators.recorded_worlds()["worlds"][0]["state"]["spans"]
    assert rules.max_in_flight([(a, b, float(c), float(d)) for a, b, c, d in spans]) == 3
    later = simulators.worlds.call(handle, "call", VISIBLE_BATCH[0], {})
    assert not later.ready()


def test_the_same_call_three_times_does_not_release_the_batch():
    simulators = host()
    handle = simulators.worlds.open("ex06/lookups", "visible")
    held = [simulators.worlds.call(handle, "call", VISIBLE_BATCH[0], {}) for _ in range(3)]
    assert not any(h.ready() for h in held)


def _serve_look_ups(calls: list) -> tuple[list[dict], list[tuple[str, object, float, float]]]:
    """A session serving ex06's look-up world to a child that asks `calls` back to back and
    hangs up 1 s after a part of the batch would have been answered (`PATIENCE`): (every
    reply, job first; the world's spans)."""
    data_r, data_w = os.pipe()
    reply_r, reply_w = os.pipe()
    session = Session(data_r, reply_w, host, RunResult(expected=(0,)))
    frames = [
        {"type": "collect_start", "checkpoint": 0},
        {"type": "world_open", "kind": "ex06/lookups", "run": "visible", "tag": 1},
    ] + [
        {"type": "world_call", "world": 0, "name": "call", "tag": tag, "args": call, "kwargs": {}}
        for tag, call in enumerate(calls, start=2)
    ]
    for frame in frames:
        write_frame(data_w, frame)
    threading.Timer(PATIENCE + 1.0, os.close, [data_w]).start()  # hangs up once answered
    session.serve({"cells": []}, time.monotonic() + 10, Budgets())
    os.close(reply_w)
    replies = [read_frame(reply_r) for _ in range(2 + len(calls))]
    spans = session.host.worlds.records()[0]["state"]["spans"]
    return replies, [(a, b, float(c), float(d)) for a, b, c, d in spans]


def test_a_session_answers_a_released_batch_before_its_latency():
    """The session sends a ready reply at once: the three spans end long before 0.45 s."""
    replies, spans = _serve_look_ups(VISIBLE_BATCH)
    assert sorted(r["tag"] for r in replies[2:]) == [2, 3, 4]
    assert rules.max_in_flight(spans) == 3
    last_start = max(s[2] for s in spans)
    assert all(s[3] >= last_start + 0.01 for s in spans)  # SETTLE: clearly after
    assert max(s[3] for s in spans) < 0.45  # released, not waited out


def test_a_session_holds_a_timed_reply_and_answers_other_frames_meanwhile():
    """Two look-ups asked back to back are both in flight; each reply carries its tag. Two
    of the batch's three: the grader holds them for the third (`PATIENCE`), then answers."""
    replies, spans = _serve_look_ups(
        [
            ["get_project_status", {"job_number": "MEG-2026-0142"}],
            ["get_permit_state", {"job_number": "MEG-2026-0142"}],
        ]
    )
    assert [r["tag"] for r in replies[1:]] == [1, 2, 3] and "ok" in replies[2]
    assert rules.max_in_flight(spans) == 2
    assert all(end - start >= PATIENCE - 0.01 for _, _, start, end in spans)


def test_ex06_intervals_are_the_graders():
    from autograder.exercises import ex06_parallel_calls as ex06

    claimed = {"runs": {"visible": {"defined": True, "spans": [["x", {}, 0, 1]]}}}
    timed = {"worlds": [{"kind": "ex06/lookups", "run": "visible", "state": {"spans": []}}]}
    assert ex06.bind_worlds(claimed, timed, [])["runs"]["visible"]["spans"] == []
    assert ex06.bind_worlds(claimed, {}, [])["runs"]["visible"]["spans"] == []
    twice = {"worlds": timed["worlds"] * 2}
    assert ex06.bind_worlds(claimed, twice, [])["runs"]["visible"]["error"] == world.MISMATCH


def _bank_run(sent_content: str, sent_error: bool, claimed: dict) -> dict:
    call = {"type": "tool_use", "id": "toolu_1", "name": "withdraw", "input": {}}
    result = {"type": "tool_result", "tool_use_id": "toolu_1", "content": sent_content}
    return {
        "defined": True,
        "guard": [claimed],
        "log": [],
        "balances": {"A001": 60},
        "exchanges": [
            {"status": 200, "response": {"stop_reason": "tool_use", "content": [call]}},
            {
                "status": 200,
                "request": {
                    "messages": [{"role": "user", "content": [{**result, "is_error": sent_error}]}]
                },
                "response": {"stop_reason": "end_turn", "content": []},
            },
        ],
    }


def test_ex04_guard_answers_must_be_the_results_the_model_was_sent():
    from autograder.exercises import ex04_same_batch as ex04

    bank = {"kind": "ex04/bank", "run": "write_alone"}
    recorded = {
        "worlds": [
            {**bank, "state": {"log": [["withdraw", "A001", 100]], "balances": {"A001": -40}}}
        ]
    }
    refusal = {"returned": {"content": "잔액 60달러", "is_error": True}}
    honest = ex04.bind_worlds(
        {"runs": {"write_alone": _bank_run("잔액 60달러", True, refusal)}}, recorded, []
    )
    bound = honest["runs"]["write_alone"]
    assert bound["log"] == [["withdraw", "A001", 100]] and bound["balances"] == {"A001": -40}
    forged = _bank_run("처리했습니다.", False, refusal)
    assert (
        ex04.bind_worlds({"runs": {"write_alone": forged}}, recorded, [])["runs"]["write_alone"][
            "error"
        ]
        == world.MISMATCH
    )
    crash = {"raised": {"type": "ValueError", "message": "x"}}
    run = _bank_run("ValueError: x", True, crash)
    assert (
        "error"
        not in ex04.bind_worlds({"runs": {"write_alone": run}}, recorded, [])["runs"]["write_alone"]
    )
    assert (
        ex04.bind_worlds({"runs": {"write_alone": run}}, {}, [])["runs"]["write_alone"]["error"]
        == world.MISMATCH
    )


def test_ex08_store_calls_are_split_by_the_requests_the_grader_received():
    from autograder.exercises import ex08_errors_safety as ex08

    turns = [{"id": "a", "store": []}, {"id": "b", "store": []}]
    claimed = {"runs": {"visible": {"defined": True, "cases": [{"kind": "k", "turns": turns}]}}}
    log = [["get_order", "X"], ["refund", "X", 5, None], ["get_order", "X"], ["get_order", "Y"]]
    store = {
        "kind": "ex08/store",
        "run": "visible",
        "state": {"log": log, "refunds": [{"order_id": "X"}]},
        "calls": [[1, 1], [2, 3], [4, 4]],  # call 2 (refund) wrote two entries
    }
    recorded = {"worlds": [store], "requests": [[3, 5]]}
    bound = ex08.bind_worlds(claimed, recorded, [])["runs"]["visible"]
    assert [t["store"] for t in bound["cases"][0]["turns"]] == [log[:3], log[3:]]
    assert bound["refunds"] == [{"order_id": "X"}]
    fewer = {**recorded, "requests": [[3]]}
    assert ex08.bind_worlds(claimed, fewer, [])["runs"]["visible"]["error"] == world.MISMATCH
