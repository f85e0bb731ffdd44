"""A tool's ``input_schema`` (A-R20) and the ``strict`` rule (A-R21)."""

from __future__ import annotations

import json
from functools import lru_cache

import jsonschema

from autograder.contract.normalize import as_dict, to_plain
from autograder.contract.violations import show, violation

__all__ = ["check_input_schema"]

_COMBINATORS = ("oneOf", "allOf", "anyOf")


def check_input_schema(tool: dict, at: str, out: list) -> dict | None:
    """Append the violations of ``tool["input_schema"]``; return the plain schema if usable."""
    where = f"{at}.input_schema"
    if "input_schema" not in tool:
        out.append(violation("contract.field_required", where, rule="A-R20"))
        return None
    schema = as_dict(tool["input_schema"])
    if schema is None:
        out.append(violation("contract.not_a_dict", where, rule="A-R20"))
        return None
    if "type" not in schema:
        out.append(violation("contract.field_required", f"{where}.type", rule="A-R20"))
        return None
    if schema["type"] != "object":
        out.append(
            violation(
                "contract.schema_type_not_object", f"{where}.type", found=show(schema["type"])
            )
        )
        return None
    if any(word in schema for word in _COMBINATORS):
        out.append(violation("contract.schema_combinator", where))
        return None
    plain = to_plain(schema)
    problem = _schema_problem(plain)
    if problem is not None:
        out.append(violation("contract.schema_invalid", where, problem=problem))
        return None
    return plain


def _schema_problem(plain: object) -> str | None:
    """Why `plain` is not a JSON Schema draft 2020-12 document, or None when it is one."""
    try:
        text = json.dumps(plain, sort_keys=True)
    except (TypeError, ValueError) as error:
        return f"not JSON: {error}"
    return _check_text(text)


@lru_cache(maxsize=256)  # tools are re-sent with every request of a conversation
def _check_text(text: str) -> str | None:
    try:
        jsonschema.Draft202012Validator.check_schema(json.loads(text))
    except jsonschema.SchemaError as error:
        return error.message
    except RecursionError:
        return "nested too deeply"
    return None


def strict_problem(plain: object, depth: int = 0) -> bool:
    """True when some object schema inside `plain` lacks ``additionalProperties: false``."""
    if depth > 100:
        return False
    if isinstance(plain, dict):
        kind = plain.get("type")
        is_object = kind == "object" or (isinstance(kind, list) and "object" in kind)
        if is_object and plain.get("additionalProperties") is not False:
            return True
        return any(strict_problem(v, depth + 1) for v in plain.values())
    if isinstance(plain, list):
        return any(strict_problem(v, depth + 1) for v in plain)
    return False
