"""The one core: an HTTP request (method, path, headers, body bytes) -> ``SimResponse``.

Transports (sync, async), the loopback server and the benchmarks all call
``Simulator.handle``; nothing else answers requests. Order of checks, as the API does it:
size -> route -> authentication -> injected faults -> JSON -> contract rules -> model id.
"""

from __future__ import annotations

import collections
import functools
import json
import threading
import time
from collections.abc import Callable, Mapping

from autograder.simulator import errors, openai_responses
from autograder.simulator.errors import SimResponse, error_body, error_response, json_bytes
from autograder.simulator.latency import Latency
from autograder.simulator.model import Scenario, decide, get_scenario
from autograder.simulator.openai_compat import check_chat, to_chat_completion, to_messages_request
from autograder.simulator.openai_streaming import sse_body as chat_sse_body
from autograder.simulator.responses import (
    build_message,
    cut_at_stop_sequence,
    estimate_tokens,
    stable_id,
    truncate_to,
)
from autograder.simulator.streaming import sse_body
from autograder.simulator.threads import ThreadStore
from autograder.simulator.transcript import Transcript

#: The OpenAI-compatible route (api_rules.md Part O).
CHAT_ROUTE = "/v1/chat/completions"
#: Every route the simulator answers (Messages, count_tokens, OpenAI's two endpoints).
_ROUTES = (
    "/v1/messages",
    "/v1/messages/count_tokens",
    CHAT_ROUTE,
    "/v1/responses",
    "/v1/responses/input_tokens",
)
#: The API's request size limit for the Messages API (32 MB).
MAX_BODY_BYTES = 32 * 1024 * 1024


