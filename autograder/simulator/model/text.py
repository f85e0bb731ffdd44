"""Reading a request: the user's own words, the conversation's language, tool results.

All functions take plain request dicts and never raise on odd shapes (the contract engine
has already rejected what the API rejects; what is left may still be unusual).
"""

from __future__ import annotations

import ast
import json
import re

_HANGUL = re.compile(r"[\uac00-\ud7a3]")


def blocks_of(message: object) -> list[dict]:
    """A message's content as a list of block dicts (a string becomes one text block)."""
    if not isinstance(message, dict):
        return []
    content = message.get("content")
    if isinstance(content, str):
        return [{"type": "text", "text": content}]
    if isinstance(content, list):
        return [b for b in content if isinstance(b, dict)]
    return []


def messages_of(request: dict) -> list[dict]:
    """The request's messages that are dicts with a role."""
    messages = request.get("messages")
    if not isinstance(messages, list):
        return []
    return [m for m in messages if isinstance(m, dict) and isinstance(m.get("role"), str)]


def user_texts(request: dict) -> list[str]:
    """The text the user wrote, message by message (tool results excluded)."""
    texts = []
    for message in messages_of(request):
        if message["role"] != "user":
            continue
        for block in blocks_of(message):
            if block.get("type") == "text" and isinstance(block.get("text"), str):
                texts.append(block["text"])
    return texts


def language(request: dict) -> str:
    """``"ko"`` when the user wrote Hangul (latest text first), else ``"en"``."""
    for text in reversed(user_texts(request)):
        if text.strip():
            return "ko" if _HANGUL.search(text) else "en"
    return "en"


def result_text(block: dict) -> str:
    """The text of a ``tool_result`` block's content (string, or the text blocks joined)."""
    content = block.get("content")
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts = [b.get("text") for b in content if isinstance(b, dict)]
        return "\n".join(p for p in parts if isinstance(p, str))
    return ""


def parse_result(text: str) -> object:
    """A tool result's text as JSON, or as a Python literal (``str(dict)``), else the text."""
    try:
        return json.loads(text)
    except ValueError:
        pass
    if text[:1] in "{[(" and len(text) < 100_000:
        try:
            return ast.literal_eval(text)  # what hosts send when they str() a dict
        except (ValueError, SyntaxError, MemoryError, RecursionError):
            pass
    fields = _model_fields(text) if len(text) < 10_000 else None
    return text if fields is None else fields


_FIELD = re.compile(
    r"\s*([A-Za-z_]\w*)=('(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\"|-?\d+(?:\.\d+)?|True|False|None)"
)


def _model_fields(text: str) -> dict | None:
    """``str()`` of a pydantic model ("city='Tokyo' conditions='Sunny'") as a dict, else None."""
    fields, end = {}, 0
    for match in _FIELD.finditer(text):
        if match.start() != end:
            return None
        fields[match.group(1)] = ast.literal_eval(match.group(2))
        end = match.end()
    return fields if len(fields) >= 2 and not text[end:].strip() else None


def render_value(value: object, limit: int = 300, depth: int = 0) -> str:
    """A short human rendering of a result: ``key=value`` pairs for objects, else text."""
    if depth > 3 and isinstance(value, dict | list):
        text = "…"
    elif isinstance(value, dict):
        text = ", ".join(f"{k}={render_value(v, 80, depth + 1)}" for k, v in value.items())
    elif isinstance(value, list):
        text = "; ".join(render_value(v, 80, depth + 1) for v in value)
    elif value is None:
        text = "null"
    elif isinstance(value, float) and value.is_integer():
        text = str(int(value))  # 60.0 reads as "60" to a person
    else:
        text = str(value)
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"
