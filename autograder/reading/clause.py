"""What a reader makes of a text: sentences of clauses, each clause with its heads and arguments.

Both languages produce the same shapes (``hangul`` from the analyser's morphemes, ``english``
from lemmas), so a claim (``claims``) is judged the same way whatever the language.
"""

from __future__ import annotations

from dataclasses import dataclass

#: How a clause is meant. ``coordinate`` clauses (-고, -며, and) take the mood of the clause
#: that closes their sentence; ``label`` is "X:" followed by what X is.
MOODS = (
    "statement",
    "directive",
    "question",
    "condition",
    "purpose",
    "modifier",
    "nominal",
    "label",
)

#: Negations a head can carry: plain "not", a prohibition (말다, 안 되다, don't), an
#: incapacity (수 없다, 못, cannot), no need (필요 없다, 않아도 되다).
NEGATIONS = frozenset({"not", "prohibit", "incapable", "unneeded"})


@dataclass(frozen=True)
class Arg:
    """A noun phrase (or identifier, code, quoted value) and the role its particle gives it."""

    text: str
    parts: tuple[str, ...]  # lemmas of its words (compound nouns and identifier pieces)
    role: str  # subject, topic, object, by, at, to, with, of, bare, or an English preposition
    kind: str  # noun, ident, code, quote, number, pronoun
    start: int

    @property
    def is_value(self) -> bool:
        return self.kind in ("ident", "code", "quote", "number")


@dataclass(frozen=True)
class Head:
    """A predicate (or a word that can carry a claim) with what modifies it."""

    keys: tuple[str, ...]  # lexicon keys: Korean stem chains ("돌리+주"), English lemmas
    negation: frozenset[str]
    start: int
    args: tuple[Arg, ...]  # its arguments (English: relative to the head's position)
    past: bool = False
    passive: bool = False
    nominal: bool = False  # a verbal noun standing as the predicate ("티켓 반환", "사용 금지")
    ours: bool = True  # English: said of what I/we (the assistant) would do ("shall I refund")


@dataclass(frozen=True)
class Clause:
    """One predicate's clause: its heads, its mood, markers such as 먼저/instead/다시."""

    start: int
    end: int
    lang: str
    mood: str
    heads: tuple[Head, ...]
    args: tuple[Arg, ...]
    markers: frozenset[str]
    words: tuple[str, ...]  # every lemma in order (stuffing checks, actions of `order`)
    label: bool = False  # ends with ":" and what follows says what it is


@dataclass(frozen=True)
class Sentence:
    """A sentence of the text: where it is, and its clauses in reading order."""

    text: str
    start: int
    end: int
    clauses: tuple[Clause, ...]
    item: int | None = None  # its number when it is a numbered step ("1.", "2)")
