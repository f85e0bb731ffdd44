"""What the prompt says about the answer's form, followed as a model follows it.

- ``answer_tag``: "place all user-facing responses in <reply></reply> XML tags", "enclose
  your answer in <answer> tags" (system prompt or user text): the final text is wrapped.
- ``terse``: "Only respond with the result", "결과만": no sentence before a tool call.
"""

from __future__ import annotations

import re

_TAG = re.compile(
    r"\b(?:place|put|enclose|wrap|write|respond|reply|answer|give|output|return|format)\b"
    r"[^.\n]{0,80}?\b(?:in|inside|within|between)\s+(?:the\s+)?<([A-Za-z_][\w-]*)>(?:\s*</\1>)?"
    r"\s*(?:xml\s+)?tags?\b|<([^\W\d][\w-]*)>\s*태그\s*(?:로|에|안에)\s*(?:감싸|넣|작성|답)",
    re.I,
)
_TERSE = re.compile(
    r"\bonly (?:respond|reply|answer|return|give|output|print)\b|\bjust (?:the|give|respond)\b|"
    r"\bno (?:explanation|preamble|commentary)\b|결과만|답만|설명 없이",
    re.I,
)


def instructions(request: dict) -> str:
    """The system prompt's text (string or text blocks)."""
    system = request.get("system")
    if isinstance(system, list):
        return "\n".join(b.get("text", "") for b in system if isinstance(b, dict))
    return system if isinstance(system, str) else ""


def answer_tag(request: dict, user_text: str) -> str | None:
    """The tag the prompt asks the user-facing answer to be wrapped in, if any."""
    found = _TAG.search(f"{instructions(request)}\n{user_text}")
    return (found.group(1) or found.group(2)) if found else None


def wrap(text: str, tag: str) -> str:
    return text if f"<{tag}>" in text else f"<{tag}>{text}</{tag}>"


def terse(user_text: str) -> bool:
    return bool(_TERSE.search(user_text))
