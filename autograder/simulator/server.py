"""The loopback server: the same core over HTTP on 127.0.0.1 (``python -m autograder serve``).

For ``curl``, ``ANTHROPIC_BASE_URL=http://127.0.0.1:8787`` and other languages' SDKs (a
learner can run the JavaScript ``handleTurn`` against it). One ``Simulator`` serves every
client; the HTTP layer (tornado, bounded connections and workers) is ``server_http``.
Ctrl-C stops it cleanly.

Memory: ``python -m autograder serve`` records no transcript unless asked, and then only
the last ``--keep-transcript N`` exchanges (a ring, ``Transcript(keep=N)``): nothing in
that process reads it, and a ring bounded by count is not bounded by bytes (bodies may be
32 MB). ``serving(simulator)`` leaves the caller's transcript as it is (full by default),
so in-process users (tests, benchmarks) read every exchange.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import threading
from collections.abc import Iterator

from autograder.simulator.core import Simulator
from autograder.simulator.server_http import HOST, Limits, LoopbackServer
from autograder.simulator.transcript import Transcript

DEFAULT_PORT = 8787
#: Exchanges ``python -m autograder serve`` keeps in memory (opt-in: see above).
KEEP_TRANSCRIPT = 0

__all__ = ["DEFAULT_PORT", "HOST", "Limits", "LoopbackServer", "add_arguments", "run", "serving"]


class _Running:
    """A ``LoopbackServer`` on its own thread and event loop (for ``serving``)."""

    def __init__(self, server: LoopbackServer, port: int) -> None:
        self.port = server.bind(port)
        self._ready = threading.Event()
        self._thread = threading.Thread(target=asyncio.run, args=(self._main(server),), daemon=True)

    async def _main(self, server: LoopbackServer) -> None:
        self._loop, self._stop = asyncio.get_running_loop(), asyncio.Event()
        self._ready.set()
        await server.serve(self._stop)

    def start(self) -> None:
        self._thread.start()
        self._ready.wait(timeout=10)

    def stop(self) -> None:
        self._loop.call_soon_threadsafe(self._stop.set)
        self._thread.join(timeout=10)


@contextlib.contextmanager
def serving(
    simulator: Simulator | None = None,
    port: int = 0,
    limits: Limits | None = None,
    *,
    verbose: bool = False,
) -> Iterator[str]:
    """Run a server in a background thread; yields its base URL; stops it on exit."""
    server = LoopbackServer(simulator or Simulator(), limits or Limits(), verbose=verbose)
    running = _Running(server, port)
    running.start()
    try:
        yield f"http://{HOST}:{running.port}"
    finally:
        running.stop()


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
    parser.add_argument(
        "--keep-transcript",
        type=int,
        default=KEEP_TRANSCRIPT,
        help="keep the last N exchanges in memory (default 0: record none)",
    )
    parser.add_argument(
        "--max-connections",
        type=int,
        default=Limits.max_connections,
        help=f"open connections at most; later clients wait (default {Limits.max_connections})",
    )
    parser.add_argument(
        "--workers",
        type=int,
        default=Limits.workers,
        help=f"threads that run the simulator (default {Limits.workers})",
    )
    parser.add_argument("--verbose", action="store_true", help="log every request to stderr")


def _preload_in_background() -> threading.Thread:
    """Load the SDK's types and the NLP resources after the socket listens (issue 25: the
    server listens within two seconds; the first requests wait only for what they need)."""
    from autograder.simulator.model import preload

    loader = threading.Thread(target=preload, name="preload", daemon=True)
    loader.start()
    return loader


def run(args: argparse.Namespace) -> int:
    """Serve until Ctrl-C; then close the socket and return 0."""
    simulator = Simulator(args.scenario, latency=args.latency)
    simulator.transcript = Transcript(keep=args.keep_transcript)
    server = LoopbackServer(
        simulator,
        Limits(max_connections=args.max_connections, workers=args.workers),
        verbose=args.verbose,
    )
    port = server.bind(args.port)
    print(
        f"Offline Messages API on http://{HOST}:{port}  (scenario: {simulator.scenario_name}; Ctrl-C to stop)",
        flush=True,
    )
    print(f"  export ANTHROPIC_BASE_URL=http://{HOST}:{port}", flush=True)
    _preload_in_background()
    try:
        asyncio.run(server.serve(asyncio.Event()))
    except KeyboardInterrupt:
        print("\nStopped.", flush=True)
    return 0
