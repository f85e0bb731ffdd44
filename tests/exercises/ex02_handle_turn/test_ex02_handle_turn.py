"""Exercise 2's criteria: judged from what `handle_turn` sent, each proven by a wrong one."""

from __future__ import annotations

import json

import pytest

from autograder.checks import results_for
from autograder.exercises import ex02_handle_turn as ex02
from autograder.exercises.ex02_handle_turn import rules, trips
from autograder.exercises.ex02_handle_turn.runs import run_handle_turn

SETUP = """
from autograder import MODEL, make_client
client = make_client("order_status")
def call_model(**kwargs):
    return client.messages.create(model=MODEL, max_tokens=1024, **kwargs)
def execute_tool(name, input):
    raise AssertionError("the grader replaces execute_tool during a run")
"""

FIXED = """
def handle_turn(user_message, tools):
    messages = [{"role": "user", "content": user_message}]
    response = call_model(tools=tools, messages=messages)
    block = next(b for b in response.content if b.type == "tool_use")
    messages.append({"role": "assistant", "content": response.content})
    result = execute_tool(block.name, block.input)
    messages.append({"role": "user", "content": [
        {"type": "tool_result", "tool_use_id": block.id, "content": result}]})
    return call_model(tools=tools, messages=messages)
"""


def called_id(run):
    return trips.call_block(trips.round_trip(run))["id"]


def namespace(source=FIXED, **values):
    ns = {}
    exec(SETUP, ns)
    exec(source, ns)
    ns.update(values)
    return ns


def verdicts(ns):
    return {r.name: r for r in results_for("ex02_handle_turn", ns)}


def test_a_correct_handle_turn_passes_on_both_scenarios():
    found = verdicts(namespace(faulty_lines=[8, 9, 12]))
    assert all(r.passed for r in found.values()), [r.detail() for r in found.values()]


def test_the_grader_owns_client_and_execute_tool_only_during_the_run():
    ns = namespace()
    client, execute_tool = ns["client"], ns["execute_tool"]
    run = run_handle_turn(ns, "visible", lambda s: __import__("autograder").make_client(s))
    assert (ns["client"], ns["execute_tool"]) == (client, execute_tool)
    assert json.loads(json.dumps(run)) == run
    assert [e["status"] for e in run["exchanges"]] == [200, 200]


def test_the_variant_uses_another_tool_and_another_id():
    run = run_handle_turn(namespace(), "variant", lambda s: __import__("autograder").make_client(s))
    visible = run_handle_turn(
        namespace(), "visible", lambda s: __import__("autograder").make_client(s)
    )
    assert called_id(run) != called_id(visible)
    assert run["exchanges"][0]["request"]["tools"] != visible["exchanges"][0]["request"]["tools"]


def test_a_learner_exception_is_evidence_not_a_grader_error():
    source = FIXED.replace(
        "return call_model(tools=tools, messages=messages)", "raise KeyError('x')"
    )
    found = verdicts(namespace(source))
    assert found["ex02_appends_assistant_turn"].key == "ex02.crashed"
    assert found["ex02_appends_assistant_turn"].params["error_type"] == "KeyError"


def test_handle_turn_that_is_not_a_function_is_not_started():
    found = verdicts({"handle_turn": 3, "faulty_lines": [8, 9, 12]})
    assert found["ex02_second_call_has_tools"].key == "ex02.not_started"
    assert found["ex02_faulty_lines"].passed


@pytest.mark.parametrize(
    ("answer", "key"),
    [
        ([8, 9, 12], None),
        ([10, 9, 12], None),
        ((12, 9, 8), None),
        ([8, 10, 12], "ex02.lines_partly_right"),
        ([1, 2, 3], "ex02.lines_partly_right"),
        ([8, 9], "ex02.lines_wrong_count"),
        ([8, 9, 12, 13], "ex02.lines_wrong_count"),
        ([8, 8, 9], "ex02.lines_wrong_count"),
        (["8", "9", "12"], "ex02.lines_not_numbers"),
        ([True, 9, 12], "ex02.lines_not_numbers"),
        ("8, 9, 12", "ex02.lines_not_numbers"),
    ],
)
def test_faulty_lines(answer, key):
    found = verdicts(namespace(faulty_lines=answer))["ex02_faulty_lines"]
    assert (found.passed, found.key if key else None) == (key is None, key)


def test_a_magic_list_cannot_fake_the_faulty_lines():
    class Magic(list):
        def __iter__(self):
            return iter([8, 9, 12])

        def __eq__(self, other):
            return True

    found = verdicts(namespace(faulty_lines=Magic([1, 2, 3])))["ex02_faulty_lines"]
    assert found.key == "ex02.lines_partly_right"


