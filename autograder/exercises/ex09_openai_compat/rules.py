"""The rules behind Exercise 9's host-loop criteria, read from the Chat Completions requests.

Input is one run's plain evidence (see ``runs``): every exchange the grader's
simulator recorded while the learner's ``answer_with_openai`` ran, the calls it handed
to ``execute_tool`` and what it returned. Each rule returns ``None`` when it holds, else
:func:`~autograder.checks.results.failed` with a catalogue key and where (`request N`,
`messages.M`, `tools.K`).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from autograder.checks.plain import content_text
from autograder.checks.results import Outcome, failed

from .given import RUNS, scenario_object, tool_output

_ANTHROPIC_FIELDS = ("stop_reason", "'content'", "tool_use", "input")
#: The error of a loop run stopped at the request limit (`runs.TooManyRequests`).
ENDLESS = "TooManyRequests"


def exchanges(run: Mapping[str, Any]) -> list[dict]:
    return list(run.get("exchanges") or [])


def request_of(exchange: Mapping[str, Any]) -> dict:
    request = exchange.get("request")
    return request if isinstance(request, dict) else {}


def choice(exchange: Mapping[str, Any]) -> dict:
    """The first choice of a chat completion (empty when the request was refused)."""
    choices = (exchange.get("response") or {}).get("choices") or [{}]
    return choices[0] if isinstance(choices[0], dict) else {}


def start_problem(run: Mapping[str, Any], name: str) -> Outcome:
    """Why there is nothing to judge: not written, crashed before or outside a request."""
    function = RUNS[name].function
    error = run.get("error") or {}
    if not run.get("defined"):
        return failed("ex09.not_started", name=function)
    refused = any(e.get("status") != 200 for e in exchanges(run))
    # a crash on a refused request is judged by that request; an endless loop, by the loop
    if error and not refused and error.get("type") != ENDLESS:
        return error_problem(error, function)
    if not exchanges(run):
        return failed("ex09.no_request", name=function)
    return None


def error_problem(error: Mapping[str, Any], function: str) -> Outcome:
    """The diagnosis of the learner's function stopping with `error`."""
    text = str(error.get("message", ""))
    if error.get("type") == "NotImplementedError":
        stub = error.get("stub", function)  # recordings before "stub": the stub itself
        if stub:  # a released stub raised: that function was never filled in
            return failed("ex09.not_started", name=stub)
        return failed("ex09.unfinished", name=function, error=text[:200] or "NotImplementedError()")
    if "disable_parallel_tool_use" in text:
        return failed("ex09.anthropic_parallel_flag", name=function)
    if error.get("type") == "AttributeError" and any(f in text for f in _ANTHROPIC_FIELDS):
        return failed("ex09.anthropic_fields", name=function, error=text[:200])
    return failed("ex09.crashed", error_type=str(error.get("type")), error=text[:300])


def tools_problem(run: Mapping[str, Any], name: str) -> Outcome:
    """The first request's tools are the given ones as OpenAI function definitions."""
    sent = request_of(exchanges(run)[0]).get("tools")
    given = scenario_object(name).tools
    if not isinstance(sent, list) or not sent:
        return failed("ex09.tools_missing", request=1)
    if len(sent) != len(given):
        return failed("ex09.tools_count", request=1, sent=len(sent), given=len(given))
    for k, (tool, want) in enumerate(zip(sent, given, strict=True)):
        where = f"tools.{k}"
        function = tool.get("function") if isinstance(tool, dict) else None
        if not isinstance(function, dict) or "input_schema" in tool:
            return failed("ex09.tools_not_converted", request=1, path=where)
        if tool.get("type") != "function":
            return failed("ex09.tool_definition_wrong", request=1, path=f"{where}.type")
        for field, expected in (
            ("name", want["name"]),
            ("description", want.get("description")),
            ("parameters", want["input_schema"]),
        ):
            if function.get(field) != expected:
                return failed(
                    "ex09.tool_definition_wrong", request=1, path=f"{where}.function.{field}"
                )
    return None


