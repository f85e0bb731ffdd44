"""The ``example`` claim's shape: an example value, introduced as one.

Accepted: a marker (예:, 예) , 예를 들어, 예시, 예컨대, e.g., for example, for instance, such as)
with a value in its clause (an identifier, a code such as ``E-20417``, a quoted string, a number),
or a label ("예:") followed by any content; a value with 처럼/같은/등/like/such as after or before
it; a format word (형식, 형태, format, pattern) with a code or quoted value. Not accepted: a marker
with nothing after it, a marker whose "value" is the marker word again (예: 예시), a noun after an
unlabelled marker ("사번을 예시로 넣으세요" names no value).
"""

from __future__ import annotations

from dataclasses import dataclass

from autograder.reading.clause import Arg, Clause
from autograder.reading.frames import Frame
from autograder.reading.lexicon import Lexicon
from autograder.reading.needs import Context, is_content

__all__ = ["Example"]

#: The words that introduce an example (not values themselves).
MARKERS = Lexicon(
    ko=("예", "예시", "보기", "예컨대", "가령", "등", "따위", "형식", "형태", "같다", "처럼"),
    en=("e.g.", "e.g", "example", "instance", "such", "like", "format", "pattern", "eg"),
)
_FORMAT = frozenset({"형식", "형태", "포맷", "format", "pattern", "모양"})


@dataclass(frozen=True)
class Example(Frame):
    def find(self, sentence, context):
        clauses = sentence.clauses
        for index, clause in enumerate(clauses):
            following = clauses[index + 1] if index + 1 < len(clauses) else None
            if _in_clause(clause) or _introduces(clause, following, context):
                return clause
        return None


def _in_clause(clause: Clause) -> bool:
    """예를 들어 E-20417 / E-20417처럼 / 형식 E-12345 / A001 등 / E-20417 같은 사번."""
    if clause.markers & {"example", "like"} and _value_in(clause):
        return True
    return _formatted(clause) or _listed(clause) or _alike(clause)


def _introduces(clause: Clause, following: Clause | None, context: Context) -> bool:
    """ "예: 홍길동", "예) E-20417", "형식: E-12345": a marker clause, the value after it."""
    if following is None:
        return False
    if _introduced(clause) and clause.label and _content_after((following,), context):
        return True
    if _introduced(clause) and _value_in(following):
        return True
    return (
        clause.label
        and bool(set(clause.words) & _FORMAT)
        and any(a.kind in ("code", "quote") for a in following.args)
    )


def _introduced(clause: Clause) -> bool:
    return "example" in clause.markers


def _value(arg: Arg) -> bool:
    return arg.is_value and not MARKERS.has_arg(Arg(arg.text, (arg.text.lower(),), "", "", 0))


def _value_in(clause: Clause) -> bool:
    return any(_value(a) for a in clause.args) or any(
        _value(a) for h in clause.heads for a in h.args
    )


def _content_after(rest: tuple[Clause, ...], context: Context) -> bool:
    if not rest:
        return False
    return any(_value(a) or is_content(a, context, MARKERS) for a in rest[0].args)


def _formatted(clause: Clause) -> bool:
    words = set(clause.words)
    return bool(words & _FORMAT) and any(a.kind in ("code", "quote") for a in clause.args)


def _listed(clause: Clause) -> bool:
    """ "A001, B002 등": values, then 등."""
    return any(a.parts[-1:] in (("등",), ("따위",)) and _value(a) for a in clause.args)


def _alike(clause: Clause) -> bool:
    """ "E-20417 같은 사번": 같다 modifying a noun, the value before it."""
    return any("같" in h.keys for h in clause.heads) and _value_in(clause)
