"""Exercise 10's first failure, drawn as a conversation with the offending step marked.

`first_failure(evidence)` finds the first failing trial (tasks in order, practice first)
and `failure_view` draws it with `autograder.viz.conversation_view`. The marked step is
the place the verdict names: the ``tool_use`` whose database call broke a rule (or the
write the log and the results disagree on), the request the API rejected or that
diverged from the model, or the final answer when the goal state or the facts are
wrong (for a wrong state: the logged write that changed the wrong order, when there is
one). A hidden task is never drawn: its view says only what the rubric allows -- the
task's number, the trial, the kind of step and the rule -- never its request, orders,
calls or facts.
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from autograder.checks.results import learner_message

from .record import Recording
from .shop import RULES, TOOLS, WRITE_TOOLS
from .tasks import TASKS, is_hidden

__all__ = ["FailureView", "failure_view", "first_failure"]

#: The verdict keys whose ``step`` is a request number (others: a model response).
_REQUEST_STEPS = ("ex10.api_rejected", "ex10.results_split", "ex10.diverged")
#: The verdict keys that name a tool call of a model response.
_CALL_STEPS = (
    "ex10.policy_violation",
    "ex10.unasked_write",
    "ex10.unbacked_success",
    "ex10.refusal_not_error",
)
#: No `run_support` ran: the view is the sentence alone.
_NOT_DEFINED = ("ex10.not_started", "ex10.cell_did_not_run", "ex10.cell_syntax_error")
_KIND = {"request": "요청", "call": "도구 호출", "result": "도구 결과", "answer": "최종 답"}


@dataclass(frozen=True)
class FailureView:
    """The first failure, ready for Jupyter (`_repr_html_`); ``marked`` is the step's path."""

    html: str
    task: str
    trial: int
    kind: str
    marked: str | None

    def _repr_html_(self) -> str:
        return self.html


def first_failure(evidence: Mapping[str, Any]) -> tuple[str, int, tuple, list[dict]] | None:
    """(task id, seed, verdict, the trial's exchanges) of the first failing trial."""
    from . import trials, verdicts

    table = verdicts(evidence)
    ordered = sorted(table, key=is_hidden)
    for task_id in ordered:
        for seed, verdict in enumerate(table[task_id]):
            if verdict is not None:
                run = evidence["runs"].get(task_id) or {}
                split = trials(run) if run.get("defined") else []
                mine = split[seed][1] if seed < len(split) else []
                return task_id, seed, verdict, mine
    return None


def _label(task_id: str) -> str:
    from . import _label as label

    return label(task_id)


def failure_view(evidence: Mapping[str, Any]) -> FailureView | None:
    """The view of the first failure (None when every trial passed)."""
    found = first_failure(evidence)
    if found is None:
        return None
    task_id, seed, (_, key, params), exchanges = found
    if is_hidden(task_id):
        return _hidden_view(task_id, seed, _kind(key), params.get("rule"))
    reason = learner_message(
        key, {"name": "run_support", **params, "rule_text": RULES.get(params.get("rule"), "")}
    )
    if key in _NOT_DEFINED:  # no run to draw
        return _view(task_id, seed, "answer", f"<p>{html.escape(reason)}</p>", None)
    run = evidence["runs"][task_id]
    trials = run.get("trials") or []
    trial = trials[seed] if seed < len(trials) and isinstance(trials[seed], dict) else {}
    messages, path = _marked(TASKS[task_id], seed, key, params, exchanges, trial)
    kind = _kind(key)
    if path and ".content." in path and kind == "answer":
        kind = "result"  # the answer's facts went wrong at a failure returned as a success
    from autograder.viz import conversation_view

    mark = {"path": path or "", "rule": params.get("rule", ""), "message": reason}
    status = "채점: 아래 빨간 테두리가 처음 실패한 곳입니다."
    view = conversation_view(messages, TOOLS, violations=[mark], status=status)
    return _view(task_id, seed, kind, view.html, path)


def _hidden_view(task_id: str, seed: int, kind: str, rule: Any) -> FailureView:
    """What the rubric allows of a hidden task: its number, the trial, step kind and rule."""
    detail = f"규칙 {rule}: {RULES[rule]}" if rule in RULES else "규칙 위반이 아닌 실패"
    body = f"<p>숨은 과제의 대화와 데이터는 보여 주지 않습니다. {html.escape(detail)}</p>"
    return _view(task_id, seed, kind, body, None)


