"""The API's error envelope, status by status (api_rules.md A-R1).

Every error the simulator answers has the body
``{"type": "error", "error": {"type": ..., "message": ...}, "request_id": "req_..."}``
and a ``request-id`` header. Request errors (400, 401, 404, 413, ...) carry
``x-should-retry: false``, so the pinned SDK raises its typed exception
(``anthropic.BadRequestError`` for a 400, ...) on the first try; 429 / 500 / 529 invite a
retry as the API does (offline clients are made with ``max_retries=0`` all the same).
"""

from __future__ import annotations

import itertools
import json
import secrets
import threading
from dataclasses import dataclass, field

#: HTTP status -> the API's ``error.type`` (https://platform.claude.com/docs/en/api/errors).
ERROR_TYPES: dict[int, str] = {
    400: "invalid_request_error",
    401: "authentication_error",
    403: "permission_error",
    404: "not_found_error",
    405: "invalid_request_error",
    413: "request_too_large",
    429: "rate_limit_error",
    500: "api_error",
    529: "overloaded_error",
}

#: Default texts for the statuses that are not about the request's content.
DEFAULT_MESSAGES: dict[int, str] = {
    401: "invalid x-api-key",
    403: "Your API key does not have permission to use the specified resource.",
    404: "Not Found",
    413: "Request exceeds the maximum allowed number of bytes.",
    429: "Number of requests has exceeded your per-minute rate limit.",
    500: "Internal server error",
    529: "Overloaded",
}

#: Statuses the API invites a retry for (rate limit, server trouble); never a 400.
RETRYABLE = frozenset({429, 500, 529})

_BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
_counter = itertools.count(1)
_lock = threading.Lock()


@dataclass
class SimResponse:
    """What the core answers: an HTTP status, headers and the raw body bytes.

    ``delay`` is the simulated model latency in seconds; adapters (transports, server)
    wait for it in their own way (``time.sleep`` or ``asyncio.sleep``). ``payload`` is the
    body as a dict (the message, also for SSE); ``played`` the scenario that answered.
    """

    status: int
    headers: dict[str, str]
    body: bytes
    delay: float = 0.0
    payload: dict | None = field(default=None, repr=False)
    played: str | None = None

    def json(self) -> dict:
        """The body as JSON (SSE bodies are not JSON; use ``payload`` for those)."""
        return json.loads(self.body)


def new_request_id() -> str:
    """A fresh ``req_011C...`` id, shaped like the API's."""
    with _lock:
        n = next(_counter)
    return "req_011C" + to_base62(n, 6) + to_base62(int.from_bytes(secrets.token_bytes(12)), 16)


def to_base62(number: int, width: int) -> str:
    """``number`` in base 62, left-padded with zeros to ``width`` characters."""
    digits = []
    while number:
        number, rest = divmod(number, 62)
        digits.append(_BASE62[rest])
    return "".join(reversed(digits)).rjust(width, "0")[-width:]


def error_body(status: int, message: str | None = None, request_id: str | None = None) -> dict:
    """The API's error envelope for ``status`` (A-R1)."""
    error_type = ERROR_TYPES.get(status, "api_error" if status >= 500 else "invalid_request_error")
    text = message if message is not None else DEFAULT_MESSAGES.get(status, "Error")
    return {
        "type": "error",
        "error": {"type": error_type, "message": text},
        "request_id": request_id or new_request_id(),
    }


def error_response(
    status: int, message: str | None = None, *, details: dict | None = None
) -> SimResponse:
    """A complete error answer: envelope, ``request-id`` and ``x-should-retry: false``.

    ``details`` goes to ``error.details`` (e.g. the thread beta's ``error_code``).
    """
    body = error_body(status, message)
    if details is not None:
        body["error"]["details"] = details
    headers = {
        "content-type": "application/json",
        "request-id": body["request_id"],
        "x-should-retry": "true" if status in RETRYABLE else "false",
    }
    if status == 429:
        headers["retry-after"] = "1"
    return SimResponse(status, headers, json_bytes(body), payload=body)


def json_bytes(obj: object) -> bytes:
    """Compact UTF-8 JSON, Korean kept readable (the API does the same)."""
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
