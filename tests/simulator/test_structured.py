"""Structured outputs, thinking blocks and $ref resolution in the scripted model."""

from __future__ import annotations

import json

import jsonschema

from autograder.config import MODEL
from autograder.simulator import make_client
from autograder.simulator.model import decide
from autograder.simulator.model.structured import resolve_refs

ORDER = {
    "type": "object",
    "properties": {
        "product_name": {"type": "string"},
        "price": {"type": "number"},
        "quantity": {"type": "integer"},
        "rush": {"type": "boolean"},
    },
    "required": ["product_name", "price", "quantity", "rush"],
    "additionalProperties": False,
}
WEATHER = {
    "name": "get_weather",
    "description": "Get the weather for a city",
    "input_schema": {
        "type": "object",
        "properties": {"city": {"type": "string"}},
        "required": ["city"],
    },
}


def ask(text: str, **extra: object) -> dict:
    return {
        "model": MODEL,
        "max_tokens": 2048,
        "messages": [{"role": "user", "content": text}],
        **extra,
    }


def test_structured_output_is_one_json_document_of_the_schema():
    text = "I'd like 3 boxes of Earl Grey at $4.25 each, no rush."
    output_config = {"format": {"type": "json_schema", "schema": ORDER}}
    (block,) = decide(ask(text, output_config=output_config)).content
    value = json.loads(block["text"])
    jsonschema.validate(value, ORDER)
    assert (
        value["product_name"] == "Earl Grey" and value["price"] == 4.25 and value["quantity"] == 3
    )


def test_refs_are_resolved_in_tool_schemas_and_outputs():
    schema = {
        "$defs": {"Step": {"type": "object", "properties": {"output": {"type": "string"}}}},
        "type": "object",
        "properties": {"steps": {"type": "array", "items": {"$ref": "#/$defs/Step"}}},
    }
    assert resolve_refs(schema)["properties"]["steps"]["items"]["properties"] == {
        "output": {"type": "string"}
    }
    looped = {"$defs": {"N": {"type": "object", "properties": {"next": {"$ref": "#/$defs/N"}}}}}
    assert isinstance(resolve_refs({**looped, "$ref": "#/$defs/N"}), dict)  # a cycle is cut


def test_thinking_comes_first_signed_and_interleaves_with_tool_use():
    thinking = {"type": "enabled", "budget_tokens": 1024}
    first = decide(ask("What's the weather in Glasgow?", tools=[WEATHER], thinking=thinking))
    kinds = [b["type"] for b in first.content]
    assert kinds == ["thinking", "text", "tool_use"] and first.content[0]["signature"]
    again = decide(ask("What's the weather in Glasgow?", tools=[WEATHER], thinking=thinking))
    assert again.content[0] == first.content[0]  # deterministic, signature included
    assert [b["type"] for b in decide(ask("Hello")).content] == ["text"]


def test_a_thinking_conversation_continues_through_the_sdk():
    client = make_client()
    thinking = {"type": "enabled", "budget_tokens": 1024}
    messages = [{"role": "user", "content": "What's the weather in Glasgow?"}]
    first = client.messages.create(
        model=MODEL, max_tokens=2048, thinking=thinking, tools=[WEATHER], messages=messages
    )
    use = next(b for b in first.content if b.type == "tool_use")
    messages += [
        {"role": "assistant", "content": first.content},
        {
            "role": "user",
            "content": [{"type": "tool_result", "tool_use_id": use.id, "content": "rain, 12C"}],
        },
    ]
    final = client.messages.create(
        model=MODEL, max_tokens=2048, thinking=thinking, tools=[WEATHER], messages=messages
    )
    assert [b.type for b in final.content] == ["thinking", "text"]
    assert "rain, 12C" in final.content[-1].text
