"""Pretty JSON for lessons: what was sent or received, shown as a highlighted code block."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from autograder.catalogue import render
from autograder.viz._plain import plain

__all__ = ["JsonView", "show_json"]


@dataclass(frozen=True)
class JsonView:
    """JSON text that displays as a ```json Markdown block (plain text elsewhere)."""

    text: str
    title: str | None = None

    def _repr_markdown_(self) -> str:
        heading = f"**{self.title}**\n\n" if self.title else ""
        return f"{heading}```json\n{self.text}\n```"

    def __repr__(self) -> str:
        return f"{self.title}\n{self.text}" if self.title else self.text


def show_json(
    data: Any, *, title: str | None = None, hide: Sequence[str] = (), lang: str = "ko"
) -> JsonView:
    """`data` (SDK models allowed) as indented JSON; top-level keys in `hide` are elided."""
    value = plain(data)
    if isinstance(value, dict):
        value = {k: _elided(v, lang) if k in hide else v for k, v in value.items()}
    return JsonView(json.dumps(value, ensure_ascii=False, indent=2), title)


def _elided(value: Any, lang: str) -> str:
    count = len(value) if isinstance(value, list | dict) else 1
    return render("viz.json.hidden", lang, count=count)
