"""Exercise 10's scripted support model: a poor employee on purpose, and reproducible.

`reply(task, seed, messages)` is a pure function of the conversation so far: it replays
the assistant turns it would have made, reads the host's results (by ``tool_use_id``)
and decides the next turn. So the grader can recompute, from the requests it recorded,
every response the host received. A trial's `seed` draws the behaviour: parallel or
sequential reads (odd seeds batch, and a task with the ``batch_write`` quirk then puts its
write in the same batch), the order inside a batch, the call ids, and which read fails
once (`faults`). The model retries a failed call once (with corrected arguments when its
first try was malformed), then gives up and says so; its final answer is written from
the results it got, so a host that hides a failure makes it state wrong facts.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .shop import WRITE_TOOLS
from .tasks import Task

__all__ = ["faults", "replay", "reply", "tool_calls"]

_ALNUM = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


@dataclass
class _State:
    pos: int = 0
    retry: list = field(default_factory=list)
    attempts: dict = field(default_factory=dict)
    ok: dict = field(default_factory=dict)
    errors: dict = field(default_factory=dict)
    gave_up: bool = False


def _key(call: Mapping[str, Any]) -> str:
    return call["name"] + json.dumps(call["input"], sort_keys=True) + call.get("tag", "")


def _moves(task: Task, seed: int) -> list[list[dict]]:
    """The turns the model plans for this trial (before any retry)."""
    rng = random.Random(f"{task.id}:{seed}")
    moves = [[dict(call) for call in move] for move in task.moves]
    if "undefined_tool" in task.quirks and moves:
        moves[0].append({"name": "issue_coupon", "input": {"amount_krw": 5000}, "tag": "#x"})
    if "double_write" in task.quirks:
        at = next((i for i, m in enumerate(moves) if _writes(m)), None)
        if at is not None:
            again = [dict(c, tag="#2") for c in moves[at] if c["name"] in WRITE_TOOLS]
            moves.insert(at + 1, again)
    if seed % 2:
        moves = _batched(moves, "batch_write" in task.quirks)
    for move in moves:
        rng.shuffle(move)
    return moves


def _writes(move: list[dict]) -> bool:
    return any(c["name"] in WRITE_TOOLS for c in move)


def _batched(moves: list[list[dict]], with_write: bool) -> list[list[dict]]:
    merged: list[list[dict]] = []
    for move in moves:
        joinable = merged and not _writes(merged[-1]) and (with_write or not _writes(move))
        if joinable and not any(c.get("tag") for c in move):
            merged[-1] = merged[-1] + move
        else:
            merged.append(move)
    return merged


def faults(task: Task, seed: int) -> tuple[str, ...]:
    """The read that fails once in this trial (seeds 2 and 3), as `ShopDB` faults."""
    reads = [c["input"]["order_id"] for m in task.moves for c in m if c["name"] == "get_order"]
    if seed < 2 or not reads:
        return ()
    return (f"get_order:{random.Random(f'{task.id}/{seed}').choice(reads)}",)


def _id(task: Task, seed: int, turn: int, index: int) -> str:
    digest = hashlib.sha256(f"{task.id}|{seed}|{turn}|{index}".encode()).digest()
    return "toolu_01" + "".join(_ALNUM[b % 62] for b in digest[:22])


def _emit(task: Task, seed: int, state: _State, turn: int) -> tuple[list[dict], dict]:
    """(the calls of this turn, each with its id and sent input; the response body)."""
    moves = _moves(task, seed)
    if task.max_tokens_at == turn:
        text = {"type": "text", "text": "주문 내역을 살펴보니 고객님의 요청은"}
        return [], {"content": [text], "stop_reason": "max_tokens"}
    if state.retry:  # a refused write is retried on its own, after the reads it needs
        reads = [c for c in state.retry if c["name"] not in WRITE_TOOLS]
        planned = reads or state.retry[:1]
    elif state.pos < len(moves) and not state.gave_up:
        planned = moves[state.pos]
    elif "never_stops" in task.quirks:
        planned = [{"name": "list_orders", "input": {}, "tag": f"#poll{turn}"}]
    else:
        return [], {
            "content": [{"type": "text", "text": _answer(task, state)}],
            "stop_reason": "end_turn",
        }
    calls = []
    for index, call in enumerate(planned):
        first = state.attempts.get(_key(call), 0) == 0
        sent = call.get("bad") if first and "bad" in call else call["input"]
        calls.append({**call, "id": _id(task, seed, turn, index), "sent": sent})
    blocks = [
        {"type": "tool_use", "id": c["id"], "name": c["name"], "input": c["sent"]} for c in calls
    ]
    preface = {"type": "text", "text": "확인해 보겠습니다."}
    return calls, {"content": [preface, *blocks], "stop_reason": "tool_use"}


def _advance(
    state: _State, calls: list[dict], results: Mapping[str, dict], from_retry: bool
) -> None:
    sent = {_key(c) for c in calls}
    retry = [c for c in state.retry if _key(c) not in sent] if from_retry else []
    for call in calls:
        key = _key(call)
        state.attempts[key] = state.attempts.get(key, 0) + 1
        result = results.get(call["id"])
        if result is not None and not result.get("is_error"):
            state.ok[key] = _parsed(result)
            continue
        text = _text(result) if result is not None else "결과 없음"
        if call.get("tag") or state.attempts[key] >= 2:
            state.errors[key] = text
            if not call.get("tag"):
                state.gave_up = True
        else:
            retry.append(call)
    if not from_retry:
        state.pos += 1
    state.retry = retry


def _text(result: Mapping[str, Any]) -> str:
    content = result.get("content")
    if isinstance(content, list):
        content = "".join(b.get("text", "") for b in content if isinstance(b, dict))
    return content if isinstance(content, str) else ""


def _parsed(result: Mapping[str, Any]) -> dict:
    try:
        data = json.loads(_text(result))
    except ValueError:
        return {}
    return data if isinstance(data, dict) else {}


def _answer(task: Task, state: _State) -> str:
    """The final answer, written only from what the host's results said."""
    if task.ask:
        return task.ask
    lines = []
    for move in task.moves:
        for call in move:
            key, order = _key(call), call["input"].get("order_id", "")
            got = state.ok.get(key)
            if got is None and call["name"] in WRITE_TOOLS:
                lines.append(
                    f"주문 {order}은(는) 처리하지 못했습니다: {state.errors.get(key, '중단됨')}"
                )
            elif got is None and key in state.errors and order:
                lines.append(f"주문 {order}을(를) 확인하지 못했습니다.")
            elif got is None:
                continue
            elif call["name"] == "list_orders":
                lines.append("주문 목록: " + ", ".join(map(str, got.get("order_ids") or ["?"])))
            elif call["name"] == "get_order":
                lines.append(
                    f"주문 {order}: {got.get('item', '?')}, {got.get('status', '?')}, {got.get('total_krw', '?')}원."
                )
            elif call["name"] == "refund_order":
                lines.append(
                    f"주문 {order} 환불 완료: 환불 번호 {got.get('refund_id', '?')}, {got.get('amount_krw', '?')}원."
                )
            elif call["name"] == "cancel_order":
                lines.append(f"주문 {order} 취소 완료({got.get('status', '?')}).")
    return "\n".join(lines) or "요청하신 내용을 처리했습니다."


