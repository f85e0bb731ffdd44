"""What Exercise 10's verdicts may trust: the grader's recording, and the log only as checked.

A trial's database log, its final state and its outcome are reported from the learner's
process, so they could be forged there (docs/THREAT_MODEL.md). The requests the host sent
were recorded by the grader, and the scripted model is pure, so every response the host
received is recomputed here from those requests, once per trial (`Recording`). This module:

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
from functools import cached_property
from typing import Any

from .model import replay, tool_calls
from .shop import WRITE_TOOLS, ShopDB
from .tasks import MAX_ROUNDS, Task

__all__ = [
    "Recording",
    "ending",
    "record_problem",
    "replayed_state",
    "result_for",
    "unbacked_writes",
]

_DB_OPS = ("verify_identity", "get_order", "list_orders", "refund_order", "cancel_order")


def _messages(exchange: Mapping[str, Any]) -> list:
    messages = (exchange.get("request") or {}).get("messages")
    return messages if isinstance(messages, list) else []


class Recording:
    """One trial's recorded exchanges, and what the scripted model really answered.

    Every rule reads the model's responses (which response asked for a call, how many
    calls it held, how the conversation ended), so each request is replayed once here,
    not once per rule (judging a trial asked for each response ~6 times)."""

    def __init__(self, task: Task, seed: int, exchanges: list[dict]) -> None:
        self.task, self.seed, self.exchanges = task, seed, exchanges

    @cached_property
    def _replays(self) -> list[tuple[list[list[dict]], dict]]:
        return [replay(self.task, self.seed, _messages(e)) for e in self.exchanges]

    @cached_property
    def responses(self) -> list[dict]:
        """The model's response body to each recorded request (recomputed, trusted)."""
        return [body for _, body in self._replays]

    @cached_property
    def calls(self) -> dict[int, list[dict]]:
        """Response number (1-based) -> the tool_use blocks the model sent in it."""
        return {n: tool_calls(body) for n, body in enumerate(self.responses, 1)}

    def divergence(self) -> tuple[int, str] | None:
        """(request number, path) of the first request that does not carry the model's turns."""
        replayed = zip(self.exchanges, self._replays, strict=True)
        for number, (exchange, (turns, _)) in enumerate(replayed, 1):
            path = self._diverges(_messages(exchange), turns, first=number == 1)
            if path:
                return number, path
        return None

    def _diverges(self, messages: list, turns: list[list[dict]], first: bool) -> str | None:
        """Where `messages` leaves the conversation the model had: each assistant turn must
        hold the calls the model made at that point (`turns`, from `model.replay`)."""
        opening = messages[0] if messages and isinstance(messages[0], dict) else {}
        if opening.get("role") != "user" or not _is_request(opening.get("content"), self.task):
            return "messages.0"
        if first and len(messages) != 1:
            return "messages.1"
        said = [(i, m) for i, m in enumerate(messages) if _is_assistant(m)]
        for (index, message), calls in zip(said, turns, strict=True):
            made = [(c["id"], c["name"], c["sent"]) for c in calls]
            if _uses(message.get("content")) != made:
                return f"messages.{index}"
        return None


def _is_assistant(message: Any) -> bool:
    return isinstance(message, dict) and message.get("role") == "assistant"


def _uses(content: Any) -> list[tuple]:
    blocks = content if isinstance(content, list) else []
    return [
        (b.get("id"), b.get("name"), b.get("input"))
        for b in blocks
        if isinstance(b, dict) and b.get("type") == "tool_use"
    ]


def _is_request(content: Any, task: Task) -> bool:
    if isinstance(content, list) and len(content) == 1 and isinstance(content[0], dict):
        content = content[0].get("text") if content[0].get("type") == "text" else None
    return content == task.request


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


def record_problem(recording: Recording, trial: Mapping[str, Any], refused=frozenset()):
    """A verdict when the reported trial contradicts the grader's recording (else None).

    `refused`: the (response number, call id) of writes a rule forbade; answered as a
    success without running, they are refusals sent without ``is_error`` (`rules`), not
    a contradiction of the record."""
    diverged = recording.divergence()
    if diverged:
        return ("record", "ex10.diverged", {"step": diverged[0], "path": diverged[1]})
    calls = recording.calls
    log = trial.get("log") if isinstance(trial.get("log"), list) else []
    for step, op, order in _writes(log):
        asked = [c for c in calls.get(step, []) if c["name"] == op]
        if not any((c.get("input") or {}).get("order_id") == order for c in asked):
            return ("record", "ex10.unasked_write", {"step": step, "tool": op})
    for step, call in unbacked_writes(recording, log):
        if (step, call["id"]) not in refused:
            return ("record", "ex10.unbacked_success", {"step": step, "tool": call["name"]})
    return None


def unbacked_writes(recording: Recording, log: list) -> Iterator[tuple[int, dict]]:
    """(response number, call) of each write the model asked for that the host answered
    as a success (no ``is_error``) and the log does not hold."""
    logged = set(_writes(log))
    for step, step_calls in recording.calls.items():
        for call in step_calls:
            if call["name"] not in WRITE_TOOLS:
                continue
            result = result_for(recording.exchanges, step, call["id"])
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


def ending(recording: Recording) -> tuple[str | None, str]:
    """(the outcome the conversation really had, the model's final text).

    The outcome is None when the host stopped while the model was still calling tools
    before the cap."""
    if not recording.exchanges:
        return None, ""
    last = recording.responses[-1]
    text = "".join(b.get("text", "") for b in last["content"] if b.get("type") == "text")
    if last["stop_reason"] == "max_tokens":
        return "max_tokens", ""
    if last["stop_reason"] == "end_turn":
        return "done", text
    return ("max_rounds" if len(recording.exchanges) >= MAX_ROUNDS else None), ""
