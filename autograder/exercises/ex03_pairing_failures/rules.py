"""The rules behind Exercise 3's criteria: the message the learner's function returned.

Input is one run's plain evidence (see ``runs``): the first exchange holds the model's
batch of `tool_use` blocks, ``value`` what the function returned (the messages the rules
read, ``learner_messages``), and the second exchange the request the grader recorded,
which must be exactly question, model turn and those messages (`sent_problem`) before the
API's answer to it counts. Each rule returns ``None`` when it holds, else
:func:`~autograder.checks.results.failed` with a catalogue key and where (`messages.N`,
`content.M`, the call's id and tool).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from autograder.checks.plain import content_text, is_traceback
from autograder.checks.results import Outcome, failed

from .runs import FAILURES, make_executor

FIRST_LEARNER_MESSAGE = 2  # question, the model's turn, then the learner's message(s)


def calls(run: Mapping[str, Any]) -> list[dict]:
    """The `tool_use` blocks of the model's first response."""
    exchanges = run.get("exchanges") or []
    content = ((exchanges[0].get("response") or {}).get("content") or []) if exchanges else []
    return [b for b in content if isinstance(b, dict) and b.get("type") == "tool_use"]


def _label(call: Mapping[str, Any]) -> str:
    return f"{call.get('name')} ({call.get('id')})"


def start_problem(run: Mapping[str, Any], name: str) -> Outcome:
    """Why there is no second request to judge (not started, crashed, nothing returned)."""
    if not run.get("defined"):
        return failed("ex03.not_started", name="tool_results_message")
    error = run.get("error") or {}
    if error.get("type") == "NotImplementedError":
        if run.get("stub", True):  # the released body, never filled in
            return failed("ex03.not_started", name="tool_results_message")
        return failed("ex03.unfinished", name="tool_results_message")
    failure = FAILURES[name]
    if error.get("stage") == "function" and error.get("type") == failure.exception:
        return failed("ex03.exception_not_caught", tool=failure.tool, error_type=failure.exception)
    if error:
        return failed("ex03.crashed", error_type=str(error.get("type")), error=error.get("message"))
    if run.get("returned") in ("none", "other"):
        return failed("ex03.not_a_message", found=run.get("returned"))
    if len(run.get("exchanges") or []) < 2:
        send = run.get("send_error") or {}
        return failed("ex03.not_sendable", error=str(send.get("message", ""))[:300])
    return None


def learner_messages(run: Mapping[str, Any]) -> list:
    """The message(s) the learner's function returned, as the next request carries them."""
    value = run.get("value")
    if run.get("returned") == "message":
        return [value]
    return list(value) if run.get("returned") == "messages" and isinstance(value, list) else []


def sent_problem(run: Mapping[str, Any], name: str) -> Outcome:
    """The recorded next request is exactly question, model turn and the returned message.

    Only then is the API's answer an answer to the learner's message: code that rewrites
    outgoing requests (a patched SDK or transport) sends something else, and that request's
    acceptance says nothing about what the function returned.
    """
    from autograder import MODEL

    from .runs import scenario_object

    first, second = run["exchanges"][0], run["exchanges"][1]
    scenario = scenario_object(name)
    turn = {"role": "assistant", "content": (first.get("response") or {}).get("content")}
    expected = {
        "model": MODEL,
        "max_tokens": 1024,
        "tools": scenario.tools,
        "messages": [
            {"role": "user", "content": scenario.prompt("ko")},
            turn,
            *learner_messages(run),
        ],
    }
    request = second.get("request")
    if not isinstance(request, dict) or any(request.get(k) != v for k, v in expected.items()):
        return failed("ex03.sent_not_returned", path=f"messages.{FIRST_LEARNER_MESSAGE}")
    return None


def _results(message: Any) -> list[tuple[int, dict]]:
    content = message.get("content") if isinstance(message, dict) else None
    if not isinstance(content, list):
        return []
    return [
        (i, b)
        for i, b in enumerate(content)
        if isinstance(b, dict) and b.get("type") == "tool_result"
    ]


