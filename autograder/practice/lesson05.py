"""Lesson 5 practices: what a loop does with each stop reason, and a loop with a call cap."""

from __future__ import annotations

import contextlib
import io
from typing import Any

from autograder.checks.results import Check, check, failed
from autograder.practice import Practice, call_learner, crashed, learner_function

#: stop reason -> the step the lesson's constants name: every value of the SDK's StopReason
#: (api_rules.md A-R27). The steps for refusal and model_context_window_exceeded are the
#: lesson's inference (marked so in its table), the others the documentation's.
STEPS = {
    "tool_use": "run_tools",
    "end_turn": "answer",
    "stop_sequence": "answer",
    "max_tokens": "retry_bigger",
    "pause_turn": "continue",
    "refusal": "stop",
    "model_context_window_exceeded": "stop",
}


def collect_steps(namespace: dict[str, Any]) -> dict[str, Any]:
    next_step = learner_function(namespace, "next_step")
    return {"runs": {reason: call_learner(next_step, reason) for reason in STEPS}}


STEP_CHECKS: list[Check] = []


def _step_check(name: str, reasons: tuple[str, ...]) -> None:
    @check(STEP_CHECKS, name, 1)
    def verdict(evidence: dict[str, Any]):
        for reason in reasons:
            run = evidence["runs"][reason]
            if crash := crashed(run, f"next_step({reason!r})"):
                return crash
            if run["value"] != STEPS[reason]:
                hint = f"practice.l05.hint.{reason}"
                return failed(
                    "practice.l05.wrong_step", reason=reason, got=run["value"], hint_key=hint
                )
        return None


_step_check("practice_l05_tool_use_and_end_turn", ("tool_use", "end_turn", "stop_sequence"))
_step_check("practice_l05_max_tokens", ("max_tokens",))
_step_check("practice_l05_pause_turn", ("pause_turn",))
_step_check("practice_l05_refusal", ("refusal",))
_step_check("practice_l05_context_window", ("model_context_window_exceeded",))


#: (case key, max_calls, model calls expected, final stop_reason expected)
CAP_CASES = (("roomy", 10, 3, "end_turn"), ("tight", 2, 2, "tool_use"))


def collect_cap(namespace: dict[str, Any]) -> dict[str, Any]:
    from autograder.simulator import get_scenario, get_simulator, make_client
    from autograder.simulator.handlers import handlers

    capped_loop = learner_function(namespace, "capped_loop")
    scenario = get_scenario("deploy")
    runs = []
    for case, cap, _, _ in CAP_CASES:
        client = make_client("deploy", live=False)
        args = (client, scenario.prompt("ko"), scenario.tools, handlers("deploy"), cap)
        with contextlib.redirect_stdout(io.StringIO()):
            outcome = call_learner(capped_loop, *args)
        exchanges = list(get_simulator(client).transcript)
        returned = outcome.pop("value", None)
        runs.append(
            {
                "case": case,
                **outcome,
                "stop_reason": returned.get("stop_reason") if isinstance(returned, dict) else None,
                "calls": len(exchanges),
                "statuses": [e.status for e in exchanges],
                "with_tools": all("tools" in e.request for e in exchanges),
            }
        )
    return {"runs": runs}


CAP_CHECKS: list[Check] = []


@check(CAP_CHECKS, "practice_l05_loop_finishes", 1)
def loop_finishes(evidence: dict[str, Any]):
    roomy = evidence["runs"][0]
    if crash := crashed(roomy, "capped_loop(..., max_calls=10)", "practice.l05.hint_loop_error"):
        return crash
    if any(status != 200 for status in roomy["statuses"]) or not roomy["with_tools"]:
        return failed("practice.l05.request_rejected")
    if roomy["calls"] != 3 or roomy["stop_reason"] != "end_turn":
        return failed(
            "practice.l05.not_all_rounds", calls=roomy["calls"], stop=roomy["stop_reason"]
        )
    return None


@check(CAP_CHECKS, "practice_l05_cap_holds", 1)
def cap_holds(evidence: dict[str, Any]):
    tight = evidence["runs"][1]
    if crash := crashed(tight, "capped_loop(..., max_calls=2)", "practice.l05.hint_cap_return"):
        return crash
    if tight["calls"] > 2:
        return failed("practice.l05.cap_exceeded", calls=tight["calls"])
    if tight["calls"] < 2 or tight["stop_reason"] != "tool_use":
        return failed("practice.l05.stopped_early", calls=tight["calls"], stop=tight["stop_reason"])
    return None


PRACTICES = {
    "l05_next_step": Practice("next_step", ("C3", "C11"), collect_steps, tuple(STEP_CHECKS)),
    "l05_capped_loop": Practice(
        "capped_loop", ("C11", "F4"), collect_cap, tuple(CAP_CHECKS), "practice.l05.hint_time"
    ),
}
