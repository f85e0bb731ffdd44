"""Exercise 2's evidence: the model round trip that `handle_turn` completed, if any.

Input is one run's plain evidence: ``{"defined", "error", "exchanges": [{"path",
"request", "status", "response", "error"}, ...], "returned"}``. A *round
trip* is a model call (``POST /v1/messages``) that the API answered with status 200 and a
`tool_use`, followed by the next model call, which is the learner's answer to it. Every
criterion is judged on that answer; a request the API rejected, or a call to another
endpoint (``count_tokens``), never stands in for it (docs/RUBRICS.md, "Evidence").
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from autograder.checks.results import Outcome, failed

__all__ = [
    "api_said",
    "call_block",
    "error_text",
    "final_response",
    "model_exchanges",
    "rejected",
    "round_trip",
    "start_problem",
]

MODEL_PATH = "/v1/messages"


def model_exchanges(run: Mapping[str, Any]) -> list[dict]:
    """The run's calls to the model endpoint, in order (count_tokens and others left out)."""
    return [e for e in run.get("exchanges") or [] if _to_model(e)]


def _to_model(exchange: Mapping[str, Any]) -> bool:
    """A call to ``POST /v1/messages``, by the recorded ``path`` (no path: not one)."""
    return str(exchange.get("path")).split("?")[0] == MODEL_PATH


def _asked_for_tool(exchange: Mapping[str, Any]) -> bool:
    response = exchange.get("response") or {}
    content = response.get("content") or []
    return exchange.get("status") == 200 and any(
        isinstance(b, dict) and b.get("type") == "tool_use" for b in content
    )


def round_trip(run: Mapping[str, Any]) -> dict | None:
    """``{"first", "answer"}``: the first accepted tool-calling exchange and the next call."""
    calls = model_exchanges(run)
    for index, exchange in enumerate(calls[:-1]):
        if _asked_for_tool(exchange):
            return {"first": exchange, "answer": calls[index + 1]}
    return None


def start_problem(run: Mapping[str, Any]) -> Outcome:
    """Why no round trip can be judged (not started, rejected, crashed, no second call)."""
    if not run.get("defined"):
        return failed("ex02.not_started", name="handle_turn")
    error = run.get("error") or {}
    calls = model_exchanges(run)
    if error.get("type") == "NotImplementedError" and not run.get("exchanges"):
        return failed("ex02.not_started", name="handle_turn")
    if round_trip(run) is not None:
        return None
    first_accepted = next((i for i, e in enumerate(calls) if _asked_for_tool(e)), len(calls))
    refused = [e for e in calls[:first_accepted] if e.get("status") != 200]
    if refused:
        return failed("ex02.first_call_rejected", api_said=api_said(refused[0]))
    if error:
        return failed("ex02.crashed", calls=len(calls), **_error_params(error))
    if not calls:
        return failed("ex02.no_model_call")
    return failed("ex02.no_second_call", calls=len(calls))


def _error_params(error: Mapping[str, Any]) -> dict[str, str]:
    return {"error_type": str(error.get("type")), "error": str(error.get("message"))[:300]}


def error_text(exchange: Mapping[str, Any]) -> str:
    envelope = exchange.get("error") or {}
    inner = envelope.get("error") if isinstance(envelope, dict) else None
    message = inner.get("message") if isinstance(inner, dict) else None
    return f"{exchange.get('status')} {message or ''}".strip()


def rejected(trip: Mapping[str, Any]) -> bool:
    return trip["answer"].get("status") != 200


def api_said(exchange: Mapping[str, Any]) -> str:
    """The API's text for a rejected exchange, as a line a message can end with ("" if 200)."""
    if exchange.get("status") == 200:
        return ""
    return f"\n   API: {error_text(exchange)}"


def call_block(trip: Mapping[str, Any]) -> dict:
    """The first `tool_use` block of the response the answer replies to."""
    content = (trip["first"].get("response") or {}).get("content") or []
    return next((b for b in content if isinstance(b, dict) and b.get("type") == "tool_use"), {})


def final_response(run: Mapping[str, Any]) -> dict | None:
    """The last response the model gave in the run (what `handle_turn` should return)."""
    accepted = [e for e in model_exchanges(run) if e.get("status") == 200]
    return accepted[-1].get("response") if accepted else None
