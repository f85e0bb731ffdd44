"""The rules behind Exercise 2's criteria, read from the round trip `handle_turn` completed.

Each rule takes a round trip (:func:`trips.round_trip`) and returns ``None`` when it
holds, else :func:`~autograder.checks.results.failed` with a catalogue key
and the location in the answer request (`messages.N`, field). Mistakes the API rejects
carry ``api_said``: the API's own text, quoted to the learner ("" when it was accepted).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from typing import Any

from autograder.checks.record import RESPONSE_ONLY
from autograder.checks.results import Outcome, failed

from .trips import api_said, call_block, rejected

#: Line numbers of the listing shown to the learner, and for each bug every line that points
#: at it. The missing assistant turn may go anywhere after the first call (line 3) and
#: before the result is appended (line 10): lines 4-10 (8 is the blank line left for it).
BUG_LINES = {
    "assistant_turn_missing": frozenset(range(4, 11)),
    "tool_use_id_is_name": frozenset({9}),
    "no_tools": frozenset({12}),
}
MAX_LINES = 50


def _request(exchange: Mapping[str, Any]) -> dict:
    request = exchange.get("request")
    return request if isinstance(request, dict) else {}


def _messages(exchange: Mapping[str, Any]) -> list:
    messages = _request(exchange).get("messages")
    return list(messages) if isinstance(messages, list) else []


def _is_result(block: Any) -> bool:
    return isinstance(block, dict) and block.get("type") == "tool_result"


def _results(messages: list) -> list[tuple[int, int, dict]]:
    """(message index, block index, block) of every `tool_result` in `messages`."""
    return [
        (m, b, block)
        for m, message in enumerate(messages)
        if isinstance(message, dict) and isinstance(message.get("content"), list)
        for b, block in enumerate(message["content"])
        if _is_result(block)
    ]


def _api(outcome: Outcome, trip: Mapping[str, Any]) -> Outcome:
    """`outcome` with the API's text about the answer added (a failed outcome only)."""
    if outcome is None:
        return None
    ok, key, params = outcome
    return (ok, key, {**params, "api_said": api_said(trip["answer"])})


def assistant_turn_problem(trip: Mapping[str, Any]) -> Outcome:
    """The answer is the history, the model's whole `content` once as assistant, the result."""
    history = _messages(trip["first"])
    messages = _messages(trip["answer"])
    expected = (trip["first"].get("response") or {}).get("content") or []
    turns = [
        i for i, m in enumerate(messages) if isinstance(m, dict) and m.get("role") == "assistant"
    ]
    new_turns = [i for i in turns if i >= len(history)] or turns
    if not turns:
        return _api(failed("ex02.assistant_turn_missing", path="messages"), trip)
    index = new_turns[0]
    path = f"messages.{index}"
    if set(messages[index]) & set(RESPONSE_ONLY):
        return _api(failed("ex02.message_object_appended", path=path), trip)
    results = _results(messages)
    if results and index > results[0][0]:
        result_path = f"messages.{results[0][0]}"
        return _api(failed("ex02.assistant_after_result", path=path, result_path=result_path), trip)
    if len(new_turns) > 1:
        return _api(failed("ex02.assistant_turn_duplicated", path=f"messages.{new_turns[1]}"), trip)
    if messages[: len(history)] != history or index != len(history):
        return _api(failed("ex02.history_changed", path="messages.0"), trip)
    return _content_problem(messages[index].get("content"), expected, path, trip)


def _content_problem(content: Any, expected: list, path: str, trip: Mapping) -> Outcome:
    if _same_blocks(content, expected):
        return None
    tool_uses = [b for b in expected if isinstance(b, dict) and b.get("type") == "tool_use"]
    if len(tool_uses) < len(expected) and _same_blocks(content, tool_uses):
        return failed("ex02.only_tool_use_appended", path=f"{path}.content")
    return _api(failed("ex02.assistant_content_changed", path=f"{path}.content"), trip)


def _same_blocks(found: Any, expected: list) -> bool:
    if not isinstance(found, list) or len(found) != len(expected):
        return False
    keys = ("type", "text", "id", "name", "input")
    return all(
        isinstance(a, dict) and all(a.get(k) == b.get(k) for k in keys)
        for a, b in zip(found, expected, strict=True)
    )


