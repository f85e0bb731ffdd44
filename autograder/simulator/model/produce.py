"""Values the model *produces* from the text rather than finds in it, always schema-valid.

A summary, a sentiment score, a list of entities, a category from an enum: what a model
writes into a tool that records its own analysis (the "extract structured data with a
forced tool" recipe), and what it invents, visibly, when ``tool_choice`` forces a call
whose values the user never gave. The same generator answers structured outputs.
"""

from __future__ import annotations

import re

from rapidfuzz import fuzz, process

from autograder import korean
from autograder.simulator.model import extract, gazetteer, meaning
from autograder.simulator.model.filling import candidates, satisfies

# A deliberately small polarity lexicon: enough to tell a glowing review from a complaint.
_POSITIVE = re.compile(
    r"\b(?:love|great|excellent|good|amazing|happy|best|wonderful|fantastic|enjoy|perfect|"
    r"recommend|nice|awesome|pleased|incredible|delicious|brilliant|superb)\w*|좋|최고|훌륭|만족|행복|추천|감사|멋지|맛있",
    re.I,
)
_NEGATIVE = re.compile(
    r"\b(?:hate|bad|terrible|awful|worst|poor|broken|angry|disappoint|refund|slow|never|"
    r"horrible|useless|problem)\w*|나쁘|최악|실망|별로|화나|불만|느리|고장|환불|짜증",
    re.I,
)
_SENTENCE = re.compile(r"(?:[^.!?。\n]|(?<=\d)\.(?=\d))+[.!?。]?")  # "$123.45" is not two


def produce(name: str, schema: object, text: str, depth: int = 0, *, find: bool = True) -> object:
    """A value for property ``name`` made from ``text`` that satisfies ``schema``.

    With ``find`` a value the text states (a name, a date) is taken as it is; numbers are
    always judged (a score is not a number that happens to be in the text).
    """
    schema = schema if isinstance(schema, dict) else {}
    text = extract.material(text) if depth == 0 else text
    value = _make(name, schema, text, depth, find)
    return value if satisfies(value, schema) else _fallback(schema)


def _make(name: str, schema: dict, text: str, depth: int, find: bool = True) -> object:
    numeric = schema.get("type") in ("integer", "number")
    found = candidates(name, schema, text, {}) if depth < 3 and not (numeric and not find) else []
    if found and schema.get("type") != "array":
        return found[0]
    if isinstance(schema.get("enum"), list) and schema["enum"]:
        return _closest(schema["enum"], text)
    if "const" in schema:
        return schema["const"]
    kind = schema.get("type")
    if isinstance(kind, list):
        kind = next((k for k in kind if k != "null"), "string")
    if kind == "object" or isinstance(schema.get("properties"), dict):
        return produce_object(schema, text, depth + 1)
    if kind == "array":
        return _array(name, schema, text, depth)
    if kind in ("integer", "number"):
        return _number(name, schema, text, kind == "integer")
    if kind == "boolean":
        return _flag(name, text)
    if kind == "null":
        return None
    return _string(name, schema, text)


def produce_object(schema: dict, text: str, depth: int = 0) -> dict:
    """Every property of an object schema, required ones first, each made from ``text``."""
    props = schema.get("properties") if isinstance(schema.get("properties"), dict) else {}
    value = {}
    for prop, sub in props.items():
        value[prop] = produce(prop, sub, text, depth)
    return value


def _closest(options: list, text: str) -> object:
    """The enum value the text is closest to (a synonym, a near spelling), else the first."""
    labels = {str(o).lower().replace("_", " "): o for o in options}
    polarity = sentiment(text)
    for label, option in labels.items():
        if (polarity > 0 and "positive" in label) or (polarity < 0 and "negative" in label):
            return option
        if polarity == 0 and "neutral" in label:
            return option
    best = process.extractOne(text.lower(), list(labels), scorer=fuzz.partial_ratio)
    return labels[best[0]] if best and best[1] >= 80 else options[0]


_TROUBLE = re.compile(
    r"\b(?:lost|stolen|fraud\w*|hacked|compromised|unauthori[sz]ed|scam\w*)\b|분실|도난|해킹|사기|잃어버",
    re.I,
)


def _flag(name: str, text: str) -> bool:
    """A yes/no the model judges: said outright, or trouble with the thing the flag names.

    "I just lost my card!" sets ``block_card``: the text reports trouble (lost, stolen,
    분실) with a thing the property's name mentions ("card").
    """
    if re.search(r"\b(?:yes|true)\b|네|예|맞", text, re.I):
        return True
    words = [w for w in re.split(r"[_\W]+", name.lower()) if len(w) >= 3]
    return bool(_TROUBLE.search(text)) and any(w in text.lower() for w in words)


