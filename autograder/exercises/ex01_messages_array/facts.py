"""Exercise 1, criterion 3: read the weather out of a `tool_result`'s content, as data.

The content is parsed (a string or a list of text blocks, each JSON: an object, or an array
holding objects), then only the fields that *hold* a fact are read: a key naming the
temperature (``temperature_c``, ``temp``, ``기온``, ``온도`` ...), the sky (``condition``,
``weather``, ``sky``, ``날씨``, ``상태`` ...) or the city. A field's kind is its own key's,
else the nearest enclosing key's (``{"weather": {"main": "Clear"}}``); every other field
(a note, a station number) is never read, so "sunny" in a note cannot stand in for the sky.

Temperatures are numbers or text with a unit (``26``, ``"26°C"``, ``"섭씨 26도"``,
``{"value": 26, "unit": "C"}``); a unit comes from the text, the key (``_f``, ``kelvin``)
or a sibling ``unit`` field, and Celsius is assumed when none is given. A reading in
another unit only counts beside a Celsius one that it agrees with.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

from autograder.checks.results import Outcome, failed

__all__ = ["facts_problem"]

TEMPERATURE_C = 26.0
CITY_NAMES = ("hangzhou", "항저우", "杭州")
SUNNY = ("sunny", "clear", "fair", "맑", "화창", "쾌청")
NOT_SUNNY = (
    "cloud", "rain", "snow", "storm", "fog", "mist", "drizzle", "shower", "overcast",
    "thunder", "haze", "sleet", "흐", "비", "눈", "구름", "안개", "소나기", "뇌우",
)  # fmt: skip
_TEMPERATURE_KEYS = ("temp", "기온", "온도", "celsius", "fahrenheit", "섭씨", "화씨")
_CONDITION_KEYS = (
    "condition", "weather", "sky", "status", "desc", "summary", "forecast", "state",
    "main", "상태", "날씨", "하늘", "기상",
)  # fmt: skip
_CITY_KEYS = ("city", "location", "place", "도시", "지역", "위치")
_UNIT_KEYS = ("unit", "units", "scale", "단위")
_SIDE_READINGS = ("feel", "min", "max", "dew", "체감", "최저", "최고")
_UNIT_MARKS = (
    ("F", ("℉", "°f", "fahrenheit", "화씨", "imperial")),
    ("K", ("kelvin", "°k")),
    ("C", ("℃", "°c", "celsius", "섭씨", "도", "metric")),
)
#: A unit letter closing a key or a value (``temperature_f``, ``temp(c)``, ``"F"``).
_UNIT_SUFFIXES = tuple(
    (unit, re.compile(rf"(^|[_(\-]){letter}\)?$"))
    for unit, letter in (("F", "f"), ("K", "k"), ("C", "c"))
)
_READING = re.compile(
    r"(섭씨|화씨)?\s*(-?\d+(?:\.\d+)?)\s*"
    r"(°\s*[cfk]|℃|℉|도|degrees?\s*(?:celsius|fahrenheit|[cf])?|celsius|fahrenheit|kelvin|[cfk]\b)?",
    re.IGNORECASE,
)
_TOLERANCE = {"C": 0.05, "F": 0.6, "K": 0.6}


def facts_problem(data: list[Any], path: str) -> Outcome:
    """None when the parsed `data` holds today's weather in Hangzhou (sunny, 26 °C)."""
    fields = [item for value in data for item in _fields(value, None, None)]
    cities = [v for kind, v, _ in fields if kind == "city" and isinstance(v, str)]
    if cities and not any(name in c.lower() for c in cities for name in CITY_NAMES):
        return failed("ex01.city_mismatch", path=path, found=json.dumps(cities[0]))
    readings = [r for kind, v, unit in fields for r in _readings(kind, v, unit)]
    problem = _temperature_problem(readings)
    if problem:
        return failed(problem, path=path)
    skies = [v.lower() for kind, v, _ in fields if kind == "condition" and isinstance(v, str)]
    sunny = any(word in sky for sky in skies for word in SUNNY)
    if not sunny or any(word in sky for sky in skies for word in NOT_SUNNY):
        return failed("ex01.condition_mismatch", path=path)
    return None


def _kind(key: str) -> str | None:
    key = key.lower()
    if key in _UNIT_KEYS or key.endswith("_unit"):
        return "unit"
    if any(word in key for word in _SIDE_READINGS):
        return None  # feels-like, min/max: other facts, not the reading
    for kind, names in (
        ("temperature", _TEMPERATURE_KEYS),
        ("city", _CITY_KEYS),
        ("condition", _CONDITION_KEYS),
    ):
        if any(name in key for name in names):
            return kind
    return None


def _fields(value: Any, kind: str | None, key: str | None) -> Iterator[tuple[str, Any, str]]:
    """(kind, value, unit hint) of every fact-holding leaf; the hint joins key and siblings."""
    if isinstance(value, dict):
        units = [v for k, v in value.items() if _kind(k) == "unit" and isinstance(v, str)]
        for k, v in value.items():
            own = _kind(k)
            if own == "unit":
                continue
            hint = " ".join([k, *units]) if (own or kind) == "temperature" else k
            yield from _fields(v, own or kind, hint)
    elif isinstance(value, list):
        for item in value:
            yield from _fields(item, kind, key)
    elif kind is not None:
        yield kind, value, key or ""


def _readings(kind: str, value: Any, hint: str) -> Iterator[tuple[str, float]]:
    """(unit, number) readings in one field: every temperature; explicit ones in sky text."""
    if isinstance(value, bool) or kind not in ("temperature", "condition"):
        return
    if isinstance(value, int | float):
        if kind == "temperature":
            yield _unit(hint, ""), float(value)
        return
    if not isinstance(value, str):
        return
    for match in _READING.finditer(value):
        prefix, number, suffix = match.group(1) or "", match.group(2), match.group(3) or ""
        if kind == "condition" and not (prefix or suffix):
            continue
        yield _unit(hint, prefix + suffix), float(number)


def _unit(hint: str, text: str) -> str:
    """C, F or K from the value's own text first, then its key and sibling unit fields."""
    for source in (text, hint):
        unit = _unit_in(source.lower())
        if unit:
            return unit
    return "C"


def _unit_in(source: str) -> str | None:
    for unit, marks in _UNIT_MARKS:
        if any(mark in source for mark in marks):
            return unit
    for token in source.split():
        for unit, pattern in _UNIT_SUFFIXES:
            if pattern.search(token):
                return unit
    return None


def _temperature_problem(readings: list[tuple[str, float]]) -> str | None:
    if not readings:
        return "ex01.temperature_mismatch"
    expected = {"C": TEMPERATURE_C, "F": TEMPERATURE_C * 9 / 5 + 32, "K": TEMPERATURE_C + 273.15}
    agree = [abs(number - expected[unit]) <= _TOLERANCE[unit] for unit, number in readings]
    celsius = [ok for (unit, _), ok in zip(readings, agree, strict=True) if unit == "C"]
    if not celsius:
        return "ex01.temperature_wrong_unit"
    if all(agree):
        return None
    return "ex01.temperature_mismatch"
