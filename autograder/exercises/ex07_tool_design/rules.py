"""The rules behind Exercise 7's criteria, read from what the grader's simulator recorded.

Input is one run's plain evidence (``runs``): the exchanges (the tool definition and
options the learner's code put in each request, the model's calls, the executor's results
as the next request carried them). The definition is judged as sent; the results against
the grader's own answer for the input the model really sent (``store``).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from autograder.checks.results import Outcome, failed
from autograder.practice.tool_review import MIN_DESCRIPTION, NAME_SHAPE, VAGUE_NAMES
from autograder.reading import says
from autograder.simulator.model.filling import plain_view

from .runs import NEXT_PAGE_ID, run_spec
from .store import FIELDS, desk, expected_tickets, page_limit

#: The parameters the need names, in its order.
NEEDED = ("requester_id", "status", "created_after", "limit", "cursor")
REQUIRED = ("requester_id",)

#: What a description must say, in the order a learner is told what is missing (each read by
#: meaning: `autograder.reading`, Korean or English, padding and keyword lists set aside).
DESCRIPTION_CLAIMS = (
    ("when_to_use", "ex07.description_no_when"),
    ("when_not_to_use", "ex07.description_no_when_not"),
    ("returns", "ex07.description_no_returns"),
)


# --- the run itself ----------------------------------------------------------------------


def exchanges(run: Mapping[str, Any]) -> list[dict]:
    return [e for e in run.get("exchanges") or [] if isinstance(e, dict)]


def _request(exchange: Mapping[str, Any]) -> dict:
    request = exchange.get("request")
    return request if isinstance(request, dict) else {}


def _response(exchange: Mapping[str, Any]) -> dict:
    response = exchange.get("response")
    return response if isinstance(response, dict) else {}


def start_problem(run: Mapping[str, Any]) -> Outcome:
    if not run.get("defined"):
        return failed("ex07.not_started")
    found = exchanges(run)
    for number, exchange in enumerate(found, 1):
        if exchange.get("status") != 200:
            message = ((exchange.get("error") or {}).get("error") or {}).get("message", "")
            return failed("ex07.api_rejected", request=number, api_message=message)
    error = run.get("error") or {}
    if error:
        return failed(
            "ex07.request_failed", error_type=str(error.get("type")), error=error.get("message")
        )
    if not found:
        return failed("ex07.no_request")
    return None


def tool_sent(run: Mapping[str, Any]) -> dict:
    """The definition as the first request carried it."""
    tools = _request(exchanges(run)[0]).get("tools") or [{}]
    return tools[0] if isinstance(tools[0], dict) else {}


def _schema(tool: Mapping[str, Any]) -> dict:
    schema = tool.get("input_schema")
    return schema if isinstance(schema, dict) else {}


def _calls(exchange: Mapping[str, Any]) -> list[dict]:
    content = _response(exchange).get("content") or []
    return [b for b in content if isinstance(b, dict) and b.get("type") == "tool_use"]


# --- the definition ----------------------------------------------------------------------


def naming_problem(tool: Mapping[str, Any]) -> Outcome:
    """A verb_object name; a description saying what, when, when not, and what it returns."""
    name = str(tool.get("name", ""))
    if name in VAGUE_NAMES or not NAME_SHAPE.fullmatch(name):
        return failed("ex07.name_vague", name=name)
    text = tool.get("description") if isinstance(tool.get("description"), str) else ""
    if len(text) < MIN_DESCRIPTION:
        return failed("ex07.description_short", length=len(text), minimum=MIN_DESCRIPTION)
    for claim, key in DESCRIPTION_CLAIMS:
        if says(text, claim, tool=name) is None:
            return failed(key)
    return None


def parameters_problem(tool: Mapping[str, Any]) -> Outcome:
    """The need's parameters, each described; the id shown by example, the date's format
    said; exactly the values the user must give are required."""
    schema = _schema(tool)
    if schema.get("type") != "object":
        return failed("ex07.schema_not_object")
    props = schema.get("properties") if isinstance(schema.get("properties"), dict) else {}
    for param in NEEDED:
        if param not in props:
            return failed("ex07.param_missing", param=param)
    for param in props:
        if not str(plain_view(props[param]).get("description") or "").strip():
            return failed("ex07.param_undescribed", param=param)
    requester = plain_view(props["requester_id"])
    said = requester.get("description")
    if not (requester.get("examples") or (isinstance(said, str) and says(said, "example"))):
        return failed("ex07.id_no_example")
    date = plain_view(props["created_after"])
    if date.get("format") != "date" and "YYYY-MM-DD" not in str(date.get("description")):
        return failed("ex07.date_format_unsaid")
    required = schema.get("required") if isinstance(schema.get("required"), list) else []
    for param in REQUIRED:
        if param not in required:
            return failed("ex07.required_missing_param", param=param)
    extra = [str(p) for p in required if p not in REQUIRED]
    if extra:
        return failed("ex07.required_too_many", param=extra[0])
    return None


# --- what the model did with it ----------------------------------------------------------


def _forced(choice: Any) -> bool:
    return isinstance(choice, dict) and choice.get("type") in ("any", "tool")


def _input_problem(run: Mapping[str, Any], name: str, call: Mapping[str, Any]) -> Outcome:
    expect, found = dict(run_spec(name).expect), call.get("input")
    found = found if isinstance(found, dict) else {}
    for param in sorted(set(expect) | set(found), key=lambda p: (p not in expect, p)):
        if expect.get(param) != found.get(param):
            return failed(
                "ex07.fill_wrong",
                question=run_spec(name).question,
                param=param,
                expected=_shown(expect.get(param)),
                found=_shown(found.get(param)),
            )
    return None


def _shown(value: Any) -> str:
    return "(없음)" if value is None else json.dumps(value, ensure_ascii=False)


def fill_problem(run: Mapping[str, Any], name: str) -> Outcome:
    """The model calls the tool with exactly the values the question gives."""
    first = exchanges(run)[0]
    calls = _calls(first)
    if not calls:
        return failed("ex07.fill_no_call", question=run_spec(name).question, said=_said(first))
    return _input_problem(run, name, calls[0])


def _said(exchange: Mapping[str, Any], limit: int = 200) -> str:
    content = _response(exchange).get("content") or []
    texts = [str(b.get("text")) for b in content if isinstance(b, dict) and b.get("type") == "text"]
    return " ".join(texts)[:limit]


def ask_back_problem(run: Mapping[str, Any], name: str) -> Outcome:
    """Without the requester, the chat model asks back instead of calling with a guess."""
    first = exchanges(run)[0]
    choice = _request(first).get("tool_choice")
    calls = _calls(first)
    if _forced(choice):
        return failed(
            "ex07.chat_forced",
            request=1,
            found=str(choice.get("type")),
            guessed=_shown(calls[0].get("input") if calls else None),
        )
    if calls:
        return failed(
            "ex07.guessed", question=run_spec(name).question, input=_shown(calls[0].get("input"))
        )
    if "requester_id" not in _said(first, limit=10_000):  # the model's question names what it lacks
        return failed("ex07.no_ask_back", question=run_spec(name).question, said=_said(first))
    return None


def report_problem(run: Mapping[str, Any], name: str) -> Outcome:
    """The report job (no one to answer a question) forces this tool, and gets its call."""
    first = exchanges(run)[0]
    choice = _request(first).get("tool_choice")
    if not _forced(choice):
        found = choice.get("type") if isinstance(choice, dict) else "auto"
        return failed("ex07.report_not_forced", found=str(found))
    # forcing another tool's name never gets here: the API answers 400 (`api_rejected`)
    calls = _calls(first)
    if not calls:
        return failed("ex07.fill_no_call", question=run_spec(name).question, said=_said(first))
    return _input_problem(run, name, calls[0])


# --- what the executor answered ----------------------------------------------------------


def _sent_results(run: Mapping[str, Any]) -> dict[str, tuple[dict, dict]]:
    """call id -> (the call, its tool_result) from the second request's messages."""
    found = exchanges(run)
    if len(found) < 2:
        return {}
    calls: dict[str, dict] = {}
    paired: dict[str, tuple[dict, dict]] = {}
    for message in _request(found[1]).get("messages") or []:
        content = message.get("content") if isinstance(message, dict) else None
        for block in content if isinstance(content, list) else []:
            if not isinstance(block, dict):
                continue
            if block.get("type") == "tool_use":
                calls[str(block.get("id"))] = block
            elif block.get("type") == "tool_result" and block.get("tool_use_id") in calls:
                paired[str(block["tool_use_id"])] = (calls[str(block["tool_use_id"])], block)
    return paired


