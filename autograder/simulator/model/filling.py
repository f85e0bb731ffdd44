"""Finding tool input values in the user's text, the way the schema describes them.

For each property of an ``input_schema`` the candidates come, in this order, from: its
``enum`` values (as written, or a synonym: "times" -> ``multiply``), its ``pattern``, the
shape of an example in its description ("예: C-10293", "e.g. ORD-2026-0001"), a lexicon
(scenario values and their aliases), then the property's meaning (``meaning.kind_of``):
emails, phone numbers, dates, places from the gazetteer, numbers (digits or words), ids,
names, quoted strings, the text a note or message should carry. Arrays collect every
candidate of their items; objects are filled property by property.
"""

from __future__ import annotations

import functools
import json
import re

from rapidfuzz import fuzz

from autograder import korean, saferegex
from autograder.simulator.model import extract, gazetteer, meaning

_EXAMPLE = saferegex.Bounded(r"\b[A-Za-z]{1,6}-?(?:[A-Za-z0-9]+-)*\d[A-Za-z0-9]*\b")
_WORD = re.compile(r"[\w°*+/×−-]+")
_CONTENT_CUE = re.compile(
    r"(?:saying|that says|says|reads|with the text|content|message|note|:)\s*[:\-]?\s*(.+)$",
    re.I | re.S,
)
_KO_CONTENT_CUE = re.compile(r"[\"']?(.+?)[\"']?\s*(?:이?라고|이?라는|으?로 적어|을 적어|를 적어)")
_QUERY_CUE = re.compile(r"\b(?:for|about|on|regarding|called|named)\s+(.+?)(?:[?.!]|$)", re.I)


def candidates(name: str, schema: object, text: str, lexicon: dict[str, str]) -> list[object]:
    """Values for property ``name`` found in ``text``, in order of appearance, no repeats."""
    schema = plain_view(schema)
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
        or _lexicon_values(schema, text, lexicon)
        or _meaning_values(name, schema, text)
    )
    unique = []
    for value in found:
        if value not in unique and satisfies(value, schema):
            unique.append(value)
    return unique


def plain_view(schema: object) -> dict:
    """The property as one plain schema: ``const`` and ``anyOf``/``oneOf`` alternatives read
    as an ``enum``, an optional (``X | None``, pydantic's shape) as ``X``.

    Only for *finding* values: validation always uses the schema as written.
    """
    if not isinstance(schema, dict):
        return {}
    view = dict(schema)
    if "const" in view and "enum" not in view:
        view["enum"] = [view["const"]]
    for keyword in ("anyOf", "oneOf"):
        branches = view.get(keyword)
        if not isinstance(branches, list):
            continue
        if not all(isinstance(b, dict) for b in branches):
            continue  # a branch that is not a schema: leave the property as written
        kept = [b for b in branches if b.get("type") != "null"]
        if len(kept) == 1:
            view = {**plain_view(kept[0]), **{k: v for k, v in view.items() if k != keyword}}
            continue
        choices = [plain_view(b).get("enum") for b in kept]
        if kept and all(isinstance(c, list) for c in choices) and "enum" not in view:
            view["enum"] = [value for c in choices for value in c]
    return view


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
    if not hits:
        hits = _enum_synonyms(scalars, text)
    return [v for _, v in sorted(hits, key=lambda hit: hit[0])]


def _enum_synonyms(values: list, text: str) -> list[tuple[int, object]]:
    """Enum values named by a synonym or a near spelling ("times" -> multiply, "shiped")."""
    words = [(m.start(), m.group(0).lower()) for m in _WORD.finditer(text)]
    words += korean.prefixes(text, shortest=1)
    hits = []
    for value in values:
        label = str(value).lower().replace("_", " ")
        for offset, word in words:
            close = len(word) >= 4 and fuzz.ratio(word, label) >= 85
            if close or meaning.names(word, label):
                hits.append((offset, value))
                break
    return hits


def _pattern_values(schema: dict, text: str) -> list[object]:
    pattern = schema.get("pattern")
    if not isinstance(pattern, str):
        return []
    return search_pattern(pattern.removeprefix("^").removesuffix("$"), text)


def search_pattern(core: str, text: str) -> list[str]:
    """Every standalone match of a learner-supplied pattern (RE2: linear time, no backtracking)."""
    return saferegex.standalone_matches(core, text)


_CODE_EXAMPLE = re.compile(r"(?:e\.g\.|예:|example:|such as|like)\s*[\"'`]?([A-Z]{2,5})(?![\w-])")


