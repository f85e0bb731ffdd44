"""The rules behind Exercise 4's criteria, read from the requests, the bank and the guard.

Input is one run's plain evidence (``runs``): the exchanges the simulator recorded
(the tools and options the learner's remedies put in every request, the model's calls),
the bank's call log, the balances left, and what the guard answered each time.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from autograder.checks.results import Outcome, failed
from autograder.reading import Lexicon, read, says

from .runs import account_and_amount, run_spec

#: The `order` claim's two actions in `withdraw`'s description: reading the balance, then
#: withdrawing (or calling the tool itself: "잔액을 확인한 뒤에만 부른다").
READ = Lexicon(ko=("잔액", "잔고", "read_balance"), en=("balance", "read_balance"))
WITHDRAW = Lexicon(
    ko=("출금", "인출", "출금하다", "인출하다", "빼다", "빼내다", "withdraw"),
    en=("withdraw", "withdrawal"),
)
#: What a refusal's text must name: the balance (the word, or its amount).
BALANCE = Lexicon(ko=("잔액", "잔고"), en=("balance",))
_BALANCE_WORDS = BALANCE.words()  # built once: every word of every clause is looked up in it


def _exchanges(run: Mapping[str, Any]) -> list[dict]:
    return [e for e in run.get("exchanges") or [] if isinstance(e, dict)]


def _request(exchange: Mapping[str, Any]) -> dict:
    request = exchange.get("request")
    return request if isinstance(request, dict) else {}


def _calls(run: Mapping[str, Any]) -> list[dict]:
    calls = []
    for exchange in _exchanges(run):
        content = (exchange.get("response") or {}).get("content") or []
        calls += [b for b in content if isinstance(b, dict) and b.get("type") == "tool_use"]
    return calls


def start_problem(run: Mapping[str, Any]) -> Outcome:
    if not run.get("defined"):
        return failed("ex04.not_started")
    exchanges = _exchanges(run)
    error = run.get("error") or {}
    for number, exchange in enumerate(exchanges, 1):
        if exchange.get("status") != 200:
            message = ((exchange.get("error") or {}).get("error") or {}).get("message", "")
            return failed("ex04.api_rejected", request=number, api_message=message)
    if error:
        return failed(
            "ex04.request_failed", error_type=str(error.get("type")), error=error.get("message")
        )
    if not exchanges:
        return failed("ex04.no_request")
    return None


def _withdraw_tool(run: Mapping[str, Any]) -> dict | None:
    tools = _request(_exchanges(run)[0]).get("tools") or []
    return next((t for t in tools if isinstance(t, dict) and t.get("name") == "withdraw"), None)


def description_problem(run: Mapping[str, Any], name: str) -> Outcome:
    """The `withdraw` tool sent says: read the balance first, then withdraw only if enough."""
    tool = _withdraw_tool(run)
    if tool is None:
        return failed("ex04.no_withdraw_tool")
    schema = tool.get("input_schema") if isinstance(tool.get("input_schema"), dict) else {}
    required = schema.get("required") if isinstance(schema.get("required"), list) else []
    if not {"account_id", "amount"} <= set(required):
        return failed("ex04.schema_changed")
    description = tool.get("description") if isinstance(tool.get("description"), str) else ""
    if "read_balance" not in description:
        return failed("ex04.description_no_read_balance")
    if says(description, "order", first=READ, then=WITHDRAW, tool="withdraw") is None:
        return failed("ex04.description_no_condition")
    if not _states_balance_condition(description):
        return failed("ex04.description_no_condition")
    return None


def _states_balance_condition(description: str) -> bool:
    """Whether a sentence puts the balance in a condition (잔액이 금액 이상일 때만, 잔고가
    모자라면, only if the balance covers it): an order alone ("먼저 read_balance를 부르고 그다음
    withdraw") leaves the model no reason not to withdraw. The tool's name is set aside first:
    ``read_balance`` names the look-up, not the balance it must compare."""
    text = description.replace("read_balance", "조회 도구")
    for sentence in read(text):
        clauses = sentence.clauses
        conditional = any(c.mood == "condition" or "only" in c.markers for c in clauses)
        if conditional and any(word in _BALANCE_WORDS for c in clauses for word in c.words):
            return True
    return False


def parallel_problem(run: Mapping[str, Any], name: str) -> Outcome:
    """Every request turns parallel calls off, leaving the choice of tool to the model."""
    if "request_options" in (run.get("unfilled") or []):
        return failed("ex04.options_not_started")
    for number, exchange in enumerate(_exchanges(run), 1):
        choice = _request(exchange).get("tool_choice")
        if not isinstance(choice, dict) or choice.get("disable_parallel_tool_use") is not True:
            return failed("ex04.parallel_not_disabled", request=number)
        if choice.get("type") != "auto":
            return failed("ex04.tool_choice_forced", request=number, found=str(choice.get("type")))
    names = [c.get("name") for c in _calls(run)]
    if "withdraw" in names and "read_balance" not in names[: names.index("withdraw")]:
        return failed("ex04.write_before_read")
    return None


def _withdrawals(run: Mapping[str, Any]) -> list[list]:
    return [e for e in run.get("log") or [] if isinstance(e, list) and e[:1] == ["withdraw"]]


def _guard_answers(run: Mapping[str, Any]) -> list[dict]:
    return [g for g in run.get("guard") or [] if isinstance(g, dict)]


def refusal_problem(run: Mapping[str, Any], name: str) -> Outcome:
    """Asked for more than the balance, the guard re-reads it, writes nothing, says why."""
    account, amount = account_and_amount(name)
    balance = run_spec(name).balance
    if _withdrawals(run):
        left = (run.get("balances") or {}).get(account)
        return failed("ex04.overdrawn", account=account, amount=amount, left=left)
    answers = _guard_answers(run)
    if not answers:
        return None if run_spec(name).scenario == "bank" else failed("ex04.guard_never_called")
    for answer in answers:
        if "raised" in answer:
            return _guard_raised(run, answer["raised"], refusing=True)
        returned = answer.get("returned")
        if not isinstance(returned, dict) or returned.get("is_error") is not True:
            return failed("ex04.guard_pretends_success")
        content = returned.get("content")
        if not isinstance(content, str) or not (
            _names_balance(content) or _number_in(balance, content)
        ):
            return failed("ex04.guard_message_vague")
    reads = [e for e in run.get("log") or [] if isinstance(e, list) and e[:1] == ["balance"]]
    if len(reads) < len(answers):
        return failed("ex04.guard_no_reread")
    return None


def _names_balance(text: str) -> bool:
    """A mention, not a statement: the refusal names the balance (a word of `BALANCE`)."""
    return any(word in text.lower() for word in _BALANCE_WORDS)


def _guard_raised(run: Mapping[str, Any], raised: Any, *, refusing: bool) -> Outcome:
    """Why the guard raised, honestly: never filled in (the release's stub), a part still
    unfinished, or a crash -- with its message, or saying it had none."""
    raised = raised if isinstance(raised, dict) else {}
    error_type, message = str(raised.get("type")), str(raised.get("message") or "").strip()
    if "guarded_withdraw" in (run.get("unfilled") or []):
        return failed("ex04.guard_not_started")
    if error_type == "NotImplementedError":
        return failed("ex04.guard_unfinished")
    key = "ex04.guard_crashed" if refusing else "ex04.guard_crashed_paying"
    if not message:
        return failed(f"{key}_silent", error_type=error_type)
    return failed(key, error_type=error_type, error=message)


def _number_in(value: float, text: str) -> bool:
    return f"{value:g}" in text


def payment_problem(run: Mapping[str, Any], name: str) -> Outcome:
    """With enough money the guard lets the withdrawal through, once, and reports success."""
    account, amount = account_and_amount(name)
    done = _withdrawals(run)
    answers = _guard_answers(run)
    if any("raised" in a for a in answers):
        raised = next(a["raised"] for a in answers if "raised" in a)
        return _guard_raised(run, raised, refusing=False)
    if not done:
        return failed("ex04.guard_blocks_enough", account=account, amount=amount)
    if len(done) > 1:
        return failed("ex04.withdrew_twice", count=len(done))
    if (run.get("balances") or {}).get(account) != run_spec(name).balance - amount:
        return failed("ex04.balance_wrong", account=account)
    if any(
        isinstance(a.get("returned"), dict) and a["returned"].get("is_error") is True
        for a in answers
    ):
        return failed("ex04.success_as_error")
    return None


def answered_problem(run: Mapping[str, Any], name: str) -> Outcome:
    """The conversation ends with the model's answer (not cut off by errors)."""
    exchanges = _exchanges(run)
    if (exchanges[-1].get("response") or {}).get("stop_reason") != "end_turn":
        return failed("ex04.no_final_answer")
    return None


def every_rule(runs: Mapping[str, Any], names: tuple[str, str, str]) -> Outcome:
    """All rules on a (batch, write_alone, enough) triple of runs."""
    batch, alone, enough = names
    checks = (
        (batch, (description_problem, parallel_problem, refusal_problem, answered_problem)),
        (alone, (refusal_problem, answered_problem)),
        (enough, (parallel_problem, payment_problem, answered_problem)),
    )
    for name, rules in checks:
        run = runs[name]
        problem = start_problem(run)
        for rule in rules:
            problem = problem or rule(run, name)
        if problem:
            return problem
    return None
