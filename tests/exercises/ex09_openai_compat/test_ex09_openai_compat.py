"""Exercise 9's criteria: judged from the requests both endpoints received.

The goldens (tests/exercises/ex09_openai_compat/goldens/) prove each known mistake and the
alternative correct styles through nbgrader; these tests pin the rules' edges directly:
each wrong answer a criterion must catch, each right answer written another way it must
accept, and that only the recorded exchanges count.
"""

from __future__ import annotations

import contextlib
import io
import json

import nbformat
import pytest

from autograder.checks import default_client_factory, results_for
from autograder.exercises import ex09_openai_compat as ex09
from autograder.exercises.ex09_openai_compat.given import ERROR_PREFIX, FAILURES, RUNS, tool_output
from autograder.exercises.ex09_openai_compat.runs import run
from autograder.grading.cleanroom.binding import bind
from autograder.grading.cleanroom.simhost import fresh_tool_use_ids, plain_transcript
from autograder.simulator import get_simulator
from tests.conftest import ROOT

SOURCE = ROOT / "solutions" / ex09.EXERCISE / f"{ex09.EXERCISE}.ipynb"


def _cells() -> dict[str, str]:
    nb = nbformat.read(SOURCE, 4)
    return {
        c.metadata["nbgrader"]["grade_id"]: c.source
        for c in nb.cells
        if c.cell_type == "code" and "grade_id" in c.metadata.get("nbgrader", {})
    }


CELLS = _cells()
LOOP, TO_OPENAI, TO_ANTHROPIC, MCP = (
    CELLS["ex09_loop_answer"],
    CELLS["ex09_to_openai_answer"],
    CELLS["ex09_to_anthropic_answer"],
    CELLS["ex09_mcp_answer"],
)
ANSWERS = ("loop", "to_openai", "to_anthropic", "mcp")


def namespace(**replaced: str) -> dict:
    """The setup cells and the reference answers, with `replaced` answer sources."""
    ns: dict = {}
    answers = dict(zip(ANSWERS, (LOOP, TO_OPENAI, TO_ANTHROPIC, MCP), strict=True))
    answers.update(replaced)
    given = [CELLS["ex09_setup"], CELLS["ex09_samples"], CELLS["ex09_mcp_listing"]]
    with contextlib.redirect_stdout(io.StringIO()):
        for source in [*given, *answers.values()]:
            exec(source, ns)
    return ns


def edit(source: str, old: str, new: str) -> str:
    assert old in source, old
    return source.replace(old, new)


def verdicts(ns: dict) -> dict:
    return {r.name: r for r in results_for(ex09.EXERCISE, ns)}


def assert_all_pass(ns: dict) -> None:
    found = verdicts(ns)
    assert all(r.passed for r in found.values()), [r.detail() for r in found.values()]


def test_the_reference_passes_every_criterion():
    assert_all_pass(namespace())


def test_the_notebooks_tools_and_failure_are_the_ones_the_grader_uses():
    ns = namespace()
    arguments = {"order_id": "ORD-2026-8842"}
    assert ns["execute_tool"]("get_order_status", arguments) == tool_output(
        "loop", "get_order_status", arguments
    )
    assert ns["ERROR_PREFIX"] == ERROR_PREFIX
    _, tool_input, message = FAILURES[False]
    failed = ns["anthropic_sample"][2]["content"][1]
    assert (failed["content"], failed["is_error"]) == (message, True)
    assert ns["openai_sample"][-1]["content"] == ERROR_PREFIX + message
    assert ns["anthropic_sample"][1]["content"][2]["input"] == tool_input


def test_the_variant_changes_the_tools_the_count_and_the_ids():
    ns = namespace()
    visible = run(ns, "loop", default_client_factory)
    variant = run(ns, "variant_loop", default_client_factory)
    first = [
        r["exchanges"][0]["response"]["choices"][0]["message"]["tool_calls"]
        for r in (visible, variant)
    ]
    assert [len(r["exchanges"]) for r in (visible, variant)] == [2, 2]
    names = [c["function"]["name"] for c in first[1]]
    assert len(first[0]) == 2 and names.count("track_parcel") == 3 and len(names) == 4
    assert not {c["id"] for c in first[0]} & {c["id"] for c in first[1]}
    serial = run(ns, "variant_serial", default_client_factory)
    assert len(serial["exchanges"]) == 5  # one call per round, then the answer
    assert RUNS["variant_serial"].parallel is False


