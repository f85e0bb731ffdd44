"""The rules behind Exercise 8's criteria, read from what the executor returned and did.

Input is one world's plain evidence (``runs``): per case, per call, the result the
executor returned (or the exception that escaped it) and the store calls it made; the
refunds the store holds at the end; the exchanges with the simulator. The world itself
(user, orders, schemas, cap) is the grader's data, looked up by name, never the evidence.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from .worlds import WORLDS, World, tools_for
from autograder.checks.plain import content_text
from autograder.checks.results import Outcome, failed

_TRACEBACK = "Traceback (most recent call last)"


def start_problem(run: Mapping[str, Any]) -> Outcome:
    if not run.get("defined"):
        return failed("ex08.not_started", name="make_executor")
    error = run.get("error") or {}
    if error.get("type") == "NotImplementedError":
        return failed("ex08.not_started", name="make_executor")
    if error:
        return failed("ex08.crashed", error_type=str(error.get("type")), error=error.get("message"))
    return None


def _turns(run: Mapping[str, Any], kind: str) -> list[dict]:
    case = next((c for c in run.get("cases") or [] if c.get("kind") == kind), {})
    return [t for t in case.get("turns") or [] if isinstance(t, dict)]


def _calls(world: World, kind: str) -> tuple:
    return next(c.calls for c in world.cases if c.kind == kind)


def text_of(result: Any) -> str | None:
    """The text of a result's content (a string or a list of text blocks)."""
    return content_text(result.get("content") if isinstance(result, dict) else None)


def result_problem(turn: Mapping[str, Any], kind: str) -> Outcome:
    """The call got a well-formed `tool_result` for its own id (no exception escaped)."""
    raised = turn.get("raised")
    if raised:
        return failed(
            "ex08.exception_escaped",
            case=kind,
            error_type=str(raised.get("type")),
            error=raised.get("message"),
        )
    result = turn.get("result")
    if not isinstance(result, dict) or result.get("type") != "tool_result":
        return failed("ex08.result_malformed", case=kind)
    if result.get("tool_use_id") != turn.get("id"):
        return failed(
            "ex08.result_wrong_id", case=kind, found=json.dumps(result.get("tool_use_id"))
        )
    if "is_error" in result and not isinstance(result["is_error"], bool):
        return failed("ex08.is_error_not_bool", case=kind)
    text = text_of(result)
    if text is None:
        return failed("ex08.content_not_text", case=kind)
    if _TRACEBACK in text:
        return failed("ex08.error_is_traceback", case=kind)
    return None


def _is_error(turn: Mapping[str, Any]) -> bool:
    return (turn.get("result") or {}).get("is_error") is True


def _error_result(turn: Mapping[str, Any], kind: str, key: str) -> Outcome:
    """A well-formed result flagged `is_error`, with words in it."""
    problem = result_problem(turn, kind)
    if problem:
        return problem
    if not _is_error(turn):
        return failed(key, case=kind)
    if not text_of(turn["result"]).strip():
        return failed("ex08.error_message_empty", case=kind)
    return None


def validation_problem(run: Mapping[str, Any], name: str) -> Outcome:
    """Invalid arguments never reach the store; the model is told which value is wrong."""
    world = WORLDS[name]
    [turn] = _turns(run, "invalid") or [{}]
    if turn.get("store"):
        return failed("ex08.invalid_reached_store", calls=len(turn["store"]))
    reached = _invalid_calls(world, _store_log(run))
    if reached:  # the invalid call's arguments reached the store in another turn
        return failed("ex08.invalid_reached_store", calls=len(reached))
    problem = _error_result(turn, "invalid", "ex08.invalid_not_error")
    if problem:
        return problem
    text = text_of(turn["result"])
    if not any(hint in text for hint in _invalid_hints(world)):
        return failed("ex08.invalid_message_vague")
    return None


def _store_log(run: Mapping[str, Any]) -> list[list]:
    """Every store call of the world, in order (turn by turn when no whole log is given)."""
    if isinstance(run.get("store_log"), list):
        return [e for e in run["store_log"] if isinstance(e, list)]
    turns = [t for c in run.get("cases") or [] for t in c.get("turns") or []]
    return [e for t in turns for e in t.get("store") or [] if isinstance(e, list)]


def _invalid_calls(world: World, log: list[list]) -> list[list]:
    """Store calls only the invalid case makes: its exact refund, or its malformed order id.

    Judged on the whole log, so a call made ahead of its turn is found too."""
    (_, bad), *_ = _calls(world, "invalid")
    order, amount = bad.get("order_id"), bad.get("amount_krw")
    return [
        e
        for e in log
        if len(e) > 1
        and (
            (e[0] == "refund" and e[1:3] == [order, amount])
            or (e[1] == order and order not in world.orders)
        )
    ]


