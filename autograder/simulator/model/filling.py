"""Finding tool input values in the user's text, the way the schema describes them.

For each property of an ``input_schema`` the candidates come, in this order, from: its
``enum`` values, its ``pattern``, the shape of an example in its description
("예: C-10293", "e.g. ORD-2026-0001"), a lexicon (scenario values and their aliases,
a few well-known place names), numbers for numeric properties.
"""

from __future__ import annotations

import functools
import json
import re

from autograder import saferegex

#: Place names a learner's weather-like tool may be asked about (value as written in text).
PLACES = (
    "Hangzhou",
    "Seoul",
    "Busan",
    "Incheon",
    "Daegu",
    "Jeju",
    "Tokyo",
    "Osaka",
    "Beijing",
    "Shanghai",
    "Paris",
    "London",
    "Berlin",
    "New York",
    "San Francisco",
    "Sydney",
    "Riverside",
    "서울",
    "부산",
    "인천",
    "대구",
    "대전",
    "광주",
    "제주",
    "도쿄",
    "베이징",
    "상하이",
    "파리",
    "런던",
)
_PLACE_FIELDS = re.compile(r"city|location|place|site|region|town|도시|지역", re.I)
_EXAMPLE = saferegex.Bounded(r"\b[A-Za-z]{1,6}-?(?:[A-Za-z0-9]+-)*\d[A-Za-z0-9]*\b")
_NUMBER = re.compile(r"(?<![A-Za-z0-9_.-])\$?(\d+(?:\.\d+)?)(?![A-Za-z0-9_-])")


def candidates(name: str, schema: object, text: str, lexicon: dict[str, str]) -> list[object]:
    """Values for property ``name`` found in ``text``, in order of appearance, no repeats."""
    if not isinstance(schema, dict):
        schema = {}
    try:
        key = json.dumps(schema, sort_keys=True)
    except (TypeError, ValueError):
        return _candidates(name, schema, text, lexicon)
    return list(_cached(name, key, text, tuple(lexicon.items())))


@functools.lru_cache(maxsize=1024)
def _cached(name: str, schema_json: str, text: str, lexicon: tuple) -> tuple:
    return tuple(_candidates(name, json.loads(schema_json), text, dict(lexicon)))


def _candidates(name: str, schema: dict, text: str, lexicon: dict[str, str]) -> list[object]:
    found = (
        _enum_values(schema, text)
        or _pattern_values(schema, text)
        or _example_values(schema, text)
        or _lexicon_values(name, schema, text, lexicon)
        or _number_values(schema, text)
    )
    return [v for v in dict.fromkeys(found) if satisfies(v, schema)]


def satisfies(value: object, schema: object) -> bool:
    """Whether ``value`` satisfies the property's schema (an unusable schema accepts all)."""
    try:
        return saferegex.schema_validator(schema).is_valid(value)
    except Exception:  # a learner's odd schema must not break the model
        return True


def is_specific(schema: object) -> bool:
    """Whether the property's values are recognisable (enum, pattern or example shape)."""
    if not isinstance(schema, dict):
        return False
    description = schema.get("description")
    has_example = isinstance(description, str) and bool(_EXAMPLE.search(description))
    return bool(schema.get("enum") or schema.get("pattern") or has_example)


def _enum_values(schema: dict, text: str) -> list[object]:
    enum = schema.get("enum")
    if not isinstance(enum, list):
        return []
    lowered = text.lower()
    scalars = [v for v in enum if isinstance(v, str | int | float) and str(v)]
    hits = [(lowered.find(str(v).lower()), v) for v in scalars if str(v).lower() in lowered]
    return [v for _, v in sorted(hits, key=lambda hit: hit[0])]


def _pattern_values(schema: dict, text: str) -> list[object]:
    pattern = schema.get("pattern")
    if not isinstance(pattern, str):
        return []
    return saferegex.standalone_matches(pattern.removeprefix("^").removesuffix("$"), text)


def _example_values(schema: dict, text: str) -> list[object]:
    description = schema.get("description")
    if not isinstance(description, str) or schema.get("type") not in (None, "string"):
        return []
    found: list[object] = []
    for example in _EXAMPLE.findall(description):
        shape = re.sub(r"\d", r"\\d", re.escape(example))
        found.extend(saferegex.standalone_matches(shape, text))
    return found


def _lexicon_values(name: str, schema: dict, text: str, lexicon: dict[str, str]) -> list[object]:
    if schema.get("type") not in (None, "string"):
        return []
    words = dict(lexicon)
    if _PLACE_FIELDS.search(name) or _PLACE_FIELDS.search(str(schema.get("description", ""))):
        words.update({place: place for place in PLACES if place not in words})
    lowered = text.lower()
    hits = [(lowered.find(w.lower()), value) for w, value in words.items() if w.lower() in lowered]
    return [value for _, value in sorted(hits, key=lambda hit: hit[0])]


def _number_values(schema: dict, text: str) -> list[object]:
    kind = schema.get("type")
    if kind not in ("integer", "number"):
        return []
    values: list[object] = []
    for match in _NUMBER.finditer(text):
        number = float(match.group(1))
        if kind == "integer" and not number.is_integer():
            continue
        value = int(number) if number.is_integer() else number
        if _within(schema, number):
            values.append(value)
    return values


def _within(schema: dict, number: float) -> bool:
    checks = (
        ("minimum", lambda n, b: n >= b),
        ("maximum", lambda n, b: n <= b),
        ("exclusiveMinimum", lambda n, b: n > b),
        ("exclusiveMaximum", lambda n, b: n < b),
    )
    for key, ok in checks:
        bound = schema.get(key)
        if isinstance(bound, int | float) and not isinstance(bound, bool) and not ok(number, bound):
            return False
    return True
