"""Exercise 7 (lesson 7): design a tool from a written need, and its executor.

The learner writes ``TOOL`` (a helpdesk ticket search: name, description saying what /
when / when not / what it returns, parameters with enum, range, formats, ``required`` and
``additionalProperties: false``), ``CHAT_OPTIONS`` and ``REPORT_OPTIONS`` (``tool_choice``
forced only for the nightly report job, which has no one to answer a question) and
``run_tool(tool_input, tickets)`` (keeps only the fields the model needs, pages with a
cursor). ``collect`` plays eleven conversations on the generic scripted model
(``runs.RUNS``, and five hidden on another desk: ``runs.HIDDEN_RUNS``, grader-only data in
``hidden/conversations.json``); ``evaluate`` judges the definition
as the simulator received it (its properties, and sets of inputs it must accept and
reject: ``probes``), what the model did with it, and what the executor answered.

Concepts checked: C2, C5, F5, F10, F12, F13 (``CONCEPTS``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from autograder.checks.hidden import HiddenDataUnavailable
from autograder.checks.results import Check, CheckResult, check, failed, run_checks

from . import rules
from .probes import VISIBLE, first_wrong_verdict, hidden_probes, wrong_verdicts
from .runs import HIDDEN_RUNS, RUN_NAMES, RUNS, Opening, run_design, run_spec, scenario_for

__all__ = [
    "CHECKS",
    "CONCEPTS",
    "EXERCISE",
    "WORLD_CLASSES",
    "collect",
    "evaluate",
    "prepare_fork_server",
    "scenario_for",
]

EXERCISE = "ex07_tool_design"
CONCEPTS = ("C2", "C5", "F5", "F10", "F12", "F13")

#: The world a run starts from (``checks.world``: kind "ex07/opening"): its question and desk.
WORLD_CLASSES = {"opening": Opening}

#: NB: order = order of the grade cells in the notebook.
CHECKS: list[Check] = []

#: The run whose first request shows the definition as sent.
_DEFINITION_RUN = "fill_open"


def collect(namespace: Mapping[str, Any], client_factory: Callable[..., Any]) -> dict:
    """Plain evidence: per conversation, the exchanges the simulator recorded."""
    return {"runs": {name: run_design(namespace, name, client_factory) for name in RUN_NAMES}}


def prepare_fork_server() -> None:
    """The clean room's fork server calls this once: the notebook's try-it cell
    (``runs.practice``) plays a Korean conversation on an offline client in the learner's
    own process, whose scripted model would otherwise load dateparser's and the Korean
    analyser's data anew for every learner (half of that process's CPU time)."""
    from autograder.simulator.model import preload

    preload(shared_tables=False)


def evaluate(evidence: Mapping[str, Any]) -> list[CheckResult]:
    """Pure: the per-criterion verdicts for `evidence` (see :func:`collect`)."""
    return run_checks(CHECKS, evidence)


def _definition(evidence: Mapping[str, Any], rule: Callable[[dict], Any]):
    run = evidence["runs"][_DEFINITION_RUN]
    return rules.start_problem(run) or rule(rules.tool_sent(run))


def _on(evidence: Mapping[str, Any], kind: str, rule: Callable[..., Any], hidden: bool = False):
    """`rule` on every visible (or hidden) run of `kind`; the first problem."""
    for name in HIDDEN_RUNS if hidden else RUNS:
        if run_spec(name).kind != kind:
            continue
        run = evidence["runs"][name]
        problem = rules.start_problem(run) or rule(run, name)
        if problem:
            return problem
    return None


def _probes(probes: tuple, charged: tuple = ()) -> Callable[[dict], Any]:
    """The first wrong verdict on `probes`, leaving out the mistakes `charged` probes
    already found (a missing constraint is charged once; an unusable schema everywhere)."""

    def rule(tool: dict):
        schema = tool.get("input_schema")
        known = {key for key, _ in wrong_verdicts(schema, charged)} - {"ex07.schema_invalid"}
        wrong = first_wrong_verdict(schema, tuple(p for p in probes if p.key not in known))
        return failed(wrong[0], **wrong[1]) if wrong else None

    return rule


@check(CHECKS, "ex07_name_description", 1)
def name_description(evidence: Mapping[str, Any]):
    """A verb_object name; a description of what, when, when not, and what it returns."""
    return _definition(evidence, rules.naming_problem)


@check(CHECKS, "ex07_parameters", 2)
def parameters(evidence: Mapping[str, Any]):
    """The need's five parameters, described, with an example id and a date format;
    only the requester is required."""
    return _definition(evidence, rules.parameters_problem)


@check(CHECKS, "ex07_accepts_rejects", 2)
def accepts_rejects(evidence: Mapping[str, Any]):
    """The schema accepts every valid input shown and rejects every invalid one."""
    return _definition(evidence, _probes(VISIBLE))


#: Each conversation criterion: the kind of run it plays and the one rule it applies there.
#: The hidden conversations apply the same rules to the hidden runs.
CONVERSATIONS = {
    "ex07_model_fills_values": ("fill", rules.fill_problem),
    "ex07_asks_back": ("ask_back", rules.ask_back_problem),
    "ex07_report_forces": ("report", rules.report_problem),
    "ex07_results_trimmed": ("fill", rules.results_problem),
    "ex07_next_page": ("page", rules.cursor_problem),
}


@check(CHECKS, "ex07_model_fills_values", 1)
def model_fills_values(evidence: Mapping[str, Any]):
    """From three questions the model calls the tool with exactly the values asked for."""
    return _on(evidence, *CONVERSATIONS["ex07_model_fills_values"])


@check(CHECKS, "ex07_asks_back", 1)
def asks_back(evidence: Mapping[str, Any]):
    """Without the requester the chat model asks back (chat requests do not force)."""
    return _on(evidence, *CONVERSATIONS["ex07_asks_back"])


@check(CHECKS, "ex07_report_forces", 1)
def report_forces(evidence: Mapping[str, Any]):
    """The nightly report job forces this tool and gets its call with the right values."""
    return _on(evidence, *CONVERSATIONS["ex07_report_forces"])


@check(CHECKS, "ex07_results_trimmed", 1)
def results_trimmed(evidence: Mapping[str, Any]):
    """The executor answers each call with the right tickets, newest first, four fields."""
    return _on(evidence, *CONVERSATIONS["ex07_results_trimmed"])


@check(CHECKS, "ex07_next_page", 1)
def next_page(evidence: Mapping[str, Any]):
    """A cursor brings the next page (in the executor's own order); the last page has none."""
    return _on(evidence, *CONVERSATIONS["ex07_next_page"])


@check(CHECKS, "ex07_hidden_inputs", 2, hidden=True)
def hidden_inputs(evidence: Mapping[str, Any]):
    """Another set of inputs to accept and reject (other ids, values, bounds), charging only
    what the visible set did not. Its inputs are grader-only: in a learner's notebook the
    criterion says it is checked only when graded."""
    try:
        probes = hidden_probes()
    except HiddenDataUnavailable:
        return failed("ex07.checked_when_graded")
    return _definition(evidence, _probes(probes, charged=VISIBLE))


@check(CHECKS, "ex07_hidden_conversations", 2, hidden=True)
def hidden_conversations(evidence: Mapping[str, Any]):
    """The conversation rules that held on the visible runs hold on other questions,
    requesters and another desk. A rule that failed visibly is charged there, once; with
    none holding, nothing shows the answer carries over."""
    runs = evidence["runs"]
    if any(isinstance(runs.get(n), dict) and runs[n].get("unavailable") for n in HIDDEN_RUNS):
        return failed("ex07.checked_when_graded")  # a learner installation: no hidden data
    try:
        [run_spec(name) for name in HIDDEN_RUNS]
    except HiddenDataUnavailable:
        return failed("ex07.checked_when_graded")
    held = [c for c, (kind, rule) in CONVERSATIONS.items() if not _on(evidence, kind, rule)]
    for criterion in held or CONVERSATIONS:
        problem = _on(evidence, *CONVERSATIONS[criterion], hidden=True)
        if problem and problem[1] == "ex07.not_started":
            return problem
        if problem:
            return failed("ex07.variant_failed", reason_key=problem[1], **problem[2])
    return None
