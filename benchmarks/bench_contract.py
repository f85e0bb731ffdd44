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
    """user question, then (assistant text + tool_use, user tool_result) rounds."""
    messages: list[dict] = [
        {"role": "user", "content": "주문 ORD-2026-8842가 어디까지 갔는지 확인해 줄래?"}
    ]
    n = 0
    while len(messages) < length:
        tool_id = f"toolu_{n:020d}"
        messages.append(
            {
                "role": "assistant",
                "content": [
                    {"type": "text", "text": "그 주문을 확인해 보겠습니다."},
                    {
                        "type": "tool_use",
                        "id": tool_id,
                        "name": "get_order_status",
                        "input": {"order_id": "ORD-2026-8842"},
                    },
                ],
            }
        )
        result = {
            "type": "tool_result",
            "tool_use_id": tool_id,
            "content": '{"status":"in_transit"}',
        }
        messages.append({"role": "user", "content": [result]})
        n += 1
    return messages[:length] if messages[length - 1]["role"] == "user" else messages[: length - 1]


def median_ms(function, data) -> float:
    """Median wall time over REPEATS runs, with the collector paused for stable figures."""
    times = []
    gc.collect()
    gc.disable()
    try:
        for _ in range(REPEATS):
            started = time.perf_counter()
            function(data)
            times.append(time.perf_counter() - started)
    finally:
        gc.enable()
    return statistics.median(times) * 1000


def main() -> None:
    adapter = pydantic.TypeAdapter(list[MessageParam])
    print(
        f"{'messages':>9} {'contract ms':>12} {'pydantic ms':>12} {'ratio':>7} {'us/message':>11}"
    )
    for size in SIZES:
        data = conversation(size)
        assert validate_messages(data, [TOOL]) == [], "the benchmark conversation must be valid"
        ours = median_ms(lambda d: validate_messages(d, [TOOL]), data)
        theirs = median_ms(adapter.validate_python, data)
        print(
            f"{len(data):>9} {ours:>12.2f} {theirs:>12.2f} {ours / theirs:>6.2f}x {ours * 1000 / len(data):>11.2f}"
        )
    with mock.patch.object(engine, "fast_check", lambda messages: None):
        slow = median_ms(lambda d: validate_messages(d, [TOOL]), data)
    print(
        f"precise scan (fast path off), {len(data)} messages: {slow:.2f} ms = {slow / theirs:.2f}x pydantic"
    )
    print("targets: 10,000 messages < 20 ms and <= 0.5x pydantic")


if __name__ == "__main__":
    main()
