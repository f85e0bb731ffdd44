"""The Chat Completions request rules the lessons meet (api_rules.md Part O), OpenAI's texts.

``check_chat(body)`` returns OpenAI's 400 envelope ``{"error": {"message", "type", "param",
"code"}}`` for the first rule broken, or ``None``.
"""

from __future__ import annotations

import re

ROLES = ("system", "developer", "user", "assistant", "tool", "function")
_NAME = re.compile(r"^[a-zA-Z0-9_-]+$")
NOT_JSON = (
    "We could not parse the JSON body of your request. (HINT: This likely means you aren't using your "
    "HTTP library correctly. The OpenAI API expects a JSON payload, but what was sent was not valid JSON.)"
)


def envelope(message: str, param: str | None = None, code: str | None = None) -> dict:
    return {
        "error": {"message": message, "type": "invalid_request_error", "param": param, "code": code}
    }


def check_chat(body: object) -> dict | None:
    """OpenAI's 400 envelope for the first broken rule of ``body``, or ``None``."""
    if not isinstance(body, dict):
        return envelope(NOT_JSON)
    if not isinstance(body.get("model"), str):
        return envelope("you must provide a model parameter")
    messages = body.get("messages")
    if not isinstance(messages, list):
        return envelope(
            "Missing required parameter: 'messages'.", "messages", "missing_required_parameter"
        )
    if not messages:
        return envelope(
            "Invalid 'messages': empty array. Expected an array with minimum length 1, but got an empty array instead.",
            "messages",
            "empty_array",
        )
    return _each_message(messages) or _pairing(messages) or _tools(body)


def _each_message(messages: list) -> dict | None:
    for i, m in enumerate(messages):
        if not isinstance(m, dict) or m.get("role") not in ROLES:
            role = m.get("role") if isinstance(m, dict) else m
            listed = "'system', 'assistant', 'user', 'function', 'tool', and 'developer'"
            return envelope(
                f"Invalid value: {role!r}. Supported values are: {listed}.",
                f"messages[{i}].role",
                "invalid_value",
            )
        problem = _assistant(i, m) if m["role"] == "assistant" else _tool_message(i, m)
        if problem:
            return problem
    return None


def _assistant(i: int, m: dict) -> dict | None:
    calls = m.get("tool_calls")
    if calls is None:
        if m.get("content") is None:
            return envelope(
                "Invalid value for 'content': expected a string, got null.",
                f"messages.[{i}].content",
            )
        return None
    if not isinstance(calls, list) or not calls:
        return envelope(
            f"Invalid 'messages[{i}].tool_calls': empty array. Expected an array with minimum length 1, but got an empty array instead.",
            f"messages[{i}].tool_calls",
            "empty_array",
        )
    for j, call in enumerate(calls):
        problem = _tool_call(f"messages[{i}].tool_calls[{j}]", call)
        if problem:
            return problem
    return None


def _tool_call(at: str, call: object) -> dict | None:
    """O-R4: one entry of an assistant's ``tool_calls``."""
    function = call.get("function") if isinstance(call, dict) else None
    if not isinstance(function, dict) or not isinstance(call.get("id"), str):
        return envelope(
            f"Missing required parameter: '{at}.function'.",
            f"{at}.function",
            "missing_required_parameter",
        )
    if not isinstance(function.get("arguments"), str):
        kind = "an object" if isinstance(function.get("arguments"), dict) else "a different type"
        return envelope(
            f"Invalid type for '{at}.function.arguments': expected a string, but got {kind} instead.",
            f"{at}.function.arguments",
            "invalid_type",
        )
    if not isinstance(function.get("name"), str) or not _NAME.match(function["name"]):
        return envelope(
            f"Invalid '{at}.function.name': string does not match pattern. Expected a string that matches the pattern '^[a-zA-Z0-9_-]+$'.",
            f"{at}.function.name",
            "invalid_value",
        )
    return None


def _tool_message(i: int, m: dict) -> dict | None:
    if m["role"] == "tool" and not isinstance(m.get("tool_call_id"), str):
        return envelope(
            "Missing parameter 'tool_call_id': messages with role 'tool' must have a 'tool_call_id'.",
            f"messages.[{i}].tool_call_id",
        )
    return None


def _pairing(messages: list[dict]) -> dict | None:
    """O-R6 .. O-R9: tool messages answer the previous assistant's calls, all of them, once each."""
    open_ids: list[str] = []
    answered: dict[str, int] = {}
    for i, m in enumerate(messages):
        if m["role"] == "tool":
            problem = _answer(i, m["tool_call_id"], open_ids, answered)
            if problem:
                return problem
            continue
        if open_ids:
            return _unanswered(i, open_ids)
        answered = {}
        if m["role"] == "assistant" and m.get("tool_calls"):
            open_ids = [c["id"] for c in m["tool_calls"]]
            answered = {"": -1}
    return _unanswered(len(messages) - 1, open_ids) if open_ids else None


def _answer(i: int, call_id: str, open_ids: list[str], answered: dict[str, int]) -> dict | None:
    if not answered:
        return envelope(
            "Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'.",
            f"messages.[{i}].role",
        )
    if call_id in answered:
        return envelope(
            f"Invalid parameter: Duplicate value for 'tool_call_id' of '{call_id}', in messages[{answered[call_id]}] and messages[{i}].",
            f"messages.[{i}].tool_call_id",
        )
    if call_id not in open_ids:
        return envelope(
            f"Invalid parameter: 'tool_call_id' of '{call_id}' not found in 'tool_calls' of previous message.",
            f"messages.[{i}].tool_call_id",
        )
    open_ids.remove(call_id)
    answered[call_id] = i
    return None


def _unanswered(i: int, open_ids: list[str]) -> dict:
    ids = ", ".join(open_ids)
    return envelope(
        "An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. "
        f"The following tool_call_ids did not have response messages: {ids}",
        f"messages.[{i}].role",
    )


def _tools(body: dict) -> dict | None:
    tools = body.get("tools")
    if tools is not None and not isinstance(tools, list):
        kind = type(tools).__name__.replace("dict", "an object").replace("str", "a string")
        return envelope(
            f"Invalid type for 'tools': expected an array, but got {kind} instead.",
            "tools",
            "invalid_type",
        )
    for key in ("tool_choice", "parallel_tool_calls"):
        if key in body and body[key] is not None and not tools:
            return envelope(
                f"Invalid value for '{key}': '{key}' is only allowed when 'tools' are specified.",
                key,
            )
    for j, tool in enumerate(tools or []):
        function = tool.get("function") if isinstance(tool, dict) else None
        name = function.get("name") if isinstance(function, dict) else None
        if not isinstance(name, str) or not _NAME.match(name):
            return envelope(
                f"Invalid 'tools[{j}].function.name': string does not match pattern. Expected a string that matches the pattern '^[a-zA-Z0-9_-]+$'.",
                f"tools[{j}].function.name",
                "invalid_value",
            )
    return None
