"""Exercise 9 (lesson 9): the same task through an OpenAI-compatible host, and both mappings.

The learner writes ``answer_with_openai`` (the whole Chat Completions loop with the real
``openai`` client: tools as functions, ``tool_calls``, one ``tool`` message per call with
its ``tool_call_id``, ``finish_reason``, ``parallel_tool_calls``), ``to_openai_messages``
and ``to_anthropic_messages`` (one conversation, both formats, both ways). ``collect``
runs them against clients of both SDKs (``runs``); ``evaluate`` reads only what
the endpoints recorded: the requests the code sent and whether each endpoint answered.

``mcp_to_anthropic`` / ``mcp_to_openai`` turn one MCP ``tools/list`` entry into a tool of
each host; both endpoints must accept it and the model must call it.

Concepts checked: C12, F9, F18 (``CONCEPTS``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from autograder.checks.results import Check, CheckResult, check, failed, run_checks

from . import mapping, rules
from .given import RUNS, scenario_for
from .runs import run

__all__ = [
    "CHECKS",
    "CONCEPTS",
    "EXERCISE",
    "collect",
    "evaluate",
    "prepare_fork_server",
    "scenario_for",
]

EXERCISE = "ex09_openai_compat"
CONCEPTS = ("C12", "F9", "F18")

#: NB: order = order of the grade cells in the notebook.
CHECKS: list[Check] = []


def collect(namespace: Mapping[str, Any], client_factory: Callable[..., Any]) -> dict:
    """Plain evidence: per run, what the learner's function did and what was sent."""
    return {"runs": {name: run(namespace, name, client_factory) for name in RUNS}}


def prepare_fork_server() -> None:
    """The clean room's fork server calls this once: every run plays the learner's loop on
    a real ``openai`` client, whose response models each learner's process would otherwise
    build on its first request (~75 ms of CPU, `simulator.warmup`)."""
    from autograder.simulator.warmup import warm_up

    warm_up("openai")


def evaluate(evidence: Mapping[str, Any]) -> list[CheckResult]:
    """Pure: the per-criterion verdicts for `evidence` (see :func:`collect`)."""
    return run_checks(CHECKS, evidence)


def _loop_rules(evidence: Mapping[str, Any], name: str, *rule: Callable[..., Any]):
    found = evidence["runs"][name]
    if problem := rules.start_problem(found, name):
        return problem
    for item in rule:
        problem = item(found, name)
        if problem:
            return problem
    return None


def _on_requests(evidence, name, rule):
    """`rule` judged on the requests whenever one was sent (a later crash is another rule's)."""
    found = evidence["runs"][name]
    if rules.exchanges(found):
        return rule(found, name)
    return rules.start_problem(found, name)


def _tools(evidence, name):
    return _on_requests(evidence, name, rules.tools_problem)


def _answers(evidence, name):
    return _loop_rules(evidence, name, rules.answers_problem)


def _finishes(evidence, name):
    """The loop's own rule: a refused request is charged to the row whose mistake caused
    it (`rules.loop_problem`), never here too."""
    found = evidence["runs"][name]
    return rules.start_problem(found, name) or rules.loop_problem(found, name)


#: What only the parallel row judges, though it stops the ``parallel=False`` run early.
_PARALLEL_KEYS = ("ex09.anthropic_parallel_flag",)


def _in_both_loops(rule, evidence):
    """`rule` on the lesson's run, then on its ``parallel=False`` run (the row covers both,
    as the hidden criterion covers both of the parcels')."""
    problem = rule(evidence, "loop")
    if problem:
        return problem
    problem = rule(evidence, "serial")
    if problem is None or problem[1] == "ex09.not_started":
        return problem
    if problem[1] in _PARALLEL_KEYS:  # the switch's own mistake: the parallel row's alone
        return None
    return failed("ex09.in_serial_run", reason_key=problem[1], **problem[2])


