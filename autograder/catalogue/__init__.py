"""Keyed learner-facing messages, Korean first and English second.

Logic never builds learner-facing sentences itself: it returns a *key* and *params*, and
`render(key, lang, **params)` turns them into text. Each domain keeps its entries in its
own module of this package (``contract.py``, ``grading.py``, ...) as a module-level
``MESSAGES: dict[str, dict[str, str]]`` mapping key -> {"ko": ..., "en": ...}; an exercise
keeps its own in its folder (``autograder/exercises/<id>/messages.py``, same shape). Both
are discovered automatically, so adding a domain or an exercise adds no line here.

An exercise's ``messages.py`` is read as data (`runpy.run_path`): importing it would
import its exercise package, and with it the exercise's checks, into every process that
renders one sentence (a lesson kernel, the simulator).
"""

from __future__ import annotations

import importlib
import pkgutil
import runpy
from collections.abc import Mapping
from functools import cache
from pathlib import Path

from autograder.config import DEFAULT_LANG, SUPPORTED_LANGS

__all__ = ["MissingMessage", "all_messages", "render"]

_EXERCISES = Path(__file__).resolve().parents[1] / "exercises"


class MissingMessage(KeyError):
    """A key has no entry in the catalogue (a bug in the caller, never the learner's fault)."""


@cache
def all_messages() -> Mapping[str, Mapping[str, str]]:
    """Every catalogue entry of every domain module, keyed by message key."""
    merged: dict[str, Mapping[str, str]] = {}
    for domain, messages in _domains():
        for key, entry in messages.items():
            if key in merged:
                raise ValueError(f"catalogue key {key!r} is defined twice (in {domain!r})")
            merged[key] = entry
    return merged


def _domains() -> list[tuple[str, Mapping[str, Mapping[str, str]]]]:
    """(name, MESSAGES) of every domain module here and every exercise folder."""
    found = [
        (info.name, getattr(importlib.import_module(f"{__name__}.{info.name}"), "MESSAGES", {}))
        for info in pkgutil.iter_modules(__path__)
    ]
    for path in sorted(_EXERCISES.glob("*/messages.py")):
        found.append((path.parent.name, runpy.run_path(str(path))["MESSAGES"]))
    return found


def render(key: str, lang: str = DEFAULT_LANG, /, **params: object) -> str:
    """The message for `key` in `lang` ("ko" or "en"), with `params` filled in."""
    if lang not in SUPPORTED_LANGS:
        raise ValueError(f"lang must be one of {SUPPORTED_LANGS}, found {lang!r}")
    try:
        template = all_messages()[key][lang]
    except KeyError:
        raise MissingMessage(f"no {lang!r} catalogue message for key {key!r}") from None
    return template.format(**params)
