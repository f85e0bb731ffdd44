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

from autograder import korean
from autograder.simulator.model import extract, meaning
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
    """A tool's fit to ``text``: 2 per name word, up to 3 for other words, 3 per clear value;
    halved for a tool its own description calls deprecated (the model takes its successor)."""
    text_words = _words(text)
    name_words = _words(_split_name(str(tool.get("name", ""))))
    total = 2.0 * len(name_hits(tool, text))
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
    if _DEPRECATED.search(_described(tool)):
        total /= 2
    return total


_DEPRECATED = re.compile(r"\bdeprecated\b|\buse \w+ instead\b", re.I)


def name_hits(tool: dict, text: str) -> frozenset[str]:
    """The words of the tool's name that the text names (the parts of a request it covers)."""
    text_words = _words(text)
    name_words = _words(_split_name(str(tool.get("name", ""))))
    return frozenset(w for w in name_words if _hit(w, text_words))


def unmatched(tool: dict, text: str) -> int:
    """How many words of the tool's name the text does not name (fewer: a closer fit)."""
    name_words = _words(_split_name(str(tool.get("name", ""))))
    return len(name_words - name_hits(tool, text))


_POLITE = re.compile(
    r"^\s*(?:(?:please|pls|kindly|hey|hi|hello|ok|okay|now|then|also)\b[,!]?\s*)*"
    r"(?:(?:can|could|would|will) you\s+(?:please\s+)?)?([A-Za-z]+)"
)


def request_verb(text: str) -> str | None:
    """The action an English request opens with ("List the files", "Can you read ..."),
    lower-cased; None when the last sentence opens otherwise (a question, Korean)."""
    lines = [line for line in text.splitlines() if line.strip()]
    found = _POLITE.match(lines[-1]) if lines else None
    return found.group(1).lower() if found else None


def name_verb(tool: dict) -> str:
    """The first word of a tool's name: its action ("list" of ``list_directory``)."""
    words = _split_name(str(tool.get("name", ""))).split()
    return words[0].lower() if words else ""


def does(tool: dict, verb: str) -> bool:
    """Whether the tool's name says it does ``verb`` (the same word or a synonym)."""
    action = name_verb(tool)
    return action == verb or meaning.related(action, verb)


#: Kinds of value that, found in the text, show the user means this tool (a city, an email).
_CLEAR_KINDS = ("place", "email", "phone", "math", "date", "file")


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


# Remembered: each request scores every tool against the same few text words, and a
# conversation asks again with the same tools (the fuzzy ratios were ~15% of judging ex08).
@functools.lru_cache(maxsize=8192)
def _hit(word: str, text_words: frozenset[str]) -> bool:
    if word in text_words:
        return True
    for other in text_words:
        if len(word) >= 3 and _singular(word) == _singular(other):
            return True  # "loans" names what "loan" does
        if meaning.related(word, other):
            return True
        if len(word) >= 5 and len(other) >= 5 and fuzz.ratio(word, other) >= 85:
            return True
    return False


def _singular(word: str) -> str:
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


def _schema(tool: dict) -> tuple[dict, list[str]]:
    schema = tool.get("input_schema") if isinstance(tool.get("input_schema"), dict) else {}
    props = schema.get("properties") if isinstance(schema.get("properties"), dict) else {}
    required = schema.get("required") if isinstance(schema.get("required"), list) else []
    return props, [r for r in required if isinstance(r, str)]
