"""The shapes a claim can take in a sentence; a claim (``claims``) is a tuple of these, as data.

- ``Says``: a head from a lexicon, with its negation (none, or one of the kinds asked for), in a
  clause of an allowed mood, with every ``Need`` met (content, a context, another tool, a marker).
- ``Labelled``: "반환값: 티켓 목록", "결과는 ...", "Returns: ..." — a label word, then content.
- ``Instead``: another tool named with 대신/instead/말고, or a task routed to it ("티켓 생성은
  create_ticket으로", "배송지 변경은 update_delivery로 한다", "새 티켓 생성은 create_ticket을 쓰세요").
Needs read the clause's arguments and its neighbours in the sentence. ``sequence`` and
``examples`` hold the two claims whose shape is their own (an order of actions; a value).
"""

from __future__ import annotations

from dataclasses import dataclass

from autograder.reading.clause import Arg, Clause, Head, Sentence
from autograder.reading.lexicon import Lexicon
from autograder.reading.needs import Context, Need, by_person, is_content, other_tool

__all__ = ["AnyWord", "Frame", "Instead", "Labelled", "Says"]

NO_NEGATION: frozenset[str] = frozenset()


class Frame:
    """One way of saying a claim. ``find`` returns the clause that says it, or None."""

    def find(self, sentence: Sentence, context: Context) -> Clause | None:
        raise NotImplementedError


# --- frames ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Says(Frame):
    """A head of ``verbs`` with the given negation, mood and needs."""

    verbs: Lexicon
    moods: frozenset[str]
    needs: tuple[Need, ...] = ()
    negation: frozenset[str] = NO_NEGATION  # empty: affirmed; else one of these kinds
    past: bool = False  # whether a past-tense head counts
    anyone: bool = False  # whether a person as subject is fine

    def find(self, sentence, context):
        for index, clause in enumerate(sentence.clauses):
            if clause.mood not in self.moods and not (clause.label and "label" in self.moods):
                continue
            if clause.mood == "modifier" and _denied(sentence.clauses[index + 1 : index + 2]):
                continue  # "돌려주는 것이 목적이 아닙니다", "돌려주는 함수예요?": not asserted
            for head in clause.heads:
                if self._fits(head, clause, sentence, context):
                    return clause
        return None

    def _fits(self, head: Head, clause: Clause, sentence: Sentence, context: Context) -> bool:
        if not self.verbs.has_head(head, clause.lang):
            return False
        if self.negation:
            if not self.negation & head.negation:
                return False
        elif head.negation:
            return False
        if (head.past and not self.past) or (by_person(head) and not self.anyone):
            return False
        return all(need.met(head, clause, sentence, context) for need in self.needs)


def _denied(following: tuple[Clause, ...]) -> bool:
    """The clause of a modifier's noun denies it or asks about it."""
    return any(c.mood == "question" or any(h.negation for h in c.heads) for c in following)


@dataclass(frozen=True)
class Labelled(Frame):
    """A label word ("반환값:", "결과는", "Returns:", "Output:") followed by content."""

    labels: Lexicon
    exclude: Lexicon | None = None
    negated: bool = False  # whether a negated label counts ("환불 불가: …")
    unless: tuple[str, ...] = ()  # claim arguments that, given, a label cannot answer

    def find(self, sentence, context):
        if any(name in context.arguments for name in self.unless):
            return None
        clauses = sentence.clauses
        for index, clause in enumerate(clauses):
            if not self._is_label(clause, context):
                continue
            if clause.label and any(self._content(c, context) for c in clauses[index + 1 :]):
                return clause
            if self._topic_then_content(clause, context):
                return clause
        return None

    def _is_label(self, clause: Clause, context: Context) -> bool:
        return self.labels.has_word(clause.words, clause.lang) and (
            self.negated or not any(h.negation for h in clause.heads)
        )

    def _content(self, clause: Clause, context: Context) -> bool:
        return any(is_content(a, context, self.exclude or self.labels) for a in clause.args)

    def _topic_then_content(self, clause: Clause, context: Context) -> bool:
        """결과는 티켓 목록(입니다): a label as topic, content after it, no other predicate."""
        if clause.mood not in ("nominal", "statement") or not clause.args:
            return False
        if any(not h.nominal and not {"이", "be"} & set(h.keys) for h in clause.heads):
            return False
        topic = clause.args[0]
        if topic.role not in ("topic", "subject", "bare") or not self.labels.has_arg(topic):
            return False
        return any(is_content(a, context, self.labels) for a in clause.args[1:])


@dataclass(frozen=True)
class Instead(Frame):
    """Another tool, said to be the one to use: 대신 X / X instead / 말고 X / "N은 X로"."""

    def find(self, sentence, context):
        for clause in sentence.clauses:
            if clause.mood in ("condition", "question"):
                continue
            tools = [a for a in clause.args if other_tool(a, context)]
            if tools and clause.markers & {"instead", "not_for"}:
                return clause
            if tools and _routes_to(clause, tools, context):
                return clause
        return None


#: Verbs that only say "do it with": "배송지 변경은 update_delivery로 한다", "…은 X를 쓰세요".
ROUTE_VERBS = Lexicon(
    ko=("하다", "쓰다", "사용하다", "이용하다", "호출하다", "부르다", "처리하다"), en=()
)


def _routes_to(clause: Clause, tools: list[Arg], context: Context) -> bool:
    """ "티켓 생성은 create_ticket으로(한다 / 쓰세요)": a topic (a task, not this tool) sent to
    another tool, verbless or with a verb that only says which tool does it."""
    verbs = [h for h in clause.heads if not h.nominal]
    if any(h.negation for h in clause.heads):
        return False
    if not all(ROUTE_VERBS.has_head(h, clause.lang) for h in verbs):
        return False
    topics = [a for a in clause.args if a.role == "topic" and is_content(a, context)]
    roles = ("by", "object") if verbs else ("by",)
    return bool(topics) and any(t.role in roles for t in tools)


class AnyWord(Lexicon):
    """Matches every head: for claims whose shape, not their verb, says it."""

    def has_head(self, head, lang):
        return True