class Simulator:
    """The offline Messages API: contract checks, the scripted model, the transcript."""

    def __init__(
        self,
        scenario: str | Scenario | None = None,
        *,
        latency: Latency | float | None = None,
        max_body_bytes: int = MAX_BODY_BYTES,
        profile: str = "current",
    ) -> None:
        self.scenario = _scenario(scenario)
        self.latency = Latency.coerce(latency)
        self.max_body_bytes = max_body_bytes
        self.profile = profile
        self.transcript = Transcript()
        self.threads = ThreadStore()
        self._faults: collections.deque[tuple[int, str | None]] = collections.deque()
        self._lock = threading.Lock()
        self._count = 0

    @property
    def scenario_name(self) -> str:
        return self.scenario.name if self.scenario else "auto"

    def inject_error(self, status: int, message: str | None = None, *, times: int = 1) -> None:
        """Answer the next ``times`` requests with the API's ``status`` error (429, 529, ...)."""
        with self._lock:
            self._faults.extend([(status, message)] * times)

    def handle(
        self, method: str, path: str, headers: Mapping[str, str], body: bytes
    ) -> SimResponse:
        """Answer one HTTP request; record it in the transcript."""
        started = time.time()
        request: object = None
        resolved: object = None
        try:
            lowered = {k.lower(): v for k, v in headers.items()}
            route = path.split("?", 1)[0].rstrip("/")
            response = self._gate(method, route, lowered, body)
            if response is None:
                request = _parse(body)
                if route == CHAT_ROUTE:
                    response, resolved = self._chat(request)
                elif route in (openai_responses.ROUTE, openai_responses.COUNT_ROUTE):
                    response, resolved = self._responses(request, route)
                else:
                    response, resolved = self._messages(request, path, route, lowered)
        except RecursionError:
            response = error_response(400, "The request body is nested too deeply.")
        except Exception as exc:  # the API answers 500 rather than hanging up
            response = error_response(500, f"Internal server error ({type(exc).__name__})")
        self._record(method, path, request, resolved, response, started)
        return response

    def keep(self, method: str, path: str, body: bytes, status: int, payload: dict) -> None:
        """Keep in the transcript an exchange another simulator answered, as `handle` keeps
        its own: ``payload`` is that answer's JSON body. A sandboxed client's simulator only
        mirrors the grader's (`grading.cleanroom.child`): it keeps what the client got
        rather than playing every request again."""
        answer = SimResponse(status, {}, b"", payload=payload)
        self._record(method, path, _parse(body), None, answer, time.time())

    def _gate(self, method: str, route: str, headers: dict, body: bytes) -> SimResponse | None:
        """The answer for requests refused before their body is read (size, route, auth, faults)."""
        if len(body) > self.max_body_bytes:
            return error_response(413)
        if route not in _ROUTES:
            return error_response(404)
        if method.upper() != "POST":
            return error_response(405, f"Method {method.upper()} is not allowed on {route}.")
        if not (headers.get("x-api-key") or headers.get("authorization")):
            return error_response(401, "x-api-key header is required")
        fault = self._next_fault()
        return error_response(*fault) if fault else None

    def _messages(
        self, request: object, path: str, route: str, headers: dict
    ) -> tuple[SimResponse, object]:
        """Answer a parsed body: thread expansion, contract rules, then the model."""
        if isinstance(request, SimResponse):
            return request, None
        beta = is_beta(path, headers)
        threaded = beta and isinstance(request, dict) and "thread" in request
        full = self.threads.expand(request) if threaded else request
        if isinstance(full, SimResponse):
            return full, None
        counting = route.endswith("count_tokens")
        checked = without_beta_fields(full) if beta else full
        if counting and isinstance(checked, dict):
            checked = {"max_tokens": 1, **checked}  # count_tokens takes no max_tokens
        problem = check_request(checked, self.profile)
        if problem or not isinstance(full, dict):
            return problem or error_response(400, "Input should be a valid dictionary"), None
        if counting:
            return _count_tokens(full), None
        answer = self._reply(full)
        if threaded and answer.status == 200:
            self.threads.remember(full, answer.payload)
        return answer, full if threaded else None

    def _reply(self, request: dict) -> SimResponse:
        """The model's answer as the API sends it (JSON, or SSE when ``stream`` is true)."""
        message, played = self._model_message(request)
        return self._answer(message, request.get("stream") is True, sse_body, played)

    def _answer(
        self, payload: dict, stream: bool, to_sse: Callable[[dict], bytes], played: str
    ) -> SimResponse:
        """The 200 for ``payload``: SSE (``to_sse``) when streaming, else JSON; the model's delay."""
        if stream:
            headers = _headers("text/event-stream; charset=utf-8")
            response = SimResponse(200, headers, to_sse(payload), payload=payload)
        else:
            response = _ok(payload)
        response.delay, response.played = self.latency.model_seconds(), played
        return response

    def _model_message(self, request: dict) -> tuple[dict, str]:
        """The model's message for ``request`` and the scenario that played it."""
        decision = decide(request, self.scenario)
        content, stop_reason = decision.content, decision.stop_reason
        content, sequence = cut_at_stop_sequence(content, request.get("stop_sequences"))
        stop_reason = "stop_sequence" if sequence else stop_reason
        max_tokens = request.get("max_tokens")
        if isinstance(max_tokens, int):
            content, cut = truncate_to(content, max_tokens)
            stop_reason, sequence = ("max_tokens", None) if cut else (stop_reason, sequence)
        message_id = self._message_id(request)
        message = build_message(
            request, content, stop_reason, message_id=message_id, stop_sequence=sequence
        )
        return message, decision.scenario

    def _chat(self, request: object) -> tuple[SimResponse, object]:
        """``POST /v1/chat/completions``: OpenAI's rules and shapes around the same model."""
        if isinstance(request, SimResponse):
            return _openai_error(check_chat(None)), None
        problem = check_chat(request)
        if problem:
            return _openai_error(problem), None
        translated = to_messages_request(request)
        message, played = self._model_message(translated)
        completion = to_chat_completion(message, request["model"], int(time.time()))
        stream = request.get("stream") is True
        return self._answer(completion, stream, chat_sse_body, played), translated

    def _responses(self, request: object, route: str) -> tuple[SimResponse, object]:
        """``POST /v1/responses`` (and its ``input_tokens`` count) around the same model."""
        body = None if isinstance(request, SimResponse) else request
        problem = openai_responses.check(body)
        if problem:
            return _openai_error(problem), None
        if route == openai_responses.COUNT_ROUTE:
            return _ok(openai_responses.input_tokens(body)), None
        translated = openai_responses.to_messages_request(body)
        message, played = self._model_message(translated)
        payload = openai_responses.to_response(message, body, int(time.time()))
        stream = body.get("stream") is True
        return self._answer(payload, stream, openai_responses.sse_body, played), translated

    def _message_id(self, request: dict) -> str:
        with self._lock:
            self._count += 1
            count = self._count
        return stable_id("msg_01", request.get("messages"), count)

    def _next_fault(self) -> tuple[int, str | None] | None:
        with self._lock:
            return self._faults.popleft() if self._faults else None

    def _record(
        self,
        method: str,
        path: str,
        request: object,
        resolved: object,
        response: SimResponse,
        started: float,
    ) -> None:
        payload = response.payload
        ok = response.status == 200
        self.transcript.record(
            method=method.upper(),
            path=path,
            request=request if isinstance(request, dict) else None,
            resolved=resolved if isinstance(resolved, dict) else None,
            status=response.status,
            response=payload if ok else None,
            error=None if ok else payload,
            stream=isinstance(request, dict) and request.get("stream") is True,
            scenario=response.played or self.scenario_name,
            started=started,
            delay=response.delay,
        )


