"""Exercise 1 (Level 1): write the `messages` array that answers `toolu_01Weather9527`.

The learner sees the model's `tool_use` response (Hangzhou, `get_weather`) and the result of
their own weather look-up (sunny, 26 °C), and writes the whole `messages` list for the next
request. ``collect`` copies that list as plain data; ``evaluate`` judges it with the
exercise's rules and by sending it to a fresh simulator (so nothing the learner's kernel did
can change the verdict).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from autograder.checks.plain import to_json_data
from autograder.checks.results import Check, CheckResult, check, failed, passed, run_checks

from . import rules

__all__ = ["CHECKS", "EXERCISE", "collect", "evaluate"]

EXERCISE = "ex01_messages_array"

#: NB: order = order of the grade cells in the notebook.
CHECKS: list[Check] = []


def collect(namespace: Mapping[str, Any], client_factory: Callable[..., Any] | None = None) -> dict:
    """Plain-data evidence from the learner's namespace: their `messages`, as data."""
    if "messages" not in namespace:
        return {"messages_defined": False}
    return {"messages_defined": True, "messages": to_json_data(namespace["messages"])}


def evaluate(evidence: Mapping[str, Any]) -> list[CheckResult]:
    """Pure: the per-criterion verdicts for `evidence` (see :func:`collect`)."""
    return run_checks(CHECKS, _with_reply(evidence))


def _with_reply(evidence: Mapping[str, Any]) -> dict[str, Any]:
    """Add what the simulator answers to this `messages` (computed here, never trusted)."""
    enriched = dict(evidence)
    if rules.usable_messages(evidence) is not None:
        enriched["reply"] = rules.send_to_simulator(evidence["messages"])
    return enriched


def _on_messages(evidence: Mapping[str, Any], rule: Callable[[list], Any]):
    """`rule` on the learner's list, or why there is no list to judge."""
    messages = rules.usable_messages(evidence)
    return rules.not_usable(evidence) if messages is None else rule(messages)


@check(CHECKS, "ex01_three_messages_in_order", 1)
def three_messages_in_order(evidence: Mapping[str, Any]):
    """`messages` holds three messages, user/assistant/user, the first two unchanged."""
    return _on_messages(evidence, rules.order_problem)


@check(CHECKS, "ex01_tool_use_id_matches", 1)
def tool_use_id_matches(evidence: Mapping[str, Any]):
    """The `tool_result` sits first in the last user message and answers `toolu_01Weather9527`."""
    return _on_messages(evidence, rules.pairing_problem)


@check(CHECKS, "ex01_result_content_parseable", 1)
def result_content_parseable(evidence: Mapping[str, Any]):
    """The `tool_result` content is text a program can parse and holds the real weather."""
    return _on_messages(evidence, rules.content_problem)


@check(CHECKS, "ex01_api_accepts_request", 1)
def api_accepts_request(evidence: Mapping[str, Any]):
    """Sent as the next request, it answers the call, the API accepts it, the model answers."""
    messages = rules.usable_messages(evidence)
    if messages is None:
        return rules.not_usable(evidence)
    reply = evidence["reply"]
    if reply["status"] != 200:
        return failed("ex01.api_rejected", **reply["error"])
    if not rules.answers_the_call(messages):  # accepted, but it answers nothing
        return failed("ex01.api_not_an_answer", id=rules.TOOL_ID)
    return passed("ex01.api_answered", answer=reply["answer"])
