"""The loopback server: the same core over HTTP on 127.0.0.1 (``python -m autograder serve``).

For ``curl``, ``ANTHROPIC_BASE_URL=http://127.0.0.1:8787`` and other languages' SDKs (a
learner can run the JavaScript ``handleTurn`` against it). One ``Simulator`` serves every
client; each connection gets its own thread (stdlib ``ThreadingHTTPServer``, HTTP/1.1
keep-alive). Ctrl-C stops it cleanly.
"""

from __future__ import annotations

import argparse
import socket
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from autograder.simulator.core import Simulator
from autograder.simulator.errors import error_response

HOST = "127.0.0.1"
DEFAULT_PORT = 8787


class _Handler(BaseHTTPRequestHandler):
    """Reads one request, asks the simulator, writes its answer (nothing else)."""

    protocol_version = "HTTP/1.1"
    server_version = "tooluse-simulator"
    timeout = 30  # seconds a silent connection may stay open
    simulator: Simulator
    verbose = False

    def setup(self) -> None:
        super().setup()
        # Headers and body go out in separate writes: without this, Nagle's algorithm and
        # the client's delayed ACK add ~40 ms to every keep-alive response.
        self.connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)

    def do_POST(self) -> None:
        self._serve()

    do_GET = do_PUT = do_DELETE = do_PATCH = do_POST

    def _serve(self) -> None:
        body = self._read_body()
        if body is None:
            answer = error_response(413)
            self.close_connection = True
        else:
            answer = self.simulator.handle(
                self.command, self.path, dict(self.headers.items()), body
            )
        if answer.delay:
            time.sleep(answer.delay)
        self.send_response(answer.status)
        for name, value in answer.headers.items():
            self.send_header(name, value)
        self.send_header("content-length", str(len(answer.body)))
        self.end_headers()
        self.wfile.write(answer.body)

    def _read_body(self) -> bytes | None:
        """The request body, or ``None`` when it is larger than the simulator accepts."""
        limit = self.simulator.max_body_bytes
        if "chunked" in self.headers.get("transfer-encoding", "").lower():
            return self._read_chunked(limit)
        try:
            length = int(self.headers.get("content-length") or 0)
        except ValueError:
            length = 0
        if length > limit:
            return None
        return self.rfile.read(max(0, length))

    def _read_chunked(self, limit: int) -> bytes | None:
        parts, total = [], 0
        while True:
            size = int(self.rfile.readline().split(b";")[0].strip() or b"0", 16)
            if size == 0:
                self.rfile.readline()
                return b"".join(parts)
            total += size
            if total > limit:
                return None
            parts.append(self.rfile.read(size))
            self.rfile.readline()

    def log_message(self, format: str, *args: object) -> None:
        if self.verbose:
            sys.stderr.write(f"{self.address_string()} {format % args}\n")


def make_server(
    simulator: Simulator, port: int = DEFAULT_PORT, *, verbose: bool = False
) -> ThreadingHTTPServer:
    """A server bound to 127.0.0.1:``port`` (0 picks a free port) answering with ``simulator``."""
    handler = type("Handler", (_Handler,), {"simulator": simulator, "verbose": verbose})
    server = ThreadingHTTPServer((HOST, port), handler)
    server.daemon_threads = True
    return server


@contextmanager
def serving(simulator: Simulator | None = None, port: int = 0) -> Iterator[str]:
    """Run a server in a background thread; yields its base URL; stops it on exit."""
    server = make_server(simulator or Simulator(), port)
    thread = threading.Thread(
        target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
    )
    thread.start()
    try:
        yield f"http://{HOST}:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Arguments of ``python -m autograder serve``."""
    parser.add_argument(
        "--port",
        type=int,
        default=DEFAULT_PORT,
        help="port on 127.0.0.1 (default 8787; 0 = any free port)",
    )
    parser.add_argument("--scenario", default="auto", help="scenario name (default: auto)")
    parser.add_argument(
        "--latency", type=float, default=0.0, help="simulated model latency in seconds"
    )
    parser.add_argument("--verbose", action="store_true", help="log every request to stderr")


def run(args: argparse.Namespace) -> int:
    """Serve until Ctrl-C; then close the socket and return 0."""
    simulator = Simulator(args.scenario, latency=args.latency)
    server = make_server(simulator, args.port, verbose=args.verbose)
    port = server.server_address[1]
    print(
        f"Offline Messages API on http://{HOST}:{port}  (scenario: {simulator.scenario_name}; Ctrl-C to stop)",
        flush=True,
    )
    print(f"  export ANTHROPIC_BASE_URL=http://{HOST}:{port}", flush=True)
    try:
        server.serve_forever(poll_interval=0.2)
    except KeyboardInterrupt:
        print("\nStopped.", flush=True)
    finally:
        server.server_close()
    return 0