def check_request(request: object, profile: str = "current") -> SimResponse | None:
    """The 4xx answer the API gives ``request``, or ``None`` when it is acceptable.

    `request` is a body as plain JSON data: parsed from its text, or made of the exact
    built-in JSON types (`autograder.checks.plain.to_json_data`), as every caller has it."""
    violations = _validate(request, profile)
    if violations:
        return error_response(400, violations[0].api_message)
    from autograder.contract.profiles import model_available  # the contract loads the SDK

    model = request.get("model") if isinstance(request, dict) else None
    if isinstance(model, str) and not model_available(model):
        return error_response(404, f"model: {model}")  # the API's text for unknown and retired ids
    return None


def is_beta(path: str, headers: Mapping[str, str]) -> bool:
    """Whether a Messages request is the beta endpoint's: ``?beta=true`` (the SDK's
    ``client.beta``) or an ``anthropic-beta`` header (`headers`: lower-case keys, or a
    case-insensitive mapping such as httpx's)."""
    return "beta=true" in path or "anthropic-beta" in headers


def without_beta_fields(request: object) -> object:
    """``request`` without the top-level fields only the beta endpoint knows (``thread``, ...).

    The SDK's beta helpers (``client.beta.messages.tool_runner``) send them to
    ``/v1/messages?beta=true``; the contract rules are those of the stable endpoint.
    """
    if not isinstance(request, dict):
        return request
    return {k: v for k, v in request.items() if k not in _beta_only_fields()}


@functools.cache
def _beta_only_fields() -> frozenset[str]:
    from anthropic.types import message_create_params
    from anthropic.types.beta import message_create_params as beta_params

    stable = set(message_create_params.MessageCreateParamsBase.__annotations__)
    return frozenset(set(beta_params.MessageCreateParamsBase.__annotations__) - stable - {"betas"})


def _validate(request: object, profile: str) -> list:
    from autograder.contract import validate_request

    return validate_request(request, profile=profile, plain=True)


def _parse(body: bytes) -> object:
    """The JSON value in ``body``, or the 400 the API answers when it is not JSON."""
    try:
        parsed = json.loads(body.decode("utf-8"))
    except UnicodeDecodeError:
        return error_response(400, "The request body is not valid UTF-8 text.")
    except ValueError as exc:
        return error_response(400, f"The request body is not valid JSON: {exc}.")
    except RecursionError:
        return error_response(400, "The request body is nested too deeply.")
    return parsed


def _headers(content_type: str) -> dict[str, str]:
    request_id = errors.new_request_id()
    # the anthropic SDK reads request-id, the openai SDK x-request-id (`response.request_id`)
    return {"content-type": content_type, "request-id": request_id, "x-request-id": request_id}


def _count_tokens(request: dict) -> SimResponse:
    """``POST /v1/messages/count_tokens``: the prompt's (estimated) input tokens."""
    prompt = [request.get("system"), request.get("tools"), request.get("messages")]
    return _ok({"input_tokens": estimate_tokens(prompt)})


def _openai_error(envelope: dict) -> SimResponse:
    headers = {**_headers("application/json"), "x-should-retry": "false"}
    return SimResponse(400, headers, json_bytes(envelope), payload=envelope)


def _ok(payload: dict) -> SimResponse:
    return SimResponse(200, _headers("application/json"), json_bytes(payload), payload=payload)


def _scenario(value: str | Scenario | None) -> Scenario | None:
    if value is None or value == "auto":
        return None
    if isinstance(value, Scenario):
        return value
    return get_scenario(value)


__all__ = [
    "MAX_BODY_BYTES",
    "SimResponse",
    "Simulator",
    "check_request",
    "error_body",
    "is_beta",
]
