"""What Exercise 9's runs hand the learner, and what they should get back.

The run table (which function, which SDK's client, which scenario, which option), the
tools' outputs, the one failed call of each mapping conversation, and the conversations
and MCP listing derived from the grader's own first exchange. ``runs`` runs the
learner's code with them; the rules re-derive them from the bound evidence.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from autograder.checks.scenario_files import exercise_scenario
from autograder.simulator.openai_compat import openai_call_id, tool_use_id

__all__ = [
    "ERROR_PREFIX",
    "FAILURES",
    "RUNS",
    "Run",
    "anthropic_conversation",
    "mcp_listing",
    "openai_conversation",
    "openai_tools",
    "scenario_for",
    "scenario_object",
    "tool_output",
]

#: How a failed result is marked where the format has no `is_error` (the tool message).
ERROR_PREFIX = "Error: "


@dataclass(frozen=True)
class Run:
    """One graded run: which function, which SDK's client, which scenario, which option."""

    function: str
    sdk: str
    variant: bool
    parallel: bool = True


#: NB: key order = the order the clients are opened (the grader binds by it).
RUNS = {
    "loop": Run("answer_with_openai", "openai", False),
    "serial": Run("answer_with_openai", "openai", False, parallel=False),
    "to_openai": Run("to_openai_messages", "openai", False),
    "to_anthropic": Run("to_anthropic_messages", "anthropic", False),
    "mcp_anthropic": Run("mcp_to_anthropic", "anthropic", False),
    "mcp_openai": Run("mcp_to_openai", "openai", False),
    "variant_loop": Run("answer_with_openai", "openai", True),
    "variant_serial": Run("answer_with_openai", "openai", True, parallel=False),
    "variant_to_openai": Run("to_openai_messages", "openai", True),
    "variant_to_anthropic": Run("to_anthropic_messages", "anthropic", True),
    "variant_mcp_anthropic": Run("mcp_to_anthropic", "anthropic", True),
    "variant_mcp_openai": Run("mcp_to_openai", "openai", True),
}

#: The one call of each mapping conversation whose tool failed: (tool, input, message).
FAILURES = {
    False: (
        "get_order_status",
        {"order_id": "ORD-2026-9001"},
        "주문 시스템이 5초 안에 응답하지 않았습니다. 잠시 뒤 같은 주문 번호로 다시 조회하세요.",
    ),
    True: (
        "track_parcel",
        {"tracking_no": "KR-5521-0413"},
        "운송장 KR-5521-0413 조회가 택배사 점검으로 막혔습니다. 30분 뒤 다시 조회하세요.",
    ),
}


@cache
def _parcels() -> Any:
    return exercise_scenario("ex09_parcels")


def scenario_for(name: str) -> Any:
    """The scenario (name or `Scenario`) run `name` plays."""
    return _parcels() if RUNS[name].variant else "two_orders"


def scenario_object(name: str) -> Any:
    from autograder.simulator import get_scenario

    scenario = scenario_for(name)
    return get_scenario(scenario) if isinstance(scenario, str) else scenario


def tool_output(name: str, tool: object, tool_input: object) -> str:
    """What the run's `execute_tool` returns for one call (a JSON string)."""
    from autograder.simulator.handlers import handlers

    table = handlers(scenario_object(name))
    if not isinstance(tool, str) or tool not in table or not isinstance(tool_input, dict):
        return json.dumps({"error": f"알 수 없는 도구 또는 인자: {tool}"}, ensure_ascii=False)
    try:
        return table[tool](**tool_input)
    except TypeError:
        return json.dumps({"error": f"{tool}의 인자가 맞지 않습니다"}, ensure_ascii=False)


def _result(name: str, tool: object, tool_input: object) -> tuple[str, bool]:
    """(content, failed) of one call in a mapping conversation."""
    failing_tool, failing_input, message = FAILURES[RUNS[name].variant]
    if tool == failing_tool and tool_input == failing_input:
        return message, True
    return tool_output(name, tool, tool_input), False


def anthropic_conversation(name: str, completion: Mapping[str, Any]) -> list[dict]:
    """The Anthropic form of a Chat Completions batch (question, turn, results)."""
    message = completion["choices"][0]["message"]
    blocks: list[dict] = (
        [{"type": "text", "text": message["content"]}] if message.get("content") else []
    )
    results = []
    for call in message.get("tool_calls") or []:
        arguments = json.loads(call["function"]["arguments"])
        block_id = tool_use_id(call["id"])
        blocks.append(
            {
                "type": "tool_use",
                "id": block_id,
                "name": call["function"]["name"],
                "input": arguments,
            }
        )
        content, failed = _result(name, call["function"]["name"], arguments)
        result = {"type": "tool_result", "tool_use_id": block_id, "content": content}
        results.append({**result, "is_error": True} if failed else result)
    question = {"role": "user", "content": scenario_object(name).prompt("ko")}
    return [
        question,
        {"role": "assistant", "content": blocks},
        {"role": "user", "content": results},
    ]


def openai_conversation(name: str, message: Mapping[str, Any]) -> list[dict]:
    """The OpenAI form of a Messages batch: the turn's calls and one tool message each."""
    text = "".join(b["text"] for b in message["content"] if b.get("type") == "text")
    calls, answers = [], []
    for block in message["content"]:
        if block.get("type") != "tool_use":
            continue
        call_id = openai_call_id(block["id"])
        arguments = json.dumps(block["input"], ensure_ascii=False)
        function = {"name": block["name"], "arguments": arguments}
        calls.append({"id": call_id, "type": "function", "function": function})
        content, failed = _result(name, block["name"], block["input"])
        content = ERROR_PREFIX + content if failed else content
        answers.append({"role": "tool", "tool_call_id": call_id, "content": content})
    turn = {"role": "assistant", "content": text or None, "tool_calls": calls}
    return [{"role": "user", "content": scenario_object(name).prompt("ko")}, turn, *answers]


def openai_tools(tools: list[Mapping[str, Any]]) -> list[dict]:
    """The grader's own Anthropic -> OpenAI tool definitions (for the mapping runs)."""
    return [
        {
            "type": "function",
            "function": {
                "name": t["name"],
                "description": t.get("description", ""),
                "parameters": t["input_schema"],
            },
        }
        for t in tools
    ]


def mcp_listing(name: str) -> dict:
    """What an MCP server's ``tools/list`` answers for the run's tools (``inputSchema``)."""
    return {
        "tools": [
            {"name": t["name"], "description": t["description"], "inputSchema": t["input_schema"]}
            for t in scenario_object(name).tools
        ]
    }
