"""What Exercise 10's verdicts may trust: the grader's recording, and the log only as checked.

A trial's database log, its final state and its outcome are reported from the learner's
process, so they could be forged there (docs/THREAT_MODEL.md). The requests the host sent
were recorded by the grader, and the scripted model is pure, so every response the host
received is recomputed here from those requests (`responses`). This module:

- checks that each request carries the model's real turns (``ex10.diverged``: the host
  answered a response the model never gave, e.g. after patching the model);
- checks the log against those responses (``ex10.unasked_write``: a write no response
  asked for; ``ex10.unbacked_success``: a write answered as a success that the log does
  not hold, e.g. a violation erased from the log; a write a rule forbade, answered so,
  is a refusal sent without ``is_error``, judged in `rules`);
- rebuilds the final database state by replaying the log on the grader's own `ShopDB`
  (`replayed_state`), never reading the reported state;
- derives how the conversation really ended (`ending`: the outcome and the final text).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from .model import reply, tool_calls
from .shop import WRITE_TOOLS, ShopDB
from .tasks import MAX_ROUNDS, Task

__all__ = [
    "calls_by_step",
    "ending",
    "record_problem",
    "replayed_state",
    "responses",
    "result_for",
    "unbacked_writes",
]

_DB_OPS = ("verify_identity", "get_order", "list_orders", "refund_order", "cancel_order")


def _messages(exchange: Mapping[str, Any]) -> list:
    messages = (exchange.get("request") or {}).get("messages")
    return messages if isinstance(messages, list) else []


def responses(task: Task, seed: int, exchanges: list[dict]) -> list[dict]:
    """The model's response body to each recorded request (recomputed, trusted)."""
    return [reply(task, seed, _messages(e)) for e in exchanges]


def calls_by_step(task: Task, seed: int, exchanges: list[dict]) -> dict[int, list[dict]]:
    """Response number (1-based) -> the tool_use blocks the model sent in it."""
    return {n: tool_calls(body) for n, body in enumerate(responses(task, seed, exchanges), 1)}


def _uses(content: Any) -> list[tuple]:
    blocks = content if isinstance(content, list) else []
    return [
        (b.get("id"), b.get("name"), b.get("input"))
        for b in blocks
        if isinstance(b, dict) and b.get("type") == "tool_use"
    ]


def _divergence(task: Task, seed: int, exchanges: list[dict]) -> tuple[int, str] | None:
    """(request number, path) of the first request that does not carry the model's turns."""
    for number, exchange in enumerate(exchanges, 1):
        messages = _messages(exchange)
        first = messages[0] if messages and isinstance(messages[0], dict) else {}
        if first.get("role") != "user" or not _is_request(first.get("content"), task.request):
            return number, "messages.0"
        if number == 1 and len(messages) != 1:
            return number, "messages.1"
        for index, message in enumerate(messages):
            if not (isinstance(message, dict) and message.get("role") == "assistant"):
                continue
            if _uses(message.get("content")) != _uses(
                reply(task, seed, messages[:index])["content"]
            ):
                return number, f"messages.{index}"
    return None


def _is_request(content: Any, request: str) -> bool:
    if isinstance(content, list) and len(content) == 1 and isinstance(content[0], dict):
        content = content[0].get("text") if content[0].get("type") == "text" else None
    return content == request


def result_for(exchanges: list[dict], step: int, call_id: str) -> dict | None:
    """The tool_result answering `call_id` in the request after response `step`."""
    if step >= len(exchanges):
        return None
    for message in _messages(exchanges[step]):
        content = message.get("content") if isinstance(message, dict) else None
        for block in content if isinstance(content, list) else []:
            paired = isinstance(block, dict) and block.get("tool_use_id") == call_id
            if paired and block.get("type") == "tool_result":
                return block
    return None


def _writes(log: list) -> Iterator[tuple[int, str, Any]]:
    for entry in log:
        if isinstance(entry, dict) and entry.get("op") in WRITE_TOOLS:
            args = entry.get("args") if isinstance(entry.get("args"), dict) else {}
            yield entry.get("step"), entry["op"], args.get("order_id")


def record_problem(
    task: Task, seed: int, trial: Mapping[str, Any], exchanges: list[dict], refused=frozenset()
):
    """A verdict when the reported trial contradicts the grader's recording (else None).

    `refused`: the (response number, call id) of writes a rule forbade; answered as a
    success without running, they are refusals sent without ``is_error`` (`rules`), not
    a contradiction of the record."""
    diverged = _divergence(task, seed, exchanges)
    if diverged:
        return ("record", "ex10.diverged", {"step": diverged[0], "path": diverged[1]})
    calls = calls_by_step(task, seed, exchanges)
    log = trial.get("log") if isinstance(trial.get("log"), list) else []
    for step, op, order in _writes(log):
        asked = [c for c in calls.get(step, []) if c["name"] == op]
        if not any((c.get("input") or {}).get("order_id") == order for c in asked):
            return ("record", "ex10.unasked_write", {"step": step, "tool": op})
    for step, call in unbacked_writes(task, seed, log, exchanges):
        if (step, call["id"]) not in refused:
            return ("record", "ex10.unbacked_success", {"step": step, "tool": call["name"]})
    return None


def unbacked_writes(
    task: Task, seed: int, log: list, exchanges: list[dict]
) -> Iterator[tuple[int, dict]]:
    """(response number, call) of each write the model asked for that the host answered
    as a success (no ``is_error``) and the log does not hold."""
    logged = set(_writes(log))
    for step, step_calls in calls_by_step(task, seed, exchanges).items():
        for call in step_calls:
            if call["name"] not in WRITE_TOOLS:
                continue
            result = result_for(exchanges, step, call["id"])
            order = (call.get("input") or {}).get("order_id")
            succeeded = result is not None and not result.get("is_error")
            if succeeded and (step, call["name"], order) not in logged:
                yield step, call


def replayed_state(log: Any) -> dict[str, Any]:
    """The database state after the logged calls, replayed on the grader's own `ShopDB`."""
    db = ShopDB()
    for entry in log if isinstance(log, list) else []:
        op = entry.get("op") if isinstance(entry, dict) else None
        args = entry.get("args") if isinstance(entry, dict) else None
        if op not in _DB_OPS or not isinstance(args, dict):
            continue
        try:
            getattr(db, op)(**{str(k): v for k, v in args.items()})
        except (TypeError, LookupError, ValueError):
            continue  # the learner's database raised the same: no change
    return db.state()


def ending(task: Task, seed: int, exchanges: list[dict]) -> tuple[str | None, str]:
    """(the outcome the conversation really had, the model's final text).

    The outcome is None when the host stopped while the model was still calling tools
    before the cap."""
    if not exchanges:
        return None, ""
    last = responses(task, seed, exchanges[-1:])[0]
    text = "".join(b.get("text", "") for b in last["content"] if b.get("type") == "text")
    if last["stop_reason"] == "max_tokens":
        return "max_tokens", ""
    if last["stop_reason"] == "end_turn":
        return "done", text
    return ("max_rounds" if len(exchanges) >= MAX_ROUNDS else None), ""