def _example_values(schema: dict, text: str) -> list[object]:
    description = schema.get("description")
    if not isinstance(description, str) or schema.get("type") not in (None, "string"):
        return []
    found: list[object] = []
    for code in _CODE_EXAMPLE.findall(description):  # "ISO code, e.g. USD" -> USD, EUR, KRW
        found.extend(re.findall(rf"(?<![A-Za-z])[A-Z]{{{len(code)}}}(?![A-Za-z])", text))
    for example in _EXAMPLE.findall(description):
        shape = re.sub(r"\d", r"\\d", re.escape(example))
        found.extend(saferegex.standalone_matches(shape, text))
    return found


def _lexicon_values(schema: dict, text: str, lexicon: dict[str, str]) -> list[object]:
    if schema.get("type") not in (None, "string") or not lexicon:
        return []
    lowered = text.lower()
    hits = [(lowered.find(w.lower()), v) for w, v in lexicon.items() if w.lower() in lowered]
    return [value for _, value in sorted(hits, key=lambda hit: hit[0])]


_LABELLED = re.compile(
    r"^[ \t\-*•]*([A-Za-z][\w /-]{0,30}|[\uac00-\ud7a3 ]{1,12})\s*[:：]\s*(.+?)\s*$", re.M
)


def labelled(name: str, text: str) -> str | None:
    """The value the text gives on a line labelled like the property ("Priority: 4")."""
    wanted = meaning.words_of(name)
    for match in _LABELLED.finditer(text):
        label = match.group(1).strip().lower().replace(" ", "_")
        if label == name.lower() or meaning.words_of(label) == wanted:
            return match.group(2)
    return None


def _meaning_values(name: str, schema: dict, text: str) -> list[object]:
    given = labelled(name, text)
    if given is not None and given != text:
        found = _meaning_values_of(name, schema, given)
        if found:
            return found
        if schema.get("type") in (None, "string") and not schema.get("format"):
            return [given]
    return _meaning_values_of(name, schema, text)


def _meaning_values_of(name: str, schema: dict, text: str) -> list[object]:
    kind = meaning.kind_of(name, schema)
    if kind == "array":
        return _array_values(name, schema, text)
    if kind == "object":
        return _object_values(schema, text)
    finder = _FINDERS.get(kind)
    return [value for _, value in finder(name, schema, text)] if finder else []


def _array_values(name: str, schema: dict, text: str) -> list[object]:
    items = schema.get("items") if isinstance(schema.get("items"), dict) else {}
    values = candidates(name.removesuffix("s"), items, text, {})
    limit = schema.get("maxItems")
    values = values[:limit] if isinstance(limit, int) else values
    return [values] if values else []


def _object_values(schema: dict, text: str) -> list[object]:
    """A nested object whose required properties are all in the text."""
    props = schema.get("properties") if isinstance(schema.get("properties"), dict) else {}
    required = [r for r in schema.get("required", []) if isinstance(r, str)]
    value = fill_object(props, text)
    return [value] if value and all(r in value for r in required) else []


def fill_object(props: dict, text: str) -> dict:
    """Each property's value, several values of one kind taken in order of mention."""
    value: dict = {}
    for prop, sub in props.items():
        found = [v for v in candidates(prop, sub, text, {}) if v not in value.values()]
        if found:
            value[prop] = found[0]
    return value


_MONEY_FIELD = re.compile(r"price|cost|amount|fee|total|balance|salary|가격|금액|비용|요금", re.I)
_COUNT_FIELD = re.compile(r"quantity|count|qty|number of|how many|수량|개수", re.I)
_MONEY_CUE = re.compile(
    r"^\s*(?:dollars?|usd|eur|euros?|won|원|달러|엔|yen|pounds?)|^\s*[$€£₩]", re.I
)


def _numbers(name: str, schema: dict, text: str) -> list[tuple[int, object]]:
    """Numbers in order; a price prefers amounts of money, a quantity plain counts."""
    integer = schema.get("type") == "integer"
    found, money = [], []
    for offset, number in extract.numbers(text):
        if integer and not number.is_integer():
            continue
        value = (offset, int(number) if number.is_integer() else number)
        found.append(value)
        if _is_money(text, offset):
            money.append(value)
    words = f"{name} {schema.get('description', '')}"
    if _MONEY_FIELD.search(words) and money:
        return money + [v for v in found if v not in money]
    if _COUNT_FIELD.search(words):
        return [v for v in found if v not in money] + money
    return found


def _is_money(text: str, offset: int) -> bool:
    """Whether the number at ``offset`` is an amount: "$4.25", "5.50 dollars", "3000원"."""
    if text[offset : offset + 1] in "$€£₩" or text[max(0, offset - 1) : offset] in (
        "$",
        "€",
        "£",
        "₩",
    ):
        return True
    after = re.sub(r"^[\d.,]+", "", text[offset:])
    return bool(_MONEY_CUE.search(after))