def test_fresh_ids_in_the_variant_are_followed():
    """The grader draws new ids for the parcel scenario; an honest answer never notices."""

    def fresh_factory(scenario, sdk="anthropic"):
        if not isinstance(scenario, str):
            scenario = fresh_tool_use_ids(scenario)
        return default_client_factory(scenario, sdk=sdk)

    evidence = json.loads(json.dumps(ex09.collect(namespace(), fresh_factory)))
    first = evidence["runs"]["variant_to_openai"]["exchanges"][0]["response"]
    ids = [c["id"] for c in first["choices"][0]["message"]["tool_calls"]]
    assert ids and not any("Parcel" in i for i in ids)
    assert all(r.passed for r in ex09.evaluate(evidence))


OTHER_RIGHT_ANSWERS = {
    "tool contents as text parts": {
        "loop": edit(LOOP, '"content": output}', '"content": [{"type": "text", "text": output}]}'),
    },
    "results answered in reverse order": {
        "loop": edit(
            LOOP,
            "for call in choice.message.tool_calls:",
            "for call in reversed(choice.message.tool_calls):",
        ),
    },
    "parallel_tool_calls sent as True too": {
        "loop": edit(
            LOOP,
            '    if not parallel:\n        options["parallel_tool_calls"] = False\n',
            '    options["parallel_tool_calls"] = parallel\n',
        ),
    },
    "outputs re-serialised": {
        "loop": edit(
            LOOP,
            '"content": output}',
            '"content": json.dumps(json.loads(output), indent=1, ensure_ascii=False)}',
        ),
    },
    "upper-case ERROR: mark": {
        "to_openai": edit(TO_OPENAI, "text = ERROR_PREFIX + text", 'text = "ERROR: " + text'),
    },
    "mark stripped when mapping back": {
        "to_anthropic": edit(
            TO_ANTHROPIC,
            'result["is_error"] = True',
            "result.update(is_error=True, content=text.removeprefix(ERROR_PREFIX))",
        ),
    },
    "results as text blocks in Anthropic": {
        "to_anthropic": edit(
            TO_ANTHROPIC,
            '"content": text}',
            '"content": [{"type": "text", "text": text}]}',
        ),
    },
    "ids renamed one-to-one toward OpenAI": {
        "to_openai": edit(
            edit(TO_OPENAI, '"id": block["id"],', '"id": "call_" + block["id"],'),
            '"tool_call_id": block["tool_use_id"]}',
            '"tool_call_id": "call_" + block["tool_use_id"]}',
        ),
    },
    "ids renamed one-to-one toward Anthropic": {
        "to_anthropic": edit(
            edit(TO_ANTHROPIC, '"id": call["id"],', '"id": "toolu_" + call["id"],'),
            '"tool_use_id": message["tool_call_id"],',
            '"tool_use_id": "toolu_" + message["tool_call_id"],',
        ),
    },
    "MCP tools with an extra strict flag": {
        "mcp": edit(
            MCP,
            '"parameters": tool["inputSchema"]}}',
            '"parameters": tool["inputSchema"], "strict": False}}',
        ),
    },
}


@pytest.mark.parametrize("replaced", OTHER_RIGHT_ANSWERS.values(), ids=OTHER_RIGHT_ANSWERS)
def test_right_answers_written_other_ways_pass(replaced):
    assert_all_pass(namespace(**replaced))