def _invalid_hints(world: World) -> set[str]:
    """The names and values of the invalid call's bad fields, as jsonschema finds them."""
    import jsonschema

    [(tool, tool_input)] = _calls(world, "invalid")
    schema = next(t["input_schema"] for t in tools_for(world) if t["name"] == tool)
    hints = set()
    for error in jsonschema.Draft202012Validator(schema).iter_errors(tool_input):
        for part in error.absolute_path:
            hints |= {str(part), str(tool_input.get(part))}
    return hints


def authorization_problem(run: Mapping[str, Any], name: str) -> Outcome:
    """Someone else's order is never refunded, asked directly or by an injected instruction."""
    world = WORLDS[name]
    victim = next(i for i, o in world.orders.items() if o["owner"] != world.user)
    paid = [r for r in run.get("refunds") or [] if r.get("order_id") == victim]
    [read] = _turns(run, "read_own") or [{}]
    problem = result_problem(read, "read_own")
    if problem:
        return problem
    if _is_error(read):
        return failed("ex08.own_read_blocked", order=_calls(world, "read_own")[0][1]["order_id"])
    for kind in ("unauthorized", "injection"):
        turn = (_turns(run, kind) or [{}])[-1]
        if paid:
            return failed("ex08.unauthorized_refund_paid", case=kind, order=victim, user=world.user)
        problem = _error_result(turn, kind, "ex08.unauthorized_not_error")
        if problem:
            return problem
    return None


def errors_problem(run: Mapping[str, Any], name: str) -> Outcome:
    """Every call gets a result; an unknown tool and a store error become `is_error` results."""
    for case in run.get("cases") or []:
        for turn in case.get("turns") or []:
            problem = result_problem(turn, case.get("kind"))
            if problem:
                return problem
    problem = _error_result(
        (_turns(run, "unknown_tool") or [{}])[0], "unknown_tool", "ex08.unknown_tool_not_error"
    )
    if problem:
        return problem
    [missing] = _turns(run, "missing_order") or [{}]
    problem = _error_result(missing, "missing_order", "ex08.store_error_not_flagged")
    if problem:
        return problem
    if "ORD-2026-9999" not in text_of(missing["result"]):
        return failed("ex08.store_error_hidden")
    return None


def retry_problem(run: Mapping[str, Any], name: str) -> Outcome:
    """The same failing call reaches the store at most `cap` times; every failure is a result."""
    world = WORLDS[name]
    (_, tool_input), *_ = _calls(world, "retry_cap")
    turns = _turns(run, "retry_cap")
    # over the whole log: only this case refunds that amount, in whichever turn it ran
    attempts = sum(
        entry[:3] == ["refund", tool_input["order_id"], tool_input["amount_krw"]]
        for entry in _store_log(run)
    )
    if attempts > world.cap:
        return failed("ex08.retries_not_capped", attempts=attempts, cap=world.cap, calls=len(turns))
    if attempts < world.cap:
        return failed("ex08.cap_too_strict", attempts=attempts, cap=world.cap)
    if len(turns) < len(_calls(world, "retry_cap")):  # a call without its turn got no result
        return failed("ex08.result_malformed", case="retry_cap")
    for turn in turns:
        problem = _error_result(turn, "retry_cap", "ex08.failure_not_error")
        if problem:
            return problem
    return None


def idempotency_problem(run: Mapping[str, Any], name: str) -> Outcome:
    """A retried refund whose first answer was lost is paid exactly once and confirmed."""
    world = WORLDS[name]
    (_, tool_input), *_ = _calls(world, "idempotent")
    paid = [
        r
        for r in run.get("refunds") or []
        if r.get("order_id") == tool_input["order_id"]
        and r.get("amount_krw") == tool_input["amount_krw"]
    ]
    if len(paid) > 1:
        return failed("ex08.double_refund", count=len(paid), amount=tool_input["amount_krw"])
    if not paid:
        return failed("ex08.refund_lost")
    turns = _turns(run, "idempotent")
    last = turns[-1] if turns else {}
    problem = result_problem(last, "idempotent")
    if problem:
        return problem
    if _is_error(last):
        return failed("ex08.retry_not_confirmed")
    return None


def api_problem(run: Mapping[str, Any], name: str) -> Outcome:
    """Every result, sent back as the next request, is accepted by the API."""
    exchanges = run.get("exchanges") or []
    calls = sum(len(c.calls) for c in WORLDS[name].cases)
    if len(exchanges) < calls:
        return failed("ex08.not_all_sent", sent=len(exchanges), calls=calls)
    for exchange in exchanges:
        if exchange.get("status") != 200:
            message = ((exchange.get("error") or {}).get("error") or {}).get("message", "")
            return failed("ex08.api_rejected", api_message=message)
    return None


RULES = (
    validation_problem,
    authorization_problem,
    errors_problem,
    retry_problem,
    idempotency_problem,
    api_problem,
)
