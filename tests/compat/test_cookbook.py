"""Anthropic's cookbook tool-use notebooks (code cells run in order) complete their own path.

Each test is one notebook; each assertion is one of its example calls reaching the result
the notebook shows a real model reaching (a tool called with the right input, the tool's
result in the final answer, a schema-valid structured record).
"""

from __future__ import annotations

import json
import types

import pytest

pytestmark = pytest.mark.compat

ARTICLE = (
    "<html><body><p>By Jane Example. Anthropic argues that third-party testing of frontier"
    " AI systems is good policy.</p><p>Independent testers can check models for safety"
    " risks before release.</p></body></html>"
)


def requests_stub() -> types.ModuleType:
    """``requests.get`` for the one web page the extraction notebook downloads."""
    page = types.SimpleNamespace(text=ARTICLE, status_code=200)
    module = types.ModuleType("requests")
    module.get = lambda url, **kwargs: page
    return module


def test_calculator_tool_evaluates_each_expression(run_client):
    run = run_client("cookbook/calculator_tool.py")
    assert run.tool_calls() == [
        ("calculator", {"expression": "1984135 * 9343116"}),
        ("calculator", {"expression": "(12851 - 593) * 301 + 76"}),
        ("calculator", {"expression": "15910385 / 193053"}),
    ]
    finals = [line for line in run.out.splitlines() if line.startswith("Final Response:")]
    for final, result in zip(
        finals, ("18538003464660", "3689734", "82.41459599177428"), strict=True
    ):
        assert result in final


def test_customer_service_agent_answers_from_its_tools(run_client):
    run = run_client("cookbook/customer_service_agent.py")
    assert run.tool_calls() == [
        ("get_customer_info", {"customer_id": "C1"}),
        ("get_order_details", {"order_id": "O2"}),
        ("cancel_order", {"order_id": "O1"}),
    ]
    finals = [line for line in run.out.splitlines() if line.startswith("Final Response:")]
    assert "john@example.com" in finals[0] and "Processing" in finals[1]
    assert "True" in finals[2] or "cancel" in finals[2].lower()


def test_extracting_structured_json_fills_every_record(run_client):
    run = run_client("cookbook/extracting_structured_json.py", {"requests": requests_stub()})
    records = dict(run.tool_calls())
    summary = records["print_summary"]
    assert summary["author"] == "Jane Example" and "third-party testing" in summary["summary"]
    assert 0 <= summary["coherence"] <= 100 and 0.0 <= summary["persuasion"] <= 1.0
    assert summary["topics"] and "counterpoint" in summary
    entities = {(e["name"], e["type"]) for e in records["print_entities"]["entities"]}
    assert {("John", "PERSON"), ("Google", "ORGANIZATION"), ("New York", "LOCATION")} <= entities
    assert ("San Francisco", "LOCATION") in entities and ("Sarah", "PERSON") in entities
    scores = records["print_sentiment_scores"]  # "okay, but ... terrible. I probably won't"
    assert scores["negative_score"] > scores["positive_score"]
    assert all(0.0 <= v <= 1.0 for v in scores.values())
    assert records["print_classification"]["categories"][0]["score"] <= 1.0
    assert "JSON Summary:" in run.out and "Sentiment Analysis (JSON):" in run.out
    # the open schema (additionalProperties, no properties): one key per described trait
    traits = records["print_all_characteristics"]
    assert "Characteristics (JSON):" in run.out and "Something went wrong." not in run.out
    assert {"beard", "scar", "voice", "jacket"} <= set(traits) and traits["voice"] == "deep"


def test_tool_choice_auto_tool_and_any(run_client):
    run = run_client("cookbook/tool_choice.py")
    out = run.out
    sky, miami = out.split("Claude did NOT call a tool", 1)[1], out
    assert "Assistant:" in sky.splitlines()[1]
    assert "input={'topic': 'Who won the 2024 Miami Grand Prix'}, name='web_search'" in miami
    forced = [i for n, i in run.tool_calls() if n == "print_sentiment_scores"]
    assert len(forced) == 2 and forced[1]["positive_score"] > forced[1]["negative_score"]
    assert "TEXT MESSAGE SENT: I need a bit more information" in out  # asks for the username
    assert "{'username': 'jenny76', 'email': 'jenny76@email.com'" in out


def test_the_records_satisfy_their_schemas(run_client):
    import jsonschema

    run = run_client("cookbook/extracting_structured_json.py", {"requests": requests_stub()})
    for exchange in run.exchanges:
        tools = {t["name"]: t["input_schema"] for t in exchange.request.get("tools", [])}
        for block in exchange.response["content"]:
            if block["type"] == "tool_use":
                schema = dict(tools[block["name"]])
                props = schema.get("properties", {})
                schema["required"] = [r for r in schema.get("required", []) if r in props]
                jsonschema.validate(block["input"], schema)
    assert json.loads(json.dumps(run.exchanges[-1].response))["stop_reason"] == "tool_use"


def test_tool_use_with_pydantic_saves_the_labelled_note(run_client):
    run = run_client("cookbook/tool_use_with_pydantic.py")
    assert run.tool_calls()[0] == (
        "save_note",
        {
            "note": "Remember to buy milk and eggs.",
            "author": {"email": "johndoe@gmail.com", "name": "John Doe"},
            "priority": 4,
        },
    )
    assert "Note saved successfully!" in run.out and "Final Response:" in run.out


def test_vision_with_tools_records_integer_nutrition_values(run_client):
    # The simulator cannot read the label image: the values are produced, schema-valid guesses.
    run = run_client("cookbook/vision_with_tools.py")
    assert "=======Claude Wants To Call The print_nutrition_info Tool=======" in run.out
    ((name, values),) = run.tool_calls()
    assert name == "print_nutrition_info"
    assert set(values) == {"calories", "total_fat", "cholesterol", "total_carbs", "protein"}
    assert all(isinstance(v, int) for v in values.values())
    assert run.exchanges[0].request["messages"][0]["content"][0]["type"] == "image"