def answers_problem(run: Mapping[str, Any], name: str) -> Outcome:
    """Every `tool_calls` answer is followed by a request that answers each call."""
    found = exchanges(run)
    for i, exchange in enumerate(found):
        if exchange.get("status") != 200:
            if i == 0 and tools_problem(run, name):  # the tools row's mistake, judged there
                return None
            return _refused(exchange, i + 1)
        calls = (choice(exchange).get("message") or {}).get("tool_calls") or []
        if choice(exchange).get("finish_reason") != "tool_calls":
            continue
        if i + 1 >= len(found):
            return failed("ex09.stopped_at_tool_calls", request=i + 1)
        problem = _next_request_problem(run, name, found, i, calls)
        if problem:
            return problem
    return None


def _next_request_problem(run, name, found, i, calls) -> Outcome:
    before = request_of(found[i]).get("messages") or []
    after = request_of(found[i + 1]).get("messages") or []
    at = i + 2  # the request number that should answer the calls
    if after[: len(before)] != before:
        return failed("ex09.history_lost", request=at)
    new = after[len(before) :]
    turn = new[0] if new else {}
    if not isinstance(turn, dict) or turn.get("role") != "assistant" or not turn.get("tool_calls"):
        return failed("ex09.assistant_turn_missing", request=at, path=f"messages.{len(before)}")
    problem = assistant_calls_problem(turn, calls, f"messages.{len(before)}", request=at)
    if problem:
        return problem
    problem = executed_problem(run, calls, at)
    if problem:
        return problem
    expected = {c["id"]: tool_output(name, *_call(c)) for c in calls}
    return tool_messages_problem(new[1:], expected, len(before) + 1, request=at)


def _call(call: Mapping[str, Any]) -> tuple[str, Any]:
    function = call.get("function") or {}
    try:
        return function.get("name"), json.loads(function.get("arguments") or "null")
    except ValueError:
        return function.get("name"), None


def assistant_calls_problem(turn: Mapping, calls: list, path: str, **where: Any) -> Outcome:
    """The assistant message replays the calls: same ids, names and JSON-string arguments."""
    sent = turn.get("tool_calls")
    if not isinstance(sent, list) or len(sent) != len(calls):
        return failed("ex09.assistant_calls_changed", path=f"{path}.tool_calls", **where)
    for j, (got, want) in enumerate(zip(sent, calls, strict=True)):
        at = f"{path}.tool_calls.{j}"
        function = got.get("function") if isinstance(got, dict) else None
        if not isinstance(function, dict):
            return failed("ex09.assistant_calls_changed", path=at, **where)
        if not isinstance(function.get("arguments"), str):
            return failed("ex09.arguments_not_string", path=f"{at}.function.arguments", **where)
        if got.get("id") != want["id"] or _call(got) != _call(want):
            return failed("ex09.assistant_calls_changed", path=at, **where)
    return None


def executed_problem(run: Mapping[str, Any], calls: list, request: int) -> Outcome:
    """Each call was run with its arguments parsed from the JSON string into a dict."""
    ran = run.get("executed") or []
    for call in calls:
        name, arguments = _call(call)
        if [name, arguments] in ran:
            continue
        raw = (call.get("function") or {}).get("arguments")
        if [name, raw] in ran:
            return failed("ex09.arguments_not_parsed", request=request, call=call["id"])
        return failed("ex09.call_not_executed", request=request, call=f"{name} ({call['id']})")
    return None


