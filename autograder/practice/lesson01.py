"""Lesson 1 practice: step 4 of the five-step flow, done by the host (`run_call`)."""

from __future__ import annotations

from typing import Any

from autograder.checks.results import Check, check, failed
from autograder.practice import Practice, call_learner, crashed, learner_function
from autograder.practice.fixtures import Recorder, tool_use

#: Two calls: one argument, then two (so ``handler(input)`` and ``handler(**input)`` differ).
CASES = (
    ("get_weather", {"city": "Hangzhou"}, "toolu_01PracticeWeather01"),
    ("get_time", {"city": "Busan", "utc_offset": 9}, "toolu_01PracticeTime0002"),
)
ANSWERS = {"get_weather": {"condition": "sunny", "temperature_c": 26}, "get_time": "09:30"}


def collect(namespace: dict[str, Any]) -> dict[str, Any]:
    run_call = learner_function(namespace, "run_call")
    runs = []
    for name, tool_input, block_id in CASES:
        recorder = Recorder()
        handlers = {tool: recorder.handler(tool, answer) for tool, answer in ANSWERS.items()}
        outcome = call_learner(run_call, tool_use(name, dict(tool_input), block_id), handlers)
        runs.append({"name": name, "input": tool_input, **outcome, "calls": recorder.calls})
    return {"runs": runs}


CHECKS: list[Check] = []


@check(CHECKS, "practice_l01_no_crash", 1)
def no_crash(evidence: dict[str, Any]):
    hints = {"TypeError": "practice.l01.hint_unpack", "KeyError": "practice.l01.hint_lookup"}
    for run in evidence["runs"]:
        hint = hints.get((run.get("error") or {}).get("type"), "practice.hint_none")
        if crash := crashed(run, f"run_call({run['name']} 호출)", hint):
            return crash
    return None


@check(CHECKS, "practice_l01_runs_once", 1)
def runs_the_named_handler_once(evidence: dict[str, Any]):
    for run in evidence["runs"]:
        if "error" in run:
            return failed("practice.needs_earlier", first="practice_l01_no_crash")
        expected = [{"name": run["name"], "kwargs": run["input"]}]
        if run["calls"] != expected:
            got = [f"{c['name']}(**{c['kwargs']})" for c in run["calls"]]
            return failed("practice.l01.wrong_calls", tool=run["name"], got=got or "없음")
    return None


@check(CHECKS, "practice_l01_returns_result", 1)
def returns_the_result(evidence: dict[str, Any]):
    for run in evidence["runs"]:
        if "error" in run:
            return failed("practice.needs_earlier", first="practice_l01_no_crash")
        if run.get("value") != ANSWERS[run["name"]]:
            return failed("practice.l01.wrong_return", tool=run["name"])
    return None


PRACTICES = {"l01_run_call": Practice("run_call", ("C4", "F1"), collect, tuple(CHECKS))}
