"""The ``order`` claim's shape: one action must come before another.

Markers and which side they govern (the side is a clause of the sentence):
- *before* (-기 전에, before X): the governed clause happens later, the rest earlier;
- *after* (-ㄴ 후에/뒤에/다음에, after X, once): the governed clause happens earlier;
- *first* (먼저, 우선, 미리, first, beforehand): its clause happens earlier, the rest later, and
  the rest may be left unsaid (in a tool's description "먼저 read_balance를 부른다" is enough);
- *then* (그다음, then, next) marks the later clause; *then_next* (-고 나서, →, ->) the earlier;
- *prerequisite* (-어야: 확인해야 출금할 수 있다) makes its clause the earlier one, and so does
  *without* when the other side is denied (잔액 확인 없이 출금하지 마세요, never withdraw without
  reading); "잔액 조회 없이 인출합니다" says the opposite.
A prohibition on the other side flips *before*/*after* ("출금하기 전에는 ... 마세요" is
read as written). A negated, unneeded or forbidden earlier action (확인할 필요는 없습니다,
read_balance를 먼저 부르지 말고) says no order; a condition's consequence ("잔액이 적으면 부르지
않는다") says what happens in one case and is set aside.
Numbered steps ("1. ... 2. ...") order their sentences.
"""

from __future__ import annotations

from dataclasses import dataclass

from autograder.reading.clause import Clause, Sentence
from autograder.reading.frames import Frame
from autograder.reading.lexicon import Lexicon
from autograder.reading.needs import Context, is_self

__all__ = ["Sequence"]

_GOVERNED_LATER = frozenset({"before", "then"})
_GOVERNED_EARLIER = frozenset({"after", "first", "prerequisite", "without"})


@dataclass(frozen=True)
class Sequence(Frame):
    """``first`` before ``then`` (both claim arguments, as lexicons)."""

    first: str = "first"
    then: str = "then"

    def find(self, sentence, context):
        first, then = context.arguments[self.first], context.arguments[self.then]
        clauses = _asserted(sentence.clauses)
        for index, clause in enumerate(clauses):
            for earlier, later, implicit in _sides(clauses, index):
                if _holds(earlier, later, first, then, context, implicit):
                    return clause
        if sentence.item:
            return _steps(sentence, first, then, context)
        return None


def _sides(clauses: tuple[Clause, ...], index: int):
    """(earlier, later) clause groups that the markers of ``clauses[index]`` declare."""
    clause = clauses[index]
    others = clauses[:index] + clauses[index + 1 :]
    markers = clause.markers
    if markers & _GOVERNED_LATER:
        flip = "before" in markers and _prohibits(others)
        yield (((clause,), others) if flip else (others, (clause,))) + (False,)
    if "after" in markers:
        yield ((others, (clause,)) if _prohibits(others) else ((clause,), others)) + (False,)
    if markers & (_GOVERNED_EARLIER - {"after", "without"}):
        yield (clause,), others, "first" in markers
    elif "without" in markers and _denies(others):
        yield (
            (clause,),
            others,
            False,
        )  # only "never X without Y" orders: "X without Y" is the opposite
    if "then_next" in markers:
        yield clauses[: index + 1], clauses[index + 1 :], False


def _asserted(clauses: tuple[Clause, ...]) -> tuple[Clause, ...]:
    """The clauses that bear on the order: a negated consequence of a condition ("잔액이 적으면
    부르지 않는다 / 출금하지 마세요") says what happens in one case, so its negation neither
    doubts an action of the order nor is the prohibition that flips *before*."""
    return tuple(
        c
        for k, c in enumerate(clauses)
        if not (
            k > 0
            and clauses[k - 1].mood == "condition"
            and c.mood != "condition"
            and any(h.negation for h in c.heads)
        )
    )


def _denies(clauses) -> bool:
    return any(h.negation & {"prohibit", "not", "incapable"} for c in clauses for h in c.heads)


def _prohibits(clauses) -> bool:
    return any("prohibit" in h.negation for c in clauses for h in c.heads)


def _holds(earlier, later, first: Lexicon, then: Lexicon, context: Context, implicit: bool) -> bool:
    if not any(_mentions(c, first) for c in earlier) or any(_mentions(c, then) for c in earlier):
        return False
    if any(_doubted(c) or (_prohibits((c,)) and _mentions(c, first)) for c in earlier):
        return False  # "read_balance를 먼저 부르지 말고": the first action is forbidden
    if not later:
        return implicit  # "먼저 read_balance를 부른다": before the tool being described
    if any(_doubted(c) and not _prohibits((c,)) for c in later):
        return False
    return implicit or any(_mentions(c, then) or _names_self(c, context) for c in later)


def _mentions(clause: Clause, lexicon: Lexicon) -> bool:
    return lexicon.has_word(clause.words, clause.lang)


#: Calling verbs: in a tool's own description (``tool`` given) one with no object means
#: calling the tool described ("잔액을 확인한 뒤에만 부른다", "use only after ...").
_CALLS = Lexicon(ko=("부르다", "호출하다", "사용하다", "쓰다"), en=("call", "use", "invoke"))


def _names_self(clause: Clause, context: Context) -> bool:
    if any(is_self(a, context) for a in clause.args):
        return True
    objects = [a for a in clause.args if a.role == "object"]
    calls = any(_CALLS.has_head(h, clause.lang) for h in clause.heads)
    return bool(context.tool) and not objects and calls


def _doubted(clause: Clause) -> bool:
    """Negated, unneeded or not done: "확인할 필요는 없습니다", "does not read"."""
    return any(h.negation & {"not", "unneeded", "incapable"} for h in clause.heads)


def _steps(sentence: Sentence, first: Lexicon, then: Lexicon, context: Context) -> Clause | None:
    """Step n names the first action and a later step the second."""
    mine = [c for c in sentence.clauses if _mentions(c, first) and not _doubted(c)]
    if not mine or any(_mentions(c, then) for c in sentence.clauses):
        return None
    later = [s for s in context.sentences if s.item and s.start > sentence.start]
    for step in later:
        if int(step.item) > int(sentence.item) and any(
            _mentions(c, then) or _names_self(c, context) for c in step.clauses
        ):
            return mine[0]
    return None
