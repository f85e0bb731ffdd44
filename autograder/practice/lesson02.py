"""Lesson 2 practice: is a `tool_use` block's name defined and its input schema-valid?"""

from __future__ import annotations

from typing import Any

from autograder.checks.results import Check, check, failed
from autograder.practice import Practice, call_learner, crashed, learner_function
from autograder.practice.fixtures import tool_use

TOOLS = [
    {
        "name": "get_order_status",
        "description": "주문 번호로 배송 상태를 찾는다.",
        "input_schema": {
            "type": "object",
            "properties": {"order_id": {"type": "string"}},
            "required": ["order_id"],
        },
    },
    {
        "name": "get_weather",
        "description": "도시의 지금 날씨를 알려 준다.",
        "input_schema": {
            "type": "object",
            "properties": {"city": {"type": "string"}},
            "required": ["city"],
        },
    },
]

#: (case key, tool name, input, expected verdict); the case key names the case in feedback.
CASES = (
    ("valid", "get_order_status", {"order_id": "ORD-2026-8842"}, True),
    ("second_tool", "get_weather", {"city": "Busan"}, True),
    ("extra_field", "get_order_status", {"order_id": "ORD-2026-9001", "note": "급함"}, True),
    ("unknown_name", "get_order", {"order_id": "ORD-2026-8842"}, False),
    ("missing_field", "get_order_status", {}, False),
    ("wrong_type", "get_order_status", {"order_id": 8842}, False),
    ("other_tools_schema", "get_weather", {"order_id": "ORD-2026-8842"}, False),
)


def collect(namespace: dict[str, Any]) -> dict[str, Any]:
    is_valid_call = learner_function(namespace, "is_valid_call")
    runs = []
    for index, (case, name, tool_input, expected) in enumerate(CASES):
        block = tool_use(name, dict(tool_input), f"toolu_01PracticeValid{index:04d}")
        outcome = call_learner(is_valid_call, block, [dict(t) for t in TOOLS])
        runs.append({"case": case, "expected": expected, **outcome})
    return {"runs": runs}


CHECKS: list[Check] = []


@check(CHECKS, "practice_l02_no_crash", 1)
def no_crash(evidence: dict[str, Any]):
    for run in evidence["runs"]:
        where = f"is_valid_call({render_case(run['case'])})"
        if crash := crashed(run, where, "practice.l02.hint_crash"):
            return crash
    return None


@check(CHECKS, "practice_l02_verdicts", 2)
def verdicts(evidence: dict[str, Any]):
    for run in evidence["runs"]:
        if "error" in run:
            return failed("practice.needs_earlier", first="practice_l02_no_crash")
        if run["value"] is not run["expected"]:
            return failed(
                "practice.l02.wrong_verdict",
                case_key=f"practice.l02.case.{run['case']}",
                got=repr(run["value"]),
            )
    return None


def render_case(case: str) -> str:
    from autograder.catalogue import render

    return render(f"practice.l02.case.{case}", "ko")


PRACTICES = {"l02_valid_call": Practice("is_valid_call", ("C5", "C2"), collect, tuple(CHECKS))}
