"""Arithmetic in ordinary text: "divide 144 by 12", "17% of 250", "100을 4로 나누면".

Phrases are rewritten to infix (``rewrite``), then Python's own parser (``ast``) decides
what is a well-formed expression and reads its operator and operands: a tool taking an
``expression`` gets "144 / 12"; a calculator taking ``a``, ``b`` and an ``operation`` enum
gets ``a=144, b=12, operation="divide"`` (``binary_call``). Percentages become a product
with the fraction ("17% of 250" -> "0.17 * 250"), which both kinds of tool can take.

Word problems (``word_problem``) are read the way a reader does: a question about a
quantity ("How many are left?", "몇 개 남았어?"), two numbers, and the story's verb naming
the operation ("2 flew away": subtract; "bought 3 more": add; "12 eggs each": multiply;
"shared among 6": divide). The larger number comes first where order matters.
"""

from __future__ import annotations

import ast
import re
from decimal import Decimal, InvalidOperation

from autograder.simulator.model import meaning

_N = r"(-?\d+(?:\.\d+)?)"
_PHRASES = tuple(
    (re.compile(pattern, re.I), template)
    for pattern, template in (
        (rf"{_N}\s*(?:%|percent|퍼센트|프로)\s*of\s*{_N}", "{pa} * {b}"),
        (rf"{_N}\s*의\s*{_N}\s*(?:%|퍼센트|프로)", "{a} * {pb}"),
        (rf"\bdivide\s+{_N}\s+by\s+{_N}", "{a} / {b}"),
        (rf"\bmultiply\s+{_N}\s+(?:by|and|with)\s+{_N}", "{a} * {b}"),
        (rf"\badd\s+{_N}\s+(?:and|to|plus)\s+{_N}", "{a} + {b}"),
        (rf"\bsubtract\s+{_N}\s+from\s+{_N}", "{b} - {a}"),
        (rf"\bsum of\s+{_N}\s+and\s+{_N}", "{a} + {b}"),
        (rf"\bproduct of\s+{_N}\s+and\s+{_N}", "{a} * {b}"),
        (rf"\bdifference (?:between|of)\s+{_N}\s+and\s+{_N}", "{a} - {b}"),
        (rf"\bquotient of\s+{_N}\s+and\s+{_N}", "{a} / {b}"),
        (rf"{_N}\s*(?:을|를)\s*{_N}\s*(?:으로|로)\s*나누", "{a} / {b}"),
        (rf"{_N}\s*에서\s*{_N}\s*(?:을|를)?\s*빼", "{a} - {b}"),
        (rf"{_N}\s*(?:와|과|하고|이랑|랑|에)\s*{_N}\s*(?:을|를)?\s*(?:더하|더해|합)", "{a} + {b}"),
        (rf"{_N}\s*(?:와|과|하고|이랑|랑|에)\s*{_N}\s*(?:을|를)?\s*곱", "{a} * {b}"),
        (rf"{_N}\s*(?:squared|의\s*제곱|제곱)", "{a} ** 2"),
        (rf"{_N}\s*cubed", "{a} ** 3"),
    )
)
_OPERATIONS = {
    ast.Add: "add",
    ast.Sub: "subtract",
    ast.Mult: "multiply",
    ast.Div: "divide",
    ast.Pow: "power",
}
_OPERATION_NAME = re.compile(r"^(?:op|operation|operator|action|func|function)$|연산", re.I)


def rewrite(text: str) -> str:
    """``text`` with arithmetic phrases written as infix expressions."""
    for pattern, template in _PHRASES:
        text = pattern.sub(lambda m, t=template: _fill(t, m), text)
    return text


def _fill(template: str, match: re.Match) -> str:
    a, b = match.group(1), match.group(2) if (match.lastindex or 0) >= 2 else None
    values = {"a": a, "b": b, "pa": _percent(a), "pb": _percent(b) if b else None}
    return f" {template.format(**values)} "


def _percent(value: str) -> str:
    try:
        return str(Decimal(value) / 100)
    except InvalidOperation:
        return value


def well_formed(expression: str) -> bool:
    """Whether ``expression`` is arithmetic Python's parser accepts (numbers, + - * / **)."""
    return _parsed(expression) is not None


def _parsed(expression: str) -> ast.expr | None:
    try:
        tree = ast.parse(expression, mode="eval").body
    except SyntaxError:
        return None
    allowed = (ast.BinOp, ast.UnaryOp, ast.Constant, *_OPERATIONS, ast.USub, ast.UAdd)
    for node in ast.walk(tree):
        if not isinstance(node, allowed) and not isinstance(node, ast.operator | ast.unaryop):
            return None
        if isinstance(node, ast.Constant) and not isinstance(node.value, int | float):
            return None
    return tree