def tool_messages_problem(
    messages: list, expected: Mapping[str, str], first: int, unchecked: tuple = (), **where: Any
) -> Outcome:
    """One `tool` message per call, right after the turn, with its id and its output.

    The outputs of the `unchecked` ids (failed calls, marked in their own way) are not
    compared here.
    """
    answers = []
    for offset, message in enumerate(messages):
        path = f"messages.{first + offset}"
        if not isinstance(message, dict) or message.get("role") != "tool":
            if _holds_results(message):
                return failed("ex09.tool_result_not_mapped", path=path, **where)
            break
        if not isinstance(message.get("tool_call_id"), str):
            return failed("ex09.tool_call_id_missing", path=path, **where)
        answers.append((path, message))
    ids = [m["tool_call_id"] for _, m in answers]
    if len(ids) == len(expected) and sorted(ids) != sorted(expected):
        return ids_problem(ids, expected, f"messages.{first}", **where)
    if sorted(ids) != sorted(expected):
        return failed(
            "ex09.not_one_per_call",
            path=f"messages.{first}",
            calls=len(expected),
            answers=len(ids),
            **where,
        )
    for path, message in answers:
        content = text_of(message.get("content"))
        if content is None:
            return failed("ex09.tool_content_not_string", path=f"{path}.content", **where)
        if message["tool_call_id"] in unchecked:
            continue
        if not same_output(content, expected[message["tool_call_id"]]):
            return failed("ex09.tool_result_wrong", path=f"{path}.content", **where)
    return None


def ids_problem(ids: list, calls: Any, path: str, **where: Any) -> Outcome:
    """One result per call, but under ids that name no call or one call twice."""
    unknown = [str(i) for i in ids if i not in calls]
    twice = sorted({str(i) for i in ids if ids.count(i) > 1})
    return failed("ex09.tool_call_ids_wrong", path=path, ids=", ".join(unknown or twice), **where)


text_of = content_text  # the mapping rules read it as `loop.text_of`


def _holds_results(message: object) -> bool:
    content = message.get("content") if isinstance(message, dict) else None
    return isinstance(content, list) and any(
        isinstance(b, dict) and b.get("type") == "tool_result" for b in content
    )


def same_output(content: str, expected: str) -> bool:
    """The same tool output, however the JSON was re-serialised."""
    if content == expected:
        return True
    try:
        return json.loads(content) == json.loads(expected)
    except ValueError:
        return False


def _refused(exchange: Mapping[str, Any], request: int) -> Outcome:
    error = (exchange.get("error") or {}).get("error") or {}
    return failed(
        "ex09.openai_rejected",
        request=request,
        status=exchange.get("status"),
        param=str(error.get("param")),
        api_message=str(error.get("message", ""))[:300],
    )


def reached_final_answer(run: Mapping[str, Any]) -> bool:
    """Every request was answered and the last answer was not a `tool_calls` one."""
    found = exchanges(run)
    return (
        bool(found)
        and all(e.get("status") == 200 for e in found)
        and choice(found[-1]).get("finish_reason") not in (None, "tool_calls")
    )


def loop_problem(run: Mapping[str, Any], name: str) -> Outcome:
    """The loop ended on the final answer (`finish_reason: "stop"`) and returned its text.

    A refused request is the row's whose mistake caused it (the tools, or the tool
    messages: `answers_problem`); the loop is judged on what it did before it, and it
    did go on after every `tool_calls` answer, up to the refused request."""
    found = exchanges(run)
    if (run.get("error") or {}).get("type") == ENDLESS:
        return failed("ex09.endless_loop", requests=len(found))
    if not reached_final_answer(run) and any(e.get("status") != 200 for e in found):
        return None
    last = choice(found[-1])
    if last.get("finish_reason") == "tool_calls":
        return failed("ex09.stopped_at_tool_calls", request=len(found))
    text = (last.get("message") or {}).get("content")
    returned = run.get("returned")
    if not isinstance(returned, str) or returned.strip() != str(text).strip():
        return failed("ex09.returned_not_final_text", request=len(found))
    return None


def parallel_problem(run: Mapping[str, Any], name: str) -> Outcome:
    """`parallel=False` sets `parallel_tool_calls: false` on every request; True never does."""
    for i, exchange in enumerate(exchanges(run)):
        flag = request_of(exchange).get("parallel_tool_calls")
        if RUNS[name].parallel and flag is False:
            return failed("ex09.parallel_off_unasked", request=i + 1)
        if not RUNS[name].parallel and flag is not False:
            return failed("ex09.parallel_not_off", request=i + 1, found=json.dumps(flag))
    return None
