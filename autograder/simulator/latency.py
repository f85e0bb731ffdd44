"""Simulated time: model latency per response and tool latency per call (zero by default).

``Latency.meridian(scale)`` reproduces the seed's Meridian totals: the seed gives only
19.9 s (one look-up at a time) and 10.8 s (in parallel). The breakdown is an assumption of
this course that yields both: two model responses of 3.1 s and three look-ups of
4.6 / 4.5 / 4.6 s (scale 0.1 -> 1.99 s vs 1.08 s for class use).
Tool latency is spent by the learner's side (``sleep_for_tool``, ``handlers(name, latency)``), since
tools run in the host program, never in the model.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import wraps


@dataclass(frozen=True)
class Latency:
    """Seconds of simulated latency: ``model`` per response, ``tools[name]`` per call."""

    model: float = 0.0
    tools: Mapping[str, float] = field(default_factory=dict)
    default_tool: float = 0.0
    scale: float = 1.0

    @classmethod
    def coerce(cls, value: Latency | float | int | None) -> Latency:
        """``None`` -> zero, a number -> that many seconds per model response."""
        if value is None:
            return cls()
        if isinstance(value, Latency):
            return value
        return cls(model=float(value))

    @classmethod
    def meridian(cls, scale: float = 0.1) -> Latency:
        """An assumed breakdown reproducing the seed's 19.9 s vs 10.8 s totals, scaled."""
        tools = {"get_project_status": 4.6, "get_site_weather": 4.5, "get_permit_state": 4.6}
        return cls(model=3.1, tools=tools, scale=scale)

    def model_seconds(self) -> float:
        return max(0.0, self.model * self.scale)

    def tool_seconds(self, name: str) -> float:
        return max(0.0, self.tools.get(name, self.default_tool) * self.scale)


def sleep_for_tool(name: str, latency: Latency) -> None:
    """Block for the tool's simulated latency (call it inside a sync tool handler)."""
    seconds = latency.tool_seconds(name)
    if seconds:
        time.sleep(seconds)


async def asleep_for_tool(name: str, latency: Latency) -> None:
    """Await the tool's simulated latency (inside an async tool handler)."""
    seconds = latency.tool_seconds(name)
    if seconds:
        await asyncio.sleep(seconds)


def with_latency(name: str, func: Callable, latency: Latency) -> Callable:
    """``func`` wrapped so that each call first spends the tool's simulated latency."""

    @wraps(func)
    def timed(*args: object, **kwargs: object) -> object:
        sleep_for_tool(name, latency)
        return func(*args, **kwargs)

    return timed