def message_problem(run: Mapping[str, Any]) -> Outcome:
    """One user message whose content is a list that opens with the results."""
    messages = learner_messages(run)
    holding = [i for i, m in enumerate(messages) if _results(m)]
    if len(holding) > 1:
        return failed(
            "ex03.results_split",
            count=len(holding),
            path=f"messages.{FIRST_LEARNER_MESSAGE + holding[0]}",
        )
    message = messages[0] if messages else None
    path = f"messages.{FIRST_LEARNER_MESSAGE}"
    if not isinstance(message, dict) or message.get("role") != "user":
        role = message.get("role") if isinstance(message, dict) else None
        return failed("ex03.not_user_message", path=path, role=json.dumps(role))
    content = message.get("content")
    if not isinstance(content, list):
        return failed("ex03.content_not_list", path=f"{path}.content")
    results = _results(message)
    if not results:
        return failed("ex03.no_tool_result", path=f"{path}.content")
    first_other = next(
        (
            i
            for i, b in enumerate(content)
            if not (isinstance(b, dict) and b.get("type") == "tool_result")
        ),
        None,
    )
    if first_other is not None and first_other < results[-1][0]:
        return failed("ex03.text_before_results", path=f"{path}.content.{first_other}")
    return None


def the_results(run: Mapping[str, Any]) -> list[tuple[str, dict]]:
    """(path, block) of every `tool_result` the learner sent, over all their messages."""
    return [
        (f"messages.{FIRST_LEARNER_MESSAGE + m}.content.{i}", block)
        for m, message in enumerate(learner_messages(run))
        for i, block in _results(message)
    ]


def pairing_problem(run: Mapping[str, Any], name: str) -> Outcome:
    """Exactly one result per call, by id: none missing, none doubled, none unknown."""
    batch = calls(run)
    results = the_results(run)
    path = f"messages.{FIRST_LEARNER_MESSAGE}.content"
    ids = [b.get("tool_use_id") for _, b in results]
    if not results:
        return failed("ex03.no_tool_result", path=path)
    names = {c.get("name") for c in batch}
    known = {c.get("id") for c in batch}
    for (where, _), found in zip(results, ids, strict=True):
        if found in known:
            continue
        where = f"{where}.tool_use_id"
        if found in names:
            return failed("ex03.id_is_name", path=where, found=json.dumps(found))
        return failed("ex03.unknown_id", path=where, found=json.dumps(found, ensure_ascii=False))
    doubled = [c for c in batch if ids.count(c.get("id")) > 1]
    if doubled:
        return failed("ex03.result_duplicated", path=path, call=_label(doubled[0]))
    missing = [c for c in batch if c.get("id") not in ids]
    if not missing:
        return None
    if len(batch) > 1 and [c.get("id") for c in batch[:1]] == ids:
        return failed("ex03.only_first_call", path=path, answered=1, calls=len(batch))
    failing = [c for c in missing if FAILURES[name].matches(c.get("name"), c.get("input"))]
    if failing and len(missing) == 1:
        return failed("ex03.failed_call_dropped", path=path, call=_label(failing[0]))
    return failed("ex03.result_missing", path=path, calls=", ".join(_label(c) for c in missing))


def _unpaired(run: Mapping[str, Any], name: str) -> Outcome:
    """The pairing problem when results were sent under ids that match no call."""
    problem = pairing_problem(run, name)
    return problem if problem and problem[1] in ("ex03.id_is_name", "ex03.unknown_id") else None


def _block_for(run: Mapping[str, Any], call: Mapping[str, Any]) -> tuple[str, dict] | None:
    found = [(i, b) for i, b in the_results(run) if b.get("tool_use_id") == call.get("id")]
    return found[0] if len(found) == 1 else None


def _decoded(text: str) -> Any:
    """JSON inside `text`, decoded until it is no longer a JSON string (double encoding)."""
    value: Any = text
    for _ in range(3):
        if not isinstance(value, str):
            return value
        try:
            value = json.loads(value)
        except ValueError:
            return value
    return value


def expected_result(name: str, call: Mapping[str, Any]) -> Any:
    """What the run's tool returned for `call` (parsed), or None for the failing call."""
    try:
        return json.loads(make_executor(name)(call.get("name"), call.get("input")))
    except Exception:  # the failing call raises by design
        return None


