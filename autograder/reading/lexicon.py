"""A claim's words, written as a dictionary writes them, matched as the readers read them.

Korean entries are dictionary forms (돌려주다, 알려 주다, 사용하다); the first time Korean is read
they are analysed by the same reader as the text (``hangul``), so an entry matches every spelling
the analyser maps to it (돌려줍니다, 돌려주고, 돌려 줘요, 알려주고). English entries are lemmas or
two-word phrasal verbs (``give back``), matched against ``simplemma`` lemmas. Nouns are matched
against an argument's word pieces (``반환값`` = 반환 + 값; ``read_balance`` = read + balance).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field

from autograder.reading.clause import Arg, Head

__all__ = ["Lexicon"]

_AUXILIARY_ENDINGS = ("주다", "드리다")


@dataclass(frozen=True)
class Lexicon:
    """Words that say one thing: Korean dictionary forms and English lemmas."""

    ko: tuple[str, ...] = ()
    en: tuple[str, ...] = ()
    _compiled: dict = field(default_factory=dict, compare=False, hash=False, repr=False)

    def __or__(self, other: Lexicon) -> Lexicon:
        return Lexicon(self.ko + other.ko, self.en + other.en)

    def keys(self, lang: str) -> frozenset[str]:
        """The head keys these words produce in ``lang`` (Korean: analysed once, then kept)."""
        if lang not in self._compiled:
            self._compiled[lang] = _compile_ko(self.ko) if lang == "ko" else frozenset(self.en)
        return self._compiled[lang]

    def words(self) -> frozenset[str]:
        """Every entry as written, lower-cased (for nouns and stuffing checks)."""
        return frozenset(w.lower() for w in self.ko + self.en)

    def has_head(self, head: Head, lang: str) -> bool:
        return bool(self.keys(lang).intersection(head.keys))

    def has_arg(self, arg: Arg) -> bool:
        return _noun_match(self.words(), arg.parts)

    def has_word(self, words: tuple[str, ...], lang: str) -> bool:
        """Whether any lemma of ``words`` is one of these (nouns, stems or English lemmas)."""
        mine = self.words() | self.keys(lang) | {k.split("+")[0] for k in self.keys(lang)}
        return _noun_match(mine, tuple(w.lower() for w in words))


def _noun_match(entries: frozenset[str], parts: tuple[str, ...]) -> bool:
    if any(p in entries for p in parts):
        return True
    entries = frozenset(e.replace(" ", "") for e in entries)  # 사용 시점 = 사용 + 시점
    joined = "".join(p for p in parts if not p.isascii())
    return any(
        joined.endswith(e) or joined.startswith(e)
        for e in entries
        if len(e) > 1 and not e.isascii()
    )


#: Light verbs and the copula: an entry whose analysis leaves only one of these (비다 read as
#: 비 + 이다, 잘못되다 as 잘못 + 되다) must not make every 이다/되다/하다 match.
_LIGHT = frozenset({"이", "되", "하", "드리", "주", "보", "있", "내"})


def _compile_ko(entries: tuple[str, ...]) -> frozenset[str]:
    return frozenset(key for entry in entries for key in _entry_keys(entry))


@functools.cache  # an entry several lexicons share (사용하다, 확인하다) is read once
def _entry_keys(entry: str) -> frozenset[str]:
    """An entry's keys: its analyses (every spelling) and, for a verb, its written stem.

    A dictionary form read alone is often misread (쓰다 as 쓸다, 내주다 as 나 + 의 + 주다,
    알리다 as a name), while the same verb in a sentence is read right; so a verb (an entry
    ending in 다) also keys its written stem (쓰, 내주, 알리), its conjugated forms' readings,
    and never a noun's key.
    """
    from autograder.reading import hangul

    own = entry.replace(" ", "").removesuffix("다")
    verb = entry.endswith("다")
    keys: set[str] = set()
    for variant in _spellings(entry):
        for clause in hangul.clauses(variant):
            keys.update(
                h.keys[0]
                for h in clause.heads
                if (h.keys[0] not in _LIGHT or h.keys[0] == own) and not (verb and h.nominal)
            )
    if verb:
        keys |= {own} | _inflected_keys(entry)
    return frozenset(keys)


def _inflected_keys(entry: str) -> set[str]:
    """The key of each conjugated form read after an object ("그것을 내준다"), when it reads as
    one predicate (a form the analyser splits into a verb and a noun keys nothing)."""
    from autograder.reading import hangul

    found = set()
    for variant in {v for v in _spellings(entry) if " " not in v}:  # 알려 준다 reads as 알려 주다
        for form in _conjugated(variant):
            heads = [h for c in hangul.clauses("그것을 " + form) for h in c.heads]
            if len(heads) == 1 and not heads[0].nominal:
                found.add(heads[0].keys[0])
    return found - _LIGHT


def _spellings(entry: str) -> set[str]:
    """알려 주다, 알려주다, 알려 드리다 (the analyser reads them differently): all."""
    variants = {entry, entry.replace(" ", "")}
    if entry.endswith("주다"):  # 돌려 드리다: the humble form of 돌려 주다, the same act
        variants.add(entry[:-2] + "드리다")
    for variant in list(variants):
        for ending in _AUXILIARY_ENDINGS:
            if variant.endswith(ending) and not variant.endswith(" " + ending):
                variants.add(variant[: -len(ending)] + " " + ending)
    return variants


#: Jamo indices of final consonants: the ones an ending adds to an open syllable (ᆫ, ᆸ), and ᆯ.
_N, _B, _L = 4, 17, 8


def _conjugated(entry: str) -> set[str]:
    """내주다 -> 내주고, 내준다, 내줍니다: the analyser reads some forms of one verb as a single
    stem and others as a chain (내주 + 고, but 나 + 어 + 주 + ᆫ다), so each form's reading keys
    the entry. Verbal nouns with 하다/되다 are read one way and are left out."""
    stem = entry.removesuffix("다")
    if stem == entry or not stem or stem.endswith(("하", "되")) or not _syllable(stem[-1]):
        return set()
    final = (ord(stem[-1]) - 0xAC00) % 28
    if final == _L:  # 만들다: 만든다, 만듭니다 drop the ㄹ; the connective alone is safe
        return {stem + "고"}
    if final:
        return {stem + "고", stem + "는다", stem + "습니다"}
    head = stem[:-1]
    return {
        stem + "고",
        head + chr(ord(stem[-1]) + _N) + "다",
        head + chr(ord(stem[-1]) + _B) + "니다",
    }


def _syllable(ch: str) -> bool:
    return "\uac00" <= ch <= "\ud7a3"
