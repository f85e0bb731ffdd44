"""``POST /v1/chat/completions``: the OpenAI-compatible face of the same scripted model.

A Chat Completions request is translated to a Messages request (``tool`` messages become
``tool_result`` blocks, ``tool_calls`` become ``tool_use`` blocks, ``required`` -> ``any``,
``parallel_tool_calls: false`` -> ``disable_parallel_tool_use``), the model decides, and
the answer is translated back: ``choices[0].message.tool_calls`` with
``finish_reason: "tool_calls"`` (api_rules.md Part O); ``stream: true`` gets the chunk
stream of ``openai_streaming``.
"""

from __future__ import annotations

import json

from autograder.simulator.openai_rules import check_chat
from autograder.simulator.responses import estimate_tokens, stable_id

FINISH = {
    "tool_use": "tool_calls",
    "end_turn": "stop",
    "stop_sequence": "stop",
    "max_tokens": "length",
}


def to_messages_request(chat: dict) -> dict:
    """The Messages API request that a (rule-abiding) Chat Completions request stands for."""
    system = [
        m.get("content") for m in chat["messages"] if m.get("role") in ("system", "developer")
    ]
    body: dict = {
        "model": chat.get("model"),
        "max_tokens": chat.get("max_completion_tokens") or chat.get("max_tokens") or 1024,
        "messages": _messages(chat["messages"]),
    }
    if system:
        body["system"] = "\n".join(_text(s) for s in system)
    schema = _response_schema(chat.get("response_format"))
    if schema is not None:
        body["output_config"] = {"format": {"type": "json_schema", "schema": schema}}
    tools = [_tool(t) for t in chat.get("tools") or []]
    if tools:
        body["tools"] = tools
        body["tool_choice"] = _choice(chat.get("tool_choice"), chat.get("parallel_tool_calls"))
    return body


def _response_schema(response_format: object) -> dict | None:
    """``response_format: {"type": "json_schema", "json_schema": {"schema": ...}}``'s schema."""
    if not isinstance(response_format, dict) or response_format.get("type") != "json_schema":
        return None
    spec = response_format.get("json_schema")
    schema = spec.get("schema") if isinstance(spec, dict) else None
    return schema if isinstance(schema, dict) else None


def to_chat_completion(message: dict, model: object, created: int) -> dict:
    """A ``chat.completion`` object for the Messages ``message`` the model answered."""
    text = "".join(b["text"] for b in message["content"] if b["type"] == "text")
    calls = [_tool_call(b) for b in message["content"] if b["type"] == "tool_use"]
    reply: dict = {"role": "assistant", "content": text or None, "refusal": None, "annotations": []}
    if calls:
        reply["tool_calls"] = calls
    prompt, completion = message["usage"]["input_tokens"], estimate_tokens(reply)
    return {
        "id": "chatcmpl-" + stable_id("", message["id"])[:24],
        "object": "chat.completion",
        "created": created,
        "model": model,
        "choices": [
            {
                "index": 0,
                "message": reply,
                "logprobs": None,
                "finish_reason": FINISH[message["stop_reason"]],
            }
        ],
        "usage": {
            "prompt_tokens": prompt,
            "completion_tokens": completion,
            "total_tokens": prompt + completion,
        },
        "service_tier": "default",
    }


def openai_call_id(tool_use_id: str) -> str:
    """``toolu_01Weather9527`` -> ``call_Weather9527`` (the same call under OpenAI's prefix)."""
    return "call_" + tool_use_id.removeprefix("toolu_01")


def tool_use_id(call_id: str) -> str:
    """The inverse of ``openai_call_id`` (``call_X`` -> ``toolu_01X``; other ids unchanged)."""
    return "toolu_01" + call_id.removeprefix("call_") if call_id.startswith("call_") else call_id


def _messages(chat_messages: list[dict]) -> list[dict]:
    out: list[dict] = []
    for m in chat_messages:
        role = m.get("role")
        if role == "user":
            out.append({"role": "user", "content": _text(m.get("content")) or " "})
        elif role == "assistant":
            out.append({"role": "assistant", "content": _assistant_blocks(m)})
        elif role == "tool":
            block = {
                "type": "tool_result",
                "tool_use_id": tool_use_id(m["tool_call_id"]),
                "content": _text(m.get("content")),
            }
            if out and out[-1]["role"] == "user" and isinstance(out[-1]["content"], list):
                out[-1]["content"].append(block)
            else:
                out.append({"role": "user", "content": [block]})
    return out


def _assistant_blocks(message: dict) -> list[dict]:
    blocks: list[dict] = []
    if _text(message.get("content")).strip():
        blocks.append({"type": "text", "text": _text(message.get("content"))})
    for call in message.get("tool_calls") or []:
        function = call.get("function") or {}
        try:
            arguments = json.loads(function.get("arguments") or "{}")
        except ValueError:
            arguments = {}
        blocks.append(
            {
                "type": "tool_use",
                "id": tool_use_id(call["id"]),
                "name": function.get("name"),
                "input": arguments if isinstance(arguments, dict) else {},
            }
        )
    return blocks or [{"type": "text", "text": " "}]


def _text(content: object) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "".join(
            p.get("text", "")
            for p in content
            if isinstance(p, dict) and isinstance(p.get("text"), str)
        )
    return ""


def _tool(tool: dict) -> dict:
    function = tool.get("function") or {}
    schema = (
        function.get("parameters")
        if isinstance(function.get("parameters"), dict)
        else {"type": "object"}
    )
    out = {"name": function.get("name"), "input_schema": schema}
    if isinstance(function.get("description"), str):
        out["description"] = function["description"]
    return out


def _choice(choice: object, parallel: object) -> dict:
    if choice == "none":
        return {"type": "none"}
    if choice == "required":
        out: dict = {"type": "any"}
    elif isinstance(choice, dict) and isinstance(choice.get("function"), dict):
        out = {"type": "tool", "name": choice["function"].get("name")}
    else:
        out = {"type": "auto"}
    if parallel is False:
        out["disable_parallel_tool_use"] = True
    return out


def _tool_call(block: dict) -> dict:
    arguments = json.dumps(block["input"], ensure_ascii=False)
    return {
        "id": openai_call_id(block["id"]),
        "type": "function",
        "function": {"name": block["name"], "arguments": arguments},
    }


__all__ = ["check_chat", "openai_call_id", "to_chat_completion", "to_messages_request"]
