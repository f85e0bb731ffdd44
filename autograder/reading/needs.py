"""What a frame needs of a head beyond its verb: content, a situation, another tool, markers.

Each ``Need`` reads the head's arguments, its clause and the sentence around it (``Context``
carries the tool's own name, the claim's arguments and the text's other sentences). The argument
tests (``is_self``, ``is_content``, ``other_tool``, ``by_person``) are shared with the frames.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from autograder.reading import vocab
from autograder.reading.clause import Arg, Clause, Head, Sentence
from autograder.reading.lexicon import Lexicon

__all__ = [
    "ActionVerb", "Announced", "AnyOf", "As", "Content", "Context", "Explained", "Marked",
    "Mentions", "Need", "NoOtherTool", "NotOverFailure", "Of", "OtherTool", "Ours",
    "SentenceMarked", "Situation", "Unmarked",
]  # fmt: skip


@dataclass(frozen=True)
class Context:
    """What a frame may know besides the sentence: the tool's own name, the claim's arguments."""

    tool: str = ""
    arguments: Mapping[str, Lexicon] = field(default_factory=dict)
    sentences: tuple[Sentence, ...] = ()


# --- arguments ---------------------------------------------------------------------------


def is_self(arg: Arg, context: Context) -> bool:
    """ "이 도구", "the tool", "it", the tool's own name: its head noun refers to the tool."""
    tool = context.tool.lower()
    head = arg.parts[-1:] if arg.kind != "ident" else arg.parts[:1]
    return bool(set(head) & vocab.SELF) or (bool(tool) and tool in arg.parts)


def is_content(arg: Arg, context: Context, exclude: Lexicon | None = None) -> bool:
    """A noun phrase that says something: not generic, not the tool itself, not a pronoun."""
    if arg.kind == "pronoun" or is_self(arg, context):
        return False
    meaningful = [p for p in arg.parts if p not in vocab.GENERIC and p not in vocab.FUNCTION_WORDS]
    if exclude is not None:
        meaningful = [p for p in meaningful if not exclude.has_arg(_one(arg, p))]
    return bool(meaningful)


def _one(arg: Arg, part: str) -> Arg:
    return Arg(part, (part,), arg.role, arg.kind, arg.start)


def other_tool(arg: Arg, context: Context) -> bool:
    """An identifier naming a tool that is not this one (``create_ticket``)."""
    return arg.kind == "ident" and not is_self(arg, context) and "_" in arg.text


def by_person(head: Head) -> bool:
    """The head's subject is a person (고객이 반환할 때): not what the tool does."""
    return any(a.role in ("subject", "topic") and set(a.parts) & vocab.PEOPLE for a in head.args)


# --- needs -------------------------------------------------------------------------------


class Need:
    def met(self, head: Head, clause: Clause, sentence: Sentence, context: Context) -> bool:
        raise NotImplementedError


@dataclass(frozen=True)
class Content(Need):
    """An argument with content in one of ``roles`` (any role when empty)."""

    roles: frozenset[str] = frozenset()
    exclude: Lexicon | None = None
    modified: bool = False  # a modifier clause's noun is its subject ("없는 주문": 주문이 없다)

    def met(self, head, clause, sentence, context):
        args = head.args + (modified_noun(sentence, clause) if self.modified else ())
        return any(
            (not self.roles or a.role in self.roles) and is_content(a, context, self.exclude)
            for a in args
        )


_OWN_SUBJECT = frozenset({"subject", "topic", "bare"})


def modified_noun(sentence: Sentence, clause: Clause) -> tuple[Arg, ...]:
    """The noun a subjectless modifier clause stands on, as its subject: "없는 주문입니다" says
    the order is missing ("문제 없는 주문" has its own subject, 문제: the order is fine)."""
    if clause.mood != "modifier" or any(
        a.role in _OWN_SUBJECT for h in clause.heads for a in h.args
    ):
        return ()
    index = sentence.clauses.index(clause)
    following = sentence.clauses[index + 1 : index + 2]
    nouns = [a for c in following for a in c.args if a.start >= clause.end][:1]
    return tuple(Arg(a.text, a.parts, "subject", a.kind, a.start) for a in nouns)


