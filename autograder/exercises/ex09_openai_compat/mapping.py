"""The rules behind Exercise 9's mapping criteria: one conversation, both formats, both ways.

A mapping run's first exchange is the grader's own (the batch the endpoint answered); the
conversation the learner's function received is re-derived from it
(``given.anthropic_conversation`` / ``openai_conversation``), and the second exchange is
the learner's output as the other endpoint received it. The rules compare the two, then
ask whether that endpoint accepted and answered.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from autograder.checks.results import Outcome, failed

from . import rules as loop
from .given import (
    ERROR_PREFIX,
    RUNS,
    anthropic_conversation,
    mcp_listing,
    openai_conversation,
)


def given(run: Mapping[str, Any], name: str) -> list[dict]:
    """The conversation the learner's function was handed in run `name`."""
    response = run["exchanges"][0].get("response") or {}
    if RUNS[name].sdk == "openai":
        return anthropic_conversation(name, response)
    return openai_conversation(name, response)


def start_problem(run: Mapping[str, Any], name: str) -> Outcome:
    """Why there is no converted conversation to judge."""
    function = RUNS[name].function
    if not run.get("defined"):
        return failed("ex09.not_started", name=function)
    if run.get("error"):
        return loop.error_problem(run["error"], function)
    found = run.get("exchanges") or []
    if not found or found[0].get("status") != 200:  # the grader's own first request
        return failed("ex09.crashed", error_type="GradingMismatch", error="")
    if run.get("returned") != "list":
        return failed("ex09.not_a_list", name=function, found=run.get("returned"))
    if len(found) < 2:
        send = run.get("send_error") or {}
        return failed("ex09.not_sendable", error=str(send.get("message", ""))[:300])
    return None


def sent_messages(run: Mapping[str, Any]) -> list:
    messages = loop.request_of(run["exchanges"][1]).get("messages")
    return messages if isinstance(messages, list) else []


def _question_problem(sent: list, question: Mapping[str, Any]) -> Outcome:
    first = sent[0] if sent else None
    if not isinstance(first, dict) or first.get("role") != "user":
        return failed("ex09.question_lost", path="messages.0")
    content = first.get("content")
    text = content if isinstance(content, str) else loop.text_of(content)
    if text != question["content"]:
        return failed("ex09.question_lost", path="messages.0.content")
    return None


def _renamed_back(sent: list, source_ids: list[str], sdk: str) -> tuple[list, Outcome]:
    """`sent` with a consistent renaming of the call ids undone (else `sent` unchanged).

    Ids only pair a result with its call, so a mapping may rename them (``toolu_…`` ->
    ``call_…``) as long as the renaming is one-to-one and the results follow it: the
    learner's calls, in order, name distinct strings, one per source call. The results
    are renamed with the same table; a result naming an id outside it (the old id, or an
    off-by-one renumbering) is `ex09.renamed_ids_unpaired` at that result.
    """
    turn = sent[1] if len(sent) > 1 and isinstance(sent[1], dict) else {}
    calls = _call_ids(turn, sdk)
    if (
        len(calls) != len(source_ids)
        or not all(isinstance(i, str) and i for i in calls)
        or len(set(calls)) != len(calls)
        or calls == source_ids
    ):
        return sent, None
    table = dict(zip(calls, source_ids, strict=True))
    back = json.loads(json.dumps(sent))
    for call, original in zip(_call_holders(back[1], sdk), source_ids, strict=True):
        call["id"] = original
    for i, message in enumerate(back[2:], start=2):
        for holder, key in _result_holders(message, sdk):
            if holder[key] not in table:
                return back, failed("ex09.renamed_ids_unpaired", path=_result_path(back, i, holder))
            holder[key] = table[holder[key]]
    return back, None


def _result_path(messages: list, i: int, holder: dict) -> str:
    content = messages[i].get("content")
    for j, block in enumerate(content if isinstance(content, list) else []):
        if block is holder:
            return f"messages.{i}.content.{j}.tool_use_id"
    return f"messages.{i}.tool_call_id"


def _call_holders(turn: Mapping[str, Any], sdk: str) -> list[dict]:
    """The dicts carrying the call ids of an assistant turn: `tool_calls` or `tool_use`."""
    if sdk == "openai":
        found = turn.get("tool_calls")
        return [c for c in found if isinstance(c, dict)] if isinstance(found, list) else []
    content = turn.get("content")
    return [
        b
        for b in (content if isinstance(content, list) else [])
        if isinstance(b, dict) and b.get("type") == "tool_use"
    ]


def _call_ids(turn: Mapping[str, Any], sdk: str) -> list:
    return [c.get("id") for c in _call_holders(turn, sdk)]


