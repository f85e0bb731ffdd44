"""Exercise 6's criteria: the message the simulator received and when each look-up ran.

The goldens (tests/exercises/ex06_parallel_calls/goldens/) prove each known mistake and the
alternative correct styles through nbgrader; these tests pin the intervals logic.
"""

from __future__ import annotations

import contextlib
import json
import threading
import time

import pytest

from autograder.checks import results_for
from autograder.config import GRADING_ENV
from autograder.exercises import ex06_parallel_calls as ex06
from autograder.exercises.ex06_parallel_calls import rules
from autograder.exercises.ex06_parallel_calls.runs import (
    PATIENCE,
    RUNS,
    SETTLE,
    Lookups,
    make_handlers,
    run_batch_once,
)
from autograder.grading.commands.goldens import golden_path, read_cells
from autograder.simulator import make_client

_, POOL = read_cells(golden_path("ex06_parallel_calls-alt-big-pool") / "submission.py")


def namespace(source: str | None = None) -> dict:
    ns: dict = {}
    exec(source or POOL["ex06_run_batch_answer"], ns)
    return ns


def factory(scenario):
    return make_client(scenario, live=False)


@pytest.mark.parametrize(
    ("spans", "together"),
    [
        ([("a", {}, 0.0, 1.0), ("b", {}, 0.1, 1.1), ("c", {}, 0.2, 1.2)], 3),
        (
            [("a", {}, 0.0, 1.0), ("b", {}, 1.0, 2.0), ("c", {}, 2.0, 3.0)],
            1,
        ),  # touching is not overlapping
        ([("a", {}, 0.0, 1.0), ("b", {}, 0.5, 1.5), ("c", {}, 1.2, 2.0)], 2),
        ([], 0),
    ],
)
def test_calls_in_flight_are_counted_from_the_intervals(spans, together):
    assert rules.max_in_flight(spans) == together


def test_a_pool_runs_every_call_at_once_and_reports_the_speed_up():
    found = {r.name: r for r in results_for(ex06.EXERCISE, namespace())}
    assert all(r.passed for r in found.values()), [r.detail() for r in found.values()]
    concurrent = found["ex06_runs_concurrently"]
    assert concurrent.key == "ex06.concurrent"
    assert concurrent.params["speedup"] == "3.0"  # the same on a busy machine
    assert "19.9" in concurrent.message("ko") and "10.8" in concurrent.message("ko")


def test_handlers_spend_the_seed_latency_and_record_spans():
    lookups = Lookups("visible")
    assert lookups.REMOTE == {"call": "timed"}  # one declared tool call, nothing else
    handlers = make_handlers("visible", lookups)
    handlers["get_project_status"](job_number="MEG-2026-0142")
    [(name, tool_input, start, end)] = lookups.snapshot()["spans"]
    assert name == "get_project_status" and tool_input == {"job_number": "MEG-2026-0142"}
    assert end - start >= 0.45  # 4.6 s of the seed at scale 0.1
    with pytest.raises(ConnectionError):
        handlers["get_site_weather"](site="Riverside")


def _all_at_once(lookups: Lookups, calls: list, late: float = 0.0) -> list:
    """`calls` run together on their own threads; the last thread starts `late` seconds
    after the others (a busy machine starting a pool's threads late)."""
    handlers = make_handlers("visible", lookups)
    threads = [threading.Thread(target=lambda n=n, i=i: _quietly(handlers[n], i)) for n, i in calls]
    for thread in threads[:-1]:
        thread.start()
    time.sleep(late)
    threads[-1].start()
    for thread in threads:
        thread.join()
    return [(n, i, float(a), float(b)) for n, i, a, b in lookups.snapshot()["spans"]]


def _quietly(handler, tool_input):
    with contextlib.suppress(ConnectionError):  # Riverside's weather fails by design
        handler(**tool_input)


BATCH = [
    ("get_project_status", {"job_number": "MEG-2026-0142"}),
    ("get_site_weather", {"site": "Riverside"}),
    ("get_permit_state", {"permit_id": "P-88213"}),
]


def test_the_checks_world_ends_the_batch_once_it_is_all_in_flight():
    spans = _all_at_once(Lookups.for_run("visible"), BATCH)
    assert rules.max_in_flight(spans) == 3
    last_start = max(s[2] for s in spans)
    assert all(s[3] >= last_start + SETTLE for s in spans)  # clearly overlapping
    assert max(s[3] for s in spans) < 0.45  # released, not waited out


