"""Schema checks of one content block (A-R8 tags, A-R9, A-R10, A-R13, A-R25).

Each checker appends schema-style violations (pydantic-like texts, block type as a tag
in the path: ``messages.1.content.0.tool_use.id``) and never raises. Valid blocks cost
a few dict look-ups: this is the validator's hot path.
"""

from __future__ import annotations

import re
import typing

from anthropic import types as sdk

from autograder.contract.normalize import as_dict
from autograder.contract.violations import quoted, violation

__all__ = [
    "BLOCK_TYPES",
    "ID_PATTERN",
    "TEXT_KEYS",
    "TOOL_RESULT_KEYS",
    "TOOL_USE_KEYS",
    "check_block",
]

ID_PATTERN = "^[a-zA-Z0-9_-]+$"
_ID = re.compile(r"[a-zA-Z0-9_-]+").fullmatch
_SRV_PATTERN = "^srvtoolu_[a-zA-Z0-9_]+$"
_SRV_ID = re.compile(r"srvtoolu_[a-zA-Z0-9_]+").fullmatch

# The request block union of the pinned SDK (A-R8), in the SDK's order.
BLOCK_TYPES: tuple[str, ...] = tuple(
    typing.get_args(typing.get_type_hints(member)["type"])[0]
    for member in typing.get_args(sdk.ContentBlockParam)
)
_RESULT_CONTENT_TYPES = ("document", "image", "search_result", "text")  # A-R9, sorted as quoted


def _keys(param: type, model: type | None = None) -> frozenset[str]:
    """Fields a block may carry: its request TypedDict plus what the response model adds."""
    keys = set(typing.get_type_hints(param))
    if model is not None:
        keys |= set(model.model_fields)
    return frozenset(keys)


TEXT_KEYS = _keys(sdk.TextBlockParam, sdk.TextBlock)
TOOL_USE_KEYS = _keys(sdk.ToolUseBlockParam, sdk.ToolUseBlock)
TOOL_RESULT_KEYS = _keys(sdk.ToolResultBlockParam)


def check_block(block: dict, at: str, out: list) -> None:
    """Append the schema violations of `block` (already a dict) located at `at`."""
    kind = block.get("type")
    checker = _CHECKERS.get(kind) if type(kind) is str else None
    if checker is not None:
        checker(block, at, out)
    elif kind is None:
        out.append(violation("contract.missing_tag", at))
    elif kind not in BLOCK_TYPES:
        out.append(
            violation("contract.unknown_tag", at, tag=str(kind), expected=quoted(BLOCK_TYPES))
        )


def _extras(block: dict, allowed: frozenset[str], at: str, out: list) -> None:
    """Fields the block type does not have; `at` is only formatted when there are some."""
    if not allowed.issuperset(block):
        for key in block:
            if key not in allowed:
                out.append(violation("contract.extra_field", f"{at}.{key}", rule="A-R9"))


def _id_problem(value: object, matcher=_ID) -> str | None:
    """The catalogue key of what is wrong with an id value, or None."""
    if value is None:
        return "contract.field_required"
    if type(value) is not str:
        return "contract.not_a_string"
    return None if matcher(value) else "contract.pattern_mismatch"


def _report_id(problem: str, at: str, rule: str, out: list, pattern: str = ID_PATTERN) -> None:
    params = {"pattern": pattern} if problem == "contract.pattern_mismatch" else {}
    out.append(violation(problem, at, rule=rule, **params))


def _text(block: dict, at: str, out: list) -> None:
    if type(block.get("text")) is not str:
        key = "contract.field_required" if "text" not in block else "contract.not_a_string"
        out.append(violation(key, f"{at}.text.text", rule="A-R6"))
    if not TEXT_KEYS.issuperset(block):
        _extras(block, TEXT_KEYS, f"{at}.text", out)


def _tool_use(block: dict, at: str, out: list) -> None:
    problem = _id_problem(block.get("id"))
    if problem:
        _report_id(problem, f"{at}.tool_use.id", "A-R10", out)
    name = block.get("name")
    if type(name) is not str or not name:
        key = (
            "contract.field_required"
            if name is None
            else "contract.not_a_string"
            if type(name) is not str
            else "contract.string_too_short"
        )
        out.append(violation(key, f"{at}.tool_use.name", rule="A-R10"))
    if type(block.get("input")) is not dict:
        key = "contract.field_required" if "input" not in block else "contract.not_a_dict"
        out.append(violation(key, f"{at}.tool_use.input", rule="A-R10"))
    if not TOOL_USE_KEYS.issuperset(block):
        _extras(block, TOOL_USE_KEYS, f"{at}.tool_use", out)


def _server_tool_use(block: dict, at: str, out: list) -> None:
    problem = _id_problem(block.get("id"), _SRV_ID)
    if problem:
        _report_id(problem, f"{at}.server_tool_use.id", "A-R25", out, _SRV_PATTERN)


def _tool_result(block: dict, at: str, out: list) -> None:
    problem = _id_problem(block.get("tool_use_id"))
    if problem:
        _report_id(problem, f"{at}.tool_result.tool_use_id", "A-R13", out)
    content = block.get("content")
    if content is not None and type(content) is not str:
        _result_content(content, f"{at}.tool_result.content", out)
    is_error = block.get("is_error")
    if is_error is not None and type(is_error) is not bool:
        out.append(violation("contract.not_a_boolean", f"{at}.tool_result.is_error", rule="A-R13"))
    if not TOOL_RESULT_KEYS.issuperset(block):
        _extras(block, TOOL_RESULT_KEYS, f"{at}.tool_result", out)


def _result_content(content: object, at: str, out: list) -> None:
    """A tool_result's content list: text / image / document / search_result blocks."""
    if not isinstance(content, list | tuple):
        out.append(violation("contract.content_invalid", at, rule="A-R13"))
        return
    for k, item in enumerate(content):
        inner = as_dict(item)
        where = f"{at}.{k}"
        kind = inner.get("type") if inner is not None else None
        if inner is None:
            out.append(violation("contract.not_an_object", where, rule="A-R13"))
        elif kind is None:
            out.append(violation("contract.missing_tag", where, rule="A-R9"))
        elif kind not in _RESULT_CONTENT_TYPES:
            tag = str(kind)
            out.append(
                violation(
                    "contract.unknown_tag",
                    where,
                    tag=tag,
                    expected=quoted(_RESULT_CONTENT_TYPES),
                )
            )
        elif kind == "text":
            _text(inner, where, out)


_CHECKERS = {
    "text": _text,
    "tool_use": _tool_use,
    "tool_result": _tool_result,
    "server_tool_use": _server_tool_use,
}