def _result_holders(message: object, sdk: str) -> list[tuple[dict, str]]:
    """(dict, key) of each id a later message uses to name its call."""
    if not isinstance(message, dict):
        return []
    if sdk == "openai":
        has = message.get("role") == "tool" and isinstance(message.get("tool_call_id"), str)
        return [(message, "tool_call_id")] if has else []
    return [
        (b, "tool_use_id") for _, b in _results(message) if isinstance(b.get("tool_use_id"), str)
    ]


def to_openai_problem(run: Mapping[str, Any], name: str) -> Outcome:
    """Anthropic -> OpenAI: calls as `tool_calls`, results as `tool` messages, errors marked."""
    source = given(run, name)
    sent = sent_messages(run)
    problem = _question_problem(sent, source[0])
    if problem:
        return problem
    turn = sent[1] if len(sent) > 1 else {}
    if not isinstance(turn, dict) or turn.get("role") != "assistant":
        return failed("ex09.assistant_turn_missing", path="messages.1", request=2)
    if not turn.get("tool_calls"):
        return failed("ex09.tool_use_not_mapped", path="messages.1")
    uses = [b for b in source[1]["content"] if b["type"] == "tool_use"]
    sent, problem = _renamed_back(sent, [b["id"] for b in uses], "openai")
    if problem:
        return problem
    turn = sent[1]
    calls = [
        {"id": b["id"], "function": {"name": b["name"], "arguments": json.dumps(b["input"])}}
        for b in uses
    ]
    problem = loop.assistant_calls_problem(turn, calls, "messages.1", request=2)
    if problem:
        return problem
    results = source[2]["content"]
    expected = {r["tool_use_id"]: r["content"] for r in results}
    failures = tuple(r["tool_use_id"] for r in results if r.get("is_error"))
    problem = loop.tool_messages_problem(sent[2:], expected, 2, failures, request=2)
    if problem is None or problem[1] == "ex09.tool_result_wrong":  # a mark is more telling
        problem = _error_marking(sent, results) or problem
    return problem or _accepted(run["exchanges"][1])


def _error_marking(sent: list, results: list[dict]) -> Outcome:
    """The failed result's `tool` message says so in its text; no other message does."""
    by_id = {m.get("tool_call_id"): (i, m) for i, m in enumerate(sent) if isinstance(m, dict)}
    for result in results:
        i, message = by_id.get(result["tool_use_id"], (None, {}))
        content = loop.text_of(message.get("content"))
        if i is None or content is None:
            continue
        marked = content.strip().lower().startswith(ERROR_PREFIX.strip().lower())
        if result.get("is_error") and not (marked and result["content"] in content):
            return failed("ex09.is_error_lost", path=f"messages.{i}.content")
        if not result.get("is_error") and marked:
            return failed("ex09.success_marked_error", path=f"messages.{i}.content")
    return None


def _accepted(exchange: Mapping[str, Any]) -> Outcome:
    """The endpoint took the converted request (HTTP 200), else its own words."""
    if exchange.get("status") == 200:
        return None
    error = exchange.get("error") or {}
    error = error.get("error") if isinstance(error.get("error"), dict) else error
    return failed(
        "ex09.endpoint_rejected",
        status=exchange.get("status"),
        api_message=str(error.get("message", ""))[:300],
    )


def to_anthropic_problem(run: Mapping[str, Any], name: str) -> Outcome:
    """OpenAI -> Anthropic: `tool_use` blocks with object inputs, results in one user message."""
    source = given(run, name)
    sent = sent_messages(run)
    problem = _question_problem(sent, source[0])
    if problem:
        return problem
    for i, message in enumerate(sent):
        if isinstance(message, dict) and message.get("role") == "tool":
            return failed("ex09.tool_role_kept", path=f"messages.{i}")
    calls = source[1]["tool_calls"]
    sent, problem = _renamed_back(sent, [c["id"] for c in calls], "anthropic")
    if problem:
        return problem
    turn = sent[1] if len(sent) > 1 and isinstance(sent[1], dict) else {}
    problem = _tool_use_problem(turn, calls)
    if problem:
        return problem
    holding = [i for i, m in enumerate(sent) if i > 1 and _results(m)]
    if len(holding) > 1:
        return failed("ex09.results_split", path=f"messages.{holding[1]}", count=len(holding))
    if not holding or holding[0] != 2:
        return failed("ex09.tool_result_missing", path="messages.2")
    return _results_problem(sent[2], source[2:]) or _accepted(run["exchanges"][1])


