"""Lessons: execution time of each lesson, and the Meridian parallel speed-up.

Targets (issue 5): each lesson under 20 s, all lessons under 2 minutes on a 2-core machine;
the Meridian tool batch run in parallel within 10 % of its slowest single call.

Each lesson runs `LESSON_ROUNDS` times in a fresh kernel through nbclient, as the test suite
runs it (kernel start-up and imports included; `tests.lessons.lessons.execute`): as released
(practice cells skipped, quiz unanswered) and with the reference answers pasted in (every
practice check and quiz question runs), the two runs the tests make, side by side in each
round; the medians are printed, with the load average before and after. The Meridian figures are medians of several runs of the
scenario's own tool handlers with the simulator's latency knob (`Latency.meridian`),
measured side by side: sequential and parallel in the same round.
"""

from __future__ import annotations

import os
import statistics
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import nbformat

from autograder import MODEL, make_client
from autograder.simulator import Latency
from autograder.simulator.handlers import handlers
from autograder.viz import time_calls, wall_time

LESSONS = Path(__file__).resolve().parent.parent / "lessons"
EACH_TARGET, ALL_TARGET, RATIO_TARGET = 20.0, 120.0, 1.1
SCALE, ROUNDS = 0.1, 5
LESSON_ROUNDS = 3
PROMPT = "Meridian 현장 점검: 작업 MEG-2026-0142, Riverside 현장, 허가 P-88213."


def time_lesson(path: Path, with_answers: bool = False) -> float:
    """Seconds to execute one lesson top to bottom in a fresh kernel."""
    from tests.lessons.lessons import answered, execute  # the tests' set-up (IPC, quiet)

    nb = nbformat.read(path, as_version=4)
    nb = answered(nb) if with_answers else nb
    started = time.perf_counter()
    execute(nb, timeout=120)
    return time.perf_counter() - started


def lesson_times() -> None:
    totals = [0.0, 0.0]
    print(f"    load average before: {os.getloadavg()[0]:.2f}")
    print(
        f"    {'lesson (median of ' + str(LESSON_ROUNDS) + ')':42} {'released':>8} {'answered':>8}"
        f"  target < {EACH_TARGET:.0f} s"
    )
    for path in sorted(LESSONS.glob("[0-9][0-9]_*.ipynb")):
        rounds = [(time_lesson(path), time_lesson(path, True)) for _ in range(LESSON_ROUNDS)]
        seconds = [statistics.median(r[i] for r in rounds) for i in (0, 1)]
        totals = [t + s for t, s in zip(totals, seconds, strict=True)]
        verdict = "ok" if max(seconds) < EACH_TARGET else "OVER"
        print(f"    {path.name:42} {seconds[0]:8.1f} {seconds[1]:8.1f}  {verdict}", flush=True)
    verdict = "ok" if max(totals) < ALL_TARGET else "OVER"
    print(
        f"    {'all lessons':42} {totals[0]:8.1f} {totals[1]:8.1f}  "
        f"target < {ALL_TARGET:.0f} s: {verdict}"
    )
    print(f"    load average after: {os.getloadavg()[0]:.2f}")


def meridian_batch() -> tuple[float, float, float]:
    """(sequential, parallel, slowest single call) seconds of one Meridian tool batch."""
    latency = Latency.meridian(scale=SCALE)
    table = handlers("meridian", latency)
    response = make_client("meridian").messages.create(
        model=MODEL,
        max_tokens=1024,
        tools=[{"name": n, "input_schema": {"type": "object"}} for n in table],
        messages=[{"role": "user", "content": PROMPT}],
    )
    calls = [
        (b.name, lambda b=b: table[b.name](**b.input))
        for b in response.content
        if b.type == "tool_use"
    ]
    sequential, _ = time_calls(calls, parallel=False)
    parallel, _ = time_calls(calls, parallel=True)
    slowest = max(span.duration for span in parallel)
    return wall_time(sequential), wall_time(parallel), slowest


def _result(table: dict, block) -> dict:
    return {
        "type": "tool_result",
        "tool_use_id": block.id,
        "content": table[block.name](**block.input),
    }


def site_check(parallel: bool) -> float:
    """End-to-end seconds of the Meridian loop (model latency included)."""
    latency = Latency.meridian(scale=SCALE)
    table = handlers("meridian", latency)
    client = make_client("meridian", latency=latency)
    tools = [{"name": n, "input_schema": {"type": "object"}} for n in table]
    messages: list = [{"role": "user", "content": PROMPT}]
    started = time.perf_counter()
    response = client.messages.create(model=MODEL, max_tokens=1024, tools=tools, messages=messages)
    while response.stop_reason == "tool_use":
        calls = [b for b in response.content if b.type == "tool_use"]
        with ThreadPoolExecutor(max_workers=len(calls) if parallel else 1) as pool:
            results = list(pool.map(lambda b: _result(table, b), calls))
        messages += [
            {"role": "assistant", "content": response.content},
            {"role": "user", "content": results},
        ]
        response = client.messages.create(
            model=MODEL, max_tokens=1024, tools=tools, messages=messages
        )
    return time.perf_counter() - started


def meridian() -> None:
    batches = [meridian_batch() for _ in range(ROUNDS)]
    seq = statistics.median(b[0] for b in batches)
    par = statistics.median(b[1] for b in batches)
    ratio = statistics.median(b[1] / b[2] for b in batches)
    verdict = "ok" if ratio <= RATIO_TARGET else "OVER"
    print(f"    Meridian tool batch (scale {SCALE}, median of {ROUNDS}):")
    print(
        f"      sequential {seq:.3f} s, parallel {par:.3f} s, sequential/parallel = {seq / par:.2f}"
    )
    print(f"      parallel/slowest-call = {ratio:.3f} (target <= {RATIO_TARGET}): {verdict}")
    loops = [(site_check(False), site_check(True)) for _ in range(3)]
    one, both = statistics.median(a for a, _ in loops), statistics.median(b for _, b in loops)
    print("    Meridian site check end to end (model latency included, median of 3):")
    print(f"      sequential {one:.2f} s, parallel {both:.2f} s, ratio {one / both:.2f}")
    print(
        f"      seed (x{SCALE}): {19.9 * SCALE:.2f} s vs {10.8 * SCALE:.2f} s, ratio {19.9 / 10.8:.2f}"
    )


def main() -> None:
    meridian()
    lesson_times()