def test_buggy_listing_lines_are_the_ones_the_checks_expect():
    import nbformat

    from tests.conftest import ROOT

    nb = nbformat.read(ROOT / "solutions/ex02_handle_turn/ex02_handle_turn.ipynb", 4)
    listing = next(c.source for c in nb.cells if "```python" in c.source and " 1  def" in c.source)
    lines = {int(line[:2]): line[4:] for line in listing.splitlines() if line[:2].strip().isdigit()}
    buggy = next(
        c.source
        for c in nb.cells
        if c.metadata.get("nbgrader", {}).get("grade_id") == "ex02_buggy_code"
    )
    assert [lines[n] for n in sorted(lines)] == buggy.split("\n")
    assert lines[8] == "" and lines[10].strip().startswith('messages.append({"role": "user"')
    assert '"tool_use_id": tool_block.name' in lines[9]
    assert lines[12].strip() == "final_response = call_model(messages=messages)"
    # The missing assistant turn may go on any line after the first call, up to the append.
    assert lines[3].strip().startswith("response = call_model(") and lines[4] == ""
    assert rules.BUG_LINES["assistant_turn_missing"] == set(range(4, 11))
    assert set().union(*rules.BUG_LINES.values()) == {*range(4, 11), 12}


def test_evaluate_is_pure_on_plain_evidence():
    ns = namespace(faulty_lines=[8, 9, 12])
    evidence = ex02.collect(ns, lambda s: __import__("autograder").make_client(s))
    first = [r.as_json() for r in ex02.evaluate(json.loads(json.dumps(evidence)))]
    again = [r.as_json() for r in ex02.evaluate(json.loads(json.dumps(evidence)))]
    assert first == again and all(r["status"] == "pass" for r in first)


def test_the_hard_coded_id_golden_uses_the_id_the_learner_sees():
    """If the simulator's ids change, this names the cause of the golden's failure."""
    from autograder.grading.commands.goldens import discover

    [golden] = [g for g in discover(exercise="ex02_handle_turn") if g.case == "hardcoded-id"]
    visible = run_handle_turn(
        namespace(), "visible", lambda s: __import__("autograder").make_client(s)
    )
    assert f'"{called_id(visible)}"' in golden.cells["ex02_handle_turn_answer"]


def test_learner_output_stays_out_of_the_grade_cell(capsys):
    noisy = FIXED.replace(
        "    messages = [",
        "    import sys\n    print('debug', file=sys.stderr)\n    print('hello')\n    messages = [",
        1,
    )
    found = verdicts(namespace(noisy, faulty_lines=[8, 9, 12]))
    assert all(r.passed for r in found.values()), [r.detail() for r in found.values()]
    assert capsys.readouterr().err == ""


def test_a_handle_turn_that_bypasses_call_model_is_told_so():
    own_client = "def handle_turn(user_message, tools):\n    return None\n"
    found = verdicts(namespace(own_client))
    assert found["ex02_appends_assistant_turn"].key == "ex02.no_model_call"


def test_a_crash_only_on_the_variant_says_it_happened_on_another_scenario():
    picky = FIXED.replace(
        'if b.type == "tool_use"', 'if getattr(b, "name", "") == "get_order_status"'
    )
    found = verdicts(namespace(picky, faulty_lines=[8, 9, 12]))
    assert found["ex02_appends_assistant_turn"].passed
    hidden = found["ex02_works_on_unseen_variant"]
    assert (hidden.key, hidden.params["reason_key"]) == ("ex02.variant_failed", "ex02.crashed")
    assert "StopIteration" in hidden.message("en")


@pytest.mark.parametrize(
    ("old", "new", "criterion", "key"),
    [
        (
            '{"role": "assistant", "content": response.content}',
            '{"role": "assistant", "content": [{"type": "tool_use", "id": block.id, '
            '"name": block.name, "input": {}}]}',
            "ex02_appends_assistant_turn",
            "ex02.assistant_content_changed",
        ),
        (
            '[\n        {"type": "tool_result", "tool_use_id": block.id, "content": result}]',
            "result",
            "ex02_tool_use_id_from_block",
            "ex02.no_tool_result",
        ),
        (
            '"tool_use_id": block.id',
            '"tool_use_id": "toolu_01Invented0000"',
            "ex02_tool_use_id_from_block",
            "ex02.tool_use_id_wrong",
        ),
        (
            "return call_model(tools=tools, messages=messages)",
            'return call_model(tools=[{**tools[0], "description": "x"}], messages=messages)',
            "ex02_second_call_has_tools",
            "ex02.second_call_tools_changed",
        ),
    ],
)
def test_each_wrong_second_request_gets_its_diagnosis(old, new, criterion, key):
    assert old in FIXED
    found = verdicts(namespace(FIXED.replace(old, new), faulty_lines=[8, 9, 12]))[criterion]
    assert (found.passed, found.key, found.points) == (False, key, 0.0)
