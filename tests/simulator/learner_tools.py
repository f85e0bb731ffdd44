"""Tools the way learners and the SDK's own examples write them, for the generic path.

One definition, shared by the generic-path tests (`test_generic.py`) and the simulator
benchmark (`benchmarks/bench_simulator.py`): the path the benchmark times is the one the
tests prove right.
"""

from __future__ import annotations

__all__ = ["CALCULATOR", "SCHEDULE", "SEARCH_DOCS", "WEATHER"]

WEATHER = {
    "name": "get_weather",
    "description": "Get the current weather in a given location",
    "input_schema": {
        "type": "object",
        "properties": {
            "location": {
                "type": "string",
                "description": "The city and state, e.g. San Francisco, CA",
            },
            "unit": {"type": "string", "enum": ["celsius", "fahrenheit"]},
        },
        "required": ["location"],
    },
}
CALCULATOR = {
    "name": "calculator",
    "description": "A simple calculator that performs basic arithmetic operations.",
    "input_schema": {
        "type": "object",
        "properties": {
            "operation": {"type": "string", "enum": ["add", "subtract", "multiply", "divide"]},
            "operand1": {"type": "number"},
            "operand2": {"type": "number"},
        },
        "required": ["operation", "operand1", "operand2"],
    },
}
SEARCH_DOCS = {
    "name": "search_docs",
    "description": "사내 문서에서 주제를 검색합니다.",
    "input_schema": {
        "type": "object",
        "properties": {"query": {"type": "string", "description": "검색할 주제"}},
        "required": ["query"],
    },
}
SCHEDULE = {
    "name": "create_event",
    "description": "Create a calendar event.",
    "input_schema": {
        "type": "object",
        "properties": {
            "title": {"type": "string", "description": "What the event is"},
            "start": {"type": "string", "format": "date-time"},
        },
        "required": ["title", "start"],
    },
}
