"""Binding: the grader's recordings replace whatever the evidence claims about model calls."""

from __future__ import annotations

import types

from autograder.grading.cleanroom.binding import bind

VISIBLE = {"name": "order_status", "data": {"tools": ["a"]}}
VARIANT = {"name": "ex02_variant", "data": {"tools": ["b"]}}


def module(**attrs):
    fake = types.ModuleType("autograder.checks.exfake_thing")
    fake.__dict__.update(attrs)
    return fake


def scenario_for(run):
    return VISIBLE if run == "visible" else VARIANT


def recording(scenario, *requests):
    exchanges = [
        {"path": "/v1/messages", "request": r, "status": 200, "response": None, "error": None}
        | {"index": i}  # recorded, but not evidence
        for i, r in enumerate(requests)
    ]
    return {"scenario": scenario, "exchanges": exchanges}


CLAIMED = {
    "faulty_lines": [8, 9, 12],
    "runs": {
        "visible": {"defined": True, "error": None, "exchanges": [{"request": "forged"}]},
        "variant": {"defined": True, "error": None, "exchanges": [{"request": "forged"}]},
    },
}


def test_claimed_exchanges_are_replaced_by_the_recordings():
    bound = bind(
        module(scenario_for=scenario_for),
        CLAIMED,
        [recording(VISIBLE, "r1", "r2"), recording(VARIANT, "v1")],
    )
    assert [e["request"] for e in bound["runs"]["visible"]["exchanges"]] == ["r1", "r2"]
    assert [e["request"] for e in bound["runs"]["variant"]["exchanges"]] == ["v1"]
    assert bound["runs"]["visible"]["exchanges"][0] == {
        "path": "/v1/messages",
        "request": "r1",
        "status": 200,
        "response": None,
        "error": None,
    }
    assert bound["faulty_lines"] == [8, 9, 12]  # the learner's answer is theirs


def test_a_run_without_a_recording_is_empty_and_failing():
    bound = bind(module(scenario_for=scenario_for), CLAIMED, [recording(VISIBLE, "r1")])
    assert bound["runs"]["variant"] == {
        "defined": True,
        "error": {"type": "GradingMismatch"},
        "exchanges": [],
    }


def test_a_swapped_scenario_is_not_accepted():
    swapped = [recording(VISIBLE, "r1"), recording(VISIBLE, "r1-again")]
    bound = bind(module(scenario_for=scenario_for), CLAIMED, swapped)
    assert bound["runs"]["variant"]["exchanges"] == []


def test_a_run_claimed_undefined_keeps_nothing_else():
    claimed = {"runs": {"visible": {"defined": False, "exchanges": [{"request": "forged"}]}}}
    assert bind(module(), claimed, [])["runs"]["visible"] == {"defined": False}


def test_other_layouts_get_the_recordings_under_transcripts():
    bound = bind(module(), {"messages": [], "transcripts": ["forged"]}, [recording(None, "x")])
    assert bound["transcripts"][0]["exchanges"][0]["request"] == "x"


def test_an_exercise_may_bind_its_own_way():
    own = module(bind_transcripts=lambda evidence, transcripts: {"n": len(transcripts)})
    assert bind(own, {"anything": 1}, [recording(None), recording(None)]) == {"n": 2}
