"""The rules behind Exercise 6's criteria: the message sent, and when each look-up ran.

Input is one run's plain evidence (``runs``): the exchanges the simulator recorded
(the batch of `tool_use` blocks, then the request built from the learner's message) and
the handlers' spans ``[name, input, start, end]`` (seconds, on the grader's clock).
Concurrency is read from the spans of the batch's own calls, one span per `tool_use`
block (a look-up no block asked for adds nothing; a block run twice is a mistake): how
many of them were in flight at the same time. The seconds shown to the learner are the
look-ups' set latencies (one by one: their sum; together: the slowest), so no message
depends on how busy the grading machine was.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from autograder.checks.results import Outcome, failed, passed

from .runs import RUNS, call_key, expected_output, latency_of

SEED = {"sequential": 19.9, "parallel": 10.8}


def calls(run: Mapping[str, Any]) -> list[dict]:
    exchanges = run.get("exchanges") or []
    content = ((exchanges[0].get("response") or {}).get("content") or []) if exchanges else []
    return [b for b in content if isinstance(b, dict) and b.get("type") == "tool_use"]


def start_problem(run: Mapping[str, Any]) -> Outcome:
    """Not started (the stub: NotImplementedError before any look-up ran), crashed, or no
    next request sent; None when the returned message can be judged."""
    if not run.get("defined"):
        return failed("ex06.not_started", name="run_batch")
    error = run.get("error") or {}
    if error.get("type") == "NotImplementedError":
        if not run.get("spans"):
            return failed("ex06.not_started", name="run_batch")
        return failed("ex06.unfinished", error=error.get("message") or "")
    if error:
        return failed("ex06.crashed", error_type=str(error.get("type")), error=error.get("message"))
    if len(run.get("exchanges") or []) < 2:
        return failed("ex06.not_a_message")
    return None


def ran_then_crashed(run: Mapping[str, Any]) -> bool:
    """`run_batch` raised after look-ups ran: their intervals can still be judged."""
    error = run.get("error") or {}
    return error.get("stage") == "function" and bool(run.get("spans")) and bool(calls(run))


def _message(run: Mapping[str, Any]) -> Any:
    request = run["exchanges"][1].get("request") or {}
    messages = request.get("messages") if isinstance(request, dict) else None
    return messages[2] if isinstance(messages, list) and len(messages) == 3 else None


def _results(run: Mapping[str, Any]) -> list[dict]:
    """The `tool_result` blocks sent: the message's content, or the blocks of a list the
    learner returned in its place (judged here; the shape is `collected_problem`'s)."""
    message = _message(run)
    content = message.get("content") if isinstance(message, dict) else message
    if isinstance(content, list) and all(
        isinstance(m, dict) and m.get("role") == "user" for m in content
    ):  # one message per result: the blocks inside them
        content = [b for m in content for b in _blocks(m.get("content"))]
    if not isinstance(content, list):
        return []
    return [b for b in content if isinstance(b, dict) and b.get("type") == "tool_result"]


def _blocks(content: Any) -> list:
    return content if isinstance(content, list) else []


def collected_problem(run: Mapping[str, Any], name: str) -> Outcome:
    """One user message, one `tool_result` per call by id, nothing missing or doubled."""
    message = _message(run)
    if (
        not isinstance(message, dict)
        or message.get("role") != "user"
        or not isinstance(message.get("content"), list)
    ):
        return failed("ex06.not_one_user_message")
    ids = [b.get("tool_use_id") for b in _results(run)]
    batch = calls(run)
    missing = [c for c in batch if ids.count(c.get("id")) == 0]
    doubled = [c for c in batch if ids.count(c.get("id")) > 1]
    unknown = [i for i in ids if i not in {c.get("id") for c in batch}]
    if unknown:
        return failed("ex06.unknown_id", found=json.dumps(unknown[0]))
    if doubled:
        return failed("ex06.result_duplicated", call=doubled[0].get("name"))
    if missing:
        names = ", ".join(
            f"{c.get('name')}({json.dumps(c.get('input'), ensure_ascii=False)})" for c in missing
        )
        return failed("ex06.result_missing", calls=names, answered=len(ids), total=len(batch))
    return None


def _text(block: Mapping[str, Any]) -> str | None:
    content = block.get("content")
    if isinstance(content, str):
        return content
    if isinstance(content, list) and all(
        isinstance(b, dict) and isinstance(b.get("text"), str) for b in content
    ):
        return "".join(b["text"] for b in content)
    return None


def _pairs(run: Mapping[str, Any]) -> list[tuple[dict, dict]]:
    by_id = {}
    for block in _results(run):
        by_id.setdefault(block.get("tool_use_id"), block)
    return [(c, by_id[c.get("id")]) for c in calls(run) if c.get("id") in by_id]


def dispatch_problem(run: Mapping[str, Any], name: str) -> Outcome:
    """Each successful call's result is what its handler (`HANDLERS[name]`) returned."""
    checked = 0
    for call, block in _pairs(run):
        fails, output = expected_output(name, call.get("name"), call.get("input"))
        if fails:
            continue
        checked += 1
        text = _text(block)
        try:
            same = text is not None and json.loads(text) == json.loads(output)
        except ValueError:
            same = False
        if not same:
            return failed("ex06.result_content_wrong", call=call.get("name"))
        if block.get("is_error") is True:
            return failed("ex06.success_flagged", call=call.get("name"))
    return None if checked else failed("ex06.no_successful_result")


def failure_problem(run: Mapping[str, Any], name: str) -> Outcome:
    """The call whose handler raised is answered with `is_error: true` and its message."""
    for call, block in _pairs(run):
        fails, message = expected_output(name, call.get("name"), call.get("input"))
        if not fails:
            continue
        if block.get("is_error") is not True:
            return failed("ex06.failure_not_flagged", call=call.get("name"))
        text = _text(block) or ""
        decoded = [text]
        try:
            value = json.loads(text)
            decoded += [
                v
                for v in (value.values() if isinstance(value, dict) else [value])
                if isinstance(v, str)
            ]
        except ValueError:
            pass
        if not any(message in t for t in decoded):
            return failed("ex06.failure_message_missing", call=call.get("name"))
        return None
    return failed("ex06.failed_call_dropped")


def _spans(run: Mapping[str, Any]) -> list[tuple[str, Any, float, float]]:
    return [
        (s[0], s[1], float(s[2]), float(s[3]))
        for s in run.get("spans") or []
        if isinstance(s, list) and len(s) == 4 and all(isinstance(x, int | float) for x in s[2:])
    ]


def max_in_flight(spans: list[tuple[str, Any, float, float]]) -> int:
    """The most calls running at one moment (an end before a start at the same instant)."""
    events = sorted(
        [(s[2], 1) for s in spans] + [(s[3], -1) for s in spans], key=lambda e: (e[0], e[1])
    )
    running = best = 0
    for _, step in events:
        running += step
        best = max(best, running)
    return best


def concurrency_problem(run: Mapping[str, Any], name: str) -> Outcome:
    """Every call of the batch ran once, all of them in flight together (judged on their
    spans only); the speed-up is reported from the look-ups' set latencies."""
    spans = _spans(run)
    batch = calls(run)
    ran = [call_key(s[0], s[1]) for s in spans]
    wanted = [call_key(c.get("name"), c.get("input")) for c in batch]
    for call, key in zip(batch, wanted, strict=True):
        count = ran.count(key)
        if count == 0:
            return failed("ex06.call_not_run", call=call.get("name"))
        if count > wanted.count(key):
            return failed("ex06.call_run_twice", call=call.get("name"), count=count)
    together = max_in_flight([s for s, key in zip(spans, ran, strict=True) if key in wanted])
    latencies = [latency_of(RUNS[name], str(c.get("name"))) for c in batch]
    sequential, parallel = sum(latencies), max(latencies, default=0.0)
    figures = {
        "sequential": f"{sequential:.2f}",
        "parallel": f"{parallel:.2f}",
        "calls": len(batch),
    }
    if together <= 1:
        return failed("ex06.ran_one_by_one", **figures)
    if together < len(batch):
        return failed("ex06.partly_parallel", together=together, **figures)
    speedup = f"{sequential / parallel:.1f}" if parallel > 0 else "-"
    return passed(
        "ex06.concurrent",
        speedup=speedup,
        seed_sequential=SEED["sequential"],
        seed_parallel=SEED["parallel"],
        **figures,
    )


def api_problem(run: Mapping[str, Any], name: str) -> Outcome:
    exchange = run["exchanges"][1]
    if exchange.get("status") == 200:
        return None
    error = (exchange.get("error") or {}).get("error") or {}
    return failed("ex06.api_rejected", api_message=error.get("message", ""))


RULES = (collected_problem, dispatch_problem, concurrency_problem, failure_problem, api_problem)
