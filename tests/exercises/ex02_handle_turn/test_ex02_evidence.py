"""Exercise 2's evidence invariant: only completed round trips count (issue 15, class 1).

A request the API rejected and a call to another endpoint are evidence of a mistake, never
of a fix; the hidden variant must see its own tool run and its answer returned; a cell
timeout inside the learner's function is re-raised, never recorded as a learner error.
"""

from __future__ import annotations

import pytest

from autograder.exercises import ex02_handle_turn as ex02
from autograder.exercises.ex02_handle_turn import trips
from autograder.exercises.ex02_handle_turn.runs import run_handle_turn, variant_output
from autograder.grading.cleanroom.binding import bind
from autograder.grading.cleanroom.cellrun import CellTimeout
from autograder.grading.cleanroom.child import scenario_spec
from autograder.grading.cleanroom.simhost import plain_transcript
from autograder.simulator import get_simulator
from tests.exercises.ex02_handle_turn.test_ex02_handle_turn import FIXED, namespace, verdicts

RUN_CRITERIA = (
    "ex02_appends_assistant_turn",
    "ex02_tool_use_id_from_block",
    "ex02_second_call_has_tools",
    "ex02_works_on_unseen_variant",
)

#: Wrong functions that leave no accepted tool-calling response to judge.
VACUOUS = {
    "count_tokens then a rejected call": """
def handle_turn(user_message, tools):
    messages = [{"role": "user", "content": user_message}]
    client.messages.count_tokens(model=MODEL, tools=tools, messages=messages)
    try:
        call_model(tools=tools, messages=messages + [{"role": "user", "content": []}])
    except Exception:
        pass
    return None
""",
    "a rejected first call, then a rejected answer": """
def handle_turn(user_message, tools):
    bad = [{"role": "user", "content": [user_message]}]
    for _ in range(2):
        try:
            call_model(tools=tools, messages=bad)
        except Exception:
            pass
""",
}


@pytest.mark.parametrize("source", VACUOUS.values(), ids=VACUOUS)
def test_rejected_or_non_model_calls_earn_no_run_point(source):
    found = verdicts(namespace(source, faulty_lines=[8, 9, 12]))
    assert [found[name].points for name in RUN_CRITERIA] == [0, 0, 0, 0]


def test_a_rejected_first_call_is_quoted_to_the_learner():
    found = verdicts(namespace(VACUOUS["a rejected first call, then a rejected answer"]))
    result = found["ex02_appends_assistant_turn"]
    assert result.key == "ex02.first_call_rejected"
    assert "API: 400" in result.message("ko")


def test_tools_none_fails_its_criterion_with_the_api_text_and_crashes_no_check():
    source = FIXED.replace(
        "return call_model(tools=tools, messages=messages)",
        "return call_model(tools=None, messages=messages)",
    )
    found = verdicts(namespace(source, faulty_lines=[8, 9, 12]))
    tools = found["ex02_second_call_has_tools"]
    assert tools.key == "ex02.second_call_tools_null"
    assert "tools: Input should be a valid list" in tools.message("ko")
    assert found["ex02_appends_assistant_turn"].passed
    assert found["ex02_tool_use_id_from_block"].passed
    assert not found["ex02_works_on_unseen_variant"].passed
    assert all(not r.key.endswith("internal_error") for r in found.values())


def test_a_timeout_inside_handle_turn_is_re_raised_not_swallowed():
    def handle_turn(user_message, tools):
        raise CellTimeout("cell budget")

    ns = namespace()
    ns["handle_turn"] = handle_turn
    with pytest.raises(CellTimeout):
        run_handle_turn(ns, "visible", lambda s: __import__("autograder").make_client(s))


def test_a_timeout_error_of_the_learners_own_is_evidence():
    def handle_turn(user_message, tools):
        raise TimeoutError("my own deadline")

    ns = namespace()
    ns["handle_turn"] = handle_turn
    record = run_handle_turn(ns, "visible", lambda s: __import__("autograder").make_client(s))
    assert record["error"] == {"type": "TimeoutError", "message": "my own deadline"}


def test_the_variant_record_shows_what_was_sent_where_and_what_came_back():
    ns = namespace(faulty_lines=[8, 9, 12])
    evidence = ex02.collect(ns, lambda s: __import__("autograder").make_client(s))
    variant = evidence["runs"]["variant"]
    assert variant["returned"]["id"] == variant["exchanges"][-1]["response"]["id"]
    assert [e["path"] for e in variant["exchanges"]] == ["/v1/messages", "/v1/messages"]


def test_the_expected_tool_output_is_computed_by_the_grader_not_claimed():
    assert variant_output("get_forecast", {"city": "Busan"}) == (
        '{"city": "Busan", "condition": "rainy", "temperature_c": 18}'
    )
    assert variant_output("get_order_status", {"city": "Busan"}) is None
    assert variant_output("get_forecast", "Busan") is None


def test_bound_recordings_keep_the_path_that_tells_model_calls_from_count_tokens():
    source = FIXED.replace(
        "    response = call_model(",
        "    client.messages.count_tokens(model=MODEL, tools=tools, messages=messages)\n"
        "    response = call_model(",
    )
    opened = []

    def client_factory(scenario):
        opened.append((scenario, __import__("autograder").make_client(scenario)))
        return opened[-1][1]

    evidence = ex02.collect(namespace(source), client_factory)
    evidence["faulty_lines"] = [8, 9, 12]
    recordings = [  # what the grader's host records: every field of each exchange
        {"scenario": scenario_spec(scenario), "exchanges": plain_transcript(transcript_of(c))}
        for scenario, c in opened
    ]
    bound = bind(ex02, evidence, recordings)
    variant = bound["runs"]["variant"]["exchanges"]
    assert [e["path"] for e in variant] == ["/v1/messages/count_tokens", *["/v1/messages"] * 2]
    assert all(r.passed for r in ex02.evaluate(bound))


def test_a_record_without_a_path_is_no_model_call():
    looks_like_one = {"request": {"max_tokens": 1}, "status": 200, "response": {"type": "message"}}
    assert trips.model_exchanges({"exchanges": [looks_like_one]}) == []


def transcript_of(client):
    return get_simulator(client).transcript


class LyingSet(set):
    def __iter__(self):
        return iter([8, 9, 12])


@pytest.mark.parametrize(
    ("answer", "passes"),
    [
        ({8, 9, 12}, True),
        (frozenset({4, 9, 12}), True),
        ({10: "turn", 9: "id", 12: "tools"}, True),
        (range(8, 10), False),
        (iter([7, 9, 12]), True),
        (LyingSet({1, 2, 3}), False),
        ([5, 9, 12], True),
        ([11, 9, 12], False),
        ([9, 10, 12], True),
        ([9, 12, 3], False),
    ],
    ids=lambda value: "an iterator" if hasattr(value, "__next__") else repr(value),  # no address
)
def test_any_iterable_of_line_numbers_and_every_right_line(answer, passes):
    assert verdicts(namespace(faulty_lines=answer))["ex02_faulty_lines"].passed is passes
