"""httpx2 transports that hand the SDK's requests to ``Simulator.handle`` (httpx's MockTransport idea).

The SDK (anthropic 2.x, openai 3.x) talks HTTP through httpx2; these transports are the
seam: no socket, the same bytes. Simulated model latency is spent here, with
``time.sleep`` in the sync transport and ``asyncio.sleep`` in the async one, so
``asyncio.gather`` overlaps it as a real client would.
"""

from __future__ import annotations

import asyncio
import time

import httpx2

from autograder.simulator.core import Simulator
from autograder.simulator.errors import SimResponse


class SimulatorTransport(httpx2.BaseTransport):
    """Sync transport: ``httpx2.Client(transport=SimulatorTransport(sim))``."""

    def __init__(self, simulator: Simulator) -> None:
        self.simulator = simulator

    def handle_request(self, request: httpx2.Request) -> httpx2.Response:
        answer = self.simulator.handle(
            request.method, _path(request), request.headers, request.read()
        )
        if answer.delay:
            time.sleep(answer.delay)
        return _to_httpx(answer, request)


class AsyncSimulatorTransport(httpx2.AsyncBaseTransport):
    """Async transport: ``httpx2.AsyncClient(transport=AsyncSimulatorTransport(sim))``."""

    def __init__(self, simulator: Simulator) -> None:
        self.simulator = simulator

    async def handle_async_request(self, request: httpx2.Request) -> httpx2.Response:
        body = await request.aread()
        answer = self.simulator.handle(request.method, _path(request), request.headers, body)
        if answer.delay:
            await asyncio.sleep(answer.delay)
        return _to_httpx(answer, request)


def _path(request: httpx2.Request) -> str:
    return request.url.raw_path.decode("ascii", "replace")


def _to_httpx(answer: SimResponse, request: httpx2.Request) -> httpx2.Response:
    return httpx2.Response(
        answer.status, headers=answer.headers, content=answer.body, request=request
    )