@dataclass(frozen=True)
class Situation(Need):
    """When or for what: a condition or purpose clause beside it, or an 에/for argument."""

    roles: frozenset[str] = frozenset({"at", "for", "in", "on", "about", "to", "during"})

    def met(self, head, clause, sentence, context):
        if any(a.role in self.roles and is_content(a, context) for a in head.args):
            return True
        if any(a.role in self.roles for a in head.args) and _modified(sentence, clause, context):
            return True  # "새 티켓을 접수하는 요청에는": a generic noun its modifier gives content
        if any(
            set(a.parts) & vocab.SITUATIONS and a.role in ("at", "by", "for") for a in head.args
        ):
            return True
        beside = any(
            other is not clause
            and other.mood in ("condition", "purpose")
            and _says_something(other)
            for other in _neighbours(sentence, clause)
        )
        return beside or _labels_content(sentence, clause) or _labelled_by(sentence, clause)


def _modified(sentence: Sentence, clause: Clause, context: Context) -> bool:
    """The clause just before is a modifier with content: its noun opens this clause."""
    index = sentence.clauses.index(clause)
    before = sentence.clauses[index - 1] if index else None
    return (
        before is not None
        and before.mood == "modifier"
        and any(is_content(a, context) for c in sentence.clauses[:index] for a in c.args)
    )


def _says_something(clause: Clause) -> bool:
    return bool(clause.heads or clause.args)


def _neighbours(sentence: Sentence, clause: Clause) -> tuple[Clause, ...]:
    index = sentence.clauses.index(clause)
    return sentence.clauses[max(0, index - 2) : index + 3]


def _labelled_by(sentence: Sentence, clause: Clause) -> bool:
    """ "새 티켓 생성: create_ticket 사용": the clause is what a label with content introduces."""
    index = sentence.clauses.index(clause)
    before = sentence.clauses[index - 1] if index else None
    return before is not None and before.label and bool(before.args)


def _labels_content(sentence: Sentence, clause: Clause) -> bool:
    """ "쓰지 않을 때: 새 티켓 접수": a label clause, and content after it."""
    if not clause.label:
        return False
    index = sentence.clauses.index(clause)
    return any(_says_something(c) for c in sentence.clauses[index + 1 :])


@dataclass(frozen=True)
class Explained(Need):
    """A reason clause before it says what ("결제 서버 점검 중이라 요청이 거절됐습니다")."""

    exclude: Lexicon | None = None

    def met(self, head, clause, sentence, context):
        index = sentence.clauses.index(clause)
        return any(
            "because" in other.markers
            and any(is_content(a, context, self.exclude) for a in _all_args(other))
            for other in sentence.clauses[:index]
        )


def _all_args(clause: Clause) -> tuple[Arg, ...]:
    return clause.args + tuple(a for h in clause.heads for a in h.args)


@dataclass(frozen=True)
class OtherTool(Need):
    """Another tool named as what to use (object, 으로, bare)."""

    roles: frozenset[str] = frozenset({"object", "by", "bare", "topic"})

    def met(self, head, clause, sentence, context):
        return any(a.role in self.roles and other_tool(a, context) for a in head.args)


@dataclass(frozen=True)
class NoOtherTool(Need):
    """Its object is not another tool ("create_ticket을 쓰세요" is about create_ticket)."""

    def met(self, head, clause, sentence, context):
        return not OtherTool().met(head, clause, sentence, context)


@dataclass(frozen=True)
class Marked(Need):
    markers: frozenset[str]

    def met(self, head, clause, sentence, context):
        return bool(self.markers & clause.markers)


@dataclass(frozen=True)
class Unmarked(Need):
    """None of these markers: "알려 주시겠어요?" asks the user to act, not leave to act."""

    markers: frozenset[str]

    def met(self, head, clause, sentence, context):
        return not self.markers & clause.markers


@dataclass(frozen=True)
class Mentions(Need):
    """One of its arguments holds one of these words ("결제 오류가 발생했습니다")."""

    words: Lexicon

    def met(self, head, clause, sentence, context):
        return any(self.words.has_arg(a) for a in head.args)


@dataclass(frozen=True)
class Of(Need):
    """What the caller asked about, when it did (a claim's optional arguments): the head is one
    of ``failure``'s words, and an argument (or the noun a modifier clause stands on) mentions
    one of ``what``'s ("없는 주문입니다" is a failure *of the order*, said as its absence)."""

    failure: str = "failure"
    what: str = "what"

    def met(self, head, clause, sentence, context):
        failure, what = context.arguments.get(self.failure), context.arguments.get(self.what)
        if failure is not None and not failure.has_head(head, clause.lang):
            return False
        args = head.args + modified_noun(sentence, clause)
        return what is None or any(what.has_arg(a) for a in args)


