"""Play the bank with the learner's three remedies and record what happened.

The learner gives a `withdraw` tool definition (its description states the precondition),
the request options (``tool_choice`` with ``disable_parallel_tool_use``) and a guard,
``guarded_withdraw(bank, account_id, amount)``, that re-reads the balance before writing.
A run is one conversation played by the grader's host loop: the model (the simulator's
bank, which batches the read and the write; or a model that calls the write alone),
``read_balance`` answered from the `Bank`, every `withdraw` through the learner's guard.
Evidence: the exchanges, the bank's call log, the balances left and the guard's answers.

The three unseen runs (another account, amount and balances) are grader-only data
(``hidden/runs.json``, read with `autograder.checks.hidden.load_json`): this module names
them but holds none of their values. Beside the learner's code (``collect`` in the clean
room, or a learner installation) they are unreadable; there a run asks the grader for its
conversation by reference (`HiddenScenario`) and for its question through the grader-held
`Opening` world, and where no grader is present it is recorded as unavailable ("checked
only when graded").
"""

from __future__ import annotations

import contextlib
import io
import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from autograder.checks.hidden import HiddenDataUnavailable, HiddenScenario, load_json
from autograder.checks.plain import to_json_data
from autograder.checks.scenario_files import exercise_scenario
from autograder.checks.stubs import is_stub
from autograder.checks.world import open_world

__all__ = [
    "HIDDEN_RUNS",
    "RUNS",
    "RUN_NAMES",
    "Bank",
    "Opening",
    "Run",
    "account_and_amount",
    "play",
    "read_balance_tool",
    "run_bank",
    "run_spec",
    "scenario_for",
]

EXERCISE = "ex04_same_batch"

ANSWERS = ("withdraw_tool", "request_options", "guarded_withdraw")
MAX_ROUNDS = 6


class Bank:
    """Balances in dollars; `withdraw` writes whatever it is told (the guard's job).

    A world (``checks/world.py``): in the clean room it lives in the grader, and the
    guard gets a proxy offering the ``REMOTE`` names.
    """

    REMOTE: ClassVar[dict[str, str]] = {
        "balance": "call",
        "withdraw": "call",
        "balances": "call",
        "snapshot": "call",
        "log": "read",
    }

    def __init__(self, balances: Mapping[str, float]) -> None:
        self._balances = dict(balances)
        self.log: list[list[Any]] = []

    @classmethod
    def for_run(cls, run: str) -> Bank:
        """The bank run `run` starts with: its account holding the run's balance."""
        account, _ = account_and_amount(run)
        return cls({account: run_spec(run).balance})

    def balance(self, account_id: str) -> float:
        self.log.append(["balance", account_id])
        if account_id not in self._balances:
            raise LookupError(f"계좌 {account_id}을(를) 찾을 수 없습니다.")
        return self._balances[account_id]

    def withdraw(self, account_id: str, amount: float) -> dict[str, Any]:
        self.log.append(["withdraw", account_id, amount])
        if account_id not in self._balances:
            raise LookupError(f"계좌 {account_id}을(를) 찾을 수 없습니다.")
        self._balances[account_id] -= amount
        return {
            "account_id": account_id,
            "withdrawn": amount,
            "balance": self._balances[account_id],
        }

    def balances(self) -> dict[str, float]:
        return dict(self._balances)

    def snapshot(self) -> dict[str, Any]:
        """What the criteria judge: every call in order, and the balances left."""
        return {"log": [list(entry) for entry in self.log], "balances": self.balances()}


@dataclass(frozen=True)
class Run:
    scenario: str  # "bank", or an exercise scenario file
    replacements: Mapping[Any, Any]  # a `variant` of it: another account and amount
    balance: float
    expect: str  # "refused" (balance short) or "paid"
    hidden: bool = False


#: The visible runs, the learner's own batch: the notebook shows them.
RUNS = {
    "batch": Run("bank", {}, 60, "refused"),
    "write_alone": Run("ex04_write_alone", {}, 60, "refused"),
    "enough": Run("bank", {}, 150, "paid"),
}
#: The unseen runs, by name only: their values are in ``hidden/runs.json``.
HIDDEN_RUNS = ("batch_hidden", "write_alone_hidden", "enough_hidden")
#: NB: order = the order clients are opened (the grader binds transcripts by it).
RUN_NAMES = (*RUNS, *HIDDEN_RUNS)


