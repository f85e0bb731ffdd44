"""Lesson 9 practice: answer OpenAI-style `tool_calls` with one `role: "tool"` message each."""

from __future__ import annotations

import json
from typing import Any

from autograder.checks.results import Check, check, failed
from autograder.practice import Practice, call_learner, crashed, describe_error, learner_function

QUESTION = "ORD-2026-8842는 어디쯤 왔고, ORD-2026-9001은 발송됐는지 알려 줘."
ORDERS = {"ORD-2026-8842": {"status": "in_transit"}, "ORD-2026-9001": {"status": "pending"}}
TOOLS = [
    {
        "type": "function",
        "function": {
            "name": "get_order_status",
            "description": "주문 하나의 현재 상태를 조회한다.",
            "parameters": {
                "type": "object",
                "properties": {"order_id": {"type": "string"}},
                "required": ["order_id"],
            },
        },
    }
]


def _run(arguments: Any) -> str:
    """The tool: it takes the *parsed* arguments (a dict), as the lesson's `run` does."""
    return json.dumps(ORDERS[arguments["order_id"]])


def collect(namespace: dict[str, Any]) -> dict[str, Any]:
    import openai

    from autograder import MODEL
    from autograder.simulator import make_openai_client

    tool_messages = learner_function(namespace, "tool_messages")
    client = make_openai_client("two_orders")
    question = [{"role": "user", "content": QUESTION}]
    first = client.chat.completions.create(model=MODEL, tools=TOOLS, messages=question)
    message = first.choices[0].message
    outcome = call_learner(tool_messages, message.tool_calls, _run)
    evidence: dict[str, Any] = {**outcome, "ids": [tc.id for tc in message.tool_calls]}
    if "value" in outcome and isinstance(outcome["value"], list):
        assistant = message.model_dump(exclude_none=True)
        try:
            reply = client.chat.completions.create(
                model=MODEL, tools=TOOLS, messages=[*question, assistant, *outcome["value"]]
            )
            evidence["reply"] = {"status": 200, "finish": reply.choices[0].finish_reason}
        except openai.APIStatusError as error:
            evidence["reply"] = {"status": error.status_code, **describe_error(error)["api"]}
    return evidence


CHECKS: list[Check] = []


@check(CHECKS, "practice_l09_no_crash", 1)
def no_crash(evidence: dict[str, Any]):
    if crash := crashed(evidence, "tool_messages(tool_calls, run)", "practice.l09.hint_arguments"):
        return crash
    if not isinstance(evidence["value"], list):
        return failed("practice.l09.not_a_list", got=type(evidence["value"]).__name__)
    return None


@check(CHECKS, "practice_l09_one_per_call", 1)
def one_per_call(evidence: dict[str, Any]):
    messages = evidence.get("value") if isinstance(evidence.get("value"), list) else None
    if messages is None:
        return failed("practice.needs_earlier", first="practice_l09_no_crash")
    roles = [m.get("role") if isinstance(m, dict) else None for m in messages]
    if roles != ["tool"] * len(evidence["ids"]):
        return failed("practice.l09.roles", roles=roles, total=len(evidence["ids"]))
    if [m.get("tool_call_id") for m in messages] != evidence["ids"]:
        return failed("practice.l09.ids")
    return None


@check(CHECKS, "practice_l09_host_accepts", 1)
def host_accepts(evidence: dict[str, Any]):
    reply = evidence.get("reply")
    if reply is None:
        return failed("practice.needs_earlier", first="practice_l09_no_crash")
    if reply["status"] != 200:
        return failed(
            "practice.l09.rejected", status=reply["status"], message=reply["message"].rstrip(". ")
        )
    return None


PRACTICES = {
    "l09_tool_messages": Practice(
        "tool_messages", ("C12",), collect, tuple(CHECKS), warm=("openai",)
    )
}