def binary(expression: str) -> tuple[float, str, float] | None:
    """(left, operation, right) of a single binary operation on two numbers, else None."""
    tree = _parsed(expression)
    if not isinstance(tree, ast.BinOp) or type(tree.op) not in _OPERATIONS:
        return None
    left, right = _number(tree.left), _number(tree.right)
    if left is None or right is None:
        return None
    return left, _OPERATIONS[type(tree.op)], right


def _number(node: ast.expr) -> float | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, int | float):
        return node.value
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        inner = _number(node.operand)
        return None if inner is None else -inner
    return None


def binary_call(props: dict, required: list[str], expressions: list[str]) -> dict | None:
    """A calculator's input (two numbers, one operation) from the first binary expression.

    ``None`` unless the tool has exactly two numeric properties and one operation
    property (an enum naming the operations, or a string called ``operation``), and
    nothing else it requires.
    """
    numeric = [p for p, s in props.items() if _type(s) in ("number", "integer")]
    others = [p for p in props if p not in numeric]
    if len(numeric) != 2 or len(others) != 1 or not set(required) <= set(props):
        return None
    op_prop, op_schema = others[0], props[others[0]]
    for expression in expressions:
        found = binary(expression)
        if found is None:
            continue
        left, operation, right = found
        value = _operation_value(op_prop, op_schema, operation)
        if value is None and operation == "power" and right == 2:  # no power: 9 squared = 9 * 9
            operation, right = "multiply", left
            value = _operation_value(op_prop, op_schema, operation)
        if value is None or not all(
            _fits(v, props[p]) for v, p in zip((left, right), numeric, strict=True)
        ):
            return None
        return {numeric[0]: left, numeric[1]: right, op_prop: value}
    return None


def _type(schema: object) -> object:
    return schema.get("type") if isinstance(schema, dict) else None


def _operation_value(name: str, schema: object, operation: str) -> str | None:
    schema = schema if isinstance(schema, dict) else {}
    options = schema.get("enum")
    if isinstance(options, list):
        for option in options:
            if isinstance(option, str) and (
                option.lower() == operation or meaning.names(option, operation)
            ):
                return option
        symbols = {"add": "+", "subtract": "-", "multiply": "*", "divide": "/", "power": "**"}
        return symbols[operation] if symbols[operation] in options else None
    return operation if _type(schema) == "string" and _OPERATION_NAME.search(name) else None


def _fits(value: float, schema: object) -> bool:
    return _type(schema) != "integer" or float(value).is_integer()


_QUANTITY_QUESTION = re.compile(
    r"\bhow (?:many|much)\b|\bin (?:total|all)\b|\baltogether\b|\bleft\b|\bremain|"
    r"몇|얼마|남았|남은|모두|전부|총",
    re.I,
)
#: The story's cues, in the order they are tried: sharing says "each" too, so it comes first;
#: "7 shelves with 14 books each ... altogether" multiplies, so products come before sums.
_STORY_CUES = (
    ("/", r"\bshared?\b|\bsplit\b|divided|equally|\bamong\b|나눠|나누"),
    (
        "-",
        r"\b(?:flew|ran|gave|give|took|take|went|walked|swam) away\b|\blost\b|\bate\b|"
        r"\beaten\b|\bspent\b|\bsold\b|\bbroke\b|\bdied\b|\bused\b|\bremoved?\b|\bleft\b|"
        r"\bfewer\b|\bless\b|\bremain|날아|먹었|잃|팔았|썼|남",
    ),
    (
        "*",
        r"\beach\b|\bper\b|\bevery\b|\bapiece\b|\b(?:groups?|rows?|boxes?|bags?|packs?) of\b|씩|마다",
    ),
    (
        "+",
        r"\bmore\b|\bbought\b|\bgot\b|\bfound\b|\breceived\b|\bgained\b|\badded\b|"
        r"\bjoined\b|\barrived\b|\banother\b|\bin (?:total|all)\b|\baltogether\b|더|샀|받았|모두|총",
    ),
)
_STORY_NUMBER = re.compile(r"(?<![\w.])\d+(?:\.\d+)?(?![\w.])|(?<![\w.])\d+(?=[가-힣])")


def word_problem(text: str) -> str | None:
    """The expression a word problem asks for ("had 23 chickens but 2 flew away. How many
    are left?" -> "23 - 2"), or None when ``text`` is no such story (see the module docstring)."""
    if not _QUANTITY_QUESTION.search(text):
        return None
    numbers = [m.group(0) for m in _STORY_NUMBER.finditer(text)]
    if len(numbers) != 2:
        return None
    a, b = numbers
    for symbol, cue in _STORY_CUES:
        if re.search(cue, text, re.I):
            if symbol in "-/" and float(a) < float(b):
                a, b = b, a
            expression = f"{a} {symbol} {b}"
            return expression if well_formed(expression) else None
    return None