def _answer(result: Mapping[str, Any]) -> tuple[Any, str]:
    """The executor's answer (parsed JSON) and its text as the model read it."""
    content = result.get("content")
    if isinstance(content, list):
        content = "".join(
            str(b.get("text")) for b in content if isinstance(b, dict) and b.get("type") == "text"
        )
    text = content if isinstance(content, str) else ""
    try:
        return json.loads(text), text
    except ValueError:
        return None, text


def page_problem(
    run: Mapping[str, Any],
    name: str,
    call: Mapping[str, Any],
    result: Mapping[str, Any],
    skip: int = 0,
) -> Outcome:
    """One page: only `FIELDS`, the right tickets newest first, at most `limit` of them."""
    question = run_spec(name).question
    answer, text = _answer(result)
    if result.get("is_error"):
        return failed("ex07.result_error", question=question, content=text[:300])
    if not isinstance(answer, dict) or not isinstance(answer.get("tickets"), list):
        return failed("ex07.result_no_tickets", question=question, content=text[:300])
    rows = answer["tickets"]
    for row in rows:
        keys = set(row) if isinstance(row, dict) else set()
        if keys - set(FIELDS):
            return failed("ex07.result_extra_fields", fields=", ".join(sorted(keys - set(FIELDS))))
        if set(FIELDS) - keys:
            return failed(
                "ex07.result_missing_fields", fields=", ".join(sorted(set(FIELDS) - keys))
            )
    tool_input = {k: v for k, v in (call.get("input") or {}).items() if k != "cursor"}
    tickets = {t["ticket_id"]: t for t in desk(run_spec(name).hidden)}
    limit = page_limit(tool_input)
    expected = expected_tickets(list(tickets.values()), tool_input)[skip : skip + limit]
    ids = [row.get("ticket_id") for row in rows]
    if len(ids) > limit:
        return failed("ex07.result_over_limit", question=question, count=len(ids), limit=limit)
    matching = set(expected_tickets(list(tickets.values()), tool_input))
    if len(ids) == len(expected) and set(map(str, ids)) <= matching and ids != expected:
        return failed("ex07.result_not_newest_first", question=question)  # e.g. oldest first
    if sorted(map(str, ids)) != sorted(expected):
        return failed(
            "ex07.result_wrong_tickets",
            question=question,
            expected=", ".join(expected) or "(없음)",
            found=", ".join(map(str, ids)) or "(없음)",
        )
    for row in rows:
        if any(row[f] != tickets[row["ticket_id"]][f] for f in FIELDS):
            return failed("ex07.result_values_changed", ticket=row["ticket_id"])
    return None


