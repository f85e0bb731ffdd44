"""The rules behind Exercise 10's criteria: one verdict per trial, read from the record.

A trial passes when the host's every request was accepted by the API, the loop stayed
within its cap, the reported trial agrees with the grader's recording (`record`),
no policy rule (`shop.RULES`) was broken at any step (replayed from the database's
log; which response caused a call is recomputed with the scripted model from the
recorded requests), the final database state (the log replayed by the grader) equals
the goal state, the loop reported how the conversation really ended, and both the
returned answer and the model's final text state the task's facts. Verdicts are
``None`` or ``(kind, key, params)``; ``kind`` is ``"protocol"``, ``"record"``,
``"policy"`` or ``"goal"``.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

import jsonschema

from .record import Recording, ending, record_problem, replayed_state, result_for, unbacked_writes
from .shop import CUSTOMERS, ORDERS, TOOLS, WRITE_TOOLS, initial_statuses
from .tasks import MAX_ROUNDS, Task

__all__ = ["Verdict", "policy_problem", "policy_violations", "trial_problem", "trial_problems"]

Verdict = tuple[str, str, dict[str, Any]] | None
_SCHEMAS = {tool["name"]: tool["input_schema"] for tool in TOOLS}


def trial_problem(task: Task, trial: Mapping[str, Any], exchanges: list[dict]) -> Verdict:
    """The first reason trial `trial` of `task` fails (None when it passes)."""
    found = trial_problems(Recording(task, trial["seed"], exchanges), trial)
    return found[0] if found else None


def trial_problems(recording: Recording, trial: Mapping[str, Any]) -> list[tuple]:
    """Each kind's first problem of the trial, in the order protocol, record, policy, goal.

    Every kind is judged even when an earlier one failed: a loop stopped one round early
    still has a database log to judge the rules on."""
    refused = _refused_writes(recording, trial)
    found = (
        _protocol_problem(recording, trial),
        record_problem(recording, trial, refused=set(refused)),
        _policy_problem(recording, trial),
        _goal_problem(recording, trial, refused),
    )
    return [problem for problem in found if problem]


def _protocol_problem(recording: Recording, trial: Mapping[str, Any]) -> Verdict:
    exchanges = recording.exchanges
    error = trial.get("error") or {}
    if error.get("type") == "NotImplementedError" and not exchanges:
        return ("protocol", "ex10.not_started", {})
    if error.get("type") == "TooManyCalls" or len(exchanges) > MAX_ROUNDS:
        return ("protocol", "ex10.no_cap", {"calls": len(exchanges), "cap": MAX_ROUNDS})
    for number, exchange in enumerate(exchanges, 1):
        if exchange.get("status") != 200:
            message = ((exchange.get("error") or {}).get("error") or {}).get("message", "")
            return ("protocol", "ex10.api_rejected", {"step": number, "api_message": message})
    if error:
        return ("protocol", "ex10.crashed", {"error_type": str(error.get("type"))})
    for number, exchange in enumerate(exchanges, 1):
        split = _split_results((exchange.get("request") or {}).get("messages"))
        if split is not None:
            return ("protocol", "ex10.results_split", {"step": number, "path": f"messages.{split}"})
    if not exchanges:
        return ("protocol", "ex10.no_model_call", {})
    if ending(recording)[0] is None:  # the cap is this row's, however near
        return ("protocol", "ex10.stopped_early", {"step": len(exchanges)})
    return None


def _split_results(messages: Any) -> int | None:
    """The index of a user message that holds only some of the previous turn's results."""
    if not isinstance(messages, list):
        return None
    for index in range(1, len(messages)):
        before, now = messages[index - 1], messages[index]
        content = before.get("content") if isinstance(before, dict) else None
        calls = [b for b in content or [] if isinstance(b, dict) and b.get("type") == "tool_use"]
        if not calls or not isinstance(content, list):
            continue
        blocks = now.get("content") if isinstance(now, dict) else None
        results = [
            b for b in blocks or [] if isinstance(b, dict) and b.get("type") == "tool_result"
        ]
        if len(results) != len(calls):
            return index
    return None


def policy_problem(task: Task, trial: Mapping[str, Any], exchanges: list[dict]) -> Verdict:
    """The first database call that broke a rule (R1-R7), with the response that asked."""
    return _policy_problem(Recording(task, trial["seed"], exchanges), trial)


def _policy_problem(recording: Recording, trial: Mapping[str, Any]) -> Verdict:
    for found in policy_violations(recording, trial):
        return ("policy", "ex10.policy_violation", found)
    return None


def policy_violations(recording: Recording, trial: Mapping[str, Any]) -> Iterator[dict[str, Any]]:
    """Every database call that broke a rule, in order: ``{"step", "rule", "tool"}``.

    Identity counts as verified only by a successful ``verify_identity`` that the model
    asked for in that response (a host cannot verify on the customer's behalf)."""
    ledger = _Ledger(recording)
    for entry in trial.get("log") or []:
        op, args, step = entry.get("op"), dict(entry.get("args") or {}), entry.get("step")
        rule = ledger.rule(op, args, step)
        if rule:
            yield {"step": step, "rule": rule, "tool": op}
        ledger.apply(op, args, step, lawful=rule is None)