def tool_use_id_problem(trip: Mapping[str, Any], hard_coded: str | None = None) -> Outcome:
    """One `tool_result`, in a user turn, answering the block's `id` (not its name)."""
    messages = _messages(trip["answer"])
    call = call_block(trip)
    results = _results(messages)
    if not results:
        return _api(failed("ex02.no_tool_result"), trip)
    m_index, b_index, block = results[0]
    if messages[m_index].get("role") != "user":
        return _api(failed("ex02.result_not_in_user_turn", path=f"messages.{m_index}"), trip)
    path = f"messages.{m_index}.content.{b_index}.tool_use_id"
    found = block.get("tool_use_id")
    if found == call.get("id"):
        again = [(m, b) for m, b, r in results if r.get("tool_use_id") == found][1:]
        if again:
            dup_path = f"messages.{again[0][0]}.content.{again[0][1]}"
            return _api(failed("ex02.tool_result_duplicated", path=dup_path), trip)
        return None
    if found == call.get("name"):
        return _api(failed("ex02.tool_use_id_is_name", path=path), trip)
    if hard_coded and found == hard_coded:
        return _api(failed("ex02.hardcoded_id", path=path), trip)
    return _api(failed("ex02.tool_use_id_wrong", path=path, found=json.dumps(found)), trip)


def tools_problem(trip: Mapping[str, Any]) -> Outcome:
    """The answer sends the same `tools` list as the first call."""
    request = _request(trip["answer"])
    first_tools = _request(trip["first"]).get("tools") or []
    if "tools" not in request:
        return failed("ex02.second_call_without_tools")
    tools = request["tools"]
    if tools is None:
        return _api(failed("ex02.second_call_tools_null"), trip)
    if not isinstance(tools, list):
        return _api(failed("ex02.second_call_tools_invalid"), trip)
    if tools == []:
        return failed("ex02.second_call_empty_tools")
    if tools != first_tools:
        names = [t.get("name") for t in tools if isinstance(t, dict)]
        return failed("ex02.second_call_tools_changed", names=", ".join(map(str, names)))
    return None


def result_text(trip: Mapping[str, Any]) -> str | None:
    """The text the answer's first `tool_result` carries (a string or its text blocks)."""
    results = _results(_messages(trip["answer"]))
    content = results[0][2].get("content") if results else None
    if isinstance(content, list):
        texts = [b.get("text") for b in content if isinstance(b, dict) and b.get("type") == "text"]
        return "".join(t for t in texts if isinstance(t, str))
    return content if isinstance(content, str) else None


def same_text(sent: str | None, output: Any) -> bool:
    """Equal as text, or as the JSON data they spell (whitespace, key order)."""
    if not isinstance(sent, str) or not isinstance(output, str):
        return False
    if sent.strip() == output.strip():
        return True
    try:
        return json.loads(sent) == json.loads(output)
    except ValueError:
        return False


def unexplained_rejection(trip: Mapping[str, Any]) -> Outcome:
    """The API rejected the answer for a reason no other rule names (e.g. the result's shape)."""
    if not rejected(trip) or assistant_turn_problem(trip) or tools_problem(trip):
        return None
    return _api(failed("ex02.answer_rejected"), trip)


def lines_problem(answer: Any) -> Outcome:
    """`faulty_lines` points at each of the three bugs with one line of its own."""
    if answer is None:
        return failed("ex02.not_started", name="faulty_lines")
    lines = _line_numbers(answer)
    if lines is None:
        return failed("ex02.lines_not_numbers")
    distinct = set(lines)
    if len(distinct) != len(BUG_LINES):
        return failed("ex02.lines_wrong_count", found=len(distinct), expected=len(BUG_LINES))
    hits = _matched(sorted(distinct), list(BUG_LINES.values()))
    if hits < len(BUG_LINES):
        return failed("ex02.lines_partly_right", hits=hits, expected=len(BUG_LINES))
    return None


def _line_numbers(answer: Any) -> list[int] | None:
    """The integers of the plain-data list `collect` made of any iterable, else None."""
    if not isinstance(answer, list) or len(answer) > MAX_LINES:
        return None
    if not all(isinstance(n, int) and not isinstance(n, bool) for n in answer):
        return None
    return answer


def _matched(lines: list[int], bugs: Iterable[frozenset]) -> int:
    """How many bugs get a line of their own (largest matching of lines to bugs)."""
    best = 0

    def assign(bug_list: list[frozenset], free: frozenset, count: int) -> None:
        nonlocal best
        if not bug_list:
            best = max(best, count)
            return
        head, rest = bug_list[0], bug_list[1:]
        for line in head & free:
            assign(rest, free - {line}, count + 1)
        assign(rest, free, count)

    assign(list(bugs), frozenset(lines), 0)
    return best
