"""The rules behind Exercise 2's criteria, read from what `handle_turn` *sent*.

Input is one run's plain evidence: ``{"defined", "error", "exchanges": [{"request",
"status", "response"}, ...]}`` as recorded by the simulator. Each function returns ``None``
when its rule holds, else :func:`~autograder.checks.results.failed` with a catalogue key
and the location in the second request (`messages.N`, field).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from autograder.checks.ex01_rules import RESPONSE_ONLY
from autograder.checks.results import Outcome, failed

#: Line numbers of the listing shown to the learner; each bug may be pointed at by any of its
#: lines (the missing assistant turn belongs on the blank line 8, before the append on 10).
BUG_LINES = {"assistant_turn_missing": {8, 10}, "tool_use_id_is_name": {9}, "no_tools": {12}}


def start_problem(run: Mapping[str, Any]) -> Outcome:
    """Why no second request can be judged (not started, crashed early, no second call)."""
    if not run.get("defined"):
        return failed("ex02.not_started", name="handle_turn")
    error = run.get("error") or {}
    exchanges = run.get("exchanges") or []
    if error.get("type") == "NotImplementedError" and not exchanges:
        return failed("ex02.not_started", name="handle_turn")
    if len(exchanges) >= 2:
        return None
    if not exchanges and not error:
        return failed("ex02.no_model_call")
    if error:
        return failed("ex02.crashed", calls=len(exchanges), **_error_params(error))
    return failed("ex02.no_second_call", calls=len(exchanges))


def _error_params(error: Mapping[str, Any]) -> dict[str, str]:
    return {"error_type": str(error.get("type")), "error": str(error.get("message"))[:300]}


def first_call(run: Mapping[str, Any]) -> tuple[list, list]:
    """(tools sent in the first request, content of the model's first response)."""
    first = run["exchanges"][0]
    tools = (first.get("request") or {}).get("tools") or []
    content = (first.get("response") or {}).get("content") or []
    return tools, content


def called_id(run: Mapping[str, Any]) -> str | None:
    """The `id` of the model's first `tool_use` in `run` (None when there was none)."""
    exchanges = run.get("exchanges") or []
    if not exchanges:
        return None
    content = (exchanges[0].get("response") or {}).get("content") or []
    return next((b.get("id") for b in content if b.get("type") == "tool_use"), None)


def second_request(run: Mapping[str, Any]) -> dict:
    request = run["exchanges"][1].get("request")
    return request if isinstance(request, dict) else {}


def _messages(request: Mapping[str, Any]) -> list[dict]:
    messages = request.get("messages")
    return [m for m in messages if isinstance(m, dict)] if isinstance(messages, list) else []


def _result_index(messages: list[dict]) -> int | None:
    for index, message in enumerate(messages):
        content = message.get("content")
        if isinstance(content, list) and any(_is_result(block) for block in content):
            return index
    return None


def _is_result(block: Any) -> bool:
    return isinstance(block, dict) and block.get("type") == "tool_result"


def assistant_turn_problem(run: Mapping[str, Any]) -> Outcome:
    """The model's whole `response.content` is appended as the assistant turn, before the result."""
    messages = _messages(second_request(run))
    _, response_content = first_call(run)
    turns = [i for i, m in enumerate(messages) if m.get("role") == "assistant"]
    if not turns:
        return failed("ex02.assistant_turn_missing", path="messages")
    index = turns[0]
    path = f"messages.{index}"
    if set(messages[index]) & set(RESPONSE_ONLY):
        return failed("ex02.message_object_appended", path=path)
    result_index = _result_index(messages)
    if result_index is not None and index > result_index:
        return failed(
            "ex02.assistant_after_result", path=path, result_path=f"messages.{result_index}"
        )
    return _content_problem(messages[index].get("content"), response_content, path)


def _content_problem(content: Any, expected: list, path: str) -> Outcome:
    if _same_blocks(content, expected):
        return None
    tool_uses = [b for b in expected if isinstance(b, dict) and b.get("type") == "tool_use"]
    if len(tool_uses) < len(expected) and _same_blocks(content, tool_uses):
        return failed("ex02.only_tool_use_appended", path=f"{path}.content")
    return failed("ex02.assistant_content_changed", path=f"{path}.content")


def _same_blocks(found: Any, expected: list) -> bool:
    if not isinstance(found, list) or len(found) != len(expected):
        return False
    keys = ("type", "text", "id", "name", "input")
    return all(
        isinstance(a, dict) and all(a.get(k) == b.get(k) for k in keys)
        for a, b in zip(found, expected, strict=True)
    )


def tool_use_id_problem(run: Mapping[str, Any], hard_coded: str | None = None) -> Outcome:
    """The `tool_result` answers the block's `id`, not its name (nor a remembered id)."""
    messages = _messages(second_request(run))
    _, response_content = first_call(run)
    call = next((b for b in response_content if b.get("type") == "tool_use"), {})
    index = _result_index(messages)
    if index is None:
        return failed("ex02.no_tool_result")
    m_content = messages[index]["content"]
    b_index, block = next((i, b) for i, b in enumerate(m_content) if _is_result(b))
    path = f"messages.{index}.content.{b_index}.tool_use_id"
    found = block.get("tool_use_id")
    if found == call.get("id"):
        return None
    if found == call.get("name"):
        return failed("ex02.tool_use_id_is_name", path=path)
    if hard_coded and found == hard_coded:
        return failed("ex02.hardcoded_id", path=path)
    return failed("ex02.tool_use_id_wrong", path=path, found=json.dumps(found))


def tools_problem(run: Mapping[str, Any]) -> Outcome:
    """The second call sends the same `tools` as the first."""
    request = second_request(run)
    first_tools, _ = first_call(run)
    if "tools" not in request:
        return failed("ex02.second_call_without_tools")
    if request["tools"] == []:
        return failed("ex02.second_call_empty_tools")
    if request["tools"] != first_tools:
        names = [t.get("name") for t in request["tools"] if isinstance(t, dict)]
        return failed("ex02.second_call_tools_changed", names=", ".join(map(str, names)))
    return None


def lines_problem(answer: Any) -> Outcome:
    """`faulty_lines` points at each of the three bugs exactly once."""
    if answer is None:
        return failed("ex02.not_started", name="faulty_lines")
    if not isinstance(answer, list) or not all(
        isinstance(n, int) and not isinstance(n, bool) for n in answer
    ):
        return failed("ex02.lines_not_numbers")
    lines = set(answer)
    if len(lines) != len(BUG_LINES):
        return failed("ex02.lines_wrong_count", found=len(lines), expected=len(BUG_LINES))
    hits = sum(bool(lines & candidates) for candidates in BUG_LINES.values())
    if hits < len(BUG_LINES):
        return failed("ex02.lines_partly_right", hits=hits, expected=len(BUG_LINES))
    return None