def sentiment(text: str) -> float:
    """-1 .. 1: the balance of positive and negative words."""
    good, bad = len(_POSITIVE.findall(text)), len(_NEGATIVE.findall(text))
    return 0.0 if good == bad else (good - bad) / (good + bad)


def _number(name: str, schema: dict, text: str, integer: bool) -> float | int:
    polar = re.search(r"sentiment|polarity|감정", name, re.I)
    schema = _described_range(schema)
    low, high = _bounds(schema, (-1, 1) if polar else (0, 1))
    bounded = "minimum" in schema and "maximum" in schema
    mood = sentiment(text)
    if re.search(r"negative|부정", name, re.I):
        share = -mood if mood < 0 else 0.0
    elif re.search(r"neutral|중립", name, re.I):
        share = 0.8 * (1 - abs(mood))
    elif re.search(r"positive|긍정", name, re.I):
        share = mood if mood > 0 else 0.0
    elif polar or bounded or re.search(r"score|rating|persuasion|coherence|평점|점수", name, re.I):
        share = (mood + 1) / 2
    elif re.search(r"confidence|probability|확신|확률", name, re.I):
        share = 0.9
    else:
        share = None
    if share is None and re.search(r"year|연도|년도", name, re.I) and "minimum" not in schema:
        return extract.TODAY.year  # a visible guess: the text gives no year
    if share is None:
        value = low if "minimum" in schema else max(low, 1)
    else:
        value = low + share * (high - low)
    value = min(max(value, low), high) if high >= low else value
    return round(value) if integer else round(value, 2)


_RANGE = re.compile(r"(-?\d+(?:\.\d+)?)\s*(?:-|–|to|~|부터)\s*(-?\d+(?:\.\d+)?)")
_OUT_OF = re.compile(
    r"(?:out of|of max(?:imum)?)\s+(\d+(?:\.\d+)?)|(\d+(?:\.\d+)?)\s*점\s*만점", re.I
)


def _described_range(schema: dict) -> dict:
    """``schema`` with the range its description states ("0-100", "from 0.0 to 1.0")."""
    if "minimum" in schema or "maximum" in schema:
        return schema
    found = _RANGE.search(str(schema.get("description", "")))
    scale = _OUT_OF.search(str(schema.get("description", "")))
    if not found and scale:  # "rating out of 10": 0 .. 10
        return {**schema, "minimum": 0, "maximum": float(scale.group(1) or scale.group(2))}
    if not found:
        return schema
    low, high = float(found.group(1)), float(found.group(2))
    return {**schema, "minimum": low, "maximum": high} if low < high else schema


def _bounds(schema: dict, default: tuple[float, float]) -> tuple[float, float]:
    """The inclusive range a number may take (exclusive bounds nudged inwards)."""
    low, high = schema.get("minimum"), schema.get("maximum")
    if isinstance(schema.get("exclusiveMinimum"), int | float):
        low = schema["exclusiveMinimum"] + (1 if schema.get("type") == "integer" else 0.01)
    if isinstance(schema.get("exclusiveMaximum"), int | float):
        high = schema["exclusiveMaximum"] - (1 if schema.get("type") == "integer" else 0.01)
    low = low if isinstance(low, int | float) else min(default[0], high if high is not None else 0)
    high = high if isinstance(high, int | float) else max(default[1], low)
    return low, high


def _array(name: str, schema: dict, text: str, depth: int) -> list:
    items = schema.get("items") if isinstance(schema.get("items"), dict) else {}
    values: list = []
    item_props = items.get("properties") if isinstance(items.get("properties"), dict) else {}
    if items.get("type") == "object" and "name" in item_props and re.search(r"entit", name, re.I):
        values = [_entity(item_props, written, text) for _, written in _entities(text)]
    if items.get("type", "string") == "string" and not items.get("enum"):
        topical = re.search(r"topic|keyword|tag|theme|subject|주제|키워드|태그", name, re.I)
        values = [v for _, v in (_keywords(text) if topical else _entities(text))]
    if not values and depth < 3:
        values = [produce(name.removesuffix("s"), items, text, depth + 1)]
    low, high = schema.get("minItems", 0), schema.get("maxItems")
    while isinstance(low, int) and len(values) < low:
        values.append(values[-1] if values else produce(name, items, text, depth + 1))
    return values[:high] if isinstance(high, int) else values


