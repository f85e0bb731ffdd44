"""Turn a learner's value into plain JSON data, trusting none of its methods.

Evidence handed to ``evaluate`` must be plain data (ARCHITECTURE.md, Checks). Learner values
may be SDK models, tuples, or objects whose ``__iter__``/``__eq__``/``__len__`` lie; this
module reads them through the *base* types' own methods, so a subclass cannot change what
is recorded. Values that are not JSON-like become ``{"__unsupported__": "<type name>"}``.
"""

from __future__ import annotations

import math
import re
from typing import Any

__all__ = ["UNSUPPORTED", "content_text", "is_traceback", "to_json_data"]

UNSUPPORTED = "__unsupported__"
_MAX_DEPTH = 40


def to_json_data(value: Any, _depth: int = 0) -> Any:
    """A JSON-round-trippable copy of `value` (dict keys become strings)."""
    if _depth > _MAX_DEPTH:
        return {UNSUPPORTED: "too deeply nested"}
    kind = type(value)  # the exact built-in types first: most evidence is nothing else
    if kind is str or kind is int or kind is bool or value is None:
        return value
    if kind is dict:
        return {_key(k): to_json_data(v, _depth + 1) for k, v in value.items()}
    if kind is list:
        return [to_json_data(item, _depth + 1) for item in value]
    if isinstance(value, bool):
        return bool.__bool__(value)
    if isinstance(value, int):
        return int.__int__(value)
    if isinstance(value, float):
        number = float.__float__(value)
        return number if math.isfinite(number) else {UNSUPPORTED: "non-finite float"}
    if isinstance(value, str):
        return str.__str__(value)
    if isinstance(value, dict):
        return {_key(k): to_json_data(v, _depth + 1) for k, v in dict.items(value)}
    if isinstance(value, list | tuple):
        items = list.__iter__(value) if isinstance(value, list) else tuple.__iter__(value)
        return [to_json_data(item, _depth + 1) for item in items]
    dumped = _model_dump(value)
    if dumped is not None:
        return to_json_data(dumped, _depth + 1)
    return {UNSUPPORTED: type(value).__name__}


def _key(key: Any) -> str:
    return str.__str__(key) if isinstance(key, str) else repr(key)


def _model_dump(value: Any) -> dict[str, Any] | None:
    """A pydantic model (an SDK response type) as the SDK would send it: set fields only."""
    try:
        from pydantic import BaseModel
    except ImportError:  # pragma: no cover - pydantic ships with the SDK
        return None
    if isinstance(value, BaseModel):
        return BaseModel.model_dump(value, mode="json", exclude_unset=True)
    return None


def content_text(content: Any) -> str | None:
    """The text a message or `tool_result` content carries: a string, or a list of text
    blocks (joined); None for anything else."""
    if isinstance(content, str):
        return content
    if isinstance(content, list) and all(
        isinstance(b, dict) and b.get("type") == "text" and isinstance(b.get("text"), str)
        for b in content
    ):
        return "".join(b["text"] for b in content)
    return None


#: A Python traceback: its header, or one of its frame lines (a learner may strip the header
#: but keep ``traceback.format_exc()``'s frames, or send ``format_tb``'s frames alone).
_TRACEBACK = re.compile(r'Traceback \(most recent call last\)|^\s*File "[^"\n]+", line \d+', re.M)


def is_traceback(text: str) -> bool:
    """Whether `text` (a result or message a learner wrote for the model) holds a Python
    traceback: grader-internal detail no model can act on."""
    return bool(_TRACEBACK.search(text))
