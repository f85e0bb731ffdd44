"""Put the learner's tool in front of the simulated model and record what happened.

The learner gives ``TOOL`` (the definition), ``CHAT_OPTIONS`` / ``REPORT_OPTIONS`` (extra
``messages.create`` arguments for the chat assistant and for the nightly report job) and
``run_tool(tool_input, tickets)`` (the executor: filter, keep `FIELDS`, page with a
cursor). A run is one conversation played by the grader's host loop on the generic
scripted model (no scenario: the model knows only what the definition says): a question
with every value, one without the requester (the model should ask back), a search of
two pages (the host asks for the next page with the cursor the executor returned, as a
model would), and the report job. Evidence: the exchanges only; the rules recompute the
right answer from the desk (`store`) and the inputs the model sent.

The five hidden conversations (their questions, expected inputs and the other desk) are
grader-only data (``hidden/conversations.json``, read with `autograder.checks.hidden.load_json`):
this module names them but holds none of their values. A conversation's question and desk
reach the host loop through the grader-held `Opening` world, only when the run is played;
where no grader is present (a learner's installation) an unseen run is recorded as
unavailable ("checked only when graded").
"""

from __future__ import annotations

import contextlib
import copy
import io
import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

from autograder.checks.hidden import HiddenDataUnavailable, load_json
from autograder.checks.plain import to_json_data
from autograder.checks.record import exchanges_of
from autograder.checks.world import open_world

from .store import MAX_LIMIT, desk

__all__ = [
    "ANSWERS",
    "HIDDEN_RUNS",
    "RUNS",
    "RUN_NAMES",
    "Opening",
    "Run",
    "run_design",
    "run_spec",
    "scenario_for",
]

EXERCISE = "ex07_tool_design"

ANSWERS = ("TOOL", "CHAT_OPTIONS", "REPORT_OPTIONS", "run_tool")
MAX_ROUNDS = 3
#: The id of the call the host writes for the second page (it plays the model's turn).
NEXT_PAGE_ID = "toolu_01NextPageByHost"


@dataclass(frozen=True)
class Run:
    question: str
    kind: str  # "fill", "ask_back", "page" or "report"
    expect: Mapping[str, Any] = field(default_factory=dict)  # the input the model should send
    hidden: bool = False


#: NB: order = the order clients are opened (the grader binds transcripts by it).
RUNS = {
    "fill_open": Run(
        "E-20417 직원이 올린 티켓 중 open 상태인 것 3개만 보여 줘.",
        "fill",
        {"requester_id": "E-20417", "status": "open", "limit": 3},
    ),
    "fill_progress": Run(
        "사번 E-31008, in_progress 티켓 있어?",
        "fill",
        {"requester_id": "E-31008", "status": "in_progress"},
    ),
    "fill_since": Run(
        "E-20417이 2026-07-01 이후에 올린 resolved 티켓 10개 찾아 줘.",
        "fill",
        {
            "requester_id": "E-20417",
            "status": "resolved",
            "created_after": "2026-07-01",
            "limit": 10,
        },
    ),
    "ask_back": Run("내가 올린 티켓 중 open 상태인 거 보여 줘.", "ask_back"),
    "next_page": Run(
        "E-52006 직원 티켓을 2개씩 보여 줘.", "page", {"requester_id": "E-52006", "limit": 2}
    ),
    "report": Run(
        "야간 점검: 사번 E-31008의 in_progress 티켓 20개.",
        "report",
        {"requester_id": "E-31008", "status": "in_progress", "limit": 20},
    ),
}
#: The unseen runs, by name only: their values are in ``hidden/conversations.json``.
HIDDEN_RUNS = (
    "fill_hidden_since",
    "fill_hidden_status",
    "ask_back_hidden",
    "next_page_hidden",
    "report_hidden",
)
#: NB: order = the order clients are opened (the grader binds transcripts by it).
RUN_NAMES = (*RUNS, *HIDDEN_RUNS)


def run_spec(run: str) -> Run:
    """Run `run` (KeyError: no such run; `HiddenDataUnavailable`: an unseen run where the
    hidden data is not readable)."""
    if run in RUNS:
        return RUNS[run]
    if run not in HIDDEN_RUNS:
        raise KeyError(run)
    row = load_json(EXERCISE, "conversations.json")["runs"][run]
    return Run(row["question"], row["kind"], row.get("expect") or {}, hidden=True)


def is_hidden(run: str) -> bool:
    return run in HIDDEN_RUNS


class Opening:
    """What a run's conversation starts from: its kind, the user's question and the desk.

    A world (``checks/world.py``) so that an unseen run's question and desk, grader-only
    data, are built by the grader and only handed out when the run is played.
    """

    REMOTE: ClassVar[dict[str, str]] = {"kind": "read", "question": "read", "tickets": "read"}

    def __init__(self, kind: str, question: str, tickets: list) -> None:
        self.kind, self.question, self.tickets = kind, question, tickets
        self.log: list[list[Any]] = []

    @classmethod
    def for_run(cls, run: str) -> Opening:
        spec = run_spec(run)
        return cls(spec.kind, spec.question, desk(spec.hidden))

    def snapshot(self) -> dict[str, Any]:
        return {}


def scenario_for(run: str) -> None:
    """Every run plays the generic model: it knows the tool only from its definition."""
    return None