def _entity(props: dict, written: str, text: str) -> dict:
    """One named entity as an object: its name, a type guess, the sentence it is in."""
    place = next((p for p in gazetteer.places(written)), None)
    if place is not None and not written.isupper():
        kind = "LOCATION"
    elif re.search(r"\b(?:Inc|Corp|Ltd|LLC|Google|Microsoft|Apple|Anthropic)\b", written):
        kind = "ORGANIZATION"
    else:
        kind = "PERSON"
    sentence = next((s for s in _SENTENCE.findall(text) if written in s), text).strip()
    value = {"name": written, "type": kind, "context": sentence}
    return {k: v for k, v in value.items() if k in props}


def _entities(text: str) -> list[tuple[int, str]]:
    """Named things in the text: places, names, ids, then Korean nouns; no repeats."""
    places = gazetteer.places(text)
    found = [(p.start, p.written) for p in places]
    covered = {p.start for p in places}
    found += [(o, v) for o, v in extract.proper_nouns(text) if o not in covered]
    found += extract.ids(text)
    if not found:
        found = extract.content_nouns(text)
    unique: dict[str, int] = {}
    for offset, value in sorted(found):
        unique.setdefault(value, offset)
    return [(o, v) for v, o in unique.items()]


_STOPWORDS = frozenset(
    [
        "the",
        "a",
        "an",
        "and",
        "or",
        "but",
        "with",
        "this",
        "that",
        "these",
        "those",
        "have",
        "has",
        "had",
        "very",
        "really",
        "just",
        "also",
        "from",
        "into",
        "about",
        "they",
        "them",
        "their",
        "there",
        "what",
        "when",
        "where",
        "which",
        "while",
        "would",
        "could",
        "should",
        "will",
        "your",
        "yours",
        "mine",
        "ours",
        "been",
        "being",
        "were",
        "was",
        "are",
        "is",
        "it",
        "its",
        "it's",
        "i'm",
        "you",
        "he",
        "she",
        "we",
    ]
)


def _keywords(text: str) -> list[tuple[int, str]]:
    """Topic words: Korean nouns, else the longer English words that are not function words."""
    if korean.has_hangul(text):
        return extract.content_nouns(text)[:5]
    seen: dict[str, int] = {}
    for match in re.finditer(r"[A-Za-z][a-z]{3,}", text):
        word = match.group(0).lower()
        if word not in _STOPWORDS:
            seen.setdefault(word, match.start())
    return sorted(((o, w) for w, o in seen.items()))[:5]


def _string(name: str, schema: dict, text: str) -> str:
    words = f"{name} {schema.get('description', '')}"
    sentences = [s.strip() for s in _SENTENCE.findall(text) if s.strip()]
    if re.search(r"title|heading|제목", words, re.I):
        value = _title(text, sentences)
    elif re.search(r"language|lang|언어", words, re.I):
        value = "ko" if korean.has_hangul(text) else "en"
    elif re.search(r"sentiment|감정", words, re.I):
        value = ("positive", "neutral", "negative")[1 - _sign(sentiment(text))]
    elif meaning.kind_of(name, schema) == "date":
        value = extract.TODAY.date().isoformat()
    elif schema.get("format") == "email":
        value = "user@example.com"
    else:  # a summary, a reason, a translation: the gist of what the user wrote
        value = " ".join(sentences[:2]) if sentences else text.strip()
    return _fit(value, schema)


def _title(text: str, sentences: list[str]) -> str:
    """A title the text names ("the movie Inception", a quoted one), else its opening words."""
    starts = {m.end() for m in re.finditer(r"(?:^|[.!?]\s+)\s*", text)}
    named = [v for _, v in extract.quoted(text)] + [
        v for o, v in extract.proper_nouns(text) if o not in starts
    ]
    return named[0] if named else " ".join((sentences[0] if sentences else text).split()[:8])


def _sign(value: float) -> int:
    return (value > 0) - (value < 0)


def _fit(value: str, schema: dict) -> str:
    high, low = schema.get("maxLength"), schema.get("minLength")
    if isinstance(high, int) and len(value) > high:
        value = value[: max(high - 1, 0)] + ("…" if high else "")
    if isinstance(low, int) and len(value) < low:
        value = value.ljust(low, ".")
    return value or "—"


def _fallback(schema: dict) -> object:
    kind = schema.get("type")
    defaults = {"integer": 1, "number": 1, "boolean": False, "array": [], "object": {}}
    return defaults.get(kind, "unknown") if isinstance(kind, str) else "unknown"
