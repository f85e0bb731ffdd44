"""Run the learner's OpenAI-host code against fresh conversations, over both endpoints.

Five functions are exercised, each on a client the grader opens (table: ``given``):

- ``answer_with_openai(client, question, tools, execute_tool, parallel=True)`` gets a
  real ``openai.OpenAI`` client and must run the whole Chat Completions loop itself
  ("loop": parallel calls allowed, "serial": ``parallel=False``);
- ``to_openai_messages(messages)`` gets an Anthropic conversation the grader built from
  the batch the Chat Completions endpoint just answered, and its output is sent back to
  that endpoint ("to_openai");
- ``to_anthropic_messages(messages)`` gets the OpenAI form of a batch the Messages endpoint
  just answered, and its output is sent to the Messages endpoint ("to_anthropic");
- ``mcp_to_anthropic(tool)`` / ``mcp_to_openai(tool)`` get each entry of an MCP server's
  ``tools/list`` answer, and what they return is offered as the tools of a request to
  the Messages / Chat Completions endpoint ("mcp_anthropic", "mcp_openai").

The conversation handed over is derived from the grader's recording of the first
exchange (``given``), so ``evaluate`` re-derives it from bound evidence. Each run
exists twice: on the lesson's two orders and on an unseen parcel batch (four calls, one
tool three times, ids drawn fresh by the grader).
"""

from __future__ import annotations

import contextlib
import io
import json
from collections.abc import Callable, MutableMapping
from typing import Any

import openai  # noqa: F401 -- imported here so the clean room's zygote preloads it

from autograder.checks.plain import to_json_data
from autograder.checks.record import exchanges_of
from autograder.checks.stubs import stub_that_raised
from autograder.checks.swap import patched

from .given import (
    RUNS,
    anthropic_conversation,
    mcp_listing,
    openai_conversation,
    openai_tools,
    scenario_for,
    scenario_object,
    tool_output,
)

__all__ = [
    "REQUEST_LIMIT",
    "LoopDidNotEnd",
    "TooManyRequests",
    "limit_requests",
    "run",
    "scenario_for",
]

#: Past this many Chat Completions requests a loop run is stopped: the longest right run
#: (the parcels one call per round) sends 5, so an endless loop ends in a moment and is
#: judged as one (`rules.loop_problem`), never as a time limit.
REQUEST_LIMIT = 12


class TooManyRequests(BaseException):
    """BaseException: a learner's ``except Exception`` around the request must not swallow it."""


class LoopDidNotEnd(RuntimeError):
    """The notebook's own try-out stops an endless loop with this (its ``except`` shows it)."""

    def __init__(self, limit: int) -> None:
        super().__init__(
            f"요청을 {limit}번 보내도 루프가 끝나지 않았습니다. finish_reason을 확인하세요 "
            f"(no final answer after {limit} requests: check finish_reason)."
        )


def run(namespace: MutableMapping[str, Any], name: str, client_factory: Callable[..., Any]) -> dict:
    """Run `name` once on a fresh client; plain record of what happened and was sent."""
    spec = RUNS[name]
    function = namespace.get(spec.function)
    if not callable(function):
        return {"defined": False}
    client = client_factory(scenario_object(name), sdk=spec.sdk)
    record: dict[str, Any] = {"defined": True, "error": None, "returned": None}
    try:
        if spec.function == "answer_with_openai":
            _loop(namespace, name, function, client, record)
        elif spec.function.startswith("mcp_"):
            _mcp(name, function, client, record)
        else:
            _mapping(name, function, client, record)
    except _Stop:
        pass
    record["exchanges"] = exchanges_of(client)
    return record


class _Stop(Exception):
    """The run cannot go on (the error is in the record)."""


