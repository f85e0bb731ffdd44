"""The rules behind Exercise 5's criteria, read from every request `run_loop` sent.

Input is one run's plain evidence (``runs``): ``exchanges`` as the simulator
recorded them, ``returned`` (the outcome's status and messages), ``executed`` (the tool
calls the loop ran, in order). Each rule returns ``None`` when it holds, else
:func:`~autograder.checks.results.failed` with a catalogue key and where: the request
number (1-based, as a learner counts) and ``messages.N``.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from autograder.checks.results import Outcome, failed

from .runs import RUNS

_BLOCK_KEYS = ("type", "text", "id", "name", "input")


def _exchanges(run: Mapping[str, Any]) -> list[dict]:
    return [e for e in run.get("exchanges") or [] if isinstance(e, dict)]


def _messages(exchange: Mapping[str, Any]) -> list:
    request = exchange.get("request")
    messages = request.get("messages") if isinstance(request, dict) else None
    return messages if isinstance(messages, list) else []


def _response(exchange: Mapping[str, Any]) -> dict:
    response = exchange.get("response")
    return response if isinstance(response, dict) else {}


def _tool_uses(exchange: Mapping[str, Any]) -> list[dict]:
    content = _response(exchange).get("content") or []
    return [b for b in content if isinstance(b, dict) and b.get("type") == "tool_use"]


def start_problem(run: Mapping[str, Any]) -> Outcome:
    """Why the loop's outcome cannot be judged (not started, crashed, no outcome)."""
    if not run.get("defined"):
        return failed("ex05.not_started", name="run_loop")
    error = run.get("error") or {}
    calls = len(_exchanges(run))
    if error.get("type") == "NotImplementedError" and not calls:
        return failed("ex05.not_started", name="run_loop")
    if error.get("type") == "TooManyCalls":
        return failed("ex05.runaway", calls=calls)
    for number, exchange in enumerate(_exchanges(run), 1):
        if exchange.get("status") != 200:  # the learner's code made the API say no
            message = ((exchange.get("error") or {}).get("error") or {}).get("message", "")
            return failed("ex05.api_rejected", request=number, api_message=message)
    if error:
        return failed(
            "ex05.crashed",
            calls=calls,
            error_type=str(error.get("type")),
            error=error.get("message"),
        )
    if not calls:
        return failed("ex05.no_model_call")
    returned = run.get("returned") or {}
    if returned.get("shape") != "dict" or not isinstance(returned.get("status"), str):
        return failed("ex05.no_outcome", found=str(returned.get("shape")))
    return None


def outcome_problem(run: Mapping[str, Any], name: str) -> Outcome:
    """The loop stopped where it should have, and said why."""
    spec = RUNS[name]
    exchanges = _exchanges(run)
    status = run["returned"]["status"]
    stops = [_response(e).get("stop_reason") for e in exchanges]
    if spec.expected == "done":
        if "end_turn" in stops[:-1]:
            return failed("ex05.called_after_end_turn", request=stops.index("end_turn") + 2)
        if stops[-1] == "tool_use" and len(exchanges) >= spec.max_rounds:
            # a finite task that never ends: the model was not shown what it had done
            return _conversation_problem(run, name) or failed(
                "ex05.no_progress", calls=len(exchanges)
            )
        if stops[-1] == "tool_use":
            return failed("ex05.stopped_early", calls=len(exchanges))
        if status != "done":
            return failed("ex05.wrong_status", expected="done", found=json.dumps(status))
        return None
    if spec.expected == "max_rounds":
        return _cap_problem(run, name, status)
    return _cut_problem(run, stops, status)


def _conversation_problem(run: Mapping[str, Any], name: str) -> Outcome:
    """What the requests got wrong (history, results, tools), if anything."""
    return history_problem(run) or results_problem(run, name) or tools_problem(run, name)


def _cap_problem(run: Mapping[str, Any], name: str, status: str) -> Outcome:
    calls, cap = len(_exchanges(run)), RUNS[name].max_rounds
    if calls > cap + 1:
        return failed("ex05.no_cap", calls=calls, cap=cap)
    if calls < cap:  # the endless model stopped by itself: the requests misled it
        return _conversation_problem(run, name) or failed(
            "ex05.cap_too_early", calls=calls, cap=cap
        )
    if status != "max_rounds":
        return failed("ex05.cap_status", found=json.dumps(status), cap=cap)
    return None


def _cut_problem(run: Mapping[str, Any], stops: list, status: str) -> Outcome:
    if "max_tokens" not in stops:
        return failed("ex05.no_cut_seen")
    cut = stops.index("max_tokens")
    if len(stops) > cut + 1:
        return failed("ex05.max_tokens_called_again", request=cut + 1)
    before = sum(len(_tool_uses(e)) for e in _exchanges(run)[:cut])
    if len(run.get("executed") or []) > before:
        return failed("ex05.max_tokens_tool_run", request=cut + 1)
    if status == "done":
        return failed("ex05.max_tokens_as_done", request=cut + 1)
    if status != "max_tokens":
        return failed("ex05.max_tokens_status", found=json.dumps(status))
    # the rubric's "the cut reply appended": an assistant turn after the last request (one
    # that edits the reply is the appends criterion's finding, on the deploy run)
    messages = run["returned"].get("messages") or []
    last = len(_messages(_exchanges(run)[-1]))
    kept = len(messages) > last and isinstance(messages[last], dict)
    if not kept or messages[last].get("role") != "assistant":
        return failed("ex05.max_tokens_not_appended", request=cut + 1, path=f"messages.{last}")
    return None


