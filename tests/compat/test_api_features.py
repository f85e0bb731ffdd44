"""SDK examples of structured outputs and extended thinking, on both endpoints."""

from __future__ import annotations

import json

import pytest

pytestmark = pytest.mark.compat


def test_anthropic_parse_with_output_format(run_client):
    run = run_client("anthropic_sdk/structured_outputs.py")
    assert run.out.strip() == "product_name='Green Tea' price=5.5 quantity=2"
    assert run.exchanges[0].request["output_config"]["format"]["type"] == "json_schema"


def test_anthropic_structured_output_streams_partial_json(run_client):
    run = run_client("anthropic_sdk/structured_outputs_streaming.py")
    assert run.out.strip().endswith(
        "Final parsed order: product_name='Green Tea' price=5.5 quantity=2"
    )
    assert run.exchanges[0].stream


def test_anthropic_thinking_block_comes_first_with_a_signature(run_client):
    run = run_client("anthropic_sdk/thinking.py")
    lines = run.out.splitlines()
    assert lines[0].startswith("Thinking: The user asks: “Create a haiku about Anthropic.”")
    assert lines[1].startswith("Text: ")
    block = run.exchanges[0].response["content"][0]
    assert block["type"] == "thinking" and block["signature"]


def test_anthropic_thinking_streams_thinking_then_text(run_client):
    run = run_client("anthropic_sdk/thinking_stream.py")
    thinking, text = run.out.split("Text:\n-----\n")
    assert thinking.startswith("Thinking:\n---------\nThe user asks:") and text.strip()


def test_openai_parse_with_a_pydantic_response_format(run_client):
    run = run_client("openai_sdk/parsing.py")
    assert "answer: " in run.out and "Step(explanation=" in run.out
    sent = run.exchanges[0].conversation
    assert sent["output_config"]["format"]["schema"]["title"] == "MathResponse"


def test_openai_parse_stream(run_client):
    run = run_client("openai_sdk/parsing_stream.py")
    completion = run.out.split("---------------", 1)[1]
    assert "parsed=MathResponse(steps=[Step(" in completion


def test_openai_pydantic_function_tool_with_refs_and_enums(run_client):
    run = run_client("openai_sdk/parsing_tools.py")
    assert run.out.strip().endswith("Table.orders")
    call = json.loads(run.out.split("arguments='", 1)[1].split("', name='Query'")[0])
    assert call["table_name"] == "orders" and call["order_by"] in ("asc", "desc")
    assert set(call["columns"]) <= {
        "id",
        "status",
        "expected_delivery_date",
        "delivered_at",
        "shipped_at",
        "ordered_at",
        "canceled_at",
    }


def test_openai_pydantic_function_tool_streamed(run_client):
    run = run_client("openai_sdk/parsing_tools_stream.py")
    assert "parsed_arguments=" in run.out and run.exchanges[0].stream


def test_openai_responses_parse_with_text_format(run_client):
    run = run_client("openai_sdk/responses_structured_outputs.py")
    assert run.out.count("answer: ") == 2 and run.exchanges[0].path == "/v1/responses"


def test_openai_responses_function_call_from_a_pydantic_tool(run_client):
    run = run_client("openai_sdk/responses_structured_outputs_tools.py")
    assert "type='function_call'" in run.out and "parsed_arguments=Query(" in run.out
    assert run.exchanges[0].response["output"][0]["name"] == "Query"


def test_openai_responses_stream_of_structured_text(run_client):
    run = run_client("openai_sdk/responses_streaming.py")
    assert "type='response.output_text.delta'" in run.out
    assert "parsed=MathResponse(steps=[Step(" in run.out and run.exchanges[0].stream


def test_openai_responses_stream_of_a_function_call(run_client):
    run = run_client("openai_sdk/responses_streaming_tools.py")
    assert "type='response.function_call_arguments.delta'" in run.out
    assert "ResponseCompletedEvent(" in run.out


def test_openai_responses_input_token_count(run_client):
    run = run_client("openai_sdk/responses_input_tokens.py")
    count = int(run.out.split("input tokens: ", 1)[1])
    assert count > 0 and run.exchanges[0].path == "/v1/responses/input_tokens"


def test_anthropic_web_search_server_tool_searches_the_offline_corpus(run_client):
    run = run_client("anthropic_sdk/web_search.py")
    answer = run.out.split("Response content:\n", 1)[1].split("\n\nUsage statistics:")[0]
    assert "New York City weather today" in answer and "Web search requests: 1" in run.out
    kinds = [b["type"] for b in run.exchanges[0].response["content"]]
    assert kinds == ["server_tool_use", "web_search_tool_result", "text"]


def test_anthropic_web_search_streamed(run_client):
    run = run_client("anthropic_sdk/web_search_stream.py")
    assert "[Web search started...][Web search completed]" in run.out
    assert "Content Block 2: Type = web_search_tool_result" in run.out
    assert "Web search requests: 1" in run.out


def test_web_search_is_not_used_when_a_learner_tool_fits():
    from autograder.simulator.model import decide

    request = {
        "model": "claude-sonnet-5",
        "max_tokens": 256,
        "tools": [
            {"type": "web_search_20250305", "name": "web_search"},
            {
                "name": "get_weather",
                "description": "Get the weather for a city",
                "input_schema": {
                    "type": "object",
                    "properties": {"city": {"type": "string"}},
                    "required": ["city"],
                },
            },
        ],
        "messages": [{"role": "user", "content": "What's the weather in Glasgow?"}],
    }
    kinds = [b["type"] for b in decide(request).content]
    assert "tool_use" in kinds and "server_tool_use" not in kinds
