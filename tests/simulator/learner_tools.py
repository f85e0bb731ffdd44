"""Tools the way learners and the SDK's own examples write them, for the generic path.

One definition, shared by the generic-path tests (`test_generic.py`) and the simulator
benchmark (`benchmarks/bench_simulator.py`): the path the benchmark times is the one the
tests prove right.
"""

from __future__ import annotations

__all__ = ["CALCULATOR", "WEATHER"]

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