def _same_blocks(found: Any, expected: list) -> bool:
    if not isinstance(found, list) or len(found) != len(expected):
        return False
    return all(
        isinstance(a, dict) and all(a.get(k) == b.get(k) for k in _BLOCK_KEYS)
        for a, b in zip(found, expected, strict=True)
    )


def _is_turn(message: Any, response: Mapping[str, Any]) -> bool:
    return (
        isinstance(message, dict)
        and message.get("role") == "assistant"
        and _same_blocks(message.get("content"), response.get("content") or [])
    )


def history_problem(run: Mapping[str, Any]) -> Outcome:
    """Each request repeats the previous one, then the model's reply, then one user turn."""
    exchanges = _exchanges(run)
    for number in range(2, len(exchanges) + 1):
        before, now = _messages(exchanges[number - 2]), _messages(exchanges[number - 1])
        if now[: len(before)] != before:
            return failed("ex05.history_rebuilt", request=number)
        turn = len(before)
        if turn >= len(now) or not _is_turn(now[turn], _response(exchanges[number - 2])):
            return failed("ex05.response_not_appended", request=number, path=f"messages.{turn}")
        if len(now) != turn + 2:
            return failed("ex05.extra_messages", request=number, found=len(now) - turn)
    return _final_problem(run, exchanges)


def _final_problem(run: Mapping[str, Any], exchanges: list[dict]) -> Outcome:
    """The returned `messages` hold the last request and, right after, the last reply."""
    messages = (run.get("returned") or {}).get("messages")
    last = _messages(exchanges[-1])
    if not isinstance(messages, list):
        return failed("ex05.no_messages_returned")
    if messages[: len(last)] != last:
        return failed("ex05.returned_messages_differ", request=len(exchanges))
    if len(messages) <= len(last) or not _is_turn(messages[len(last)], _response(exchanges[-1])):
        return failed("ex05.final_not_appended", path=f"messages.{len(last)}")
    return None


def results_problem(run: Mapping[str, Any], name: str) -> Outcome:
    """After every tool round, one `tool_result` per call, by id, with the tool's output."""
    exchanges = _exchanges(run)
    for number in range(2, len(exchanges) + 1):
        now, reply = _messages(exchanges[number - 1]), _response(exchanges[number - 2])
        calls = _tool_uses(exchanges[number - 2])
        turns = [i for i, m in enumerate(now) if _is_turn(m, reply)]
        index = (turns[-1] if turns else len(_messages(exchanges[number - 2]))) + 1
        message = now[index] if index < len(now) else None
        content = message.get("content") if isinstance(message, dict) else None
        blocks = [b for b in content if isinstance(b, dict)] if isinstance(content, list) else []
        results = [b for b in blocks if b.get("type") == "tool_result"]
        answered = [b.get("tool_use_id") for b in results]
        missing = [c for c in calls if answered.count(c.get("id")) != 1]
        path = f"messages.{index}"
        if missing or len(answered) != len(calls):
            names = ", ".join(f"{c.get('name')} ({c.get('id')})" for c in missing) or "-"
            return failed("ex05.results_not_paired", request=number, path=path, calls=names)
        for call in calls:
            block = next(b for b in results if b.get("tool_use_id") == call.get("id"))
            if not _carries_output(block, name, call):
                return failed(
                    "ex05.result_content_wrong", request=number, path=path, call=call.get("name")
                )
    return None


def _carries_output(block: Mapping[str, Any], name: str, call: Mapping[str, Any]) -> bool:
    """Whether the result's content is the tool's output for that call (as JSON data)."""
    from .runs import expected_output

    content = block.get("content")
    if isinstance(content, list):
        texts = [b.get("text") for b in content if isinstance(b, dict) and b.get("type") == "text"]
        content = "".join(t for t in texts if isinstance(t, str)) if texts else None
    if not isinstance(content, str):
        return False
    try:
        return json.loads(content) == json.loads(expected_output(name, call))
    except ValueError:
        return False


def tools_problem(run: Mapping[str, Any], name: str) -> Outcome:
    """Every request carries the tools the loop was given."""
    from .runs import run_tools

    expected = run_tools(name)
    for number, exchange in enumerate(_exchanges(run), 1):
        request = exchange.get("request") or {}
        if not request.get("tools"):
            return failed("ex05.tools_missing", request=number)
        if request["tools"] != expected:
            return failed("ex05.tools_changed", request=number)
    return None


def every_rule(run: Mapping[str, Any], name: str) -> Outcome:
    """The first problem of any rule on run `name` (the hidden conversations)."""
    return (
        start_problem(run)
        or outcome_problem(run, name)
        or history_problem(run)
        or results_problem(run, name)
        or tools_problem(run, name)
    )