def results_problem(run: Mapping[str, Any], name: str) -> Outcome:
    """The executor's answer to the model's call, as the next request carried it."""
    paired = _sent_results(run)
    calls = _calls(exchanges(run)[0])
    if not calls:
        return failed(
            "ex07.fill_no_call", question=run_spec(name).question, said=_said(exchanges(run)[0])
        )
    if str(calls[0].get("id")) not in paired:
        return failed("ex07.result_not_sent", question=run_spec(name).question)
    return page_problem(run, name, *paired[str(calls[0].get("id"))])


def _ids(answer: Any) -> list[str] | None:
    """The ticket ids of a page, in its order; None when it is no page at all."""
    if not isinstance(answer, dict) or not isinstance(answer.get("tickets"), list):
        return None
    return [str(row.get("ticket_id")) if isinstance(row, dict) else "" for row in answer["tickets"]]


def _own_order(run: Mapping[str, Any], name: str, call: Mapping[str, Any]) -> list[str]:
    """Every ticket id the executor itself finds for the call, in its own order (one big
    page, recorded by `runs`); the grader's answer when that page is not readable."""
    content = run.get("unpaged")
    try:
        own = _ids(json.loads(content)) if isinstance(content, str) else None
    except ValueError:
        own = None
    if own is not None:
        return own
    tool_input = {k: v for k, v in (call.get("input") or {}).items() if k != "cursor"}
    return expected_tickets(desk(run_spec(name).hidden), tool_input)


def cursor_problem(run: Mapping[str, Any], name: str) -> Outcome:
    """Paging only: page one has a `next_cursor` while tickets remain, that cursor brings the
    next tickets *in the executor's own order*, the last page has none. Which tickets, in
    which order and with which fields is `results_problem`'s to judge (one mistake, one
    criterion), so a page is compared by ids with the executor's own unpaged answer."""
    question = run_spec(name).question
    calls = _calls(exchanges(run)[0])
    if not calls:
        return failed("ex07.fill_no_call", question=question, said=_said(exchanges(run)[0]))
    paired = _sent_results(run)
    if str(calls[0].get("id")) not in paired:
        return failed("ex07.result_not_sent", question=question)
    call, result = paired[str(calls[0].get("id"))]
    answer, text = _answer(result)
    first = _ids(answer)
    if result.get("is_error"):
        return failed("ex07.result_error", question=question, content=text[:300])
    if first is None:
        return failed("ex07.result_no_tickets", question=question, content=text[:300])
    own = _own_order(run, name, call)
    if len(own) <= len(first):  # everything fits on page one: nothing to page
        if answer.get("next_cursor") not in (None, ""):
            return failed("ex07.cursor_not_ended", found=_shown(answer.get("next_cursor")))
        return None
    if "next_cursor" not in answer:
        return failed("ex07.cursor_missing", question=question)
    cursor = answer["next_cursor"]
    if not isinstance(cursor, str) or not cursor:
        return failed("ex07.cursor_not_string", question=question, found=_shown(cursor))
    if NEXT_PAGE_ID not in paired:
        return failed("ex07.result_not_sent", question=question)
    last, text = _answer(paired[NEXT_PAGE_ID][1])
    second = _ids(last)
    if paired[NEXT_PAGE_ID][1].get("is_error"):
        return failed("ex07.result_error", question=question, content=text[:300])
    if second is None:
        return failed("ex07.result_no_tickets", question=question, content=text[:300])
    expected = own[len(first) : len(first) + page_limit(call.get("input") or {})]
    if second != expected:
        return failed(
            "ex07.page_two_wrong",
            cursor=cursor,
            expected=", ".join(expected) or "(없음)",
            found=", ".join(second) or "(없음)",
        )
    if len(own) <= len(first) + len(second) and last.get("next_cursor") not in (None, ""):
        return failed("ex07.cursor_not_ended", found=_shown(last.get("next_cursor")))
    return None
