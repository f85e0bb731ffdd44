"""The loopback server's HTTP/1.1 layer: tornado's parser and connections, bounded.

Tornado is pinned already (a Jupyter dependency). Its HTTP/1.1 parser rejects malformed
framing (bad, signed or oversized chunk sizes, unequal or non-numeric Content-Lengths,
both Content-Length and chunked, oversized headers) with a bare 400 and closes the
connection, before the core sees anything. One event loop holds every connection, so
slow or idle clients cost a socket, not a thread. ``Limits`` bounds the rest:

- connections: at most ``max_connections`` are open; at the cap the server stops
  accepting and later clients wait in the listen backlog (``BACKLOG``) instead of being
  reset; silent connections close after ``idle_seconds`` (headers) / ``body_seconds``;
- work: a request with a large body (over ``inline_bytes``) runs on one of ``workers``
  threads, so it holds one worker while the loop keeps answering the others; small
  bodies are answered on the loop (cheap and bounded: the core is linear in the body,
  learner-supplied regexes run on RE2 in ``autograder.saferegex``); the simulated model
  latency is a timer on the loop and holds no thread;
- logs: nothing per request unless ``verbose`` (then one line each); a client that hangs
  up early is not an error.

The API's own answers: bodies over ``Simulator.max_body_bytes`` get its 413 envelope
without being read; a body sent with a Content-Type that is not JSON gets a 400
``invalid_request_error`` (``content_type_problem``).
"""

from __future__ import annotations

import asyncio
import contextlib
import re
import socket
import sys
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

from tornado import httputil, iostream, netutil
from tornado.http1connection import HTTP1ConnectionParameters, HTTP1ServerConnection

from autograder.simulator.core import Simulator
from autograder.simulator.errors import SimResponse, error_response

HOST = "127.0.0.1"
#: Pending connections the kernel queues while the server is busy or at its cap.
BACKLOG = 1024
_DIGITS = re.compile(r"[0-9]{1,19}")


@dataclass(frozen=True)
class Limits:
    """How much one server holds at once."""

    max_connections: int = 256
    workers: int = 4
    #: Bodies up to this size are answered on the event loop: their cost is small and
    #: bounded (the core is linear in the body; learner regexes run on RE2), and a thread
    #: hand-off per request would double the CPU per request. Larger ones go to a worker.
    inline_bytes: int = 32 * 1024
    idle_seconds: float = 30.0
    body_seconds: float = 60.0

    def __post_init__(self) -> None:
        if self.max_connections < 1 or self.workers < 1:
            raise ValueError("max_connections and workers must be at least 1")


class LoopbackServer:
    """``simulator`` over HTTP/1.1 on 127.0.0.1; call ``serve()`` in an asyncio loop."""

    def __init__(
        self, simulator: Simulator, limits: Limits = Limits(), *, verbose: bool = False
    ) -> None:
        self.simulator, self.limits, self.verbose = simulator, limits, verbose
        self.open_connections = 0
        self._params = HTTP1ConnectionParameters(
            header_timeout=limits.idle_seconds,
            body_timeout=limits.body_seconds,
            # The body limit is the simulator's (a 413 envelope, below); tornado's own
            # check would answer a bare 400 instead.
            max_body_size=1 << 62,
        )
        self._workers = ThreadPoolExecutor(limits.workers, thread_name_prefix="simulator")
        self._sock: socket.socket | None = None
        self._stop_accepting = None
        self._connections: set[HTTP1ServerConnection] = set()

    def bind(self, port: int) -> int:
        """Listen on 127.0.0.1:``port`` (0 picks a free port); returns the port."""
        self._sock = netutil.bind_sockets(port, HOST, family=socket.AF_INET, backlog=BACKLOG)[0]
        return self._sock.getsockname()[1]

    async def serve(self, stop: asyncio.Event) -> None:
        """Answer requests until ``stop`` is set; then close every connection."""
        self._accept()
        try:
            await stop.wait()
        finally:
            self._pause()
            for connection in list(self._connections):
                await connection.close()
            self._sock.close()
            self._workers.shutdown(wait=False, cancel_futures=True)

    def _accept(self) -> None:
        if self._stop_accepting is None:
            self._stop_accepting = netutil.add_accept_handler(self._sock, self._on_accept)

    def _pause(self) -> None:
        if self._stop_accepting is not None:
            self._stop_accepting()
            self._stop_accepting = None

    def _on_accept(self, sock: socket.socket, address: tuple) -> None:
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        connection = HTTP1ServerConnection(iostream.IOStream(sock), self._params)
        self._connections.add(connection)
        self.open_connections += 1
        if self.open_connections >= self.limits.max_connections:
            self._pause()  # the rest wait in the backlog until a connection closes
        connection.start_serving(_Connection(self, connection, address[0]))

    def _closed(self, connection: HTTP1ServerConnection) -> None:
        self._connections.discard(connection)
        self.open_connections -= 1
        if self.open_connections < self.limits.max_connections:
            self._accept()

    def on_worker(self, method: str, path: str, headers: dict, body: bytes) -> asyncio.Future:
        """The core's answer, computed on a worker thread (raises once the pool is shut)."""
        work = self._workers.submit(self.simulator.handle, method, path, headers, body)
        return asyncio.wrap_future(work)


