"""Whether a learner-facing sentence is finished: the one test of "renders" for verdicts."""

from __future__ import annotations

import re
from collections.abc import Iterable

from autograder.catalogue import render
from autograder.checks.results import UNRENDERABLE

__all__ = ["keys_of", "unfinished"]

_PLACEHOLDER = re.compile(r"\{[a-z_]+\}")


def unfinished(text: str, keys: Iterable[str], lang: str) -> str | None:
    """Why `text`, a verdict's sentence in `lang`, is not a finished sentence, or None.

    `keys` are the verdict's diagnosis key and the keys nested in its parameters: none of
    them may show, nor an unfilled ``{placeholder}``, nor the catalogue's neutral fallback
    for a key it could not render."""
    if text == render(UNRENDERABLE, lang):
        return "the key-and-params fallback"
    if _PLACEHOLDER.search(text):
        return f"an unfilled placeholder: {text}"
    if any(key and key in text for key in keys):
        return f"a catalogue key: {text}"
    return None


def keys_of(key: str, params: dict) -> list[str]:
    """A verdict's diagnosis key and the keys nested in its parameters (``*_key``)."""
    return [key, *(v for k, v in params.items() if k.endswith("_key") and isinstance(v, str))]