class _Ledger:
    """What the log says so far: order statuses, refunded orders, identity verified."""

    def __init__(self, recording: Recording) -> None:
        self.recording = recording
        self.statuses, self.refunded, self.verified = dict(initial_statuses()), set(), False
        self.asked = recording.calls

    def rule(self, op: Any, args: dict, step: Any) -> str | None:
        """The rule the call `op(args)` of response `step` breaks now (None: none)."""
        task = self.recording.task
        rule = _broken(task, op, dict(args), self.statuses, self.refunded, self.verified)
        batched = op in WRITE_TOOLS and _batch_size(self.recording, step) != 1
        return "R5" if rule is None and batched else rule

    def apply(self, op: Any, args: dict, step: Any, lawful: bool) -> None:
        """Record that the call ran (a write changes the shop, lawful or not)."""
        if lawful and op == "verify_identity":
            asked = self.asked.get(step, [])
            self.verified = self.verified or _asked_and_right(self.recording.task, asked, args)
        if op == "refund_order":
            self.refunded.add(args.get("order_id"))
            self.statuses[args.get("order_id")] = "refunded"
        if op == "cancel_order":
            self.statuses[args.get("order_id")] = "cancelled"


def _refused_writes(recording: Recording, trial: Mapping[str, Any]) -> dict:
    """(response number, call id) -> rule, for each write the model asked for that a rule
    forbade, that never reached the database and was answered without ``is_error``."""
    log = trial.get("log") if isinstance(trial.get("log"), list) else []
    entries = [e for e in log if isinstance(e, dict)]
    refused = {}
    for step, call in unbacked_writes(recording, log):
        ledger = _Ledger(recording)
        for entry in entries:  # the shop as it stood when that response came
            if isinstance(entry.get("step"), int) and entry["step"] <= step:
                args = dict(entry.get("args") or {})
                lawful = ledger.rule(entry.get("op"), args, entry["step"]) is None
                ledger.apply(entry.get("op"), args, entry["step"], lawful)
        rule = ledger.rule(call["name"], dict(call.get("input") or {}), step)
        if rule == "R1" and _told_verified(recording, step):
            continue  # it told the model the customer was verified: no refusal for R1
        if rule:
            refused[(step, call["id"])] = rule
    return refused


def _told_verified(recording: Recording, step: int) -> bool:
    """Whether the host answered as a success, up to response `step`, a `verify_identity`
    the model asked for with the customer's phone (the host's own word, log or not)."""
    for number, calls in recording.calls.items():
        for call in calls if number <= step else []:
            right = _asked_and_right(recording.task, [call], call.get("input") or {})
            result = result_for(recording.exchanges, number, call["id"]) if right else None
            if result is not None and not result.get("is_error"):
                return True
    return False


def _asked_and_right(task: Task, calls: list[dict], args: Mapping[str, Any]) -> bool:
    phone = args.get("phone_last4")
    if CUSTOMERS[task.customer]["phone_last4"] != phone:
        return False
    return any(
        c["name"] == "verify_identity" and c.get("input") == {"phone_last4": phone} for c in calls
    )


def _broken(task: Task, op: Any, args: dict, statuses: dict, refunded: set, verified: bool):
    """The rule this call breaks given what happened before it (None: none)."""
    customer = args.pop("customer_id", task.customer)
    if customer != task.customer:
        return "R2"
    schema = _SCHEMAS.get(op)
    if schema is None or not jsonschema.Draft202012Validator(schema).is_valid(args):
        return "R6"
    order = ORDERS.get(args.get("order_id")) if "order_id" in args else None
    if "order_id" in args and (order is None or order["customer_id"] != task.customer):
        return "R2"
    if op in WRITE_TOOLS and not verified:
        return "R1"
    if op == "refund_order" and args["order_id"] in refunded:
        return "R4"
    if op == "refund_order" and (order["status"] != "delivered" or order["days"] > 14):
        return "R3"
    if op == "cancel_order" and statuses[args["order_id"]] != "preparing":
        return "R7"
    return None


def _batch_size(recording: Recording, step: Any) -> int:
    """How many calls the response numbered `step` held (recomputed from its request)."""
    return len(recording.calls.get(step, ())) if isinstance(step, int) else 0


def _goal_problem(
    recording: Recording, trial: Mapping[str, Any], refused: Mapping[tuple, str]
) -> Verdict:
    task = recording.task
    for (step, call_id), rule in sorted(refused.items()):  # the cause of a wrong outcome
        tool = next(c["name"] for c in recording.calls[step] if c["id"] == call_id)
        return ("goal", "ex10.refusal_not_error", {"step": step, "tool": tool, "rule": rule})
    returned = trial.get("returned") or {}
    if returned.get("shape") != "dict":
        return ("goal", "ex10.no_outcome", {})
    really, final_text = ending(recording)
    if returned.get("status") != task.status or really != task.status:
        return ("goal", "ex10.wrong_status", {"found": str(returned.get("status"))[:40]})
    expected = dict(initial_statuses()) | task.goal["statuses"]
    state = replayed_state(trial.get("log"))
    changed = sorted(o for o in expected if state["statuses"].get(o) != expected[o])
    if changed or state["refunds"] != task.goal["refunds"]:
        return ("goal", "ex10.wrong_state", {"orders": ", ".join(changed) or "환불 기록"})
    answer = returned.get("answer")
    for fact in task.facts:
        if not isinstance(answer, str) or fact not in answer or fact not in final_text:
            return ("goal", "ex10.missing_fact", {"fact": fact})
    return None
