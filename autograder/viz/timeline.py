"""Measured tool-call timings and the picture of them: one at a time vs in parallel.

`time_calls` runs labelled callables (sequentially or on a thread pool) and records when
each started and ended; `latency_chart` draws two such runs one above the other with the
bundled Korean font, so Hangul labels never turn into boxes.
"""

from __future__ import annotations

import io
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

from autograder.catalogue import render
from autograder.viz.conversation import PALETTE
from autograder.viz.fonts import use_korean_font

__all__ = ["LatencyChart", "Span", "latency_chart", "time_calls", "wall_time"]


@dataclass(frozen=True)
class Span:
    """One call: seconds from the start of its batch to its start and end."""

    label: str
    start: float
    end: float

    @property
    def duration(self) -> float:
        return self.end - self.start


def time_calls(
    calls: Sequence[tuple[str, Callable[[], Any]]], *, parallel: bool
) -> tuple[list[Span], list[Any]]:
    """Run `(label, fn)` pairs one at a time or all at once; (spans, results) in input order."""
    origin = time.perf_counter()

    def run(call: tuple[str, Callable[[], Any]]) -> tuple[Span, Any]:
        label, fn = call
        start = time.perf_counter() - origin
        result = fn()
        return Span(label, start, time.perf_counter() - origin), result

    if parallel and calls:
        with ThreadPoolExecutor(max_workers=len(calls)) as pool:
            done = list(pool.map(run, calls))
    else:
        done = [run(call) for call in calls]
    return [span for span, _ in done], [result for _, result in done]


def wall_time(spans: Sequence[Span]) -> float:
    """Seconds from the batch's start until its last call ended."""
    return max((span.end for span in spans), default=0.0)


@dataclass(frozen=True)
class LatencyChart:
    """A matplotlib figure that displays itself as PNG in Jupyter."""

    figure: Any

    def __repr__(self) -> str:
        return "<LatencyChart>"

    def _repr_png_(self) -> bytes:
        buffer = io.BytesIO()
        self.figure.savefig(buffer, format="png", dpi=100, bbox_inches="tight")
        return buffer.getvalue()


def latency_chart(
    sequential: Sequence[Span], parallel: Sequence[Span], *, lang: str = "ko"
) -> LatencyChart:
    """Two timelines of the same calls, one at a time (top) and in parallel (bottom)."""
    from matplotlib.figure import Figure  # no pyplot: no global figure state

    use_korean_font()
    rows = max(len(sequential), len(parallel), 1)
    figure = Figure(figsize=(8, 1.2 + 0.9 * rows))
    top, bottom = figure.subplots(2, 1, sharex=True)
    _draw(top, sequential, render("viz.time.sequential", lang), lang)
    _draw(bottom, parallel, render("viz.time.parallel", lang), lang)
    bottom.set_xlabel(render("viz.time.xlabel", lang))
    figure.suptitle(
        render(
            "viz.time.title", lang, sequential=wall_time(sequential), parallel=wall_time(parallel)
        )
    )
    figure.tight_layout()
    return LatencyChart(figure)


def _draw(axes: Any, spans: Sequence[Span], title: str, lang: str) -> None:
    for row, span in enumerate(spans):
        axes.barh(row, span.duration, left=span.start, color=PALETTE[row % len(PALETTE)])
        axes.text(span.end, row, f" {span.duration:.2f}", va="center", fontsize=8)
    axes.set_yticks(range(len(spans)), [span.label for span in spans])
    axes.invert_yaxis()
    total = wall_time(spans)
    axes.axvline(total, color="#d62728", linestyle="--", linewidth=1)
    axes.set_title(f"{title} · {render('viz.time.total', lang, seconds=total)}", loc="left")
