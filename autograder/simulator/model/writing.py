"""What the model writes itself when the user asks it to write: titles, lines, a paragraph.

"Generate a list of 3 Wikipedia article titles related to the topic 'Pirates'" with a tool
taking ``article_titles`` is a request to *write* the titles and hand them to the tool,
not to ask the user for them; so is "write a poem and make a file called poem.txt" with a
``make_file(filename, lines_of_text)`` tool. ``asks_to_write`` reads the request,
``is_written`` the property (a title, a line, a text or body, an idea ...), ``compose``
writes the value: as many items as the user asked for, about the topic they named.

``traits`` fills a recorder tool whose schema names no properties but allows any
(``additionalProperties``: "print all characteristics"): each descriptive phrase of the
material becomes one key and value ("a deep voice" -> ``voice: "deep"``).
"""

from __future__ import annotations

import re

from autograder import korean
from autograder.simulator.model import extract

_WRITE = re.compile(
    r"\b(?:write|generate|compose|draft|create|make|come up with|brainstorm|suggest|list|"
    r"give me)\b|써\s?줘|작성|지어|만들어|추천",
    re.I,
)
_WRITTEN = re.compile(
    r"title|headline|heading|line|text|content|body|poem|story|article|essay|draft|idea|suggestion|"
    r"paragraph|lyric|verse|post|caption|slogan|outline|question|제목|내용|본문|문장|글",
    re.I,
)
_COUNT = re.compile(
    r"\b(\d{1,2})\s+(?:[\w-]+\s+){0,3}?(?:titles?|articles?|lines?|ideas?|items?|names?|"
    r"suggestions?|points?|questions?|headlines?|headings?|sections?|verses?|tips?|steps?|"
    r"examples?|slogans?|taglines?|captions?|posts?|jokes?)\b|\blist of\s+(\d{1,2})\b|(\d{1,2})\s*개",
    re.I,
)
_TOPIC = re.compile(
    r"\b(?:about|on|regarding|related to(?: the topic)?|for the topic|topic)\s*:?\s+(.+?)(?:[?.!\n]|$)",
    re.I,
)


def asks_to_write(text: str) -> bool:
    """Whether the user asks the model to write or generate something."""
    return bool(_WRITE.search(text))


def is_written(name: str, schema: object) -> bool:
    """Whether property ``name`` holds text the model writes (strings or a list of them)."""
    if not isinstance(schema, dict):
        return False
    items = schema.get("items") if isinstance(schema.get("items"), dict) else {}
    kind = schema.get("type")
    textual = kind in (None, "string") or (
        kind == "array" and items.get("type") in (None, "string")
    )
    words = f"{name} {schema.get('description', '')}"
    return textual and not schema.get("enum") and bool(_WRITTEN.search(words))


def topic(text: str) -> str:
    """What the user wants written about: quoted, after "about"/"on"/"related to", else its nouns."""
    quoted = extract.quoted(text)
    if quoted:
        return quoted[0][1]
    cue = _TOPIC.search(text)
    if cue:
        return cue.group(1).strip(" '\"")
    nouns = [w for _, w in extract.content_nouns(text)] if korean.has_hangul(text) else []
    return " ".join(nouns[:3]) or "the day"


def compose(name: str, schema: dict, text: str) -> object:
    """The value the model writes for property ``name`` (see the module docstring)."""
    subject = topic(text)
    if schema.get("type") == "array":
        return _items(name, schema, text, subject)
    return f"{subject}: an overview of what it is, where it comes from and why it matters."


def _items(name: str, schema: dict, text: str, subject: str) -> list[str]:
    count = _count(text, schema)
    described = f"{name} {schema.get('description', '')}"
    if re.search(r"title|headline|heading|section|article|제목|목차", described, re.I):
        forms = ("{s}", "History of {s}", "{s} in culture", "Notable {s}", "{s} today")
    else:
        forms = (
            "A line about {s}",
            "{s}, seen up close",
            "{s}, as the light goes",
            "What {s} leaves us",
        )
    made = [_capital(forms[i % len(forms)].format(s=subject)) for i in range(count)]
    return [m if i < len(forms) else f"{m} ({i + 1})" for i, m in enumerate(made)]


def _capital(line: str) -> str:
    return line[:1].upper() + line[1:]


def _count(text: str, schema: dict) -> int:
    found = _COUNT.search(text)
    wanted = int(next(g for g in found.groups() if g)) if found else 3
    low = schema.get("minItems") if isinstance(schema.get("minItems"), int) else 1
    high = schema.get("maxItems") if isinstance(schema.get("maxItems"), int) else 20
    return max(low, min(wanted, high))


_PHRASE = re.compile(
    r"\b(?:with|has|have|wears|wearing|carries|carrying)\s+([a-z][a-z -]*?)(?=[,.;]| with\b|$)",
    re.I,
)
_ARTICLE = re.compile(
    r"^(?:(?:with|has|have|wears|wearing|carries|carrying)\s+)?(?:(?:an?|the|his|her|their|its)\s+)?",
    re.I,
)
_IS = re.compile(r"\b(?:is|are|looks|seems)\s+(?:very\s+)?([a-z]+)(?=[,.;]| and\b| with\b|$)", re.I)
_OWNED = re.compile(
    r"\b(?:his|her|their|its)\s+([a-z ]+?)\s+(?:is|are)\s+([\w -]+?)(?=[,.;]|$)", re.I
)
_AGE = re.compile(r"\b(\d{1,3})[- ]years?[- ]old\b|\baged?\s+(\d{1,3})\b", re.I)


def traits(text: str) -> dict[str, object]:
    """Key/value characteristics of the material ("a scar on his left cheek" -> scar)."""
    material = extract.material(text)
    found: dict[str, object] = {}
    for key, value in _OWNED.findall(material):
        found[_key(key)] = value.strip()
    age = _AGE.search(material)
    if age:
        found["age"] = int(age.group(1) or age.group(2))
    for adjective in _IS.findall(material):
        found.setdefault("appearance", adjective.lower())
    phrases = [p for run in _PHRASE.findall(material) for p in re.split(r"\s+and\s+", run)]
    for phrase in (_ARTICLE.sub("", p.strip()) for p in phrases if p.strip()):
        words = phrase.split()
        cut = next((i for i, w in enumerate(words) if w.lower() in ("on", "in", "of", "at")), None)
        head = words[cut - 1] if cut else words[-1]
        detail = " ".join(words[cut:]) if cut else " ".join(words[:-1])
        found.setdefault(_key(head), detail or True)
    return found


def _key(words: str) -> str:
    return re.sub(r"\W+", "_", words.strip().lower()).strip("_") or "trait"