def _places(name: str, schema: dict, text: str) -> list[tuple[int, object]]:
    description = str(schema.get("description", ""))
    english = _wants_english(description, text)
    with_region = bool(re.search(r"[A-Z][a-z]+, [A-Z]", description))
    found = gazetteer.places(text)
    cities = [p for p in found if not p.is_country]
    if cities and not re.search(r"country|나라|국가", name + description, re.I):
        found = cities
    values = []
    for place in found:
        if "," in place.written and with_region:
            values.append((place.start, place.written))
        elif english:
            values.append((place.start, place.display(with_region)))
        else:
            values.append((place.start, place.written))
    return values


def _wants_english(description: str, text: str) -> bool:
    """Whether a place is written in English: asked for, shown by the example, or by default."""
    if re.search(r"영문|영어|english|latin", description, re.I):
        return True
    example = re.search(r"(?:예|e\.g\.|example|ex)[:.)]?\s*(\S+)", description, re.I)
    if example:
        return not korean.has_hangul(example.group(1))
    return not korean.has_hangul(description) or not korean.has_hangul(text)


def _dates(name: str, schema: dict, text: str) -> list[tuple[int, object]]:
    fmt = schema.get("format")
    description = str(schema.get("description", ""))
    values = []
    for offset, when, timed in extract.dates(text, "ko" if korean.has_hangul(text) else "en"):
        if fmt == "time" or (fmt is None and re.search(r"\btime\b|시각|HH:MM", name + description)):
            values.append((offset, when.strftime("%H:%M")))
        elif fmt == "date-time" or (timed and fmt != "date"):
            values.append((offset, when.replace(microsecond=0).isoformat()))
        else:
            values.append((offset, when.date().isoformat()))
    return values


def _ids(name: str, schema: dict, text: str) -> list[tuple[int, object]]:
    taken = {e for _, e in extract.emails(text)}
    return [(o, v) for o, v in extract.ids(text) if not any(v in e for e in taken)]


def _persons(name: str, schema: dict, text: str) -> list[tuple[int, object]]:
    """Names, places excluded; a lone capitalised word opening a sentence ("Save a note")
    only when there is no other name."""
    places = {p.written for p in gazetteer.places(text)} if text else set()
    found = [(o, v) for o, v in extract.proper_nouns(text) if v not in places]
    inner = [(o, v) for o, v in found if " " in v or not _opens_sentence(text, o)]
    return inner or found


def _opens_sentence(text: str, offset: int) -> bool:
    before = text[:offset].rstrip().rstrip("\"'“‘(")
    return not before.strip() or before.rstrip()[-1] in ".!?:\n"


def _things(text: str) -> list[tuple[int, object]]:
    """A thing the user names: quoted, a proper noun, else Korean nouns that are not
    request words ("무선 마우스 재고" -> 무선 마우스)."""
    named = [(o, v) for o, v in extract.quoted(text) if len(v) <= 40]  # a name, not a message
    found = named or [(o, v) for o, v in extract.proper_nouns(text) if not _opens_sentence(text, o)]
    if found or not korean.has_hangul(text):
        return found
    run: list[tuple[int, str]] = []
    for offset, noun in extract.content_nouns(text):
        if meaning.groups(noun):
            if run:
                break
            continue
        run.append((offset, noun))
    return [(run[0][0], " ".join(n for _, n in run))] if run else []


def _query(name: str, schema: dict, text: str) -> list[tuple[int, object]]:
    found = extract.quoted(text)
    if found:
        return found
    cue = _QUERY_CUE.search(text)
    if cue:
        return [(cue.start(1), cue.group(1).strip())]
    if not korean.has_hangul(text):
        question = extract.material(text).strip().rstrip("?.! ")
        return [(0, question)] if question and len(question) <= 200 else []
    nouns = extract.content_nouns(text)
    return [(nouns[0][0], " ".join(n for _, n in nouns))] if nouns else []


def _content(name: str, schema: dict, text: str) -> list[tuple[int, object]]:
    found = extract.quoted(text)
    if found:
        return found
    cue = _KO_CONTENT_CUE.search(text) if korean.has_hangul(text) else _CONTENT_CUE.search(text)
    if cue:
        sentence = re.split(r"(?<=[.!?])\s", cue.group(1).strip(), maxsplit=1)[0]
        return [(cue.start(1), sentence.rstrip("."))]
    return []


_FINDERS = {
    "email": lambda n, s, t: extract.emails(t),
    "file": lambda n, s, t: extract.paths(t),
    "phone": lambda n, s, t: extract.phones(t, "ko" if korean.has_hangul(t) else "en"),
    "date": _dates,
    "place": _places,
    "integer": _numbers,
    "number": _numbers,
    "id": _ids,
    "person": _persons,
    "product": lambda n, s, t: _things(t),
    "query": _query,
    "content": _content,
    "math": lambda n, s, t: extract.expressions(t),
    "string": lambda n, s, t: extract.quoted(t),
    "produce": lambda n, s, t: [],
}
