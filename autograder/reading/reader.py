"""Read a text once per process (cached), and ask it whether it says a claim.

A sentence with Hangul is read by ``hangul`` (through the project's one analyser); a sentence
with English words by ``english``; a mixed sentence by both, and a claim holds when either
reading says it. English-only text never loads the Korean analyser. Before any claim is asked,
sentences that cannot say anything are set aside (``guards``): copies of text the exercise
supplied, keyword lists, a word repeated three times.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable
from dataclasses import dataclass

from autograder.reading import english, guards, hangul
from autograder.reading.claims import CLAIMS
from autograder.reading.clause import Sentence
from autograder.reading.lexicon import Lexicon
from autograder.reading.needs import Context
from autograder.reading.spans import sentences, values

__all__ = ["Finding", "findings", "read", "says"]

#: Not ``autograder.korean.has_hangul``: English-only reading never imports the analyser's module.
_HANGUL = re.compile(r"[\uac00-\ud7a3]")
#: Only this much of a text is read: a bound on the grader's time that no load changes (a
#: description or an error text is a few hundred characters; the rest says nothing).
MAX_CHARS = 20_000

_LATIN_WORD = re.compile(r"[A-Za-z]*[a-z][A-Za-z]+")


@dataclass(frozen=True)
class Finding:
    """Where a text says a claim: the sentence (to quote in feedback) and its clause."""

    claim: str
    sentence: str
    start: int
    end: int
    clause: str
    lang: str


@functools.lru_cache(maxsize=1024)
def read(text: str, lang: str | None = None) -> tuple[Sentence, ...]:
    """Every reading of every sentence of ``text`` (a mixed sentence has two)."""
    found: list[Sentence] = []
    for span in sentences(text):
        piece = text[span.start : span.end]
        for language in _languages(piece, lang):
            reader = hangul if language == "ko" else english
            parsed = tuple(reader.clauses(piece, span.start))
            found.append(Sentence(piece, span.start, span.end, parsed, span.kind or None))
    return tuple(found)


def _languages(piece: str, lang: str | None) -> tuple[str, ...]:
    if lang:
        return (lang,)
    korean = bool(_HANGUL.search(piece))
    bare = piece
    for span in reversed(values(piece)):
        bare = bare[: span.start] + " " + bare[span.end :]
    latin = bool(_LATIN_WORD.search(bare))
    return ("ko",) * korean + ("en",) * (latin or not korean)


def says(
    text: str,
    claim: str,
    *,
    lang: str | None = None,
    tool: str = "",
    exclude: Iterable[str] = (),
    **arguments: Iterable[str] | Lexicon,
) -> Finding | None:
    """The first sentence of ``text`` that says ``claim`` (see ``CLAIMS``), or None."""
    found = findings(text, claim, lang=lang, tool=tool, exclude=exclude, **arguments)
    return found[0] if found else None


def findings(
    text: str,
    claim: str,
    *,
    lang: str | None = None,
    tool: str = "",
    exclude: Iterable[str] = (),
    **arguments: Iterable[str] | Lexicon,
) -> tuple[Finding, ...]:
    """Every sentence of ``text`` that says ``claim``, in order."""
    spec = CLAIMS.get(claim)
    if spec is None:
        raise KeyError(f"unknown claim {claim!r}; known: {', '.join(sorted(CLAIMS))}")
    missing = [name for name in spec.arguments if name not in arguments]
    if missing:
        raise TypeError(f"claim {claim!r} needs the argument(s) {', '.join(missing)}")
    unknown = [name for name in arguments if name not in spec.arguments + spec.optional]
    if unknown:
        raise TypeError(f"claim {claim!r} takes no argument(s) {', '.join(unknown)}")
    lexicons = tuple(sorted((k, _lexicon(v)) for k, v in arguments.items()))
    text = text[:MAX_CHARS] if isinstance(text, str) else ""
    return _findings(text, claim, lang, tool, tuple(exclude), lexicons)


@functools.lru_cache(maxsize=4096)
def _findings(text, claim, lang, tool, exclude, lexicons) -> tuple[Finding, ...]:
    masked = guards.masked(text, exclude)
    readings = read(masked, lang)
    context = Context(tool=tool, arguments=dict(lexicons), sentences=readings)
    own = frozenset(w for _, lexicon in lexicons for w in lexicon.words())
    found: dict[int, Finding] = {}
    for sentence in readings:
        if sentence.start in found or guards.set_aside(sentence, exclude, own):
            continue
        for frame in CLAIMS[claim].frames:
            clause = frame.find(sentence, context)
            if clause is not None:
                found[sentence.start] = Finding(
                    claim,
                    text[sentence.start : sentence.end],
                    sentence.start,
                    sentence.end,
                    text[clause.start : clause.end],
                    clause.lang,
                )
                break
    return tuple(found[start] for start in sorted(found))


def _lexicon(value: Iterable[str] | Lexicon) -> Lexicon:
    if isinstance(value, Lexicon):
        return value
    words = (value,) if isinstance(value, str) else tuple(value)
    return Lexicon(ko=words, en=tuple(w.lower() for w in words if not _HANGUL.search(w)))
