"""Exercise 3's criteria: judged from the request the learner's message produced.

The goldens (tests/exercises/ex03_pairing_failures/goldens/) prove each known mistake and the
alternative correct styles through nbgrader; these tests pin the rules' edges directly.
"""

from __future__ import annotations

import json

import nbformat
import pytest

from autograder.checks import results_for
from autograder.exercises import ex03_pairing_failures as ex03
from autograder.exercises.ex03_pairing_failures import rules
from autograder.exercises.ex03_pairing_failures.runs import (
    FAILURES,
    make_executor,
    run_tool_results,
)
from autograder.simulator import make_client
from tests.conftest import ROOT

SOURCE = ROOT / "solutions" / ex03.EXERCISE / f"{ex03.EXERCISE}.ipynb"

GOOD = """
def tool_results_message(response):
    results = []
    for block in response.content:
        if block.type != "tool_use":
            continue
        try:
            results.append({"type": "tool_result", "tool_use_id": block.id,
                            "content": execute_tool(block.name, block.input)})
        except Exception as error:
            results.append({"type": "tool_result", "tool_use_id": block.id,
                            "content": CONTENT, "is_error": True})
    return {"role": "user", "content": results}
"""


def namespace(source=GOOD, content="str(error)"):
    ns = {"execute_tool": make_executor("visible")}
    exec(source.replace("CONTENT", content), ns)
    return ns


def verdicts(ns):
    return {r.name: r for r in results_for(ex03.EXERCISE, ns)}


def factory(scenario):
    return make_client(scenario, live=False)


def test_a_correct_function_passes_every_criterion():
    found = verdicts(namespace())
    assert all(r.passed for r in found.values()), [r.detail() for r in found.values()]


def test_the_notebooks_execute_tool_is_the_one_the_grader_uses():
    """The learner's setup cell raises exactly what the visible run's failure says."""
    nb = nbformat.read(SOURCE, 4)
    [setup] = [
        c for c in nb.cells if c.metadata.get("nbgrader", {}).get("grade_id") == "ex03_setup"
    ]
    ns: dict = {}
    exec(setup.source.replace('print(question["content"])', ""), ns)
    failure = FAILURES["visible"]
    with pytest.raises(TimeoutError) as raised:
        ns["execute_tool"](failure.tool, dict(failure.input))
    assert type(raised.value).__name__ == failure.exception
    assert str(raised.value) == failure.message
    grader = make_executor("visible")
    assert ns["execute_tool"]("get_site_weather", {"site": "Riverside"}) == grader(
        "get_site_weather", {"site": "Riverside"}
    )


def test_the_variant_changes_the_count_the_tools_and_the_failure():
    visible = run_tool_results(namespace(), "visible", factory)
    variant = run_tool_results(namespace(), "variant", factory)
    assert (len(rules.calls(visible)), len(rules.calls(variant))) == (3, 4)
    names = [c["name"] for c in rules.calls(variant)]
    assert names.count("check_stock") == 3 and not set(names) & {"get_permit_state"}
    assert FAILURES["visible"].exception != FAILURES["variant"].exception
    assert json.loads(json.dumps(variant)) == variant


def test_the_run_records_which_tools_the_function_ran():
    run = run_tool_results(namespace(), "visible", factory)
    assert [name for name, _ in run["executed"]] == [c["name"] for c in rules.calls(run)]
    assert [e["status"] for e in run["exchanges"]] == [200, 200]


@pytest.mark.parametrize(
    "content",
    [
        "str(error)",
        "repr(error)",
        'json.dumps({"error": str(error)})',  # Korean escaped as \\uXXXX
        '[{"type": "text", "text": "실패: " + str(error)}]',
        '"원인: " + "  ".join(str(error).split(" "))',  # whitespace differences
    ],
)
def test_an_error_message_that_carries_the_cause_is_accepted(content):
    source = "import json\n" + GOOD
    found = verdicts(namespace(source, content))
    assert found["ex03_error_message_for_model"].passed, found["ex03_error_message_for_model"]


