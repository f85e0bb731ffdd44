"""Run the learner's OpenAI-host code against fresh conversations, over both endpoints.

Three functions are exercised, each on a client the grader opens:

- ``answer_with_openai(client, question, tools, execute_tool, parallel=True)`` gets a
  real ``openai.OpenAI`` client and must run the whole Chat Completions loop itself
  ("loop": parallel calls allowed, "serial": ``parallel=False``);
- ``to_openai_messages(messages)`` gets an Anthropic conversation the grader built from
  the batch the Chat Completions endpoint just answered, and its output is sent back to
  that endpoint ("to_openai");
- ``to_anthropic_messages(messages)`` gets the OpenAI form of a batch the Messages endpoint
  just answered, and its output is sent to the Messages endpoint ("to_anthropic");
- ``mcp_to_anthropic(tool)`` / ``mcp_to_openai(tool)`` get each entry of an MCP server's
  ``tools/list`` answer, and what they return is offered as the tools of a request to
  the Messages / Chat Completions endpoint ("mcp_anthropic", "mcp_openai").

The conversation handed over is derived from the grader's recording of the first
exchange (``conversations``), so ``evaluate`` re-derives it from bound evidence. Each run
exists twice: on the lesson's two orders and on an unseen parcel batch (four calls, one
tool three times, ids drawn fresh by the grader).
"""

from __future__ import annotations

import contextlib
import io
import json
from collections.abc import Callable, Mapping, MutableMapping
from dataclasses import dataclass
from functools import cache
from typing import Any

import openai  # noqa: F401 -- imported here so the clean room's zygote preloads it

from autograder.checks.plain import to_json_data
from autograder.checks.record import exchanges_of
from autograder.checks.scenario_files import exercise_scenario
from autograder.checks.swap import patched
from autograder.simulator.openai_compat import openai_call_id, tool_use_id

__all__ = [
    "ERROR_PREFIX",
    "FAILURES",
    "RUNS",
    "Run",
    "anthropic_conversation",
    "openai_conversation",
    "run",
    "scenario_for",
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
    if tool not in table or not isinstance(tool_input, dict):
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


def run(namespace: MutableMapping[str, Any], name: str, client_factory: Callable[..., Any]) -> dict:
    """Run `name` once on a fresh client; plain record of what happened and was sent."""
    spec = RUNS[name]
    function = namespace.get(spec.function)
    if not callable(function):
        return {"defined": False}
    client = client_factory(scenario_object(name), sdk=spec.sdk)
    record: dict[str, Any] = {"defined": True, "error": None, "returned": None}
    try:
        if spec.function == "answer_with_openai":
            _loop(namespace, name, function, client, record)
        elif spec.function.startswith("mcp_"):
            _mcp(name, function, client, record)
        else:
            _mapping(name, function, client, record)
    except _Stop:
        pass
    record["exchanges"] = exchanges_of(client)
    return record


class _Stop(Exception):
    """The run cannot go on (the error is in the record)."""


def _call_learner(record: dict, function: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
    sink = io.StringIO()  # the learner's prints stay out of the grade cell
    try:
        with contextlib.redirect_stdout(sink), contextlib.redirect_stderr(sink):
            return function(*args, **kwargs)
    except Exception as exc:  # the learner's bug is evidence, never a grader error
        record["error"] = _error(exc, "function")
        raise _Stop from exc


def _loop(namespace, name: str, function, client, record: dict) -> None:
    scenario = scenario_object(name)
    record["executed"] = executed = []

    def execute_tool(tool: str, arguments: Any) -> str:
        executed.append([to_json_data(tool), to_json_data(arguments)])
        return tool_output(name, tool, arguments)

    question = scenario.prompt("ko")
    with patched(namespace, execute_tool=execute_tool):
        returned = _call_learner(
            record, function, client, question, scenario.tools, execute_tool,
            parallel=RUNS[name].parallel,
        )  # fmt: skip
    record["returned"] = to_json_data(returned)


def _mapping(name: str, function, client, record: dict) -> None:
    from autograder import MODEL

    scenario = scenario_object(name)
    question = scenario.prompt("ko")
    if RUNS[name].sdk == "openai":
        tools = openai_tools(scenario.tools)
        first = client.chat.completions.create(
            model=MODEL, tools=tools, messages=[{"role": "user", "content": question}]
        )
        given = anthropic_conversation(name, to_json_data(first))
    else:
        tools = scenario.tools
        first = client.messages.create(
            model=MODEL, max_tokens=1024, tools=tools,
            messages=[{"role": "user", "content": question}],
        )  # fmt: skip
        given = openai_conversation(name, to_json_data(first))
    returned = to_json_data(_call_learner(record, function, json.loads(json.dumps(given))))
    record["returned"] = "list" if isinstance(returned, list) else type(returned).__name__
    if not isinstance(returned, list):
        return
    try:
        if RUNS[name].sdk == "openai":
            client.chat.completions.create(model=MODEL, tools=tools, messages=returned)
        else:
            client.messages.create(model=MODEL, max_tokens=1024, tools=tools, messages=returned)
    except Exception as exc:  # a 400 is recorded by the simulator; keep the SDK's error
        record["send_error"] = _error(exc, "send")


def mcp_listing(name: str) -> dict:
    """What an MCP server's ``tools/list`` answers for the run's tools (``inputSchema``)."""
    return {
        "tools": [
            {"name": t["name"], "description": t["description"], "inputSchema": t["input_schema"]}
            for t in scenario_object(name).tools
        ]
    }


def _mcp(name: str, function, client, record: dict) -> None:
    """Each listed MCP tool converted by the learner, then offered to the run's endpoint."""
    from autograder import MODEL

    listing = json.loads(json.dumps(mcp_listing(name)))
    converted = [to_json_data(_call_learner(record, function, t)) for t in listing["tools"]]
    record["returned"] = "list"
    question = [{"role": "user", "content": scenario_object(name).prompt("ko")}]
    try:
        if RUNS[name].sdk == "openai":
            client.chat.completions.create(model=MODEL, tools=converted, messages=question)
        else:
            client.messages.create(model=MODEL, max_tokens=1024, tools=converted, messages=question)
    except Exception as exc:  # a 400 is recorded by the simulator; keep the SDK's error
        record["send_error"] = _error(exc, "send")


def _error(exc: BaseException, stage: str) -> dict[str, str]:
    return {"type": type(exc).__name__, "message": str(exc)[:500], "stage": stage}
