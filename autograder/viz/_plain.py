"""Turn SDK objects into plain JSON-like data once, at the visualizer's boundary."""

from __future__ import annotations

from typing import Any

__all__ = ["blocks", "field", "plain"]


def plain(obj: Any) -> Any:
    """`obj` as dicts, lists and scalars, SDK models dumped as the SDK sends them.

    Delegates to the contract engine's `to_plain` (cycle-safe, never raises), imported on
    first use so that importing the visualizer stays cheap.
    """
    from autograder.contract import to_plain

    return to_plain(obj)


def field(obj: Any, name: str, default: Any = None) -> Any:
    """`obj[name]` for a mapping, else `obj.name` (transcript entries may be either)."""
    if isinstance(obj, dict):
        return obj.get(name, default)
    return getattr(obj, name, default)


def blocks(message: Any) -> list[Any]:
    """The content blocks of a plain message; a string content is one text block."""
    content = message.get("content") if isinstance(message, dict) else None
    if isinstance(content, str):
        return [{"type": "text", "text": content}]
    return content if isinstance(content, list) else []
