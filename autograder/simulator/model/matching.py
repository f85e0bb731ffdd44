"""How well a tool fits the user's text: its name, description and parameters, read fuzzily.

The tool's words (name split at ``_``/camel case, description, parameter names and
descriptions) are compared with the words of the text: equal or close spellings
(RapidFuzz ratio >= 85, so "shiped" still counts), the same concept ("times" for a
``calculator``, "기온" for ``get_weather``), Korean stems for Korean text. A required value
the text visibly holds (an order id matching the pattern) counts most.
"""

from __future__ import annotations

import functools
import re

from rapidfuzz import fuzz

from autograder.simulator.model import extract, korean, meaning
from autograder.simulator.model.filling import candidates, is_specific, plain_view

_LATIN = re.compile(r"[A-Za-z][a-z]+|[A-Z]+(?![a-z])")
#: Function words that say nothing about which tool fits.
_STOP = frozenset(
    [
        "get",
        "set",
        "read",
        "list",
        "fetch",
        "tool",
        "tools",
        "with",
        "from",
        "that",
        "this",
        "when",
        "what",
        "which",
        "about",
        "into",
        "your",
        "their",
        "there",
        "them",
        "they",
        "have",
        "will",
        "would",
        "should",
        "could",
        "using",
        "used",
        "user",
        "users",
        "given",
        "return",
        "returns",
        "returned",
        "value",
        "values",
        "the",
        "and",
        "for",
        "are",
        "was",
        "can",
        "use",
        "any",
        "all",
        "its",
        "one",
        "information",
        "info",
        "data",
        "specified",
        "provided",
        "based",
        "current",
    ]
)
_KO_STOP = frozenset(
    [
        "사용",
        "경우",
        "하나",
        "도구",
        "때",
        "것",
        "수",
        "등",
        "정보",
        "사용자",
        "요청",
        "값",
        "결과",
        "알리",
    ]
)


def score(tool: dict, text: str) -> float:
    """A tool's fit to ``text``: 2 per name word, up to 3 for other words, 3 per clear value."""
    text_words = _words(text)
    name_words = _words(_split_name(str(tool.get("name", ""))))
    total = 2.0 * sum(_hit(w, text_words) for w in name_words)
    other = _words(_described(tool)) - name_words
    total += min(3.0, sum(_hit(w, text_words) for w in other))
    if _searches(name_words) and _RECENT.search(text):
        total += 3.0  # a question about recent events is what a search tool is for
    if _calculates(name_words | other) and extract.expressions(text):
        total += 3.0  # arithmetic in the text ("17% of 250") is what a calculator is for
    props, required = _schema(tool)
    for prop in required:
        schema = props.get(prop) if isinstance(props.get(prop), dict) else {}
        clear = is_specific(schema) or meaning.kind_of(prop, schema) in _CLEAR_KINDS
        if clear and candidates(prop, schema, text, {}):
            total += 3.0
    return total


#: Kinds of value that, found in the text, show the user means this tool (a city, an email).
_CLEAR_KINDS = ("place", "email", "phone", "math", "date")


_RECENT = re.compile(
    r"\b(?:20[2-9]\d|latest|current|currently|recent|recently|news|this (?:week|year))\b"
    r"|최신|최근|요즘|올해|뉴스",
    re.I,
)


def _calculates(words: frozenset[str]) -> bool:
    return any("calculate" in meaning.groups(w) for w in words)


def _searches(words: frozenset[str]) -> bool:
    return any("search" in meaning.groups(w) for w in words)


def _split_name(name: str) -> str:
    return re.sub(r"(?<=[a-z])(?=[A-Z])", " ", name).replace("_", " ").replace("-", " ")


def _described(tool: dict) -> str:
    parts = [tool.get("description") if isinstance(tool.get("description"), str) else ""]
    props, _ = _schema(tool)
    for prop, schema in props.items():
        parts.append(_split_name(prop))
        view = plain_view(schema)  # the values a property can take are words the model reads
        if isinstance(view.get("description"), str):
            parts.append(view["description"])
        if isinstance(view.get("enum"), list):
            parts += [_split_name(v) for v in view["enum"] if isinstance(v, str)]
    return " ".join(parts)


@functools.lru_cache(maxsize=512)
def _words(text: str) -> frozenset[str]:
    """Content words of ``text``: English words of 3+ letters, Hangul words and their prefixes."""
    english = {w.lower() for w in _LATIN.findall(text) if len(w) >= 3} - _STOP
    hangul = {w for w in korean.stems(text) if korean.has_hangul(w)} - _KO_STOP
    symbols = set(re.findall(r"(?<=\d)\s*([×*+/÷])\s*(?=\d)", text))
    return frozenset(english | hangul | symbols)


def _hit(word: str, text_words: frozenset[str]) -> bool:
    if word in text_words:
        return True
    for other in text_words:
        if meaning.related(word, other):
            return True
        if len(word) >= 5 and len(other) >= 5 and fuzz.ratio(word, other) >= 85:
            return True
    return False


def _schema(tool: dict) -> tuple[dict, list[str]]:
    schema = tool.get("input_schema") if isinstance(tool.get("input_schema"), dict) else {}
    props = schema.get("properties") if isinstance(schema.get("properties"), dict) else {}
    required = schema.get("required") if isinstance(schema.get("required"), list) else []
    return props, [r for r in required if isinstance(r, str)]
