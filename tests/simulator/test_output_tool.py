"""Forced tool use with an output tool (pydantic-ai's ``final_result``) and produced values."""

from __future__ import annotations

import json

from autograder.config import MODEL
from autograder.simulator.model import decide
from autograder.simulator.model.produce import produce_object

BALANCE = {
    "name": "customer_balance",
    "description": "Returns the customer's current account balance.",
    "input_schema": {"type": "object", "properties": {}},
}
FINAL = {
    "name": "final_result",
    "description": "The final response which ends this conversation",
    "input_schema": {
        "type": "object",
        "properties": {"support_advice": {"type": "string"}, "risk": {"type": "integer"}},
        "required": ["support_advice", "risk"],
    },
}


def _forced(messages: list) -> list:
    body = {"model": MODEL, "max_tokens": 256, "tools": [BALANCE, FINAL]}
    body |= {"tool_choice": {"type": "any"}, "messages": messages}
    return [b for b in decide(body).content if b["type"] == "tool_use"]


def test_after_the_lookup_the_answer_goes_into_the_output_tool_not_the_lookup_again():
    (first,) = _forced([{"role": "user", "content": "What is my balance?"}])
    assert first["name"] == "customer_balance"
    result = {"type": "tool_result", "tool_use_id": first["id"], "content": "$123.45"}
    messages = [
        {"role": "user", "content": "What is my balance?"},
        {"role": "assistant", "content": [first]},
        {"role": "user", "content": [result]},
    ]
    (second,) = _forced(messages)
    assert second["name"] == "final_result"
    assert "$123.45" in second["input"]["support_advice"]
    assert isinstance(second["input"]["risk"], int)


def test_without_an_output_tool_a_forced_call_still_repeats_a_lookup():
    body = {"model": MODEL, "max_tokens": 256, "tools": [BALANCE]}
    body |= {"tool_choice": {"type": "any"}}
    body["messages"] = [{"role": "user", "content": "What is my balance?"}]
    assert [b["name"] for b in decide(body).content if b["type"] == "tool_use"] == [
        "customer_balance"
    ]


def test_a_movie_gets_its_named_title_a_visible_year_guess_and_a_rating_in_range():
    schema = {
        "type": "object",
        "properties": {
            "title": {"type": "string"},
            "year": {"type": "integer"},
            "rating": {"type": "number", "description": "The movie's rating out of 10"},
        },
    }
    movie = produce_object(schema, "Provide details about the movie Inception")
    assert movie["title"] == "Inception"
    assert 1900 < movie["year"] <= 2100
    assert 0 <= movie["rating"] <= 10 and movie["rating"] > 1  # the scale is 0..10, not 0..1
    assert json.dumps(movie)


def test_a_result_that_is_str_of_a_pydantic_model_is_read_as_its_fields():
    from autograder.simulator.model.text import parse_result

    text = "city='Tokyo' temperature_range='14-20C' conditions='Sunny with wind.'"
    assert parse_result(text) == {
        "city": "Tokyo",
        "temperature_range": "14-20C",
        "conditions": "Sunny with wind.",
    }
    assert parse_result("Sunny with wind. x=1") == "Sunny with wind. x=1"  # prose stays prose
    assert parse_result("x=1") == "x=1"  # one pair is not evidence of a model


def test_a_flag_is_set_by_trouble_with_the_thing_it_names_or_by_a_plain_yes():
    schema = {"type": "object", "properties": {"block_card": {"type": "boolean"}}}
    assert produce_object(schema, "I just lost my card!") == {"block_card": True}
    assert produce_object(schema, "My card was stolen") == {"block_card": True}
    assert produce_object(schema, "What is my balance?") == {"block_card": False}
    assert produce_object(schema, "I lost my keys") == {"block_card": False}  # not the card
