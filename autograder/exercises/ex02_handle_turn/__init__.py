"""Exercise 2 (Level 2): find and fix the three bugs of `handle_turn`.

The learner points at the faulty lines (``faulty_lines``), explains them (a manually graded
answer cell) and writes a fixed ``handle_turn(user_message, tools)``. ``collect`` runs that
function against fresh simulator clients -- the scenario the learner saw and an unseen
variant with another tool and another id -- and records what it *sent*. ``evaluate`` reads
only those recordings, never the source text.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable, Iterator, Mapping, MutableMapping
from typing import Any

from autograder.checks.plain import to_json_data
from autograder.checks.results import Check, CheckResult, check, failed, run_checks

from . import rules, trips
from .runs import RUN_NAMES, run_handle_turn, variant_output

__all__ = ["CHECKS", "EXERCISE", "collect", "evaluate"]

EXERCISE = "ex02_handle_turn"

#: NB: order = order of the autograded cells in the notebook (the explanation cell is
#: graded by hand and has no check).
CHECKS: list[Check] = []


def collect(namespace: Mapping[str, Any], client_factory: Callable[..., Any]) -> dict:
    """Plain evidence: the learner's `faulty_lines` and what `handle_turn` sent per run."""
    lines = _lines(namespace, namespace["faulty_lines"]) if "faulty_lines" in namespace else None
    runs = {name: run_handle_turn(namespace, name, client_factory) for name in RUN_NAMES}
    return {"faulty_lines": lines, "runs": runs}


def _lines(namespace: Mapping[str, Any], value: Any) -> Any:
    """Any iterable (list, tuple, set, dict keys, generator...) as a list; text stays text.

    A one-shot iterator is kept as a tuple in the namespace, so that every criterion (and
    the self-check before them) reads the same answer.
    """
    if isinstance(value, str | bytes | list | tuple) or not isinstance(value, Iterable):
        return to_json_data(value)  # read through the base types: a subclass cannot lie
    if isinstance(value, set | frozenset | dict):
        base = next(t for t in (set, frozenset, dict) if isinstance(value, t))
        value = sorted(base.__iter__(value), key=repr)
    items = list(itertools.islice(iter(value), rules.MAX_LINES + 1))
    if isinstance(value, Iterator) and isinstance(namespace, MutableMapping):
        namespace["faulty_lines"] = tuple(items)
    return [to_json_data(item) for item in items]


def evaluate(evidence: Mapping[str, Any]) -> list[CheckResult]:
    """Pure: the per-criterion verdicts for `evidence` (see :func:`collect`)."""
    return run_checks(CHECKS, evidence)


def _visible(evidence: Mapping[str, Any], rule: Callable[[Mapping[str, Any]], Any]):
    """`rule` on the visible run's round trip, or why there is none to judge."""
    run = evidence["runs"]["visible"]
    problem = trips.start_problem(run)
    return problem or rule(trips.round_trip(run))


@check(CHECKS, "ex02_faulty_lines", 1)
def faulty_lines(evidence: Mapping[str, Any]):
    """`faulty_lines` names the three faulty lines of the listing."""
    return rules.lines_problem(evidence.get("faulty_lines"))


@check(CHECKS, "ex02_appends_assistant_turn", 1)
def appends_assistant_turn(evidence: Mapping[str, Any]):
    """The answer carries the model's `response.content`, once, as the assistant turn."""
    return _visible(evidence, rules.assistant_turn_problem)


@check(CHECKS, "ex02_tool_use_id_from_block", 1)
def tool_use_id_from_block(evidence: Mapping[str, Any]):
    """One `tool_result` answers the `tool_use` block's `id`, and the API takes it."""
    return _visible(
        evidence, lambda trip: rules.tool_use_id_problem(trip) or rules.unexplained_rejection(trip)
    )


@check(CHECKS, "ex02_second_call_has_tools", 1)
def second_call_has_tools(evidence: Mapping[str, Any]):
    """The second `call_model` sends `tools` again."""
    return _visible(evidence, rules.tools_problem)


@check(CHECKS, "ex02_works_on_unseen_variant", 2, hidden=True)
def works_on_unseen_variant(evidence: Mapping[str, Any]):
    """All three fixes hold for another tool and id, its tool ran, its answer is returned."""
    runs = evidence["runs"]
    run = runs["variant"]
    problem = trips.start_problem(run)
    if problem and problem[1] == "ex02.not_started":
        return problem
    if problem:
        return failed("ex02.variant_failed", reason_key=problem[1], **problem[2])
    trip = trips.round_trip(run)
    visible = trips.round_trip(runs["visible"])
    seen_id = trips.call_block(visible).get("id") if visible else None
    id_problem = rules.tool_use_id_problem(trip, hard_coded=seen_id)
    if id_problem and id_problem[1] == "ex02.hardcoded_id":
        return id_problem
    tools = rules.tools_problem(trip)
    visible_tools_ok = visible is not None and rules.tools_problem(visible) is None
    if tools and visible_tools_ok and tools[1] in _TOOLS_NOT_PASSED_ON:
        return failed("ex02.hardcoded_tools", names=tools[2].get("names", "[]"))
    for problem in (
        rules.assistant_turn_problem(trip),
        id_problem,
        tools,
        rules.unexplained_rejection(trip),
        _other_rejection(run),
    ):
        if problem:
            return failed("ex02.variant_failed", reason_key=problem[1], **problem[2])
    return _ran_the_tool(trip) or _returned_the_answer(run)


#: The second call's `tools` differ from the argument: on the variant, a hard-coded list.
_TOOLS_NOT_PASSED_ON = (
    "ex02.second_call_without_tools",
    "ex02.second_call_empty_tools",
    "ex02.second_call_tools_changed",
)


def _other_rejection(run: Mapping[str, Any]):
    """Any later request of the run that the API rejected (quoted)."""
    for exchange in trips.model_exchanges(run):
        if exchange.get("status") != 200:
            return failed("ex02.request_rejected", api_said=trips.api_said(exchange))
    return None


def _ran_the_tool(trip: Mapping[str, Any]):
    """The result sent is what the variant's own tool gives for the model's call.

    The expected output is computed here, from the scenario, not read from the learner's
    side: a hard-coded tool name, input key or result cannot match it.
    """
    call = trips.call_block(trip)
    expected = variant_output(call.get("name"), call.get("input"))
    if expected is None or not rules.same_text(rules.result_text(trip), expected):
        return failed("ex02.variant_tool_not_run", name=str(call.get("name")))
    return None


def _returned_the_answer(run: Mapping[str, Any]):
    """`handle_turn` returned the model's final response (the Message, its content or text)."""
    final = trips.final_response(run) or {}
    returned = run.get("returned")
    text = "".join(
        b.get("text", "") for b in final.get("content") or [] if isinstance(b, dict)
    ).strip()
    if isinstance(returned, dict) and returned.get("id") == final.get("id"):
        return None
    if returned == final.get("content") or (isinstance(returned, str) and returned.strip() == text):
        return None
    return failed("ex02.variant_result_not_returned")
