"""The Korean reader's working shapes: tokens, the clause being read, and how it is closed."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from autograder.reading.clause import Arg, Clause, Head

#: Tags of verb and adjective stems (and the suffixes that make one of a noun).
VERB_TAGS = frozenset({"VV", "VA", "VX", "XSV", "XSA"})


@dataclass(frozen=True)
class Token:
    form: str
    tag: str
    start: int
    kind: str = ""
    written: str = ""  # the word its dictionary entry was written as (말고 for 맡 + 고)


@dataclass
class Open:
    """The clause being read."""

    start: int = -1
    end: int = -1
    nouns: list[Token] = field(default_factory=list)
    args: list[Arg] = field(default_factory=list)
    chain: list[str] = field(default_factory=list)
    head_start: int = -1
    negation: set[str] = field(default_factory=set)
    markers: set[str] = field(default_factory=set)
    words: list[str] = field(default_factory=list)
    past: bool = False
    passive: bool = False
    stative: bool = False  # an adjective or copula: 유효하지 않아요 states, never asks
    pending_negation: str = ""
    mood: str = ""
    shared: list[Arg] = field(default_factory=list)  # a subject from the coordinated clause before


def is_time(token: Token) -> bool:
    return token.form in ("잠시", "잠깐", "나중", "조금", "분", "초", "시간", "며칠", "일") or (
        token.tag == "SN"
    )


def word_parts(nouns: list[Token]) -> list[str]:
    found = []
    for token in nouns:
        if token.tag in ("MM",):
            continue
        if token.tag == "VALUE":
            found += [token.form.lower(), *pieces(token.form)]
        else:
            found.append(token.form.lower())
    return found


def pieces(value: str) -> list[str]:
    """``read_balance`` -> read, balance (so "balance" names it)."""
    cleaned = value.strip("'\"`“”‘’「」()")
    return [p.lower() for p in cleaned.replace(".", "_").split("_") if p]


def make_arg(nouns: list[Token], role: str) -> Arg:
    text = " ".join(t.form for t in nouns if t.tag not in ("XSN",))
    kinds = [t.kind for t in nouns if t.tag == "VALUE"]
    if any(t.form == "용" and t.tag == "XSN" for t in nouns):
        role = "for"
    kind = kinds[-1] if kinds else ("number" if nouns[-1].tag == "SN" else "noun")
    if nouns[-1].tag == "NP":
        kind = "pronoun"
    parts = tuple(word_parts(nouns))
    return Arg(text=text, parts=parts, role=role, kind=kind, start=nouns[0].start)


def _unprefixed(keys: tuple[str, ...]) -> tuple[str, ...]:
    """재호출하 is 호출하 again: both keys."""
    return keys + tuple(k[1:] for k in keys if k.startswith("재") and len(k) > 2)


def build_clause(open_: Open, mood: str, offset: int) -> Clause:
    heads = ()
    if open_.chain:
        keys = _unprefixed(tuple("+".join(open_.chain[:k]) for k in range(len(open_.chain), 0, -1)))
        heads = (
            Head(
                keys=keys,
                negation=frozenset(open_.negation),
                start=open_.head_start + offset,
                args=tuple(open_.args) + _shared(open_),
                past=open_.past,
                passive=open_.passive,
            ),
        )
        if open_.chain == ["이"] and open_.args and mood not in ("label", "modifier"):
            heads += nominal_heads(open_, offset)  # "결제 서버 장애입니다": 장애 is what is said
    elif open_.args and mood not in ("label", "modifier"):
        heads = nominal_heads(open_, offset)
    label = mood == "label"
    if open_.mood == "directive" and mood not in ("question", "condition", "purpose"):
        mood = "directive"
    return Clause(
        start=open_.start + offset,
        end=open_.end + offset,
        lang="ko",
        mood=mood or "nominal",
        heads=heads,
        args=tuple(open_.args),
        markers=frozenset(open_.markers),
        words=tuple(open_.words),
        label=label,
    )


def _shared(open_: Open) -> tuple[Arg, ...]:
    if any(a.role in ("subject", "topic") for a in open_.args):
        return ()
    return tuple(open_.shared)


def nominal_heads(open_: Open, offset: int) -> tuple[Head, ...]:
    """ "티켓 목록 반환.": the last noun of a verbless clause may be its (verbal noun) predicate."""
    last = open_.args[-1]
    if last.role not in ("bare", "topic") or not last.parts or last.parts[-1].isascii():
        return ()  # "create_ticket 사용": the Hangul noun at the end is the predicate
    others = (*open_.args[:-1], *rest(last))
    return (
        Head(
            keys=_unprefixed((last.parts[-1] + "하",)),
            negation=frozenset(open_.negation),
            start=last.start + offset,
            args=others,
            nominal=True,
        ),
    )


def rest(arg: Arg) -> tuple[Arg, ...]:
    if len(arg.parts) < 2:
        return ()
    return (Arg(" ".join(arg.parts[:-1]), arg.parts[:-1], "bare", arg.kind, arg.start),)


def with_mood(clause: Clause, mood: str, label: bool | None = None) -> Clause:
    return replace(clause, mood=mood, label=clause.label if label is None else label)


def resolve_moods(found: list[Clause]) -> list[Clause]:
    """A coordinate clause (-고, -며, ",") means what the clause closing its sentence means."""
    resolved: list[Clause] = []
    following = "statement"
    for clause in reversed(found):
        if clause.mood == "quote":  # "…하겠다고 알려 주세요": the quote does not end the scope
            clause = with_mood(clause, "statement")
        elif clause.mood == "coordinate":
            clause = with_mood(clause, following if following != "label" else "statement")
        elif clause.mood in ("statement", "directive", "question", "nominal"):
            following = clause.mood
        resolved.append(clause)
    return resolved[::-1]
