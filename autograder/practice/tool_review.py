"""A small reviewer for tool definitions: part of lesson 7's checklist, as code.

It checks what code can check (name shape, description length, a sentence that says when
not to use the tool, read by meaning with ``autograder.reading``: 사용하지 마세요, 쓰면 안
됩니다, 대신 …을 쓴다, don't use …, per-parameter descriptions, date formats, ``required``,
``additionalProperties``); whether a description is *clear* stays a human judgement.
"""

from __future__ import annotations

import re
from typing import Any

from autograder.catalogue import render
from autograder.reading import says

__all__ = ["VAGUE_NAMES", "findings", "review_tool"]

VAGUE_NAMES = frozenset({"process", "handle", "do_action", "run", "execute", "manage", "data"})
#: verb_object in snake case: at least two words.
NAME_SHAPE = re.compile(r"[a-z]+(_[a-z0-9]+)+")
MIN_DESCRIPTION = 40


def findings(tool: Any) -> list[tuple[str, dict[str, Any]]]:
    """(catalogue key, params) for each thing to fix in `tool`; empty when nothing is found."""
    if not isinstance(tool, dict):
        return [("practice.review.not_a_dict", {})]
    found: list[tuple[str, dict[str, Any]]] = []
    name, description = str(tool.get("name", "")), tool.get("description") or ""
    if name in VAGUE_NAMES or not NAME_SHAPE.fullmatch(name):
        found.append(("practice.review.name", {"name": name}))
    if len(description) < MIN_DESCRIPTION:
        found.append(("practice.review.short_description", {"length": len(description)}))
    if not isinstance(description, str) or says(description, "when_not_to_use", tool=name) is None:
        found.append(("practice.review.no_when_not", {}))
    schema = tool.get("input_schema") if isinstance(tool.get("input_schema"), dict) else {}
    for prop, spec in (schema.get("properties") or {}).items():
        spec = spec if isinstance(spec, dict) else {}
        said = spec.get("description") or ""
        if not said:
            found.append(("practice.review.param_undescribed", {"param": prop}))
        if "date" in prop and "YYYY-MM-DD" not in said and spec.get("format") != "date":
            found.append(("practice.review.date_format", {"param": prop}))
    if not schema.get("required"):
        found.append(("practice.review.no_required", {}))
    if schema.get("additionalProperties") is not False:
        found.append(("practice.review.open_schema", {}))
    return found


def review_tool(tool: Any, lang: str = "ko") -> list[str]:
    """The findings as sentences; an empty list means the reviewer has nothing to add."""
    return [render(key, lang, **params) for key, params in findings(tool)]
