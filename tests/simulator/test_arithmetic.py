"""Arithmetic in ordinary text reaches calculator tools with the right operands."""

from __future__ import annotations

import ast

import pytest

from autograder.config import MODEL
from autograder.simulator.model import arithmetic, decide

CALCULATOR = {
    "name": "calculator",
    "description": "A simple calculator",
    "input_schema": {
        "type": "object",
        "properties": {
            "a": {"type": "number"},
            "b": {"type": "number"},
            "operation": {"type": "string", "enum": ["add", "subtract", "multiply", "divide"]},
        },
        "required": ["a", "b", "operation"],
    },
}
EXPRESSION = {
    "name": "calculate",
    "description": "Evaluate a math expression",
    "input_schema": {
        "type": "object",
        "properties": {"expression": {"type": "string", "description": "The expression"}},
        "required": ["expression"],
    },
}
ASKED = [
    ("What is 201 times 2?", 201, "multiply", 2, 402),
    ("what is 17% of 250", 0.17, "multiply", 250, 42.5),
    ("Divide 144 by 12", 144, "divide", 12, 12),
    ("Subtract 5 from 20", 20, "subtract", 5, 15),
    ("What is the product of 6 and 7?", 6, "multiply", 7, 42),
    ("Add 2.5 and 3.75", 2.5, "add", 3.75, 6.25),
    ("What is 1,200 divided by 4?", 1200, "divide", 4, 300),
    ("What's 9 squared?", 9, "multiply", 9, 81),
    ("201 곱하기 2는?", 201, "multiply", 2, 402),
    ("250의 17%는 얼마야?", 250, "multiply", 0.17, 42.5),
    ("100을 4로 나누면?", 100, "divide", 4, 25),
    ("20에서 5를 빼면?", 20, "subtract", 5, 15),
    ("12와 3을 곱하면?", 12, "multiply", 3, 36),
    ("3 더하기 4는?", 3, "add", 4, 7),
]


def _call(tool: dict, text: str) -> dict | None:
    body = {"model": MODEL, "max_tokens": 256, "tools": [tool]}
    content = decide({**body, "messages": [{"role": "user", "content": text}]}).content
    return next((b["input"] for b in content if b["type"] == "tool_use"), None)


def _value(expression: str) -> float:
    tree = ast.parse(expression, mode="eval")  # the test's own evaluation of the expression
    return eval(compile(tree, "<expression>", "eval"), {"__builtins__": {}})


@pytest.mark.parametrize(("text", "a", "operation", "b", "_"), ASKED)
def test_the_calculator_gets_operands_and_operation(text, a, operation, b, _):
    assert _call(CALCULATOR, text) == {"a": a, "b": b, "operation": operation}


@pytest.mark.parametrize(("text", "_a", "_op", "_b", "expected"), ASKED)
def test_an_expression_tool_gets_a_well_formed_expression_of_the_right_value(
    text, _a, _op, _b, expected
):
    expression = _call(EXPRESSION, text)["expression"]
    assert arithmetic.well_formed(expression)
    assert _value(expression) == pytest.approx(expected)


@pytest.mark.parametrize("text", ["What's the weather in Paris?", "서울 날씨 알려줘"])
def test_no_arithmetic_no_calculator_call(text):
    assert _call(CALCULATOR, text) is None


def test_malformed_and_non_arithmetic_expressions_are_refused():
    assert not arithmetic.well_formed("3 + * 4")
    assert not arithmetic.well_formed("__import__('os')")
    assert arithmetic.binary("(3 + 4) * 2") is None  # not one operation on two numbers
    assert arithmetic.binary("-3 * 4") == (-3, "multiply", 4)


def test_an_integer_calculator_does_not_take_a_fraction():
    props = {
        "x": {"type": "integer"},
        "y": {"type": "integer"},
        "op": {"type": "string", "enum": ["+", "-", "*", "/"]},
    }
    assert arithmetic.binary_call(props, ["x", "y", "op"], ["0.17 * 250"]) is None
    assert arithmetic.binary_call(props, ["x", "y", "op"], ["6 * 7"]) == {"x": 6, "y": 7, "op": "*"}