def results_problem(run: Mapping[str, Any], name: str) -> Outcome:
    """Each successful call that has one result carries exactly that call's output."""
    batch = calls(run)
    failure = FAILURES[name]
    answered = 0
    for call in batch:
        if failure.matches(call.get("name"), call.get("input")):
            continue
        found = _block_for(run, call)
        if found is None:
            continue
        answered += 1
        where, block = found
        where = f"{where}.content"
        text = content_text(block.get("content"))
        if text is None:
            return failed("ex03.content_not_text", path=where, call=_label(call))
        got = _decoded(text)
        if got == expected_result(name, call):
            continue
        others = [c for c in batch if c is not call and got == expected_result(name, c)]
        if others:
            return failed(
                "ex03.results_swapped", path=where, call=_label(call), other=_label(others[0])
            )
        return failed("ex03.result_content_wrong", path=where, call=_label(call))
    if not answered:
        path = f"messages.{FIRST_LEARNER_MESSAGE}.content"
        return _unpaired(run, name) or failed("ex03.no_successful_result", path=path)
    return None


def _failing_block(run: Mapping[str, Any], name: str) -> tuple[dict, tuple[str, dict] | None]:
    failure = FAILURES[name]
    call = next((c for c in calls(run) if failure.matches(c.get("name"), c.get("input"))), {})
    return call, _block_for(run, call) if call else None


def is_error_problem(run: Mapping[str, Any], name: str) -> Outcome:
    """The failing call's result says `is_error: true`; no successful result does; every
    `is_error` written is a boolean (the API refuses ``"false"`` on a success as well)."""
    call, found = _failing_block(run, name)
    path = f"messages.{FIRST_LEARNER_MESSAGE}.content"
    if found is None:
        dropped = failed("ex03.failed_call_dropped", path=path, call=_label(call))
        return _unpaired(run, name) or dropped
    where, block = found
    flag = block.get("is_error")
    if _not_bool(flag):
        return failed("ex03.is_error_not_bool", path=f"{where}.is_error", found=json.dumps(flag))
    if flag is not True:
        return failed("ex03.failure_not_flagged", path=f"{where}.is_error", call=_label(call))
    for where, other in the_results(run):
        if other is block:
            continue
        flag = other.get("is_error")
        if _not_bool(flag):
            found_text = json.dumps(flag, ensure_ascii=False)
            return failed("ex03.is_error_not_bool", path=f"{where}.is_error", found=found_text)
        if flag is True:
            return failed("ex03.success_flagged", path=f"{where}.is_error")
    return None


def _not_bool(flag: Any) -> bool:
    """An `is_error` written, but not as a boolean (absent is fine: it means false)."""
    return flag is not None and not isinstance(flag, bool)


def error_message_problem(run: Mapping[str, Any], name: str) -> Outcome:
    """The failure's content tells the model what went wrong, in words it can act on."""
    call, found = _failing_block(run, name)
    if found is None:
        path = f"messages.{FIRST_LEARNER_MESSAGE}.content"
        return _unpaired(run, name) or failed(
            "ex03.failed_call_dropped", path=path, call=_label(call)
        )
    where, block = found
    where = f"{where}.content"
    text = content_text(block.get("content"))
    if text is None:
        return failed("ex03.content_not_text", path=where, call=_label(call))
    if not text.strip():
        return failed("ex03.error_message_empty", path=where)
    if is_traceback(text):
        return failed("ex03.error_is_traceback", path=where)
    if not _mentions(text, FAILURES[name].message):
        return failed("ex03.error_message_missing_cause", path=where)
    return None


def _mentions(text: str, message: str) -> bool:
    """Whether `text` (or any string in the JSON it holds) carries the exception's message."""
    wanted = " ".join(message.split())
    return any(wanted in " ".join(s.split()) for s in _strings(_decoded(text), text))


def _strings(value: Any, raw: str) -> list[str]:
    found = [raw]
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            found.append(item)
        elif isinstance(item, dict):
            stack += list(item.values())
        elif isinstance(item, list):
            stack += item
    return found


def api_problem(run: Mapping[str, Any]) -> Outcome:
    """The API accepted the request built from the learner's message."""
    exchange = run["exchanges"][1]
    if exchange.get("status") == 200:
        return None
    error = (exchange.get("error") or {}).get("error") or {}
    return failed(
        "ex03.api_rejected", status=exchange.get("status"), api_message=error.get("message", "")
    )


def reply_stop_reason(run: Mapping[str, Any]) -> str:
    """Why the model stopped after reading the results (a retry of the failure is tool_use)."""
    response = run["exchanges"][1].get("response") or {}
    return str(response.get("stop_reason"))
