"""`client_factory(scenario, sdk="openai")`: an ``openai`` client through the same pipe.

In the clean room both SDKs' requests cross `PipeTransport` to the grader's simulator,
which answers and records them; in-process the same call gives an offline client of
the same SDK. Only the grader's recording is what `evaluate` is ever shown.
"""

from __future__ import annotations

import pytest

from autograder.checks import default_client_factory
from autograder.grading.cleanroom.budgets import Budgets
from autograder.grading.cleanroom.room import CleanRoom
from autograder.grading.cleanroom.sandbox import SandboxSpec
from autograder.simulator import get_simulator
from tests.grading import course

BUDGETS = Budgets(cell_timeout=20.0, notebook_timeout=40.0, output_bytes=2000, memory_mb=512)


@pytest.fixture(scope="module")
def recorded():
    """One clean-room run of the fixture checks (a sandboxed fork server of its own)."""
    spec = SandboxSpec(extra_paths=(str(course.FIXTURES),), preload=("sdkex_checks",))
    with CleanRoom(spec) as room:
        result = room.run([{"index": 0, "source": "x = 1"}], "sdkex_checks", BUDGETS)
    assert result.collected and result.failure is None, result.detail
    return result.checkpoints[0]


@pytest.mark.slow
def test_each_sdk_gets_its_own_client_in_the_clean_room(recorded):
    evidence = recorded.evidence
    assert evidence["clients"] == ["openai", "anthropic"]
    assert evidence["unknown_sdk"] and "no-such-sdk" in evidence["unknown_sdk"]
    assert (evidence["finish_reason"], evidence["stop_reason"]) == ("tool_calls", "tool_use")


@pytest.mark.slow
def test_the_grader_records_the_openai_requests_like_the_anthropic_ones(recorded):
    chat, messages = recorded.transcripts  # one per opened client, in opening order
    assert [e["path"] for e in chat["exchanges"]] == ["/v1/chat/completions"]
    assert [e["path"] for e in messages["exchanges"]] == ["/v1/messages"]
    assert chat["scenario"] == messages["scenario"] == "two_orders"
    request = chat["exchanges"][0]["request"]
    assert request["parallel_tool_calls"] is False and request["tools"][0]["type"] == "function"
    answered = chat["exchanges"][0]["response"]["choices"][0]["message"]["tool_calls"]
    assert [c["id"] for c in answered] == recorded.evidence["calls"]


def test_the_in_process_factory_takes_the_same_sdk_argument():
    openai_client = default_client_factory("two_orders", sdk="openai")
    anthropic_client = default_client_factory("two_orders")
    assert type(openai_client).__module__ == "openai"
    assert type(anthropic_client).__module__ == "anthropic"
    assert get_simulator(openai_client) is not get_simulator(anthropic_client)
    with pytest.raises(ValueError, match="sdk"):
        default_client_factory("two_orders", sdk="no-such-sdk")