def _tool_use_problem(turn: Mapping[str, Any], calls: list[dict]) -> Outcome:
    content = turn.get("content")
    uses = [
        (j, b)
        for j, b in enumerate(content if isinstance(content, list) else [])
        if isinstance(b, dict) and b.get("type") == "tool_use"
    ]
    if turn.get("role") != "assistant" or "tool_calls" in turn or not uses:
        return failed("ex09.tool_calls_not_mapped", path="messages.1")
    if len(uses) != len(calls):
        return failed("ex09.tool_use_count", path="messages.1.content", calls=len(calls))
    for (j, block), call in zip(uses, calls, strict=True):
        at = f"messages.1.content.{j}"
        if block.get("id") != call["id"]:
            return failed("ex09.tool_use_id_changed", path=f"{at}.id")
        if not isinstance(block.get("input"), dict):
            return failed("ex09.input_not_object", path=f"{at}.input")
        wanted = json.loads(call["function"]["arguments"])
        if block.get("name") != call["function"]["name"] or block["input"] != wanted:
            return failed("ex09.tool_use_changed", path=at)
    return None


def _results(message: object) -> list[tuple[int, dict]]:
    content = message.get("content") if isinstance(message, dict) else None
    return [
        (j, b)
        for j, b in enumerate(content if isinstance(content, list) else [])
        if isinstance(b, dict) and b.get("type") == "tool_result"
    ]


def _results_problem(message: Mapping[str, Any], answers: list[dict]) -> Outcome:
    found = _results(message)
    ids = [b.get("tool_use_id") for _, b in found]
    calls = [a["tool_call_id"] for a in answers]
    if len(ids) == len(calls) and sorted(map(str, ids)) != sorted(calls):
        return loop.ids_problem(ids, calls, "messages.2.content")
    if sorted(map(str, ids)) != sorted(calls):
        return failed(
            "ex09.not_one_per_call", path="messages.2.content", calls=len(answers), answers=len(ids)
        )
    by_id = {a["tool_call_id"]: a["content"] for a in answers}
    for j, block in found:
        at = f"messages.2.content.{j}"
        text = block.get("content")
        text = text if isinstance(text, str) else loop.text_of(text)
        wanted = by_id[block["tool_use_id"]]
        failed_call = wanted.startswith(ERROR_PREFIX)
        if text is None:
            return failed("ex09.tool_content_not_string", path=f"{at}.content")
        if failed_call and block.get("is_error") is not True:
            return failed("ex09.is_error_lost", path=f"{at}.is_error")
        if not failed_call and block.get("is_error") not in (None, False):
            return failed("ex09.success_marked_error", path=f"{at}.is_error")
        stripped = wanted.removeprefix(ERROR_PREFIX)
        if not (loop.same_output(text, wanted) or (failed_call and stripped in text)):
            return failed("ex09.tool_result_wrong", path=f"{at}.content")
    return None


def mcp_problem(run: Mapping[str, Any], name: str) -> Outcome:
    """Each MCP `tools/list` entry became a tool of the run's host, and the model used it."""
    function = RUNS[name].function
    if not run.get("defined"):
        return failed("ex09.not_started", name=function)
    if run.get("error"):
        return loop.error_problem(run["error"], function)
    found = run.get("exchanges") or []
    if not found:
        send = run.get("send_error") or {}
        return failed("ex09.not_sendable", error=str(send.get("message", ""))[:300])
    sent = loop.request_of(found[0]).get("tools") or []
    check = _anthropic_tool if RUNS[name].sdk == "anthropic" else _openai_tool
    for k, (tool, entry) in enumerate(zip(sent, mcp_listing(name)["tools"], strict=False)):
        problem = check(tool if isinstance(tool, dict) else {}, entry, f"tools.{k}")
        if problem:
            return problem
    problem = _accepted(found[0])
    if problem:
        return problem
    answer = found[0].get("response") or {}
    reason = answer.get("stop_reason") or loop.choice(found[0]).get("finish_reason")
    if reason not in ("tool_use", "tool_calls"):
        return failed("ex09.mcp_tool_not_called", found=str(reason))
    return None


def _anthropic_tool(tool: Mapping[str, Any], entry: Mapping[str, Any], at: str) -> Outcome:
    if tool.get("input_schema") != entry["inputSchema"]:
        return failed("ex09.mcp_schema_not_mapped", path=at, field="input_schema")
    return _same_words(tool, entry, at)


def _openai_tool(tool: Mapping[str, Any], entry: Mapping[str, Any], at: str) -> Outcome:
    function = tool.get("function")
    if tool.get("type") != "function" or not isinstance(function, dict):
        return failed("ex09.mcp_not_function", path=at)
    if function.get("parameters") != entry["inputSchema"]:
        return failed("ex09.mcp_schema_not_mapped", path=f"{at}.function", field="parameters")
    return _same_words(function, entry, f"{at}.function")


def _same_words(tool: Mapping[str, Any], entry: Mapping[str, Any], at: str) -> Outcome:
    """Name and description carried over unchanged (the model reads nothing else)."""
    for field in ("name", "description"):
        if tool.get(field) != entry[field]:
            return failed("ex09.mcp_tool_changed", path=f"{at}.{field}")
    return None