WRONG_ANSWERS = {
    "tool content as a dict": (
        {"loop": edit(LOOP, '"content": output}', '"content": json.loads(output)}')},
        "ex09_answers_tool_calls",
        "ex09.tool_content_not_string",
    ),
    "every call answered with the first output": (
        {
            "loop": edit(
                LOOP,
                "        for call in choice.message.tool_calls:\n",
                "        first = choice.message.tool_calls[0]\n"
                "        for call in choice.message.tool_calls:\n",
            ).replace(
                "execute_tool(call.function.name, json.loads(call.function.arguments))",
                "execute_tool(first.function.name, json.loads(first.function.arguments))",
            )
        },
        "ex09_answers_tool_calls",
        "ex09.call_not_executed",
    ),
    "a call answered twice": (
        {
            "loop": edit(
                LOOP,
                '            messages.append({"role": "tool", "tool_call_id": call.id, '
                '"content": output})',
                '            messages += [{"role": "tool", "tool_call_id": call.id, '
                '"content": output}] * 2',
            )
        },
        "ex09_answers_tool_calls",
        "ex09.not_one_per_call",
    ),
    "only the new messages sent": (
        {
            "loop": edit(
                LOOP,
                "        messages.append(choice.message.model_dump(exclude_none=True))",
                "        messages = [choice.message.model_dump(exclude_none=True)]",
            )
        },
        "ex09_answers_tool_calls",
        "ex09.history_lost",
    ),
    "parallel flag as a string": (
        {"loop": edit(LOOP, '"parallel_tool_calls"] = False', '"parallel_tool_calls"] = "false"')},
        "ex09_parallel_tool_calls",
        "ex09.parallel_not_off",
    ),
    "success marked as an error": (
        {"to_openai": edit(TO_OPENAI, 'if block.get("is_error"):', "if True:")},
        "ex09_to_openai",
        "ex09.success_marked_error",
    ),
    "the question dropped": (
        {"to_anthropic": edit(TO_ANTHROPIC, "return converted", "return converted[1:]")},
        "ex09_to_anthropic",
        "ex09.question_lost",
    ),
    "nothing returned": (
        {"to_openai": edit(TO_OPENAI, "return converted", "return None")},
        "ex09_to_openai",
        "ex09.not_a_list",
    ),
    "tool_calls left beside the tool_use blocks": (
        {
            "to_anthropic": edit(
                TO_ANTHROPIC,
                'converted.append({"role": "assistant", "content": blocks})',
                'converted.append({"role": "assistant", "content": blocks, '
                '"tool_calls": message["tool_calls"]})',
            )
        },
        "ex09_to_anthropic",
        "ex09.tool_calls_not_mapped",
    ),
    "calls renamed, results left on the old ids (OpenAI)": (
        {"to_openai": edit(TO_OPENAI, '"id": block["id"],', '"id": "call_" + block["id"],')},
        "ex09_to_openai",
        "ex09.renamed_ids_unpaired",
    ),
    "calls renamed, results left on the old ids (Anthropic)": (
        {"to_anthropic": edit(TO_ANTHROPIC, '"id": call["id"],', '"id": "toolu_" + call["id"],')},
        "ex09_to_anthropic",
        "ex09.renamed_ids_unpaired",
    ),
    "two calls renamed to one id": (
        {
            "to_openai": edit(
                edit(TO_OPENAI, '"id": block["id"],', '"id": "call_same",'),
                '"tool_call_id": block["tool_use_id"]}',
                '"tool_call_id": "call_same"}',
            )
        },
        "ex09_to_openai",
        "ex09.assistant_calls_changed",
    ),
    "MCP description dropped": (
        {"mcp": edit(MCP, '"description": tool["description"],\n', "")},
        "ex09_mcp_tools",
        "ex09.mcp_tool_changed",
    ),
    "MCP schema under the wrong OpenAI key": (
        {
            "mcp": edit(
                MCP, '"parameters": tool["inputSchema"]', '"input_schema": tool["inputSchema"]'
            )
        },
        "ex09_mcp_tools",
        "ex09.mcp_schema_not_mapped",
    ),
}


@pytest.mark.parametrize(
    ("replaced", "criterion", "key"), WRONG_ANSWERS.values(), ids=WRONG_ANSWERS
)
def test_each_wrong_answer_is_caught_with_its_diagnosis(replaced, criterion, key):
    found = verdicts(namespace(**replaced))
    assert (found[criterion].passed, found[criterion].key) == (False, key), found[criterion]
    assert not found["ex09_works_on_unseen_variant"].passed
    assert {"path", "request", "name"} & set(found[criterion].params)  # where it went wrong


def _recorded_collect(ns: dict) -> tuple[dict, list[dict]]:
    """`collect` with every client remembered, and the transcripts a grader would keep."""
    opened = []

    def factory(scenario, sdk="anthropic"):
        client = default_client_factory(scenario, sdk=sdk)
        opened.append((scenario, client))
        return client

    evidence = json.loads(json.dumps(ex09.collect(ns, factory)))
    transcripts = [
        {
            "scenario": s if isinstance(s, str) else {"name": s.name, "data": s.data},
            "exchanges": plain_transcript(get_simulator(c).transcript),
        }
        for s, c in opened
    ]
    return evidence, json.loads(json.dumps(transcripts))


BROKEN_LOOP = edit(LOOP, '"tool_call_id": call.id, ', "")


def test_bound_recordings_decide_and_claims_change_nothing():
    """The grader binds its own recordings by run order; what `collect` claimed is replaced."""
    honest, transcripts = _recorded_collect(namespace())
    assert all(r.passed for r in ex09.evaluate(bind(ex09, honest, transcripts)))
    _, broken = _recorded_collect(namespace(loop=BROKEN_LOOP))
    judged = {r.name: r for r in ex09.evaluate(bind(ex09, honest, broken))}
    assert judged["ex09_answers_tool_calls"].key == "ex09.tool_call_id_missing"
    assert judged["ex09_to_openai"].passed  # the honest parts keep their points


