"""The grader's memory per submission is bounded (issue 24, class 5).

While the grader serves one submission (its model calls, worlds, frames) and judges it
(binding, ``evaluate``), its process may add at most `GRADER_MEMORY_MB` to what it had
when that submission started (`grader_memory`, a soft ``RLIMIT_AS``). A submission that
would need more fails alone with ``grading.memory_limit``; the next learner graded by the
same grader keeps full marks. The attack: a schema bomb (``$defs`` that each point
seven times at the next: millions of nodes once inlined).
"""

from __future__ import annotations

import json

import pytest

from autograder.grading.cleanroom import budgets
from autograder.grading.cleanroom.budgets import (
    GRADER_MEMORY_MB,
    Budgets,
    address_space_bytes,
    grader_memory,
)
from autograder.grading.cleanroom.room import CleanRoom
from autograder.grading.cleanroom.sandbox import SandboxSpec
from autograder.grading.cleanroom.simhost import SimulatorHost
from autograder.grading.plugins.verdicts import judge
from autograder.simulator.model.structured import resolve_refs
from tests.grading import course

pytestmark = [pytest.mark.slow]

MIB = 1024 * 1024
HONEST = (
    "def add(a, b):\n    return a + b\nmessages = [{'role': 'user', 'content': '안녕하세요'}]\n"
)
ASK = course.SOLUTION_ASK.replace("    ### BEGIN SOLUTION\n", "").replace(
    "    ### END SOLUTION\n", ""
)

#: Nine levels of $defs, each naming the next seven times: 7**8 nodes once inlined.
SCHEMA_BOMB = """
def ask(client):
    defs = {f"a{i}": {"type": "object", "properties": {
        f"p{j}": {"$ref": f"#/$defs/a{i + 1}"} for j in range(7)}} for i in range(9)}
    defs["a9"] = {"type": "string"}
    tool = {"name": "get_weather", "description": "weather",
            "input_schema": {"$defs": defs, "$ref": "#/$defs/a0"}}
    reply = client.messages.create(
        model="claude-sonnet-5", max_tokens=200, tools=[tool],
        messages=[{"role": "user", "content": "What's the weather in Hangzhou?"}])
    return reply.stop_reason
"""


class ReadingHost(SimulatorHost):
    """The grader's simulator host, also reading each request as the scripted model's
    request reader does (`simulator/model/state.py`): tool schemas inlined with
    `resolve_refs`, tool results parsed as JSON. Both are grader-side work whose size
    the learner chooses."""

    def handle(self, client, method, path, headers, body):
        request = json.loads(body or b"{}")
        kept = [resolve_refs(t.get("input_schema")) for t in request.get("tools") or []]
        for message in request.get("messages") or []:
            for block in message.get("content") if isinstance(message, dict) else []:
                if isinstance(block, dict) and block.get("type") == "tool_result":
                    kept.append(json.loads(block["content"]))
        self.read = [*getattr(self, "read", []), kept]  # what a transcript keeps
        return super().handle(client, method, path, headers, body)


@pytest.fixture(scope="module")
def reading_room():
    spec = SandboxSpec(extra_paths=(str(course.FIXTURES),), preload=("tinyex_checks",))
    with CleanRoom(spec, host_factory=ReadingHost) as started:
        yield started


def _grade(room, ask: str) -> tuple[object, dict]:
    budgets = Budgets(cell_timeout=60, notebook_timeout=120, memory_mb=4096)
    cells = [{"index": 0, "source": HONEST}, {"index": 1, "source": ask}]
    run = room.run(cells, "tinyex_checks", budgets)
    collected = run.checkpoints.get(1)
    verdicts = judge("tinyex_checks", collected, "grading.not_run", {}) if collected else {}
    return run, verdicts


def _peak_address_space() -> int:
    """The most address space this process ever had (VmPeak), in bytes. The guard bounds
    address space, so this is what it promises; resident memory is not: pages a worker
    mapped for earlier tests and gave back may become resident again without any growth."""
    with open("/proc/self/status", encoding="ascii") as status:
        return next(int(line.split()[1]) * 1024 for line in status if line.startswith("VmPeak"))


def test_the_guard_refuses_an_allocation_past_the_share_and_gives_it_back():
    with grader_memory(address_space_bytes()), pytest.raises(MemoryError):
        bytearray((GRADER_MEMORY_MB + 64) * MIB)
    assert len(bytearray((GRADER_MEMORY_MB + 64) * MIB)) > GRADER_MEMORY_MB * MIB  # restored


#: The grader's share in this test (the bomb inlines to far more than either share).
SHARE_MB = 128


def test_a_schema_bomb_fails_alone_and_the_next_learner_keeps_full_marks(reading_room, monkeypatch):
    monkeypatch.setattr(budgets, "GRADER_MEMORY_MB", SHARE_MB)
    _grade(reading_room, ASK)  # warm: the honest learner's own imports and caches
    start, peak_before = address_space_bytes(), _peak_address_space()
    run, verdicts = _grade(reading_room, SCHEMA_BOMB)
    # 64 MiB: what the grader itself may map between `start` and its own baseline.
    assert _peak_address_space() <= max(peak_before, start + (SHARE_MB + 64) * MIB)
    assert run.failure == "grading.memory_limit", (run.failure, run.detail)
    assert not run.collected or all(v.points == 0 for v in verdicts.values())
    run, verdicts = _grade(reading_room, ASK)  # the next learner, same grader and room
    assert run.failure is None
    assert verdicts and all(v.passed for v in verdicts.values()), verdicts
