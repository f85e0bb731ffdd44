"""Typed values in a user's text, each with its offset so values can be taken in order.

Every function returns ``[(offset, value), ...]`` sorted by offset. The libraries do the
reading: ``phonenumbers`` (phone numbers), ``dateparser`` (dates and times, Korean too,
relative to the simulated today so a request always reads the same), ``text_to_num``
(English numbers written as words). Heavy ones are imported on first use.
"""

from __future__ import annotations

import datetime as dt
import functools
import re

from autograder import korean
from autograder.simulator.model import arithmetic

#: The simulated "today": relative dates ("tomorrow", "내일") resolve against it, so the
#: same request gets the same answer on every day (grading depends on it).
TODAY = dt.datetime(2026, 8, 25, 9, 0)

_EMAIL = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+")
_QUOTED = re.compile(
    r"\"([^\"\n]{1,500})\"|“([^”\n]{1,500})”|'([^'\n]{2,500})'(?![a-z])|「([^」]+)」"
)
#: Korean number units written after digits ("10만원", "3천 개", "2억").
_KO_UNITS = {"십": 10, "백": 100, "천": 1_000, "만": 10_000, "억": 100_000_000}
_NUMBER = re.compile(
    r"(?<![A-Za-z0-9_.-])[-−]?\$?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?![A-Za-z0-9_-])"
)
_ID_TOKEN = re.compile(
    r"(?<![A-Za-z0-9_-])(?=[A-Za-z0-9_-]*\d)[A-Za-z][A-Za-z0-9_-]*(?![A-Za-z0-9_-])"
)
_WORD_NUMBERS = re.compile(r"\b(?:zero|one|two|three|four|five|six|seven|eight|nine|ten)\b", re.I)
_SMALL = {"zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
_SMALL |= {"seven": 7, "eight": 8, "nine": 9, "ten": 10}


def emails(text: str) -> list[tuple[int, str]]:
    return [(m.start(), m.group(0).rstrip(".")) for m in _EMAIL.finditer(text)]


def quoted(text: str) -> list[tuple[int, str]]:
    """Strings the user put in quotes: "like this", “this”, 'this' or 「this」."""
    found = []
    for match in _QUOTED.finditer(text):
        value = next(g for g in match.groups() if g is not None).strip()
        if value:
            found.append((match.start(), value))
    return found


_PATH = re.compile(
    r"(?<![\w/.~-])(?:~|\.{1,2})?/[\w.@+-]+(?:/[\w.@+-]+)*/?|(?<![\w/])[A-Za-z]:\\[^\s\"',;]+"
    r"|(?<![\w/.-])[\w-]+(?:/[\w.-]+)*\.[A-Za-z][A-Za-z0-9]{0,5}(?![\w/])"
)


def paths(text: str) -> list[tuple[int, str]]:
    """File and folder paths ("/tmp", "~/notes", "C:\\data", "src/app.py") and file names
    with an extension ("poem.txt"); e-mail addresses and web addresses are not paths."""
    found = []
    for match in _PATH.finditer(text):
        value = match.group(0).rstrip(".")
        before = text[max(0, match.start() - 8) : match.start()]
        if "@" in value or re.search(r"https?:/?$|www\.$|\w@$", before) or value in ("/", "."):
            continue
        if re.fullmatch(r"[\d.]+", value.strip("/")):
            continue  # 3.5 or 1/2 is a number, not a path
        found.append((match.start(), value))
    return found


def phones(text: str, lang: str) -> list[tuple[int, str]]:
    import phonenumbers  # imported on first use

    regions = ("KR", "US") if lang == "ko" else ("US", "KR")  # a Korean number in English text
    found: dict[int, str] = {}
    for region in regions:
        for m in phonenumbers.PhoneNumberMatcher(text, region):
            found.setdefault(m.start, m.raw_string)
    return sorted(found.items())


def ids(text: str) -> list[tuple[int, str]]:
    """Tokens mixing letters and digits (C1, A001, INV-2291): what ids usually look like."""
    return [(m.start(), m.group(0)) for m in _ID_TOKEN.finditer(text) if "@" not in m.group(0)]


@functools.lru_cache(maxsize=256)
def numbers(text: str) -> tuple[tuple[int, float], ...]:
    """Numbers in ``text``: digits ("1,200", "3.5") and English words ("two hundred")."""
    readable = _digits_for_words(text)
    found = []
    for match in _NUMBER.finditer(readable):
        whole = match.group(1).replace(",", "")
        value = float(whole + (match.group(2) or ""))
        value *= _KO_UNITS.get(readable[match.end() : match.end() + 1], 1)  # 10만 = 100000
        if match.group(0).lstrip("$").startswith(("-", "−")):
            value = -value
        found.append((match.start(), value))
    return tuple(found)


def _digits_for_words(text: str) -> str:
    """English number words as digits; offsets stay close enough for ordering."""
    if not re.search(r"[A-Za-z]", text):
        return text
    from text_to_num import alpha2digit  # imported on first use

    converted = alpha2digit(text, "en")
    return _WORD_NUMBERS.sub(lambda m: str(_SMALL[m.group(0).lower()]), converted)


@functools.lru_cache(maxsize=256)
def dates(text: str, lang: str) -> tuple[tuple[int, dt.datetime, bool], ...]:
    """Dates and times in ``text``: (offset, when, whether a time of day was given)."""
    from dateparser.search import search_dates  # imported on first use (~0.1 s)

    settings = {"RELATIVE_BASE": TODAY, "PREFER_DATES_FROM": "future", "STRICT_PARSING": False}
    languages = ["ko", "en"] if lang == "ko" else ["en"]
    try:
        hits = search_dates(text, languages=languages, settings=settings) or []
    except Exception:  # a parser failure means "no date", never a broken answer
        return ()
    found, cursor = [], 0
    for written, when in hits:
        if written.strip().isdigit() or len(written.strip()) < 3:
            continue  # a bare number is a count, not a date
        offset = text.find(written, cursor)
        cursor = max(cursor, offset)
        when = _korean_time(written, when)
        timed = bool(
            re.search(r"\d\s*(?:시|:|am|pm|a\.m|p\.m|o'clock)|noon|정오|오후|오전", written, re.I)
        )
        found.append((offset, when, timed))
    return tuple(found)


_OPERATORS = (
    (r"\bmultiplied by\b|\btimes\b|곱하기|×", "*"),
    (r"\bdivided by\b|\bover\b|나누기|÷", "/"),
    (r"\bplus\b|\badded to\b|더하기", "+"),
    (r"\bminus\b|빼기", "-"),
    (r"\bto the power of\b|\*\*|\^", "**"),
)
_EXPRESSION = re.compile(r"[(\d][\d\s.,()*/+-]*[\d)]")


def expressions(text: str) -> list[tuple[int, str]]:
    """Arithmetic written in the text, as an expression ("201 times two" -> "201 * 2")."""
    readable = arithmetic.rewrite(re.sub(r"(?<=\d),(?=\d{3}\b)", "", _digits_for_words(text)))
    for pattern, symbol in _OPERATORS:
        readable = re.sub(pattern, f" {symbol} ", readable, flags=re.I)
    found = []
    for match in _EXPRESSION.finditer(readable):
        expression = " ".join(match.group(0).split())
        if re.search(r"\d\s*(?:\*\*|[*/+-])\s*[\d(]", expression) and arithmetic.well_formed(
            expression
        ):
            found.append((match.start(), expression))
    story = arithmetic.word_problem(readable) if not found else None
    return [(0, story)] if story else found


_NOT_NAMES = frozenset(
    [
        "By",
        "The",
        "A",
        "An",
        "In",
        "On",
        "At",
        "Of",
        "For",
        "To",
        "From",
        "With",
        "And",
        "Or",
        "But",
        "If",
        "When",
        "Where",
        "What",
        "Who",
        "How",
        "Why",
        "Is",
        "Are",
        "Was",
        "It",
        "He",
        "She",
        "They",
        "We",
        "You",
        "I",
        "My",
        "Our",
        "Their",
        "His",
        "Her",
        "This",
        "That",
        "These",
        "Those",
        "Use",
        "Please",
        "Can",
        "Could",
        "Would",
        "Should",
        "Will",
        "Do",
        "Does",
        "Did",
        "Now",
        "Then",
        "Also",
        "Hey",
        "Hi",
        "Hello",
        "Thanks",
        "Yes",
        "No",
        "Ok",
        "Okay",
        "Sure",
        "Dear",
        "Extract",
        "Find",
        "Show",
        "Tell",
        "Give",
        "Get",
        "Make",
        "Create",
        "Write",
        "List",
    ]
)


_KO_TIME = re.compile(r"(오전|오후|저녁|밤|아침|새벽)?\s*(\d{1,2})\s*시\s*(?:(\d{1,2})\s*분|(반))?")


def _korean_time(written: str, when: dt.datetime) -> dt.datetime:
    """ "오후 3시 반" read as 15:30: dateparser keeps Korean dates but not these times."""
    found = _KO_TIME.search(written)
    if not found:
        return when
    hour = int(found.group(2)) % 24
    if found.group(1) in ("오후", "저녁", "밤") and hour < 12:
        hour += 12
    minute = int(found.group(3)) if found.group(3) else 30 if found.group(4) else 0
    return when.replace(hour=hour, minute=min(minute, 59), second=0, microsecond=0)


def proper_nouns(text: str) -> list[tuple[int, str]]:
    """Names: runs of capitalised English words (not function words); Korean proper nouns."""
    found = [(w.start, w.form) for w in korean.nouns(text, ("NNP",))]
    for match in re.finditer(
        r"\b[A-Z][a-zA-Z]+(?:\s[A-Z][a-zA-Z]+)*(?:\s(?:Inc|Corp|Ltd)\.?)?", text
    ):
        words = match.group(0).split(" ")
        start = match.start()
        while words and words[0] in _NOT_NAMES:
            start += len(words.pop(0)) + 1
        if words:
            found.append((start, " ".join(words)))
    return sorted(found)


_TAGGED = re.compile(r"<([a-z_]+)>\s*(.+?)\s*</\1>", re.S | re.I)


def material(text: str) -> str:
    """The text the user wants analysed: inside ``<article>``-like tags, else without the
    sentences that only tell the model which tool to use."""
    tagged = [m.group(2) for m in _TAGGED.finditer(text)]
    if tagged:
        return "\n".join(tagged)
    sentences = re.split(r"(?<=[.!?])\s+", text)
    kept = [s for s in sentences if not re.search(r"\btools?\b|도구", s, re.I)]
    return " ".join(kept) or text


def content_nouns(text: str) -> list[tuple[int, str]]:
    """Korean nouns with particles stripped ("환불 규정을" -> 환불 규정)."""
    return [(w.start, w.form) for w in korean.nouns(text)]
