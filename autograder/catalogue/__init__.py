"""Keyed learner-facing messages, Korean first and English second.

Logic never builds learner-facing sentences itself: it returns a *key* and *params*, and
`render(key, lang, **params)` turns them into text. Each domain keeps its entries in its
own module of this package (``contract.py``, ``ex01.py``, ...) as a module-level
``MESSAGES: dict[str, dict[str, str]]`` mapping key -> {"ko": ..., "en": ...}; modules are
discovered automatically, so adding a domain means adding a file, nothing else.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Mapping
from functools import cache

from autograder.config import DEFAULT_LANG, SUPPORTED_LANGS

__all__ = ["MissingMessage", "all_messages", "render"]


class MissingMessage(KeyError):
    """A key has no entry in the catalogue (a bug in the caller, never the learner's fault)."""


@cache
def all_messages() -> Mapping[str, Mapping[str, str]]:
    """Every catalogue entry of every domain module, keyed by message key."""
    merged: dict[str, Mapping[str, str]] = {}
    for info in pkgutil.iter_modules(__path__):
        module = importlib.import_module(f"{__name__}.{info.name}")
        for key, entry in getattr(module, "MESSAGES", {}).items():
            if key in merged:
                raise ValueError(f"catalogue key {key!r} is defined twice (in {info.name!r})")
            merged[key] = entry
    return merged


def render(key: str, lang: str = DEFAULT_LANG, /, **params: object) -> str:
    """The message for `key` in `lang` ("ko" or "en"), with `params` filled in."""
    if lang not in SUPPORTED_LANGS:
        raise ValueError(f"lang must be one of {SUPPORTED_LANGS}, found {lang!r}")
    try:
        template = all_messages()[key][lang]
    except KeyError:
        raise MissingMessage(f"no {lang!r} catalogue message for key {key!r}") from None
    return template.format(**params)
