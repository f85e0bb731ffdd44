"""Exercise 2 (Level 2): find and fix the three bugs of `handle_turn`.

The learner points at the faulty lines (``faulty_lines``), explains them (a manually graded
answer cell) and writes a fixed ``handle_turn(user_message, tools)``. ``collect`` runs that
function against fresh simulator clients -- the scenario the learner saw and an unseen
variant with another tool and another id -- and records what it *sent*. ``evaluate`` reads
only those recordings, never the source text.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from autograder.checks import ex02_rules as rules
from autograder.checks.ex02_runs import RUN_NAMES, run_handle_turn
from autograder.checks.plain import to_json_data
from autograder.checks.results import Check, CheckResult, check, failed, run_checks

__all__ = ["CHECKS", "EXERCISE", "collect", "evaluate"]

EXERCISE = "ex02_handle_turn"

#: NB: order = order of the autograded cells in the notebook (the explanation cell is
#: graded by hand and has no check).
CHECKS: list[Check] = []


def collect(namespace: Mapping[str, Any], client_factory: Callable[..., Any]) -> dict:
    """Plain evidence: the learner's `faulty_lines` and what `handle_turn` sent per run."""
    lines = to_json_data(namespace["faulty_lines"]) if "faulty_lines" in namespace else None
    runs = {name: run_handle_turn(namespace, name, client_factory) for name in RUN_NAMES}
    return {"faulty_lines": lines, "runs": runs}


def evaluate(evidence: Mapping[str, Any]) -> list[CheckResult]:
    """Pure: the per-criterion verdicts for `evidence` (see :func:`collect`)."""
    return run_checks(CHECKS, evidence)


def _visible(evidence: Mapping[str, Any], rule: Callable[[Mapping[str, Any]], Any]):
    run = evidence["runs"]["visible"]
    return rules.start_problem(run) or rule(run)


@check(CHECKS, "ex02_faulty_lines", 1)
def faulty_lines(evidence: Mapping[str, Any]):
    """`faulty_lines` names the three faulty lines of the listing."""
    return rules.lines_problem(evidence.get("faulty_lines"))


@check(CHECKS, "ex02_appends_assistant_turn", 1)
def appends_assistant_turn(evidence: Mapping[str, Any]):
    """The second request carries the model's `response.content` as the assistant turn."""
    return _visible(evidence, rules.assistant_turn_problem)


@check(CHECKS, "ex02_tool_use_id_from_block", 1)
def tool_use_id_from_block(evidence: Mapping[str, Any]):
    """The `tool_result` uses the `tool_use` block's `id`."""
    return _visible(evidence, rules.tool_use_id_problem)


@check(CHECKS, "ex02_second_call_has_tools", 1)
def second_call_has_tools(evidence: Mapping[str, Any]):
    """The second `call_model` sends `tools` again."""
    return _visible(evidence, rules.tools_problem)


@check(CHECKS, "ex02_works_on_unseen_variant", 2, hidden=True)
def works_on_unseen_variant(evidence: Mapping[str, Any]):
    """All three fixes hold for another tool and another id (nothing hard-coded)."""
    run = evidence["runs"]["variant"]
    problem = rules.start_problem(run)
    if problem and problem[1] == "ex02.not_started":
        return problem
    if problem:
        return failed("ex02.variant_failed", reason_key=problem[1], **problem[2])
    id_problem = rules.tool_use_id_problem(
        run, hard_coded=rules.called_id(evidence["runs"]["visible"])
    )
    if id_problem and id_problem[1] == "ex02.hardcoded_id":
        return id_problem
    tools = rules.tools_problem(run)
    if tools and tools[1] == "ex02.second_call_tools_changed":
        return failed("ex02.hardcoded_tools", **tools[2])
    for problem in (rules.assistant_turn_problem(run), id_problem, tools):
        if problem:
            return failed("ex02.variant_failed", reason_key=problem[1], **problem[2])
    return None
