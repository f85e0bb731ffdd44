"""OpenAI's Responses API (``POST /v1/responses``) around the same scripted model.

A Responses request is read as the Messages request it stands for (``input`` items ->
messages, ``instructions`` -> system, function tools -> tools, ``text.format`` -> a
structured output), the model answers it, and the answer is written back as a
``response`` object (``message`` / ``function_call`` output items), or as its SSE events
(``response.created`` ... ``response.completed``) when ``stream`` is true. Also
``POST /v1/responses/input_tokens`` (the input-token count).
"""

from __future__ import annotations

import json

from autograder.simulator.errors import json_bytes
from autograder.simulator.openai_rules import envelope
from autograder.simulator.responses import estimate_tokens, stable_id
from autograder.simulator.streaming import fragments

ROUTE = "/v1/responses"
COUNT_ROUTE = "/v1/responses/input_tokens"


def check(body: object) -> dict | None:
    """The 400 envelope OpenAI gives a request it cannot read, or ``None``."""
    if not isinstance(body, dict):
        return envelope("The request body must be a JSON object.")
    if not isinstance(body.get("model"), str):
        return envelope("Missing required parameter: 'model'.", param="model")
    if not isinstance(body.get("input"), str | list):
        return envelope("Missing required parameter: 'input'.", param="input")
    return None


def to_messages_request(body: dict) -> dict:
    """The Messages API request a Responses request stands for."""
    request: dict = {
        "model": body["model"],
        "max_tokens": body.get("max_output_tokens") or 1024,
        "messages": _messages(body["input"]),
    }
    if isinstance(body.get("instructions"), str):
        request["system"] = body["instructions"]
    tools = [_tool(t) for t in body.get("tools") or [] if isinstance(t, dict)]
    tools = [t for t in tools if t]
    if tools:
        request["tools"] = tools
        request["tool_choice"] = _choice(body.get("tool_choice"), body.get("parallel_tool_calls"))
    fmt = (body.get("text") or {}).get("format") if isinstance(body.get("text"), dict) else None
    if isinstance(fmt, dict) and fmt.get("type") == "json_schema":
        request["output_config"] = {"format": {"type": "json_schema", "schema": fmt.get("schema")}}
    return request


def _messages(items: object) -> list[dict]:
    if isinstance(items, str):
        return [{"role": "user", "content": items}]
    messages: list[dict] = []
    for item in items if isinstance(items, list) else []:
        if not isinstance(item, dict):
            continue
        kind = item.get("type", "message")
        if kind == "message" and item.get("role") in ("user", "assistant", "system", "developer"):
            role = "user" if item["role"] in ("system", "developer") else item["role"]
            _append(messages, role, [{"type": "text", "text": _text(item.get("content"))}])
        elif kind == "function_call":
            arguments = _arguments(item.get("arguments"))
            block = {
                "type": "tool_use",
                "id": _tool_id(item),
                "name": item.get("name"),
                "input": arguments,
            }
            _append(messages, "assistant", [block])
        elif kind == "function_call_output":
            output = item.get("output")
            text = output if isinstance(output, str) else json.dumps(output, ensure_ascii=False)
            block = {"type": "tool_result", "tool_use_id": _tool_id(item), "content": text}
            _append(messages, "user", [block])
    return messages


def _append(messages: list[dict], role: str, blocks: list[dict]) -> None:
    if messages and messages[-1]["role"] == role:
        messages[-1]["content"].extend(blocks)
    else:
        messages.append({"role": role, "content": blocks})


def _text(content: object) -> str:
    if isinstance(content, str):
        return content
    parts = [c.get("text") for c in content or [] if isinstance(c, dict)]
    return "\n".join(p for p in parts if isinstance(p, str))


def _arguments(raw: object) -> dict:
    try:
        value = json.loads(raw) if isinstance(raw, str) else raw
    except ValueError:
        return {}
    return value if isinstance(value, dict) else {}


def _tool_id(item: dict) -> str:
    """The Messages ``tool_use`` id for a ``call_id`` (one mapping both ways)."""
    call_id = str(item.get("call_id", ""))
    return call_id.replace("call_", "toolu_01", 1) if call_id.startswith("call_") else call_id


def _call_id(tool_use_id: str) -> str:
    return tool_use_id.replace("toolu_01", "call_", 1)


def _tool(tool: dict) -> dict | None:
    if tool.get("type") != "function" or not isinstance(tool.get("name"), str):
        return None
    schema = (
        tool.get("parameters") if isinstance(tool.get("parameters"), dict) else {"type": "object"}
    )
    out = {"name": tool["name"], "input_schema": schema}
    if isinstance(tool.get("description"), str):
        out["description"] = tool["description"]
    return out