def _view(task_id: str, seed: int, kind: str, body: str, path: str | None) -> FailureView:
    label = _label(task_id)
    title = html.escape(f"{label}, 시행 {seed + 1}: 처음 실패한 {_KIND[kind]}")
    page = f'<div class="tu-ex10-failure"><h4 style="margin:4px 0">{title}</h4>{body}</div>'
    return FailureView(page, label, seed + 1, kind, path)


def _kind(key: str) -> str:
    if key in _REQUEST_STEPS:
        return "request"
    return "call" if key in _CALL_STEPS else "answer"


def _request_messages(exchange: Mapping[str, Any]) -> list:
    messages = (exchange.get("request") or {}).get("messages")
    return list(messages) if isinstance(messages, list) else []


def _marked(task, seed, key, params, exchanges, trial) -> tuple[list, str | None]:
    """(the messages to draw, the path of the marked step)."""
    step = params.get("step")
    if key in _REQUEST_STEPS and isinstance(step, int) and 1 <= step <= len(exchanges):
        messages = _request_messages(exchanges[step - 1])
        return messages, params.get("path") or _contract_path(messages)
    if not exchanges:
        return [{"role": "user", "content": task.request}], None
    messages = _request_messages(exchanges[-1])
    messages.append({"role": "assistant", **_final(task, seed, exchanges)})
    tool = params.get("tool")
    if key == "ex10.wrong_state":
        step, tool = _wrong_write(trial, params)
    if key in _CALL_STEPS or key == "ex10.wrong_state":
        located = _call_path(messages, step, tool)
        if located:
            return messages, located
    if key == "ex10.missing_fact":
        located = _swallowed_failure(messages, task, seed, trial)
        if located:
            return messages, located
    return messages, f"messages.{len(messages) - 1}"


def _swallowed_failure(messages: list, task, seed: int, trial: Mapping[str, Any]) -> str | None:
    """The path of the result that answered this trial's failed read as a success."""
    from .model import faults

    for fault in faults(task, seed):
        op, order = fault.split(":", 1)
        entry = next(
            (
                e
                for e in trial.get("log") or []
                if e.get("op") == op and (e.get("args") or {}).get("order_id") == order
            ),
            None,
        )
        call = _call_path(messages, (entry or {}).get("step"), op, order)
        if call is None or ".content." not in call:
            continue
        index, number = (int(x) for x in call.split(".")[1::2])
        call_id = messages[index]["content"][number].get("id")
        for at, message in enumerate(messages[index + 1 :], index + 1):
            content = message.get("content") if isinstance(message, dict) else None
            for n, block in enumerate(content if isinstance(content, list) else []):
                answers = isinstance(block, dict) and block.get("tool_use_id") == call_id
                if answers and not block.get("is_error"):
                    return f"messages.{at}.content.{n}"
    return None


def _contract_path(messages: list) -> str:
    """Where the contract engine places the first problem of a rejected request."""
    from autograder.contract import validate_messages

    found = validate_messages(messages, TOOLS)
    return found[0].path if found else f"messages.{len(messages) - 1}"


def _final(task, seed, exchanges) -> dict:
    body = Recording(task, seed, exchanges[-1:]).responses[0]
    return {"content": body["content"]}


def _wrong_write(trial: Mapping[str, Any], params: Mapping[str, Any]) -> tuple[Any, Any]:
    """(response, tool) of the logged write that changed an order the goal keeps otherwise."""
    orders = set(str(params.get("orders", "")).split(", "))
    for entry in trial.get("log") or []:
        if entry.get("op") in WRITE_TOOLS and (entry.get("args") or {}).get("order_id") in orders:
            return entry.get("step"), entry.get("op")
    return None, None


def _call_path(messages: list, step: Any, tool: Any, order: Any = None) -> str | None:
    """The path of the first `tool` call (on `order`) in the turn that was response `step`."""
    if not isinstance(step, int):
        return None
    turns = [i for i, m in enumerate(messages) if isinstance(m, dict) and m["role"] == "assistant"]
    if not 1 <= step <= len(turns):
        return None
    index = turns[step - 1]
    content = messages[index].get("content")
    for number, block in enumerate(content if isinstance(content, list) else []):
        is_call = isinstance(block, dict) and block.get("type") == "tool_use"
        on_order = order is None or (block.get("input") or {}).get("order_id") == order
        if is_call and on_order and (tool is None or block.get("name") == tool):
            return f"messages.{index}.content.{number}"
    return f"messages.{index}"