def test_a_swapped_recording_fails_the_run():
    honest, transcripts = _recorded_collect(namespace())
    loop, variant = list(RUNS).index("loop"), list(RUNS).index("variant_loop")
    swapped = list(transcripts)
    swapped[loop], swapped[variant] = transcripts[variant], transcripts[loop]
    judged = {r.name: r for r in ex09.evaluate(bind(ex09, honest, swapped))}
    assert not judged["ex09_sends_openai_tools"].passed
    assert not judged["ex09_works_on_unseen_variant"].passed


def test_a_truncated_or_empty_transcript_cannot_earn_the_points():
    evidence = json.loads(json.dumps(ex09.collect(namespace(), default_client_factory)))
    for found in evidence["runs"].values():
        found["exchanges"] = found["exchanges"][:1]
    judged = {r.name: r for r in ex09.evaluate(evidence)}
    passed = {name for name, r in judged.items() if r.passed}
    # what one request can show: the tools, the flag, and MCP's single request per host
    assert passed == {"ex09_sends_openai_tools", "ex09_parallel_tool_calls", "ex09_mcp_tools"}
    for found in evidence["runs"].values():
        found["exchanges"] = []
    assert not any(r.passed for r in ex09.evaluate(evidence))


# One mistake, one criterion: a mistake in the `tool` messages is ex09_answers_tool_calls';
# the loop criterion judges the loop, and is charged only when the mistake kept it from the
# final answer (a refused request, or a loop that stopped at `tool_calls`).
MISTAKES_THE_ENDPOINT_TOOK = {
    "tool content as a dict": (
        edit(LOOP, '"content": output}', '"content": json.loads(output)}'),
        "ex09.tool_content_not_string",
    ),
    "output JSON-encoded twice": (
        edit(LOOP, '"content": output}', '"content": json.dumps(output)}'),
        "ex09.tool_result_wrong",
    ),
    "arguments not parsed": (
        edit(LOOP, "json.loads(call.function.arguments)", "call.function.arguments"),
        "ex09.arguments_not_parsed",
    ),
    "the Function object as the tool name": (
        edit(LOOP, "execute_tool(call.function.name,", "execute_tool(call.function,"),
        "ex09.call_not_executed",
    ),
}


@pytest.mark.parametrize(
    ("loop", "key"), MISTAKES_THE_ENDPOINT_TOOK.values(), ids=MISTAKES_THE_ENDPOINT_TOOK
)
def test_a_tool_message_mistake_the_endpoint_took_costs_only_the_answers_criterion(loop, key):
    found = verdicts(namespace(loop=loop))
    assert (found["ex09_answers_tool_calls"].passed, found["ex09_answers_tool_calls"].key) == (
        False,
        key,
    )
    assert found["ex09_loops_to_final_answer"].passed, found["ex09_loops_to_final_answer"]
    variant = found["ex09_works_on_unseen_variant"]
    assert (variant.passed, variant.params.get("reason_key")) == (False, key)


def test_a_refused_request_is_charged_once_to_the_mistake_that_caused_it():
    found = verdicts(namespace(loop=BROKEN_LOOP))  # tool messages without tool_call_id
    answers = found["ex09_answers_tool_calls"]
    assert (answers.passed, answers.key) == (False, "ex09.tool_call_id_missing")
    # the loop went on after tool_calls up to the refused request: nothing of its own
    assert found["ex09_loops_to_final_answer"].passed, found["ex09_loops_to_final_answer"]
    unwrapped = edit(
        LOOP, '"tools": [to_openai_tool(tool) for tool in tools]', '"tools": tools'
    )  # Anthropic's shape: request 1 refused
    found = verdicts(namespace(loop=unwrapped))
    assert found["ex09_sends_openai_tools"].key == "ex09.tools_not_converted"
    assert found["ex09_answers_tool_calls"].passed and found["ex09_loops_to_final_answer"].passed


def test_an_endless_loop_is_stopped_at_the_request_limit_and_judged_by_the_loop_row():
    from autograder.exercises.ex09_openai_compat.runs import REQUEST_LIMIT

    endless = edit(  # waits for Anthropic's "end_turn": after "stop" it asks again, forever
        LOOP,
        'if choice.finish_reason != "tool_calls":\n            return choice.message.content',
        'if choice.finish_reason == "end_turn":\n            return choice.message.content\n'
        "        if not choice.message.tool_calls:\n            continue",
    )
    ns = namespace(loop=endless)
    evidence = ex09.collect(ns, default_client_factory)
    assert len(evidence["runs"]["loop"]["exchanges"]) == REQUEST_LIMIT
    found = {r.name: r for r in ex09.evaluate(json.loads(json.dumps(evidence)))}
    loop = found["ex09_loops_to_final_answer"]
    assert (loop.passed, loop.key) == (False, "ex09.endless_loop")
    assert found["ex09_answers_tool_calls"].passed and found["ex09_sends_openai_tools"].passed