#: The negated copula (아니다): "N이 아닙니다" denies what N is.
_DENYING = frozenset({"아니"})
_COMPLEMENT = frozenset({"subject", "bare", "topic"})
_FAILED = frozenset({"not", "incapable"})
#: What a negated verb is said of: its subject (English: or a passive's, ``object``).
_NEGATED_OF = {"en": frozenset({"subject", "object"}), "ko": frozenset({"subject", "topic"})}


@dataclass(frozen=True)
class NotOverFailure(Need):
    """The head's negation is not over a failure itself. Negating a failure says that nothing
    failed: a negated failure word ("주문이 없지 않습니다", "누락되지 않았습니다", "is not
    missing", "has not expired", "not unknown"), or the copula denying a failure ("오류가
    아닙니다") or a noun a failure describes ("없는 주문이 아닙니다", "존재하지 않는 주문이
    아니에요", "찾을 수 없는 주문번호가 아닙니다": it is *not* a missing order)."""

    failure: Lexicon

    def met(self, head, clause, sentence, context):
        if self.failure.has_head(head, clause.lang):
            return False
        if any(a.role in _NEGATED_OF[clause.lang] and self.failure.has_arg(a) for a in head.args):
            return False  # "No error occurred", "오류가 발생하지 않았습니다": a failure denied
        if not set(head.keys) & _DENYING:
            return True
        if any(a.role in _COMPLEMENT and self.failure.has_arg(a) for a in head.args):
            return False
        index = sentence.clauses.index(clause)
        before = sentence.clauses[index - 1] if index else None
        return before is None or before.mood != "modifier" or not self._fails(before)

    def _fails(self, clause: Clause) -> bool:
        """A modifier clause that describes its noun as failed or absent (없는, 존재하지 않는,
        찾을 수 없는, 잘못된, 만료된)."""
        return (
            "wrong" in clause.markers
            or any(
                h.negation & _FAILED or self.failure.has_head(h, clause.lang) for h in clause.heads
            )
            or self.failure.has_word(clause.words, clause.lang)
        )


@dataclass(frozen=True)
class As(Need):
    """An argument saying in what capacity the rest comes ("결과로 X를 받는다", "X comes back in
    the response"): one of its words is one of ``labels``, its role one of ``roles``."""

    labels: Lexicon
    roles: frozenset[str] = frozenset({"by", "as", "in"})

    def met(self, head, clause, sentence, context):
        return any(a.role in self.roles and self.labels.has_arg(a) for a in head.args)


@dataclass(frozen=True)
class AnyOf(Need):
    needs: tuple[Need, ...]

    def met(self, head, clause, sentence, context):
        return any(n.met(head, clause, sentence, context) for n in self.needs)


@dataclass(frozen=True)
class SentenceMarked(Need):
    """A marker anywhere in the sentence ("환불할까요? (예/아니오)")."""

    markers: frozenset[str]

    def met(self, head, clause, sentence, context):
        return any(self.markers & c.markers for c in sentence.clauses)


#: Verbs that name no action of their own (도와드릴까요?, would you like ...?).
EMPTY_VERBS = frozenset(
    {"하", "되", "있", "없", "이", "아니", "돕", "돕+주", "괜찮", "좋", "알", "모르", "필요하",
     "궁금하", "원하", "do", "be", "have", "help", "know", "want", "like", "need", "wish", "get"}
)  # fmt: skip


@dataclass(frozen=True)
class ActionVerb(Need):
    """The head names an action (환불하다, refund), not only asks (도와드릴까요?)."""

    def met(self, head, clause, sentence, context):
        return not set(head.keys) & EMPTY_VERBS


@dataclass(frozen=True)
class Ours(Need):
    """What the assistant would do ("shall I refund", "do you want me to"), not a third party."""

    def met(self, head, clause, sentence, context):
        return head.ours


@dataclass(frozen=True)
class Announced(Need):
    """Another sentence of the text names an action ("ORD-… 주문을 환불하려 합니다. 괜찮을까요?")."""

    def met(self, head, clause, sentence, context):
        return any(
            other.start != sentence.start and _names_action(c, context)
            for other in context.sentences
            for c in other.clauses
        )


def _names_action(clause: Clause, context: Context) -> bool:
    return any(
        not set(h.keys) & EMPTY_VERBS and any(is_content(a, context) for a in h.args)
        for h in clause.heads
    )
