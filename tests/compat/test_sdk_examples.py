"""The SDKs' own examples (anthropic-sdk-python, openai-python) complete their success path."""

from __future__ import annotations

import json

import pytest

pytestmark = pytest.mark.compat


def test_anthropic_messages_two_turns(run_client):
    run = run_client("anthropic_sdk/messages.py")
    assert [e.status for e in run.exchanges] == [200, 200]
    second = run.exchanges[1].request["messages"]
    assert second[1]["role"] == "assistant" and second[1]["content"][0]["type"] == "text"
    assert run.out.count("stop_reason='end_turn'") == 2


def test_anthropic_async_stream_accumulates_the_message(run_client):
    run = run_client("anthropic_sdk/messages_stream.py")
    assert "content block finished accumulating: ParsedTextBlock(" in run.out
    accumulated = json.loads(run.out.split("accumulated message: ", 1)[1])
    assert accumulated["stop_reason"] == "end_turn" and accumulated["content"][0]["text"]


def test_anthropic_tools_calls_get_weather_for_sf_then_answers(run_client):
    run = run_client("anthropic_sdk/tools.py")
    first = json.loads(run.out.split("Initial response: ", 1)[1].split("\nFinal response:")[0])
    use = next(b for b in first["content"] if b["type"] == "tool_use")
    assert use["name"] == "get_weather" and use["input"] == {"location": "San Francisco"}
    final = json.loads(run.out.split("Final response: ", 1)[1])
    assert final["stop_reason"] == "end_turn" and "73f" in final["content"][0]["text"]


def test_anthropic_tools_stream_sends_input_json_deltas(run_client):
    run = run_client("anthropic_sdk/tools_stream.py")
    snapshots = [line for line in run.out.splitlines() if line.startswith("snapshot: ")]
    assert snapshots and snapshots[-1] == "snapshot: {'location': 'San Francisco, CA'}"


def test_anthropic_tool_runner_runs_the_decorated_tool(run_client):
    run = run_client("anthropic_sdk/tools_runner.py")
    assert "Fetching weather for San Francisco, CA in " in run.out
    final = run.exchanges[-1].response
    assert final["stop_reason"] == "end_turn" and "Sunny" in final["content"][0]["text"]


def test_openai_demo_standard_streaming_and_raw_response(run_client):
    run = run_client("openai_sdk/demo.py")
    standard, streaming, raw = run.out.split("-----")[2::2]
    assert "Say this is a test" in standard
    assert "How do I output all files" in streaming
    request_id, content = raw.strip().splitlines()[:2]
    assert request_id.startswith("req_") and "Say this is a test" in content


def test_openai_async_stream(run_client):
    run = run_client("openai_sdk/async_demo.py")
    assert "Say this is a test" in run.out and run.exchanges[0].stream


def test_openai_module_level_client_streams(run_client):
    run = run_client("openai_sdk/module_client.py")
    assert "How do I output all files" in run.out
    assert run.exchanges[0].path == "/v1/chat/completions"


def test_anthropic_image_input_is_accepted(run_client):
    run = run_client("anthropic_sdk/images.py")
    sent = run.exchanges[0].request["messages"][0]["content"][1]
    assert sent["type"] == "image" and sent["source"]["data"]  # the SDK base64-encoded the file
    assert json.loads(run.out)["stop_reason"] == "end_turn"


def test_anthropic_tool_runner_with_a_tool_search_tool(run_client):
    run = run_client("anthropic_sdk/tools_runner_search_tool.py")
    assert "Fetching weather for San Francisco, CA in " in run.out
    assert run.exchanges[-1].response["stop_reason"] == "end_turn"


def test_anthropic_memory_example_remembers_in_its_own_folder_and_recalls(run_client, tmp_path):
    typed = "Remember that I prefer short answers in Korean.\n/memory_view\nWhat do you remember about me?\n/quit\n"
    run = run_client("anthropic_sdk/memory_basic.py", cwd=tmp_path, typed=typed)
    notes = tmp_path / "memory" / "memories" / "notes.md"
    assert notes.read_text() == "- I prefer short answers in Korean\n"
    assert "[Memory tool called: view]" in run.out and "[Memory tool called: create]" in run.out
    assert "From my memory: I prefer short answers in Korean" in run.out
    sent = [e.request for e in run.exchanges]
    assert sent[0]["tools"] == [{"type": "memory_20250818", "name": "memory"}]
    commands = [
        b["input"]["command"]
        for e in run.exchanges
        for b in e.response["content"]
        if b["type"] == "tool_use"
    ]
    assert commands == ["view", "create", "view", "view"]
