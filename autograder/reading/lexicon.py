"""A claim's words, written as a dictionary writes them, matched as the readers read them.

Korean entries are dictionary forms (돌려주다, 알려 주다, 사용하다); the first time Korean is read
they are analysed by the same reader as the text (``hangul``), so an entry matches every spelling
the analyser maps to it (돌려줍니다, 돌려주고, 돌려 줘요, 알려주고). English entries are lemmas or
two-word phrasal verbs (``give back``), matched against ``simplemma`` lemmas. Nouns are matched
against an argument's word pieces (``반환값`` = 반환 + 값; ``read_balance`` = read + balance).
"""

from __future__ import annotations

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
    from autograder.reading import hangul

    keys: set[str] = set()
    for entry in entries:
        own = entry.replace(" ", "").removesuffix("다")
        for variant in _spellings(entry):
            for clause in hangul.clauses(variant):
                keys.update(
                    h.keys[0] for h in clause.heads if h.keys[0] not in _LIGHT or h.keys[0] == own
                )
    return frozenset(keys)


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