def _choice(choice: object, parallel: object) -> dict:
    if isinstance(choice, dict) and isinstance(choice.get("name"), str):
        out = {"type": "tool", "name": choice["name"]}
    else:
        out = {"type": {"required": "any", "none": "none"}.get(str(choice), "auto")}
    if parallel is False and out["type"] != "none":
        out["disable_parallel_tool_use"] = True
    return out


def to_response(message: dict, body: dict, created: int) -> dict:
    """The ``response`` object for the Messages ``message`` the model answered."""
    output = []
    calls = any(b["type"] == "tool_use" for b in message["content"])
    for index, block in enumerate(message["content"]):
        if block["type"] == "text" and not calls:  # OpenAI models call without a preface
            item_id = "msg_" + stable_id("", message["id"], index)[:24]
            text = {"type": "output_text", "text": block["text"], "annotations": [], "logprobs": []}
            output.append(
                {
                    "type": "message",
                    "id": item_id,
                    "status": "completed",
                    "role": "assistant",
                    "content": [text],
                }
            )
        elif block["type"] == "tool_use":
            output.append(
                {
                    "type": "function_call",
                    "id": "fc_" + block["id"][8:],
                    "call_id": _call_id(block["id"]),
                    "name": block["name"],
                    "arguments": json.dumps(block["input"], ensure_ascii=False),
                    "status": "completed",
                }
            )
    usage = message["usage"]
    return {
        "id": "resp_" + stable_id("", message["id"])[:24],
        "object": "response",
        "created_at": created,
        "status": "completed",
        "model": body.get("model"),
        "output": output,
        "instructions": body.get("instructions"),
        "tools": body.get("tools") or [],
        "tool_choice": body.get("tool_choice") or "auto",
        "parallel_tool_calls": body.get("parallel_tool_calls", True),
        "text": body.get("text") or {"format": {"type": "text"}},
        "temperature": body.get("temperature", 1.0),
        "top_p": body.get("top_p", 1.0),
        "error": None,
        "incomplete_details": None,
        "metadata": body.get("metadata") or {},
        "usage": {
            "input_tokens": usage["input_tokens"],
            "input_tokens_details": {"cached_tokens": 0},
            "output_tokens": usage["output_tokens"],
            "output_tokens_details": {"reasoning_tokens": 0},
            "total_tokens": usage["input_tokens"] + usage["output_tokens"],
        },
    }


def input_tokens(body: dict) -> dict:
    """``POST /v1/responses/input_tokens``: the (estimated) tokens of the input."""
    prompt = [body.get("instructions"), body.get("tools"), body.get("input")]
    return {"object": "response.input_tokens", "input_tokens": estimate_tokens(prompt)}


def sse_body(response: dict) -> bytes:
    """The response's event stream, as the openai SDK's ``responses.stream`` reads it."""
    events = _events(response)
    for number, event in enumerate(events):
        event["sequence_number"] = number
    return b"".join(
        b"event: " + e["type"].encode() + b"\ndata: " + json_bytes(e) + b"\n\n" for e in events
    )


def _events(response: dict) -> list[dict]:
    pending = {**response, "status": "in_progress", "output": [], "usage": None}
    events = [
        {"type": "response.created", "response": pending},
        {"type": "response.in_progress", "response": pending},
    ]
    for index, item in enumerate(response["output"]):
        events += _item_events(index, item)
    events.append({"type": "response.completed", "response": response})
    return events


def _item_events(index: int, item: dict) -> list[dict]:
    where = {"item_id": item["id"], "output_index": index}
    if item["type"] == "function_call":
        start = {**item, "arguments": "", "status": "in_progress"}
        events = [{"type": "response.output_item.added", "output_index": index, "item": start}]
        events += [
            {"type": "response.function_call_arguments.delta", **where, "delta": part}
            for part in fragments(item["arguments"])
        ]
        events.append(
            {
                "type": "response.function_call_arguments.done",
                **where,
                "name": item["name"],
                "arguments": item["arguments"],
            }
        )
        events.append({"type": "response.output_item.done", "output_index": index, "item": item})
        return events
    text = item["content"][0]["text"]
    part = {"type": "output_text", "text": "", "annotations": [], "logprobs": []}
    at = {**where, "content_index": 0}
    events = [
        {
            "type": "response.output_item.added",
            "output_index": index,
            "item": {**item, "status": "in_progress", "content": []},
        },
        {"type": "response.content_part.added", **at, "part": part},
    ]
    events += [
        {"type": "response.output_text.delta", **at, "delta": piece, "logprobs": []}
        for piece in fragments(text)
    ]
    events += [
        {"type": "response.output_text.done", **at, "text": text, "logprobs": []},
        {"type": "response.content_part.done", **at, "part": {**part, "text": text}},
        {"type": "response.output_item.done", "output_index": index, "item": item},
    ]
    return events