def run_design(namespace: Mapping[str, Any], run: str, client_factory: Callable[..., Any]) -> dict:
    """One run with the learner's answers (no definition: nothing is opened)."""
    tool = namespace.get("TOOL")
    if not isinstance(tool, dict):
        return {"defined": False, "missing": [n for n in ANSWERS if n not in namespace]}
    answers = {
        "TOOL": to_json_data(tool),
        "run_tool": namespace.get("run_tool"),
    }
    try:
        opening = open_world("ex07/opening", run)
        kind = to_json_data(opening.kind)
    except HiddenDataUnavailable:  # an unseen run without the grader: checked when graded
        return {"defined": True, "unavailable": True}
    client = client_factory(scenario_for(run))
    answers["options"] = _options(
        namespace, "REPORT_OPTIONS" if kind == "report" else "CHAT_OPTIONS"
    )
    record = _play(opening, kind, answers, client)
    return {**record, "exchanges": exchanges_of(client)}


def _options(namespace: Mapping[str, Any], name: str) -> dict:
    value = to_json_data(namespace.get(name))
    return value if isinstance(value, dict) else {}


def _play(opening: Any, kind: str, answers: Mapping[str, Any], client: Any) -> dict[str, Any]:
    """The grader's host loop for one conversation (the report job asks once)."""
    from autograder import MODEL

    tickets = to_json_data(opening.tickets)
    messages: list[dict] = [{"role": "user", "content": to_json_data(opening.question)}]
    record: dict[str, Any] = {"defined": True, "error": None}
    for _ in range(1 if kind == "report" else MAX_ROUNDS):
        try:
            response = client.messages.create(
                model=MODEL,
                max_tokens=1024,
                tools=[answers["TOOL"]],
                messages=messages,
                **answers["options"],
            )
        except Exception as exc:  # a 400 is recorded by the simulator; a TypeError is not
            record["error"] = {"type": type(exc).__name__, "message": str(exc)[:500]}
            break
        if response.stop_reason != "tool_use" or kind == "report":
            break
        calls = [b for b in response.content if b.type == "tool_use"]
        results = [
            _result(c.id, to_json_data(c.input), answers["run_tool"], tickets) for c in calls
        ]
        messages += [
            {"role": "assistant", "content": to_json_data(response.content)},
            {"role": "user", "content": results},
        ]
        if kind == "page" and len(messages) == 3:
            messages += _next_page(to_json_data(calls[0].input), results[0], answers, tickets)
            record["unpaged"] = _unpaged(to_json_data(calls[0].input), answers, tickets)
    return record


def _unpaged(tool_input: Any, answers: Mapping[str, Any], tickets: list) -> Any:
    """The executor's own answer to the same search in one big page: the order its pages
    must follow (paging is judged against the learner's own filter and sort, which
    `results_trimmed` judges, so one mistake is charged once)."""
    if not isinstance(tool_input, dict):
        return None
    whole = {k: v for k, v in tool_input.items() if k != "cursor"} | {"limit": MAX_LIMIT}
    result = _result("unpaged", whole, answers["run_tool"], tickets)
    return None if result.get("is_error") else result["content"]


def _next_page(tool_input: Any, first: dict, answers: Mapping[str, Any], tickets: list) -> list:
    """The model's next step after a page with a cursor, played by the host: the same
    search with ``cursor`` = the ``next_cursor`` the executor returned."""
    try:
        cursor = json.loads(first["content"]).get("next_cursor")
    except (TypeError, ValueError, AttributeError):
        return []
    if not isinstance(cursor, str) or not cursor or not isinstance(tool_input, dict):
        return []
    second = {**tool_input, "cursor": cursor}
    call = {
        "type": "tool_use",
        "id": NEXT_PAGE_ID,
        "name": answers["TOOL"].get("name"),
        "input": second,
    }
    return [
        {"role": "assistant", "content": [call]},
        {"role": "user", "content": [_result(NEXT_PAGE_ID, second, answers["run_tool"], tickets)]},
    ]


def _result(call_id: str, tool_input: Any, run_tool: Any, tickets: list) -> dict:
    """The tool_result of one call: the executor's answer as JSON, a crash as an error."""
    result: dict[str, Any] = {"type": "tool_result", "tool_use_id": call_id}
    if not callable(run_tool):
        return {**result, "content": "run_tool이 정의되지 않았습니다.", "is_error": True}
    sink = io.StringIO()  # the learner's prints stay out of the grade cell
    try:
        with contextlib.redirect_stdout(sink), contextlib.redirect_stderr(sink):
            answer = run_tool(copy.deepcopy(tool_input), copy.deepcopy(tickets))
    except Exception as exc:  # the executor's crash is evidence, sent as the model would see it
        return {**result, "content": f"{type(exc).__name__}: {exc}"[:500], "is_error": True}
    plain = to_json_data(answer)
    content = plain if isinstance(plain, str) else json.dumps(plain, ensure_ascii=False)
    return {**result, "content": content or "(빈 결과)"}


def practice(namespace: Mapping[str, Any], run: str = "fill_open") -> dict[str, Any]:
    """One visible conversation on an offline client: what the learner sees in the notebook."""
    from autograder import make_client

    record = run_design(namespace, run, make_client)
    if not record.get("defined"):
        return {"missing": record.get("missing")}
    shown = []
    for exchange in record["exchanges"]:
        shown += _host_calls(exchange)
        for block in (exchange.get("response") or {}).get("content") or []:
            if block.get("type") == "tool_use":
                shown.append({"call": block.get("input")})
            elif block.get("type") == "text":
                shown.append({"text": block.get("text")})
    return {"question": RUNS[run].question, "model": shown, "error": record.get("error")}


def _host_calls(exchange: Mapping[str, Any]) -> list[dict]:
    """The next-page call the host wrote into this request (the model's turn, played)."""
    messages = (exchange.get("request") or {}).get("messages") or []
    return [
        {"host_call": block.get("input")}
        for message in messages
        if isinstance(message.get("content"), list)
        for block in message["content"]
        if isinstance(block, dict) and block.get("id") == NEXT_PAGE_ID
    ]
