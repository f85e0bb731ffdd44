"""Korean words in a user's text: nouns with their particles stripped ("서울의 날씨" -> 서울).

Backed by kiwipiepy (its model ships inside the ``kiwipiepy_model`` wheel, so nothing is
downloaded). Loading the analyser takes one to three seconds, so it happens on first use only, and
only for what needs real nouns (a search topic, a name, keywords); tool matching and the
gazetteer look past particles with ``prefixes`` instead, which costs nothing to load.
"""

from __future__ import annotations

import functools
import re
import threading
from dataclasses import dataclass

_HANGUL = re.compile(r"[\uac00-\ud7a3]")
_LOCK = threading.Lock()
#: Kiwi tags of nouns (common, proper, bound-free), foreign words, numbers.
NOUN_TAGS = ("NNG", "NNP", "SL", "SH", "SN")


@dataclass(frozen=True)
class Word:
    """One morpheme: its surface form, part-of-speech tag and start offset in the text."""

    form: str
    tag: str
    start: int


@functools.cache
def _kiwi():
    from kiwipiepy import Kiwi  # heavy: imported on first Korean text only

    return Kiwi(num_workers=-1)


def has_hangul(text: str) -> bool:
    return bool(_HANGUL.search(text))


@functools.lru_cache(maxsize=512)
def words(text: str) -> tuple[Word, ...]:
    """The morphemes of ``text`` (empty for text without Hangul: no analyser needed)."""
    if not has_hangul(text):
        return ()
    with _LOCK:  # one analyser shared by the simulator's threads
        tokens = _kiwi().tokenize(text)
    return tuple(Word(t.form, t.tag, t.start) for t in tokens)


_TOKEN = re.compile(r"[\uac00-\ud7a3]+")


def prefixes(text: str, shortest: int = 2) -> list[tuple[int, str]]:
    """Each Hangul word of ``text`` and its prefixes, longest first: "서울의" -> 서울의, 서울.

    A cheap way to see past a particle without the analyser: callers look the prefixes up
    in a vocabulary (a gazetteer, a thesaurus) and keep the longest that is known.
    """
    found = []
    for match in _TOKEN.finditer(text):
        word = match.group(0)
        if len(word) < shortest:
            found.append((match.start(), word))
        for end in range(len(word), shortest - 1, -1):
            found.append((match.start(), word[:end]))
    return found


def nouns(text: str, tags: tuple[str, ...] = ("NNP", "NNG")) -> list[Word]:
    """The nouns of ``text`` in order, compound nouns joined ("배송 조회" stays two words)."""
    found: list[Word] = []
    for word in words(text):
        if word.tag not in tags:
            continue
        previous = found[-1] if found else None
        if previous and previous.start + len(previous.form) == word.start:
            found[-1] = Word(previous.form + word.form, previous.tag, previous.start)
        else:
            found.append(word)
    return found


def stems(text: str) -> list[str]:
    """Hangul words of ``text`` and their prefixes (no analyser: matching runs on every request)."""
    return [word for _, word in prefixes(text)]
