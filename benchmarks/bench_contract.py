"""Contract engine speed: a long tool-use conversation, against pydantic's own validation.

Prints the median time of ``validate_messages`` for 100 / 1,000 / 10,000 messages (cost
should grow linearly) and, in the same run, the ratio to
``pydantic.TypeAdapter(list[anthropic.types.MessageParam]).validate_python`` on the same
data. Targets: 10,000 messages under 20 ms and at most 0.5x pydantic's time.

A valid plain conversation takes the engine's fast path; the last line shows the precise
scan (what invalid requests, merged turns or SDK objects take) on the same 10,000
messages, so the figures are not only the best case.
"""

from __future__ import annotations

import gc
import statistics
import time
from unittest import mock

import pydantic
from anthropic.types import MessageParam

from autograder.contract import engine, validate_messages

SIZES = (100, 1_000, 10_000)
REPEATS = 21
TOOL = {
    "name": "get_order_status",
    "description": "주문의 현재 상태와 배송 정보를 조회한다.",
    "input_schema": {
        "type": "object",
        "properties": {"order_id": {"type": "string"}},
        "required": ["order_id"],
    },
}


def conversation(length: int) -> list[dict]:
    """Exactly `length` messages: (assistant text + tool_use, user tool_result) rounds after
    the user's question; an even length opens with an assistant greeting so that the
    conversation still ends with the user (claude-sonnet-5 rejects prefill)."""
    messages: list[dict] = []
    if length % 2 == 0:
        messages.append({"role": "assistant", "content": "무엇을 도와드릴까요?"})
    messages.append(
        {"role": "user", "content": "주문 ORD-2026-8842가 어디까지 갔는지 확인해 줄래?"}
    )
    n = 0
    while len(messages) < length:
        tool_id = f"toolu_{n:020d}"
        reply = [
            {"type": "text", "text": "그 주문을 확인해 보겠습니다."},
            {
                "type": "tool_use",
                "id": tool_id,
                "name": "get_order_status",
                "input": {"order_id": "ORD-2026-8842"},
            },
        ]
        result = {
            "type": "tool_result",
            "tool_use_id": tool_id,
            "content": '{"status":"in_transit"}',
        }
        messages += [{"role": "assistant", "content": reply}, {"role": "user", "content": [result]}]
        n += 1
    return messages


def median_ms(function, data) -> tuple[float, float]:
    """Median wall and CPU time (ms) over REPEATS runs, the collector paused for stability.

    CPU time is shown beside wall time because the machine may be shared: other processes
    inflate wall time but barely touch this process's CPU time.
    """
    wall, cpu = [], []
    gc.collect()
    gc.disable()
    try:
        for _ in range(REPEATS):
            started, started_cpu = time.perf_counter(), time.process_time()
            function(data)
            wall.append(time.perf_counter() - started)
            cpu.append(time.process_time() - started_cpu)
    finally:
        gc.enable()
    return statistics.median(wall) * 1000, statistics.median(cpu) * 1000


def main() -> None:
    adapter = pydantic.TypeAdapter(list[MessageParam])
    print(
        f"{'messages':>9} {'contract ms':>12} {'(cpu)':>7} {'pydantic ms':>12} {'(cpu)':>7} {'ratio':>6} {'(cpu)':>6} {'us/msg':>7}"
    )
    for size in SIZES:
        data = conversation(size)
        assert validate_messages(data, [TOOL]) == [], "the benchmark conversation must be valid"
        ours, ours_cpu = median_ms(lambda d: validate_messages(d, [TOOL]), data)
        theirs, theirs_cpu = median_ms(adapter.validate_python, data)
        print(
            f"{len(data):>9} {ours:>12.2f} {ours_cpu:>7.2f} {theirs:>12.2f} {theirs_cpu:>7.2f}"
            f" {ours / theirs:>5.2f}x {ours_cpu / theirs_cpu:>5.2f}x {ours * 1000 / len(data):>7.2f}"
        )
    with mock.patch.object(engine, "fast_check", lambda messages: None):
        slow, slow_cpu = median_ms(lambda d: validate_messages(d, [TOOL]), data)
    print(
        f"precise scan (fast path off), {len(data)} messages: {slow:.2f} ms (cpu {slow_cpu:.2f})"
        f" = {slow / theirs:.2f}x pydantic"
    )
    print(
        "targets: 10,000 messages < 20 ms and <= 0.5x pydantic (wall; cpu shown for busy machines)"
    )


if __name__ == "__main__":
    main()