def run_spec(run: str) -> Run:
    """Run `run`'s table row (KeyError: no such run; `HiddenDataUnavailable`: an unseen run
    where the hidden data is not readable)."""
    if run in RUNS:
        return RUNS[run]
    if run not in HIDDEN_RUNS:
        raise KeyError(run)
    table = load_json(EXERCISE, "runs.json")
    row = table["runs"][run]
    replacements = {old: new for old, new in table["replacements"]}
    return Run(row["scenario"], replacements, row["balance"], row["expect"], hidden=True)


def is_hidden(run: str) -> bool:
    return run in HIDDEN_RUNS


def scenario_for(run: str) -> Any:
    """The scenario (name or `Scenario`) a run plays; an unseen run's, where its data is not
    readable, as a `HiddenScenario` reference the grader's simulator resolves."""
    from autograder.simulator import variant

    try:
        spec = run_spec(run)
    except HiddenDataUnavailable:
        return HiddenScenario(EXERCISE, run)
    base = exercise_scenario(spec.scenario) if spec.scenario.startswith("ex") else spec.scenario
    if not spec.replacements:
        return base
    return variant(base, dict(spec.replacements), name=f"ex04_{run}")


class Opening:
    """What a run's conversation opens with: the user's question and `read_balance`.

    A world (``checks/world.py``) so that an unseen run's question, which names its hidden
    account and amount, is built by the grader and only handed out when the run is played.
    """

    REMOTE: ClassVar[dict[str, str]] = {"question": "read", "read_balance": "read"}

    def __init__(self, question: str, read_balance: dict) -> None:
        self.question, self.read_balance = question, read_balance
        self.log: list[list[Any]] = []

    @classmethod
    def for_run(cls, run: str) -> Opening:
        scenario = _scenario_object(scenario_for(run))
        return cls(scenario.prompt("ko"), read_balance_tool(run))

    def snapshot(self) -> dict[str, Any]:
        return {}


def _scenario_object(scenario: Any) -> Any:
    from autograder.simulator import get_scenario

    return get_scenario(scenario) if isinstance(scenario, str) else scenario


def account_and_amount(run: str) -> tuple[str, float]:
    """The account and the amount the run's model asks to withdraw."""
    scenario = _scenario_object(scenario_for(run))
    call = next(c for r in scenario.rounds for c in r if c["tool"] == "withdraw")
    return call["input"]["account_id"], call["input"]["amount"]


def read_balance_tool(run: str = "batch") -> dict:
    """The `read_balance` definition the run sends (the scenario's own)."""
    scenario = _scenario_object(scenario_for(run))
    return next(t for t in scenario.tools if t["name"] == "read_balance")


def play(
    run: str,
    answers: Mapping[str, Any],
    client: Any,
    bank: Bank,
) -> dict[str, Any]:
    """The grader's host loop for one conversation; plain record of what happened."""
    from autograder import MODEL

    opening = open_world("ex04/opening", run)
    tools = [to_json_data(opening.read_balance), answers["withdraw_tool"]]
    options = answers["request_options"] if isinstance(answers["request_options"], dict) else {}
    messages: list[dict] = [{"role": "user", "content": to_json_data(opening.question)}]
    guard_answers: list[Any] = []
    record: dict[str, Any] = {"defined": True, "error": None}
    for _ in range(MAX_ROUNDS):
        try:
            response = client.messages.create(
                model=MODEL, max_tokens=1024, tools=tools, messages=messages, **options
            )
        except Exception as exc:  # a 400 is recorded by the simulator; a TypeError is not
            record["error"] = _error(exc, "request")
            break
        if response.stop_reason != "tool_use":
            break
        results = [
            _answer(block, bank, answers, guard_answers)
            for block in response.content
            if block.type == "tool_use"
        ]
        messages += [
            {"role": "assistant", "content": to_json_data(response.content)},
            {"role": "user", "content": results},
        ]
    record.update(guard=guard_answers, **to_json_data(bank.snapshot()))
    return record