@pytest.mark.parametrize(
    ("content", "key"),
    [
        ('""', "ex03.error_message_empty"),
        ('"   "', "ex03.error_message_empty"),
        ('"오류가 났습니다. 다시 시도하세요."', "ex03.error_message_missing_cause"),
        ("type(error).__name__", "ex03.error_message_missing_cause"),
        ('"Traceback (most recent call last):\\n" + str(error)', "ex03.error_is_traceback"),
        # the stack's frames without the header line (traceback.format_tb) are one too
        (
            '"".join(__import__("traceback").format_tb(error.__traceback__)) + str(error)',
            "ex03.error_is_traceback",
        ),
        ('{"error": str(error)}', "ex03.content_not_text"),
    ],
)
def test_an_error_message_the_model_cannot_act_on_is_rejected(content, key):
    found = verdicts(namespace(GOOD, content))["ex03_error_message_for_model"]
    assert (found.passed, found.key) == (False, key)


def test_is_error_false_on_successes_is_accepted_but_true_is_not():
    explicit = GOOD.replace(
        '"content": execute_tool(block.name, block.input)}',
        '"content": execute_tool(block.name, block.input), "is_error": False}',
    )
    assert verdicts(namespace(explicit))["ex03_failure_is_error"].passed
    flagged = GOOD.replace(
        '"content": execute_tool(block.name, block.input)}',
        '"content": execute_tool(block.name, block.input), "is_error": True}',
    )
    found = verdicts(namespace(flagged))["ex03_failure_is_error"]
    assert found.key == "ex03.success_flagged"
    assert found.params["path"].startswith("messages.2.content.")


@pytest.mark.parametrize(
    ("success_flag", "key"),
    [
        ("False", "ex03.passed"),
        ('"false"', "ex03.is_error_not_bool"),  # the API refuses it on a success too
        ("0", "ex03.is_error_not_bool"),
    ],
)
def test_is_error_on_a_success_must_be_a_boolean_when_written(success_flag, key):
    source = GOOD.replace(
        '"content": execute_tool(block.name, block.input)}',
        f'"content": execute_tool(block.name, block.input), "is_error": {success_flag}}}',
    )
    found = verdicts(namespace(source))
    assert found["ex03_failure_is_error"].key == key
    # one mistake, one criterion: the results themselves are still judged right
    assert found["ex03_results_match_calls"].passed
    assert found["ex03_error_message_for_model"].passed


def test_results_in_any_order_pair_by_id():
    reordered = GOOD.replace(
        'return {"role": "user", "content": results}',
        'return {"role": "user", "content": results[::-1]}',
    )
    found = verdicts(namespace(reordered))
    assert all(r.passed for r in found.values()), [r.detail() for r in found.values()]


def test_a_doubled_result_is_caught_even_though_the_api_accepts_it():
    doubled = GOOD.replace(
        'return {"role": "user", "content": results}',
        'return {"role": "user", "content": results + results[:1]}',
    )
    found = verdicts(namespace(doubled))["ex03_one_result_per_call"]
    assert found.key == "ex03.result_duplicated"


def test_returning_nothing_is_told_so():
    found = verdicts(namespace("def tool_results_message(response):\n    pass\n"))
    hidden = found.pop("ex03_works_on_unseen_variant")
    assert {r.key for r in found.values()} == {"ex03.not_a_message"}
    assert hidden.params["reason_key"] == "ex03.not_a_message"


def test_a_forged_transcript_cannot_earn_the_points():
    """What `evaluate` trusts is the recorded exchange; an empty run proves nothing."""
    evidence = ex03.collect(namespace(), factory)
    evidence["runs"]["visible"]["exchanges"] = evidence["runs"]["visible"]["exchanges"][:1]
    found = {r.name: r for r in ex03.evaluate(json.loads(json.dumps(evidence)))}
    assert not any(found[name].passed for name in found if name != "ex03_works_on_unseen_variant")


def test_fresh_ids_in_the_variant_are_followed():
    """The grader draws new ids for the variant; an honest function never notices."""
    from autograder.grading.cleanroom.simhost import fresh_tool_use_ids

    def fresh_factory(scenario):
        if not isinstance(scenario, str):
            scenario = fresh_tool_use_ids(scenario)
        return make_client(scenario, live=False)

    evidence = json.loads(json.dumps(ex03.collect(namespace(), fresh_factory)))
    ids = [c["id"] for c in rules.calls(evidence["runs"]["variant"])]
    assert ids and not any("Restock" in i for i in ids)
    assert all(r.passed for r in ex03.evaluate(evidence))