def test_part_of_the_batch_in_flight_waits_for_the_rest_then_ends():
    spans = _all_at_once(Lookups.for_run("visible"), BATCH[:2])
    assert rules.max_in_flight(spans) == 2
    assert all(s[3] - s[2] >= PATIENCE - 0.01 for s in spans)


def test_a_thread_started_after_every_latency_still_joins_its_batch():
    """A right answer on a busy machine: the last call starts after the others' latencies
    (0.45-0.46 s) have passed; the checks' world waits for it, so all three ran together."""
    late = 0.8
    assert max(Lookups.for_run("visible").latency(name) for name, _ in BATCH) < late
    assert late < PATIENCE - 0.5
    spans = _all_at_once(Lookups.for_run("visible"), BATCH, late)
    assert rules.max_in_flight(spans) == 3
    assert max(s[3] for s in spans) < late + 0.3  # released once the last one arrived


def test_one_by_one_waits_for_the_batch_once_then_each_call_its_latency():
    lookups = Lookups.for_run("visible")
    handlers = make_handlers("visible", lookups)
    for name, tool_input in BATCH:
        _quietly(handlers[name], tool_input)
    spans = [(n, i, float(a), float(b)) for n, i, a, b in lookups.snapshot()["spans"]]
    assert rules.max_in_flight(spans) == 1
    first, *rest = spans
    assert first[3] - first[2] >= PATIENCE - 0.01  # waited for the rest, which never came
    for name, _, start, end in rest:  # decided: each later call waits its latency only
        assert lookups.latency(name) - 0.01 <= end - start < PATIENCE - 0.5


def test_the_learners_own_look_ups_keep_the_real_waits():
    """The try-it cells' ``Lookups(run)``: a learner sees what each look-up costs."""
    spans = _all_at_once(Lookups("visible"), BATCH)
    assert rules.max_in_flight(spans) == 3
    assert all(s[3] - s[2] >= 0.44 for s in spans)


def test_while_grading_the_learners_look_ups_release_the_batch_too(monkeypatch):
    """The try-it cells run in the clean room as well; their times serve nobody there."""
    monkeypatch.setenv(GRADING_ENV, "1")
    spans = _all_at_once(Lookups("visible"), BATCH)
    assert rules.max_in_flight(spans) == 3
    assert max(s[3] for s in spans) < 0.45


def test_the_hidden_batch_is_bigger_and_repeats_a_tool():
    record = run_batch_once(namespace(), "variant", factory)
    names = [c["name"] for c in rules.calls(record)]
    assert len(names) == 5 and len(set(names)) == 3
    assert RUNS["variant"].failing[0] != RUNS["visible"].failing[0]
    assert json.loads(json.dumps(record)) == record


def test_a_sequential_loop_is_told_what_waiting_one_by_one_costs():
    source = POOL["ex06_run_batch_answer"].replace(
        "    with ThreadPoolExecutor(max_workers=16) as pool:\n        results = list(pool.map(run_one, calls))",
        "    results = [run_one(block) for block in calls]",
    )
    assert source != POOL["ex06_run_batch_answer"]
    found = {r.name: r for r in results_for(ex06.EXERCISE, namespace(source))}
    slow = found["ex06_runs_concurrently"]
    assert slow.key == "ex06.ran_one_by_one"
    # the set latencies (4.6 + 4.5 + 4.6 s of the seed at 0.1), never a measured duration
    assert (slow.params["sequential"], slow.params["parallel"]) == ("1.37", "0.46")


def test_results_paired_with_the_wrong_calls_are_caught():
    """What zipping results in completion order does: outputs under other calls' ids."""
    evidence = json.loads(json.dumps(ex06.collect(namespace(), factory)))
    results = evidence["runs"]["visible"]["exchanges"][1]["request"]["messages"][2]["content"]
    results[0]["content"], results[2]["content"] = results[2]["content"], results[0]["content"]
    found = {r.name: r for r in ex06.evaluate(evidence)}
    assert found["ex06_handlers_dispatch"].key == "ex06.result_content_wrong"
    assert found["ex06_every_call_answered"].passed  # the ids themselves are all there
