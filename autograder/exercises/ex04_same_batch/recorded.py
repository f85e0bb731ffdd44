"""Exercise 4's evidence as the grader recorded it: the bank it held, the answers it was sent.

In the clean room the `Bank` lives in the grader (``checks/world.py``), so its log and
balances are taken from the grader's record, never from what ``collect`` reports. The
guard's answers are the learner's own values, read in the learner's process; each one
must be the `tool_result` the grader's simulator actually received for that `withdraw`
call (a claimed refusal behind a sent success is a forgery). A run whose claims the
recordings contradict becomes a failing ``GradingMismatch`` run.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from autograder.checks.world import MISMATCH, records_of

__all__ = ["bind_worlds"]


def bind_worlds(evidence: Any, recorded: Mapping[str, Any], transcripts: list) -> Any:
    """`evidence` with each run's bank state from the grader and its guard answers checked."""
    if not isinstance(evidence, dict) or not isinstance(evidence.get("runs"), dict):
        return evidence
    return {**evidence, "runs": {n: _bound(n, r, recorded) for n, r in evidence["runs"].items()}}


def _bound(name: str, run: Any, recorded: Mapping[str, Any]) -> Any:
    if not (isinstance(run, dict) and run.get("defined") is True):
        return run
    banks = records_of(recorded, "ex04/bank", name)
    if len(banks) != 1 or not _answers_were_sent(run):
        return {"defined": True, "error": MISMATCH, "exchanges": []}
    state = banks[0]["state"]
    return {**run, "log": state["log"], "balances": state["balances"]}


def _answers_were_sent(run: Mapping[str, Any]) -> bool:
    """One claimed guard answer per `withdraw` call, each the result the model was sent."""
    exchanges = [e for e in run.get("exchanges") or [] if isinstance(e, dict)]
    calls = [
        (number, block.get("id"))
        for number, exchange in enumerate(exchanges)
        if (exchange.get("response") or {}).get("stop_reason") == "tool_use"
        for block in (exchange.get("response") or {}).get("content") or []
        if isinstance(block, dict)
        and block.get("type") == "tool_use"
        and block.get("name") == "withdraw"
    ]
    answers = run.get("guard") if isinstance(run.get("guard"), list) else []
    if len(answers) != len(calls):
        return False
    for (number, call_id), answer in zip(calls, answers, strict=True):
        if number + 1 < len(exchanges):  # the next request carries the answer
            sent = _sent_result(exchanges[number + 1], call_id)
            if sent is None or not _same_answer(answer, sent):
                return False
    return True


def _sent_result(exchange: Mapping[str, Any], call_id: object) -> dict | None:
    request = exchange.get("request") if isinstance(exchange.get("request"), dict) else {}
    messages = request.get("messages") if isinstance(request.get("messages"), list) else []
    content = messages[-1].get("content") if messages and isinstance(messages[-1], dict) else []
    if not isinstance(content, list):
        return None
    for block in content:
        is_result = isinstance(block, dict) and block.get("type") == "tool_result"
        if is_result and block.get("tool_use_id") == call_id:
            return block
    return None


def _same_answer(answer: object, sent: Mapping[str, Any]) -> bool:
    """Whether `sent` is what ``runs._answer`` makes of the claimed guard answer."""
    if not isinstance(answer, dict):
        return False
    if "raised" in answer:
        raised = answer["raised"] if isinstance(answer["raised"], dict) else {}
        prefix = f"{raised.get('type')}: {raised.get('message')}"
        content = sent.get("content")
        return (
            sent.get("is_error") is True and isinstance(content, str) and content.startswith(prefix)
        )
    plain = answer.get("returned")
    content = plain.get("content") if isinstance(plain, dict) else None
    flag = isinstance(plain, dict) and plain.get("is_error") is True
    if not isinstance(content, str):
        content = json.dumps(plain, ensure_ascii=False)
    return sent.get("content") == content and (sent.get("is_error") is True) == flag