def _parallel(evidence, name):
    """Judged on every request sent, however far the loop got (that is the other rules')."""
    return _on_requests(evidence, name, rules.parallel_problem)


def _mapping(evidence, name):
    found = evidence["runs"][name]
    rule = mapping.to_openai_problem if RUNS[name].sdk == "openai" else mapping.to_anthropic_problem
    return mapping.start_problem(found, name) or rule(found, name)


def _with_run(problem, run_name: str):
    """`problem` with the run it was found in (the catalogue names it for the learner)."""
    if problem is None or problem[0]:
        return problem
    return (problem[0], problem[1], {**problem[2], "run_key": f"ex09.run_{run_name}"})


@check(CHECKS, "ex09_sends_openai_tools", 1)
def sends_openai_tools(evidence: Mapping[str, Any]):
    """The first Chat Completions request carries the tools as OpenAI functions."""
    return _tools(evidence, "loop")


@check(CHECKS, "ex09_answers_tool_calls", 1)
def answers_tool_calls(evidence: Mapping[str, Any]):
    """After `tool_calls`, the turn is replayed and each call gets its own `tool` message."""
    return _in_both_loops(_answers, evidence)


@check(CHECKS, "ex09_loops_to_final_answer", 1)
def loops_to_final_answer(evidence: Mapping[str, Any]):
    """The loop goes on while `finish_reason` is "tool_calls" and returns the final text."""
    return _in_both_loops(_finishes, evidence)


@check(CHECKS, "ex09_parallel_tool_calls", 1)
def parallel_tool_calls(evidence: Mapping[str, Any]):
    """`parallel=False` sends `parallel_tool_calls: false` each time; the default never does."""
    problem = _with_run(_parallel(evidence, "serial"), "serial")
    return problem or _with_run(_parallel(evidence, "loop"), "loop")


@check(CHECKS, "ex09_to_openai", 1)
def to_openai(evidence: Mapping[str, Any]):
    """An Anthropic conversation mapped to OpenAI messages that Chat Completions answers."""
    return _mapping(evidence, "to_openai")


@check(CHECKS, "ex09_to_anthropic", 1)
def to_anthropic(evidence: Mapping[str, Any]):
    """An OpenAI conversation mapped to Anthropic messages that the Messages API answers."""
    return _mapping(evidence, "to_anthropic")


@check(CHECKS, "ex09_mcp_tools", 1)
def mcp_tools(evidence: Mapping[str, Any]):
    """An MCP `tools/list` entry offered to both hosts; each accepts it and the model calls it."""
    return _with_run(_mcp(evidence, "mcp_anthropic"), "mcp_anthropic") or _with_run(
        _mcp(evidence, "mcp_openai"), "mcp_openai"
    )


def _mcp(evidence, name):
    return mapping.mcp_problem(evidence["runs"][name], name)


_VARIANT_RULES = {
    "variant_loop": lambda e, n: (
        _tools(e, n) or _answers(e, n) or _finishes(e, n) or _parallel(e, n)
    ),
    "variant_serial": lambda e, n: _parallel(e, n) or _answers(e, n) or _finishes(e, n),
    "variant_to_openai": _mapping,
    "variant_to_anthropic": _mapping,
    "variant_mcp_anthropic": _mcp,
    "variant_mcp_openai": _mcp,
}


@check(CHECKS, "ex09_works_on_unseen_variant", 2, hidden=True)
def works_on_unseen_variant(evidence: Mapping[str, Any]):
    """Every rule holds on four calls (one tool three times), other tools, fresh ids."""
    for name, rule in _VARIANT_RULES.items():
        problem = rule(evidence, name)
        if problem and problem[1] == "ex09.not_started":
            return problem
        if problem:
            where = {"run_key": f"ex09.run_{name}", **problem[2]}  # run first: reasons quote it
            return failed("ex09.variant_failed", **where, reason_key=problem[1])
    return None