def _results(messages: list, after: int) -> dict[str, dict]:
    """Every tool_result after message `after` that answers a call, by its id."""
    found: dict[str, dict] = {}
    for message in messages[after + 1 :]:
        if isinstance(message, dict) and message.get("role") == "assistant":
            break
        content = message.get("content") if isinstance(message, dict) else None
        for block in content if isinstance(content, list) else []:
            if isinstance(block, dict) and block.get("type") == "tool_result":
                found.setdefault(str(block.get("tool_use_id")), block)
    return found


def _replay(task: Task, seed: int, messages: list) -> tuple[list[list[dict]], dict]:
    """(the calls of every earlier turn, the next response body) for `messages`."""
    state, turns = _State(), []
    assistant = [
        i for i, m in enumerate(messages) if isinstance(m, dict) and m.get("role") == "assistant"
    ]
    for turn, index in enumerate(assistant):
        calls, _ = _emit(task, seed, state, turn)
        from_retry = bool(state.retry)
        _advance(state, calls, _results(messages, index), from_retry)
        turns.append(calls)
    return turns, _emit(task, seed, state, len(assistant))[1]


def replay(task: Task, seed: int, messages: list) -> tuple[list[list[dict]], dict]:
    """(the calls the model made in each assistant turn of `messages`, its next response
    body): what a grader checks a recorded request against."""
    turns, body = _remembered(task, seed, messages)
    return json.loads(turns), json.loads(body)


def reply(task: Task, seed: int, messages: list) -> dict:
    """The model's next response body (``content``, ``stop_reason``) to `messages`."""
    return json.loads(_remembered(task, seed, messages)[1])


def _remembered(task: Task, seed: int, messages: list) -> tuple[str, str]:
    """`_replay`'s result as JSON texts, remembered: the model is pure, and the host's
    loop and the judging of its trial ask for the response to the same request again.

    Each caller gets its own copy, made from the JSON text: the results are plain JSON
    data (strings, ints, lists, dicts), parsing is several times cheaper than
    `copy.deepcopy`, and a copy shares nothing with the task's data."""
    try:
        key = (id(task), seed, json.dumps(messages, sort_keys=True))
    except (TypeError, ValueError):
        return _as_json(_replay(task, seed, messages))
    found = _REPLIES.get(key)
    if found is None or found[0] is not task:  # `task` kept alive: its id is not reused
        global _REMEMBERED
        _REMEMBERED += len(key[2])
        if _REMEMBERED > _REMEMBER_CHARS:  # a bounded memory, whatever the requests hold
            _REPLIES.clear()
            _REMEMBERED = len(key[2])
        found = _REPLIES[key] = (task, *_as_json(_replay(task, seed, messages)))
    return found[1], found[2]


def _as_json(replayed: tuple[list[list[dict]], dict]) -> tuple[str, str]:
    return json.dumps(replayed[0]), json.dumps(replayed[1])


#: (id of the task, seed, the messages as JSON) -> (task, the turns' calls and the
#: response body, as JSON)
_REPLIES: dict[tuple[int, int, str], tuple[Task, str, str]] = {}
_REMEMBERED = 0
_REMEMBER_CHARS = 16_000_000


def tool_calls(response: Mapping[str, Any]) -> list[dict]:
    """The tool_use blocks of a response body."""
    return [b for b in response.get("content") or [] if b.get("type") == "tool_use"]