def test_the_loop_rows_read_the_parallel_false_run_too():
    serial_only = edit(
        LOOP,
        'if choice.finish_reason != "tool_calls":',
        'if choice.finish_reason != "tool_calls" or (not parallel and len(messages) > 1):',
    )  # with parallel=False it returns at the first tool_calls answer
    found = verdicts(namespace(loop=serial_only))
    loop = found["ex09_loops_to_final_answer"]
    assert (loop.passed, loop.key) == (False, "ex09.in_serial_run")
    assert loop.params["reason_key"] == "ex09.stopped_at_tool_calls"
    assert "parallel=False" in loop.message("en") and "parallel=False" in loop.message("ko")
    stops = edit(
        LOOP, 'if choice.finish_reason != "tool_calls":', 'if choice.finish_reason != "tool_use":'
    )
    found = verdicts(namespace(loop=stops))
    assert found["ex09_loops_to_final_answer"].key == "ex09.stopped_at_tool_calls"


def test_results_under_ids_that_name_no_call_are_told_so():
    """One result per call, but the ids wrong: not 'results merged or missing'."""
    stale = edit(
        LOOP, '"tool_call_id": call.id,', '"tool_call_id": choice.message.tool_calls[-1].id,'
    )
    named = edit(LOOP, '"tool_call_id": call.id,', '"tool_call_id": call.function.name,')
    for loop in (stale, named):
        found = verdicts(namespace(loop=loop))["ex09_answers_tool_calls"]
        assert (found.passed, found.key) == (False, "ex09.tool_call_ids_wrong"), found
        assert found.params["ids"]
    back = edit(TO_ANTHROPIC, '"tool_use_id": message["tool_call_id"]', '"tool_use_id": "toolu_x"')
    found = verdicts(namespace(to_anthropic=back))["ex09_to_anthropic"]
    assert (found.passed, found.key) == (False, "ex09.tool_call_ids_wrong"), found
    # the other side: a result too few or too many is still one-per-call's
    fewer = edit(
        LOOP, "for call in choice.message.tool_calls:", "for call in choice.message.tool_calls[:1]:"
    )
    found = verdicts(namespace(loop=fewer))["ex09_answers_tool_calls"]
    assert found.key in ("ex09.call_not_executed", "ex09.not_one_per_call")


STUB = "    # 여기에 코드를 작성하세요 (YOUR CODE HERE)\n    raise NotImplementedError()\n"


def test_not_started_only_for_a_released_stub_and_unfinished_for_a_branch_left():
    branch_left = edit(
        LOOP,
        "        messages.append(choice.message.model_dump(exclude_none=True))\n",
        '        raise NotImplementedError("tool_calls는 아직")\n',
    )
    found = verdicts(namespace(loop=branch_left))
    for criterion in ("ex09_answers_tool_calls", "ex09_loops_to_final_answer"):
        assert found[criterion].key == "ex09.unfinished", found[criterion]
        assert found[criterion].params["name"] == "answer_with_openai"
        assert "tool_calls는 아직" in found[criterion].message("ko")
    assert found["ex09_sends_openai_tools"].passed and found["ex09_parallel_tool_calls"].passed
    assert found["ex09_works_on_unseen_variant"].params["reason_key"] == "ex09.unfinished"
    # a filled loop whose helper is still the release's stub: that helper is not started
    helper_stub = LOOP.split("def answer_with_openai")[1]
    helper_stub = f"def to_openai_tool(tool):\n{STUB}\n\ndef answer_with_openai{helper_stub}"
    found = verdicts(namespace(loop=helper_stub))["ex09_sends_openai_tools"]
    assert (found.key, found.params["name"]) == ("ex09.not_started", "to_openai_tool")
    # a mapping with one branch left, and a mapping never written
    to_openai = edit(
        TO_OPENAI,
        "        else:\n            for block in content:",
        "        else:\n            raise NotImplementedError\n            for block in content:",
    )
    found = verdicts(namespace(to_openai=to_openai))["ex09_to_openai"]
    assert found.key == "ex09.unfinished" and found.params["error"], found
    stub = f"def to_anthropic_messages(messages):\n{STUB}"
    found = verdicts(namespace(to_anthropic=stub))["ex09_to_anthropic"]
    assert (found.key, found.params["name"]) == ("ex09.not_started", "to_anthropic_messages")