class _Connection(httputil.HTTPServerConnectionDelegate):
    """One client connection: a ``_Request`` per request it sends."""

    def __init__(self, server: LoopbackServer, connection: HTTP1ServerConnection, peer: str):
        self.server, self.connection, self.peer = server, connection, peer

    def start_request(self, server_conn: object, request_conn: httputil.HTTPConnection):
        return _Request(self.server, request_conn, self.peer)

    def on_close(self, server_conn: object) -> None:
        self.server._closed(self.connection)


class _Request(httputil.HTTPMessageDelegate):
    """Collects one request's body (up to the simulator's limit), then writes the answer."""

    def __init__(self, server: LoopbackServer, connection: httputil.HTTPConnection, peer: str):
        self.server, self.connection, self.peer = server, connection, peer
        self.limit = server.simulator.max_body_bytes
        self.parts: list[bytes] = []
        self.size = 0
        self.answered = False

    def headers_received(self, start_line, headers: httputil.HTTPHeaders) -> None:
        self.start_line, self.headers = start_line, headers
        length = headers.get("Content-Length", "")
        if _DIGITS.fullmatch(length) and int(length) > self.limit:
            self._too_large()  # answered now: tornado closes instead of reading the body

    def data_received(self, chunk: bytes) -> None:
        self.size += len(chunk)
        if self.size > self.limit:
            self.parts.clear()
            self._too_large()
        else:
            self.parts.append(chunk)

    def finish(self) -> None:
        line, headers = self.start_line, dict(self.headers.items())
        body = b"".join(self.parts)
        problem = content_type_problem(headers.get("Content-Type"), body)
        if problem:
            self._write(problem)
            return
        if len(body) <= self.server.limits.inline_bytes:
            self._answer(self.server.simulator.handle(line.method, line.path, headers, body))
            return
        try:
            work = self.server.on_worker(line.method, line.path, headers, body)
        except RuntimeError:  # the pool is shut down: the server is stopping
            self._write(error_response(529))
        else:
            work.add_done_callback(self._handled)

    def on_connection_close(self) -> None:
        self.answered = True  # nobody left to answer

    def _too_large(self) -> None:
        if not self.answered:
            self._write(error_response(413))

    def _handled(self, work: asyncio.Future) -> None:
        """A worker's answer (the core answers 500 itself; this is for the pool failing)."""
        if work.cancelled() or work.exception() is not None:
            failure = "Cancelled" if work.cancelled() else type(work.exception()).__name__
            sys.stderr.write(f"simulator server: {failure}\n")
            self._answer(error_response(500, f"Internal server error ({failure})"))
        else:
            self._answer(work.result())

    def _answer(self, response: SimResponse) -> None:
        """Write ``response`` after the simulated model latency (a timer, no thread waits)."""
        if response.delay:
            asyncio.get_running_loop().call_later(response.delay, self._write, response)
        else:
            self._write(response)

    def _write(self, response: SimResponse) -> None:
        if self.answered:
            return
        self.answered = True
        body = b"" if self.start_line.method == "HEAD" else response.body
        head = _LowercaseHeaders(response.headers)
        head["content-length"] = str(len(response.body))
        head["server"] = "tooluse-simulator"
        head["date"] = httputil.format_timestamp(time.time())
        status = httputil.ResponseStartLine(
            "HTTP/1.1", response.status, httputil.responses.get(response.status, "Overloaded")
        )
        with contextlib.suppress(iostream.StreamClosedError, httputil.HTTPOutputError):
            self.connection.write_headers(status, head, body)
            self.connection.finish()
        if self.server.verbose:
            line = self.start_line
            sys.stderr.write(f"{self.peer} {line.method} {line.path} {response.status}\n")


class _LowercaseHeaders(httputil.HTTPHeaders):
    """Header names sent in lower case, as the core (and the API) spell them."""

    def get_all(self) -> Iterator[tuple[str, str]]:
        for name, value in super().get_all():
            yield name.lower(), value


def content_type_problem(content_type: str | None, body: bytes) -> SimResponse | None:
    """The 400 for a body declared as something other than JSON (``None`` when acceptable).

    The API takes ``application/json`` (parameters such as ``charset`` allowed); a request
    without a Content-Type, or without a body, is left to the JSON check. The API's exact
    text for this case is not in the references: this one is ours.
    """
    if not body or content_type is None:
        return None
    media = content_type.split(";", 1)[0].strip().lower()
    if media == "application/json":
        return None
    return error_response(
        400,
        f"Invalid content-type {media or '(empty)'!r}: the request body must be application/json.",
    )
