"""Turn SDK objects into plain JSON-like data once, at the visualizer's boundary."""

from __future__ import annotations

from typing import Any

__all__ = ["blocks", "field", "plain"]


def plain(obj: Any) -> Any:
    """`obj` with SDK models turned into dicts (recursively); other values unchanged."""
    dump = getattr(obj, "model_dump", None)
    if callable(dump):
        return plain(dump(mode="json", exclude_none=True))
    if isinstance(obj, dict):
        return {str(k): plain(v) for k, v in obj.items()}
    if isinstance(obj, list | tuple):
        return [plain(item) for item in obj]
    return obj


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
