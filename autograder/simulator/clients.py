"""The one factory: a real ``anthropic`` client answered offline by the simulator.

Lessons, exercises and checks call ``make_client`` and never wire transports themselves.
Live mode (the real API) needs both ``TOOLUSE_LIVE=1`` and ``ANTHROPIC_API_KEY`` -- or
``live=True`` with a key; ``live=False`` and ``TOOLUSE_GRADING=1`` always mean offline.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

import httpx2

from autograder.config import GRADING_ENV, LIVE_ENV
from autograder.simulator.core import Simulator
from autograder.simulator.latency import Latency
from autograder.simulator.model import Scenario
from autograder.simulator.transport import AsyncSimulatorTransport, SimulatorTransport

if TYPE_CHECKING:
    import anthropic
    import openai

#: The key offline clients send (the simulator accepts any key; no real key is ever used).
OFFLINE_KEY = "sk-ant-offline-simulator"
#: The base URLs offline clients are given; requests never leave the process.
BASE_URL = "https://api.anthropic.com"
OPENAI_BASE_URL = "https://api.openai.com/v1"


def live_requested(live: bool | None = None) -> bool:
    """Whether a factory call should return the real client (grading always says no)."""
    if os.environ.get(GRADING_ENV) == "1":
        return False
    if live is not None:
        return live
    return os.environ.get(LIVE_ENV) == "1" and bool(os.environ.get("ANTHROPIC_API_KEY"))


def make_client(
    scenario: str | Scenario | None = None,
    *,
    async_client: bool = False,
    live: bool | None = None,
    latency: Latency | float | None = None,
) -> anthropic.Anthropic | anthropic.AsyncAnthropic:
    """An ``anthropic.Anthropic`` (or ``AsyncAnthropic``) client for the lessons.

    Offline (the default) it is answered by a fresh ``Simulator(scenario, latency=...)``;
    ``get_simulator(client)`` returns it. Live it is the SDK's own client.
    """
    if live_requested(live):
        if not os.environ.get("ANTHROPIC_API_KEY"):
            raise RuntimeError("live mode needs the `ANTHROPIC_API_KEY` environment variable")
        import anthropic

        return anthropic.AsyncAnthropic() if async_client else anthropic.Anthropic()
    return client_for(Simulator(scenario, latency=latency), async_client=async_client)


def client_for(
    simulator: Simulator, *, async_client: bool = False
) -> anthropic.Anthropic | anthropic.AsyncAnthropic:
    """An SDK client wired to ``simulator`` (no retries: errors surface on the first try)."""
    if async_client:
        import anthropic

        http = httpx2.AsyncClient(transport=AsyncSimulatorTransport(simulator))
        return anthropic.AsyncAnthropic(
            api_key=OFFLINE_KEY, base_url=BASE_URL, max_retries=0, http_client=http
        )
    return sdk_client("anthropic", SimulatorTransport(simulator))


#: The SDKs an offline client can be made for (``sdk_client``).
SDKS = ("anthropic", "openai")


def sdk_client(
    sdk: str, transport: httpx2.BaseTransport, *, api_key: str = OFFLINE_KEY
) -> anthropic.Anthropic | openai.OpenAI:
    """The real sync client of `sdk` whose HTTP goes through `transport` (no retries).

    The one place a client is wired to a transport: the lessons' in-process simulator
    and the clean room's pipe to the grader (``grading.child``) both come through here,
    so an ``openai`` client is recorded exactly like an ``anthropic`` one.
    """
    http = httpx2.Client(transport=transport)
    if sdk == "anthropic":
        import anthropic  # lazily too: `import autograder.simulator` stays under a second

        return anthropic.Anthropic(
            api_key=api_key, base_url=BASE_URL, max_retries=0, http_client=http
        )
    if sdk == "openai":
        import openai  # lazily: ~1.7 s of import that only the OpenAI lesson needs

        return openai.OpenAI(
            api_key=api_key, base_url=OPENAI_BASE_URL, max_retries=0, http_client=http
        )
    raise ValueError(f"unknown sdk {sdk!r}; known: {SDKS}")


def make_openai_client(
    scenario: str | Scenario | None = None,
    *,
    latency: Latency | float | None = None,
    simulator: Simulator | None = None,
) -> openai.OpenAI:
    """The real ``openai.OpenAI`` client, answered offline by ``POST /v1/chat/completions``.

    Pass ``simulator=get_simulator(anthropic_client)`` to share one transcript.
    """
    sim = simulator or Simulator(scenario, latency=latency)
    return sdk_client("openai", SimulatorTransport(sim))


def get_simulator(client: object) -> Simulator:
    """The simulator behind an offline client (also after ``client.with_options(...)``)."""
    http = getattr(client, "_client", None)
    simulator = getattr(getattr(http, "_transport", None), "simulator", None)
    if not isinstance(simulator, Simulator):
        raise TypeError(
            f"{type(client).__name__} is not an offline client made by `make_client` "
            "(a live client has no simulator behind it)"
        )
    return simulator
