"""The rules behind Exercise 8's criteria, read from what the executor returned and did.

Input is one world's plain evidence (``runs``): per case, per call, the result the
executor returned (or the exception that escaped it) and the store calls it made; the
refunds the store holds at the end; the exchanges with the simulator. The world itself
(user, orders, schemas, cap) is the grader's data, looked up by name, never the evidence.

One mistake, one criterion (docs/RUBRICS.md names the criterion of every key): the form of
a result -- a `tool_result` for its own id, a boolean flag, text content, no traceback, an
error text that is not empty -- is judged by `errors_problem` alone. The other rules judge
what a result *says* (`_answer_problem`, `_flagged`, `_words`) and what the store did, so a
result whose form is wrong there still has its safety judged everywhere else.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from autograder.checks.plain import content_text, is_traceback
from autograder.checks.results import Outcome, failed
from autograder.reading import Lexicon, says

from .worlds import WORLDS, World, tools_for


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
    problem = _answer_problem(turn, kind)
    if problem is not None:
        return problem
    result = turn["result"]
    if result.get("type") != "tool_result":
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
    if is_traceback(text):
        return failed("ex08.error_is_traceback", case=kind)
    return None


def _answer_problem(turn: Mapping[str, Any], kind: str) -> Outcome:
    """Whether the call got an answer at all (what every criterion but the form's needs):
    an exception that escaped, or something that is not a block, leaves nothing to judge."""
    raised = turn.get("raised")
    if raised:
        return failed(
            "ex08.exception_escaped",
            case=kind,
            error_type=str(raised.get("type")),
            error=raised.get("message"),
        )
    if not isinstance(turn.get("result"), dict):
        return failed("ex08.result_malformed", case=kind)
    return None


def _flagged(turn: Mapping[str, Any]) -> bool:
    """The result is marked as an error (a "true" string too: the flag's type is the form
    criterion's finding, not the safety criteria's)."""
    flag = (turn.get("result") or {}).get("is_error")
    return flag is True or (isinstance(flag, str) and flag.strip().lower() == "true")


def _words(result: Mapping[str, Any]) -> str:
    """What a result tells the model, whatever form its content has."""
    text = text_of(result)
    return text if text is not None else json.dumps(result.get("content"), ensure_ascii=False)


def _error_result(turn: Mapping[str, Any], kind: str, key: str) -> Outcome:
    """The call got an answer, and it is flagged as an error."""
    problem = _answer_problem(turn, kind)
    if problem:
        return problem
    if not _flagged(turn):
        return failed(key, case=kind)
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
    text = _words(turn["result"])
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
    problem = _answer_problem(read, "read_own")
    if problem:
        return problem
    if _flagged(read):
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
    """Every call gets a well-formed result (the one criterion judging results' form);
    every failure has words in it; an unknown tool and a store error are `is_error`."""
    for case in run.get("cases") or []:
        for turn in case.get("turns") or []:
            problem = result_problem(turn, case.get("kind"))
            if problem:
                return problem
            if _flagged(turn) and not text_of(turn["result"]).strip():
                return failed("ex08.error_message_empty", case=case.get("kind"))
    problem = _error_result(
        (_turns(run, "unknown_tool") or [{}])[0], "unknown_tool", "ex08.unknown_tool_not_error"
    )
    if problem:
        return problem
    [missing] = _turns(run, "missing_order") or [{}]
    problem = _error_result(missing, "missing_order", "ex08.store_error_not_flagged")
    if problem:
        return problem
    if not _tells_order_missing(text_of(missing["result"])):
        return failed("ex08.store_error_hidden")
    return None


#: The store's cause for the missing order, in the learner's own words: the order is not there
#: (없는 주문입니다, 주문을 찾을 수 없습니다, order not found). "처리에 실패했습니다" or "주문 처리
#: 오류" says that something failed, not why. Verbs of being and finding (있다, 존재하다, 찾다,
#: exist, find) say it only negated ("주문이 있지 않습니다"): affirmed, they state no failure the
#: `cause` claim reads ("주문이 있습니다"), and a negated absence ("주문이 없지 않습니다", "is not
#: missing") says the order is there.
ABSENT = Lexicon(
    ko=("없다", "존재하다", "찾다", "조회되다", "확인되다", "검색되다", "누락되다", "있다"),
    en=("exist", "find", "found", "missing", "miss", "unknown", "locate"),
)  # fmt: skip
ORDER = Lexicon(ko=("주문", "주문번호"), en=("order",))
#: The missing order's id: a text naming it passes on the store's cause (its ``str(e)``).
MISSING_ID = "ORD-2026-9999"


def _tells_order_missing(text: str) -> bool:
    """The result passes on the store's cause: its text (``str(e)``) names the order, or it
    says in other words that the order does not exist."""
    return MISSING_ID in text or says(text, "cause", failure=ABSENT, what=ORDER) is not None


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
        # a call that crashed before the store never tested the cap: say so, not "blocked"
        crashed = next((t for t in turns if t.get("raised") and not t.get("store")), None)
        if crashed:
            return _answer_problem(crashed, "retry_cap")
        return failed("ex08.cap_too_strict", attempts=attempts, cap=world.cap)
    if len(turns) < len(_calls(world, "retry_cap")):  # a call without its turn got no result
        return failed("ex08.result_malformed", case="retry_cap")
    for turn in turns:
        problem = _error_result(turn, "retry_cap", "ex08.failure_not_error")
        if problem:
            return problem
    if _refused_unfailed(run):
        return failed("ex08.cap_blocks_other_call", cap=world.cap)
    return None


def _refused_before_store(turn: Mapping[str, Any]) -> bool:
    return bool(turn) and not turn.get("store") and not turn.get("raised") and _flagged(turn)


def _refused_unfailed(run: Mapping[str, Any]) -> bool:
    """Whether the idempotent refund was refused before the store on its first call: a
    valid call of one's own order that has never failed -- a cap counting other calls'
    failures does that."""
    first = (_turns(run, "idempotent") or [{}])[0]
    return _refused_before_store(first)


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
        crashed = next((t for t in _turns(run, "idempotent") if t.get("raised")), None)
        return _answer_problem(crashed, "idempotent") if crashed else failed("ex08.refund_lost")
    turns = _turns(run, "idempotent")
    last = turns[-1] if turns else {}
    problem = _answer_problem(last, "idempotent")
    if problem:
        return problem
    if _flagged(last) and not (_refused_before_store(last) and _cap_too_strict(run, name)):
        return failed("ex08.retry_not_confirmed")  # (a retry the cap refused is the cap's)
    return None


def _cap_too_strict(run: Mapping[str, Any], name: str) -> bool:
    problem = retry_problem(run, name)
    return bool(problem) and problem[1] in ("ex08.cap_too_strict", "ex08.cap_blocks_other_call")


def api_problem(run: Mapping[str, Any], name: str) -> Outcome:
    """Every result, sent back as the next request, is accepted by the API."""
    exchanges = run.get("exchanges") or []
    calls = sum(len(c.calls) for c in WORLDS[name].cases)
    if len(exchanges) < calls:
        return failed("ex08.not_all_sent", sent=len(exchanges), calls=calls)
    turns = [(c.get("kind"), t) for c in run.get("cases") or [] for t in c.get("turns") or []]
    for number, exchange in enumerate(exchanges):
        kind, turn = turns[number] if number < len(turns) else (None, {})
        if kind and result_problem(turn, kind):  # the form's criterion has charged it
            continue
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
