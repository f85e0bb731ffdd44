"""Sentences that cannot say a claim, whatever their words: padding and keyword stuffing.

Checkable, and checked here: a copy of text the exercise supplied (``exclude``: masked where it
appears, and a sentence at least 90% like one of its sentences is set aside); a list of the
claims' own words with little else (3+ such words making 3/4 of the sentence); one word said three
times or more. Checked by the claims' shapes instead: a word with no clause (no argument, no
ending), a negated word, a word in another clause. Not checkable by reading: whether what is said
is true of the code, or sensible (a grammatical sentence about the wrong tool still says it).
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Iterable

from rapidfuzz import fuzz

from autograder.reading import vocab
from autograder.reading.clause import Sentence

__all__ = ["masked", "set_aside"]

SIMILAR = 90  # RapidFuzz ratio at which a sentence is a copy of a supplied one
_REPEATS = 3
_STUFFED_SHARE = 1.0
_MARKED_ROLES = frozenset({"subject", "object", "by", "to", "of", "topic"})


def masked(text: str, exclude: Iterable[str]) -> str:
    """``text`` with each supplied passage blanked out (offsets kept)."""
    for passage in exclude:
        passage = passage.strip()
        if passage:
            text = text.replace(passage, " " * len(passage))
    return text


def set_aside(
    sentence: Sentence, exclude: Iterable[str], words: frozenset[str] = frozenset()
) -> bool:
    """Whether ``sentence`` copies ``exclude`` or lists keywords (``words``: the claim's own)."""
    return _copied(sentence.text, tuple(exclude)) or _stuffed(sentence, words)


def _copied(text: str, exclude: tuple[str, ...]) -> bool:
    plain = _normal(text)
    return any(
        fuzz.ratio(plain, _normal(piece)) >= SIMILAR
        for passage in exclude
        for piece in _pieces(passage)
    )


def _pieces(passage: str) -> list[str]:
    from autograder.reading.spans import sentences

    return [passage[s.start : s.end] for s in sentences(passage)] + [passage]


def _normal(text: str) -> str:
    return " ".join("".join(ch for ch in text.lower() if ch.isalnum() or ch.isspace()).split())


def _stuffed(sentence: Sentence, extra: frozenset[str]) -> bool:
    words = [w for clause in sentence.clauses for w in clause.words if w]
    if len(words) < _REPEATS:
        return False
    if max(Counter(words).values()) >= _REPEATS:
        return True
    if any(not h.nominal for c in sentence.clauses for h in c.heads):
        return False  # an inflected predicate makes a clause, not a list
    if any(a.role in _MARKED_ROLES for c in sentence.clauses for a in c.args):
        return False  # so does a particle: "read_balance로 잔액 확인"
    if any(c.label or "then_next" in c.markers for c in sentence.clauses):
        return False  # and an arrow or a label: "잔액 조회 → 출금"
    lang = sentence.clauses[0].lang if sentence.clauses else "en"
    known = [w for w in words if w in _vocabulary(lang) or w in extra]
    return len(known) >= _REPEATS and len(known) >= _STUFFED_SHARE * len(words)


@functools.cache
def _vocabulary(lang: str) -> frozenset[str]:
    """Every word of every claim (entries, lemmas, stems) and the marker words, in ``lang``."""
    from autograder.reading.claims import lexicons

    found: set[str] = set(vocab.MARKER_WORDS) | vocab.GENERIC | set(vocab.CLAUSE_NOUNS)
    found |= set(vocab.SUBORDINATORS) | vocab.ORDER_WORDS | vocab.PEOPLE | vocab.SELF
    found |= {"예", "아니오", "아니요", "yes", "no", "y", "n"}
    for lexicon in lexicons():
        found |= lexicon.words() | {w.split()[0] for w in lexicon.words()}
        for key in lexicon.keys(lang):
            stem = key.split("+")[0]
            found |= {key, stem, stem.removesuffix("하")}
    return frozenset(found)