def _answer(block: Any, bank: Bank, answers: Mapping[str, Any], guard_answers: list) -> dict:
    result = {"type": "tool_result", "tool_use_id": block.id}
    args = dict(block.input) if isinstance(block.input, dict) else {}
    if block.name == "read_balance":
        try:
            balance = bank.balance(args.get("account_id"))
            return {
                **result,
                "content": json.dumps({"account_id": args.get("account_id"), "balance": balance}),
            }
        except LookupError as exc:
            return {**result, "content": str(exc), "is_error": True}
    if block.name != "withdraw":
        return {**result, "content": f"알 수 없는 도구: {block.name}", "is_error": True}
    sink = io.StringIO()  # the learner's prints stay out of the grade cell
    try:
        with contextlib.redirect_stdout(sink), contextlib.redirect_stderr(sink):
            answer = answers["guarded_withdraw"](bank, args.get("account_id"), args.get("amount"))
    except Exception as exc:  # the guard's crash is evidence
        guard_answers.append({"raised": _error(exc, "guard")})
        return {**result, "content": f"{type(exc).__name__}: {exc}", "is_error": True}
    plain = to_json_data(answer)
    guard_answers.append({"returned": plain})
    content = plain.get("content") if isinstance(plain, dict) else None
    flag = plain.get("is_error") if isinstance(plain, dict) else None
    return {
        **result,
        "content": content if isinstance(content, str) else json.dumps(plain, ensure_ascii=False),
        "is_error": flag is True,
    }


def _error(exc: BaseException, stage: str) -> dict[str, str]:
    return {"type": type(exc).__name__, "message": str(exc)[:500], "stage": stage}


def run_bank(namespace: Mapping[str, Any], run: str, client_factory: Callable[..., Any]) -> dict:
    """One run with the learner's answers from `namespace` (not defined: nothing is opened)."""
    answers = {name: namespace.get(name) for name in ANSWERS}
    if not isinstance(answers["withdraw_tool"], dict) or not callable(answers["guarded_withdraw"]):
        return {"defined": False, "missing": [n for n in ANSWERS if n not in namespace]}
    answers["withdraw_tool"] = to_json_data(answers["withdraw_tool"])
    answers["request_options"] = to_json_data(answers["request_options"])
    try:
        client = client_factory(scenario_for(run))
        bank = open_world("ex04/bank", run)
    except HiddenDataUnavailable:  # an unseen run without the grader: checked when graded
        return {"defined": True, "unavailable": True}
    record = play(run, answers, client, bank)
    return {**record, "exchanges": _exchanges(client), "unfilled": unfilled(namespace)}


def unfilled(namespace: Mapping[str, Any]) -> list[str]:
    """The answers left as released: never defined, or the guard still the bare stub."""
    missing = [name for name in ANSWERS if name not in namespace]
    if "guarded_withdraw" not in missing and is_stub(namespace.get("guarded_withdraw")):
        missing.append("guarded_withdraw")
    return missing


def _exchanges(client: Any) -> list[dict[str, Any]]:
    from autograder.simulator import get_simulator

    keep = ("request", "status", "response", "error")
    return [
        {key: to_json_data(getattr(exchange, key)) for key in keep}
        for exchange in get_simulator(client).transcript
    ]


def practice(namespace: Mapping[str, Any], run: str = "batch") -> dict[str, Any]:
    """One visible conversation on an offline client: what the learner sees in the notebook."""
    from autograder import make_client

    record = run_bank(namespace, run, make_client)
    if not record.get("defined"):
        return {"missing": record.get("missing")}
    last = (record["exchanges"][-1].get("response") or {}) if record["exchanges"] else {}
    texts = [b.get("text") for b in last.get("content") or [] if b.get("type") == "text"]
    calls = [
        b.get("name")
        for e in record["exchanges"]
        for b in (e.get("response") or {}).get("content") or []
        if b.get("type") == "tool_use"
    ]
    return {
        "calls": calls,
        "balances": record["balances"],
        "guard": record["guard"],
        "answer": texts,
    }
