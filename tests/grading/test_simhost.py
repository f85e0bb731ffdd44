"""The grader's simulator draws the ids a custom scenario names, so none can be hard-coded."""

import json

from autograder.exercises.ex02_handle_turn.runs import scenario_for
from autograder.grading.cleanroom.child import scenario_spec
from autograder.grading.cleanroom.simhost import SimulatorHost, fresh_tool_use_ids

PACKAGED_ID = "toolu_01Forecast3141"  # readable by anyone in autograder/checks/ex02_runs.py


def first_tool_use_id(host: SimulatorHost, scenario: object) -> str:
    client = host.open(scenario)
    spec = scenario if isinstance(scenario, str) else scenario_for("variant")
    body = {
        "model": "claude-sonnet-5",
        "max_tokens": 256,
        "tools": spec.tools,
        "messages": [{"role": "user", "content": spec.prompt("ko")}],
    }
    status, _, raw = host.handle(
        client, "POST", "/v1/messages", [("x-api-key", "k")], json.dumps(body).encode()
    )
    assert status == 200, raw
    return next(b["id"] for b in json.loads(raw)["content"] if b["type"] == "tool_use")


def test_the_unseen_variant_gets_a_new_id_on_every_run():
    host = SimulatorHost()
    spec = scenario_spec(scenario_for("variant"))
    ids = {first_tool_use_id(host, spec) for _ in range(3)}
    assert PACKAGED_ID not in ids
    assert len(ids) == 3
    assert all(i.startswith("toolu_01") and len(i) == 30 for i in ids)


def test_the_recorded_scenario_is_the_one_asked_for():
    host = SimulatorHost()
    spec = scenario_spec(scenario_for("variant"))
    first_tool_use_id(host, spec)
    assert host.transcripts()[0]["scenario"] == spec  # binding compares against this


def test_named_scenarios_and_scenarios_without_ids_are_left_alone():
    assert fresh_tool_use_ids("order_status") == "order_status"
    plain = scenario_for("variant").__class__("plain", {"name": "plain", "tools": []})
    assert fresh_tool_use_ids(plain) is plain


def test_seeded_fresh_ids_are_the_same_for_one_submission_and_differ_for_another():
    """Both grading paths must quote the same ids in feedback: the clean room seeds them with
    a digest of the submission; another submission (e.g. one that writes an id into its
    code) gets other ids, and without a seed they are random."""
    from autograder.simulator import Scenario

    base = Scenario("x", {"calls": [{"id": "toolu_01Busan3141"}, {"id": "toolu_01Other0001"}]})

    def ids(seed):
        return [c["id"] for c in fresh_tool_use_ids(base, seed=seed).data["calls"]]

    first, again, other = ids(b"submission-a"), ids(b"submission-a"), ids(b"submission-b")
    assert first == again
    assert first != other and len(set(first)) == 2
    assert all(i.startswith("toolu_01") and len(i) == 30 for i in first + other)
    assert "toolu_01Busan3141" not in first
    assert ids(None) != ids(None)
