"""Scenarios are data (``autograder/simulator/scenarios/*.json``); this module loads them.

A scenario holds the tools a lesson uses, the calls the model makes round by round (with
their canonical inputs and, where the seed fixes it, the ``tool_use`` id), labels for its
answer, and the canonical tool results (for the lessons' tool handlers). ``variant()``
re-seeds a scenario -- another tool name, id, city or value -- for unseen exercise variants;
the canonical seed values stay the default.
"""

from __future__ import annotations

import copy
import json
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

DATA = Path(__file__).resolve().parent.parent / "scenarios"

#: The fixed scenario names (lessons and exercises use them); "auto" picks one per request.
NAMES = ("weather", "order_status", "two_orders", "meridian", "bank", "deploy", "ask_back")


@dataclass(frozen=True)
class Scenario:
    """One scenario's data (see the JSON files for the fields)."""

    name: str
    data: dict = field(repr=False, compare=False)

    @property
    def tools(self) -> list[dict]:
        """The scenario's tool definitions (a fresh copy, ready to send)."""
        return copy.deepcopy(self.data["tools"])

    @property
    def rounds(self) -> list[list[dict]]:
        return self.data["rounds"]

    @property
    def tool_names(self) -> set[str]:
        return {t["name"] for t in self.data["tools"]}

    def prompt(self, lang: str = "ko") -> str:
        """The user's question that plays this scenario."""
        return self.data["prompt"][lang]

    def results(self) -> dict:
        return copy.deepcopy(self.data.get("results", {}))

    def lexicon(self, prop: str) -> dict[str, str]:
        """Words to recognise in the text for input ``prop`` -> the value they stand for."""
        values = {
            call["input"][prop]
            for call in (c for r in self.rounds for c in r)
            if isinstance(call["input"].get(prop), str)
        }
        words = {alias: v for alias, v in self.data.get("aliases", {}).items() if v in values}
        words.update({v: v for v in values})
        return words


@cache
def _load(name: str) -> dict:
    return json.loads((DATA / f"{name}.json").read_text(encoding="utf-8"))


def get_scenario(name: str) -> Scenario:
    """The canonical scenario ``name`` (one of ``NAMES``)."""
    return Scenario(name, copy.deepcopy(_load(_known(name))))


def _known(name: str) -> str:
    if name not in NAMES:
        raise ValueError(f"unknown scenario {name!r}; expected one of {', '.join(NAMES)} or 'auto'")
    return name


def variant(base: str | Scenario, replacements: dict, *, name: str | None = None) -> Scenario:
    """``base`` re-seeded: every string containing a key gets it replaced, other values by equality.

    Example: ``variant("weather", {"Hangzhou": "Busan", "toolu_01Weather9527": "toolu_01Busan3141",
    "sunny": "rainy", 26: 18})``.
    """
    scenario = _canonical(_known(base)) if isinstance(base, str) else base
    # `_replace` builds new dicts and lists throughout (and JSON's other values are
    # immutable), so the shared canonical data is read, never copied, and never changed.
    data = _replace(scenario.data, replacements)
    return Scenario(name or scenario.name, data)


def _replace(value: object, replacements: dict) -> object:
    if isinstance(value, dict):
        return {_replace(k, replacements): _replace(v, replacements) for k, v in value.items()}
    if isinstance(value, list):
        return [_replace(v, replacements) for v in value]
    if isinstance(value, str):
        for old, new in replacements.items():
            if isinstance(old, str) and old in value:
                if value == old and not isinstance(new, str):
                    return new
                value = value.replace(old, str(new))
        return value
    for old, new in replacements.items():
        if not isinstance(old, str) and type(old) is type(value) and old == value:
            return new
    return value


@cache
def _canonical(name: str) -> Scenario:
    return Scenario(name, _load(name))


def all_scenarios() -> list[Scenario]:
    """The canonical scenarios, shared and read-only (use ``get_scenario`` for a copy to edit)."""
    return [_canonical(n) for n in NAMES]