def _call_learner(record: dict, function: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
    sink = io.StringIO()  # the learner's prints stay out of the grade cell
    try:
        with contextlib.redirect_stdout(sink), contextlib.redirect_stderr(sink):
            return function(*args, **kwargs)
    except Exception as exc:  # the learner's bug is evidence, never a grader error
        record["error"] = _error(exc, "function")
        raise _Stop from exc


def _loop(namespace, name: str, function, client, record: dict) -> None:
    scenario = scenario_object(name)
    record["executed"] = executed = []

    def execute_tool(tool: str, arguments: Any) -> str:
        executed.append([to_json_data(tool), to_json_data(arguments)])
        return tool_output(name, tool, arguments)

    question = scenario.prompt("ko")
    limit_requests(client)
    try:
        with patched(namespace, execute_tool=execute_tool):
            returned = _call_learner(
                record, function, client, question, scenario.tools, execute_tool,
                parallel=RUNS[name].parallel,
            )  # fmt: skip
    except TooManyRequests as exc:
        record["error"] = {"type": "TooManyRequests", "message": str(exc), "stage": "function"}
        raise _Stop from exc
    record["returned"] = to_json_data(returned)


def limit_requests(client: Any, limit: int = REQUEST_LIMIT, graded: bool = True) -> Any:
    """`client`, whose ``chat.completions.create`` raises past `limit` requests:
    `TooManyRequests` in a graded run, `LoopDidNotEnd` in the notebook's try-out."""
    completions = client.chat.completions
    create, sent = completions.create, []

    def limited(*args: Any, **kwargs: Any) -> Any:
        if len(sent) >= limit:
            raise TooManyRequests(f"more than {limit} requests") if graded else LoopDidNotEnd(limit)
        sent.append(1)
        return create(*args, **kwargs)

    completions.create = limited
    return client


def _mapping(name: str, function, client, record: dict) -> None:
    from autograder import MODEL

    scenario = scenario_object(name)
    question = scenario.prompt("ko")
    if RUNS[name].sdk == "openai":
        tools = openai_tools(scenario.tools)
        first = client.chat.completions.create(
            model=MODEL, tools=tools, messages=[{"role": "user", "content": question}]
        )
        given = anthropic_conversation(name, to_json_data(first))
    else:
        tools = scenario.tools
        first = client.messages.create(
            model=MODEL, max_tokens=1024, tools=tools,
            messages=[{"role": "user", "content": question}],
        )  # fmt: skip
        given = openai_conversation(name, to_json_data(first))
    returned = to_json_data(_call_learner(record, function, json.loads(json.dumps(given))))
    record["returned"] = "list" if isinstance(returned, list) else type(returned).__name__
    if not isinstance(returned, list):
        return
    try:
        if RUNS[name].sdk == "openai":
            client.chat.completions.create(model=MODEL, tools=tools, messages=returned)
        else:
            client.messages.create(model=MODEL, max_tokens=1024, tools=tools, messages=returned)
    except Exception as exc:  # a 400 is recorded by the simulator; keep the SDK's error
        record["send_error"] = _error(exc, "send")


def _mcp(name: str, function, client, record: dict) -> None:
    """Each listed MCP tool converted by the learner, then offered to the run's endpoint."""
    from autograder import MODEL

    listing = json.loads(json.dumps(mcp_listing(name)))
    converted = [to_json_data(_call_learner(record, function, t)) for t in listing["tools"]]
    record["returned"] = "list"
    question = [{"role": "user", "content": scenario_object(name).prompt("ko")}]
    try:
        if RUNS[name].sdk == "openai":
            client.chat.completions.create(model=MODEL, tools=converted, messages=question)
        else:
            client.messages.create(model=MODEL, max_tokens=1024, tools=converted, messages=question)
    except Exception as exc:  # a 400 is recorded by the simulator; keep the SDK's error
        record["send_error"] = _error(exc, "send")


def _error(exc: BaseException, stage: str) -> dict[str, Any]:
    found: dict[str, Any] = {"type": type(exc).__name__, "message": str(exc)[:500], "stage": stage}
    if isinstance(exc, NotImplementedError):  # the released stub (its name), or a part left
        found["stub"] = stub_that_raised(exc)
    return found
