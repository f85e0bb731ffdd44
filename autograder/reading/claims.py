"""The claims a check can ask about, as data: lexicons, negations, moods and needs.

Each claim is a tuple of frames (``frames``, ``order``, ``example``); a sentence says the claim when
one frame finds it. ARCHITECTURE.md ("Reading by meaning") says what each accepts and rejects.
To add a claim: write its words as ``Lexicon``s, compose frames, add it to ``CLAIMS``, and add a
phrasing corpus ``tests/reading/phrasings/<claim>.json`` (>= 40, half that say it).
"""

from __future__ import annotations

from dataclasses import dataclass, fields, is_dataclass

from autograder.reading.example import Example
from autograder.reading.frames import AnyWord, Frame, Instead, Labelled, Says
from autograder.reading.lexicon import Lexicon
from autograder.reading.needs import (
    ActionVerb,
    Announced,
    AnyOf,
    As,
    Content,
    Explained,
    Marked,
    Mentions,
    NoOtherTool,
    NotOverFailure,
    Of,
    OtherTool,
    Ours,
    SentenceMarked,
    Situation,
    Unmarked,
)
from autograder.reading.order import Sequence

__all__ = ["CLAIMS", "Claim", "lexicons"]


@dataclass(frozen=True)
class Claim:
    """A judged statement: its frames, and the arguments a caller must (or may) give."""

    name: str
    frames: tuple[Frame, ...]
    arguments: tuple[str, ...] = ()  # required keyword arguments, each a Lexicon or words
    optional: tuple[str, ...] = ()


def _f(*words: str) -> frozenset[str]:
    return frozenset(words)


ASSERTING = _f("statement", "directive", "modifier", "nominal", "label")

# --- returns -----------------------------------------------------------------------------
RETURN_VERBS = Lexicon(
    ko=("돌려주다", "반환하다", "알려 주다", "알리다", "내주다", "내놓다", "제공하다", "리턴하다",
        "응답하다", "출력하다", "돌려보내다", "전달하다", "보여 주다", "넘겨주다", "회신하다",
        "돌려받다"),
    en=("return", "get back", "receive", "give back", "give", "respond with", "reply with", "output", "provide",
        "yield", "send back", "produce", "emit", "report", "list"),
)  # fmt: skip
RETURN_LABELS = Lexicon(
    ko=("반환", "반환값", "리턴", "리턴값", "결과", "출력", "응답", "돌려주는 값", "반환 형식"),
    en=("returns", "return", "output", "result", "response", "yields"),
)  # fmt: skip
_RETURNED = frozenset({"object", "bare", "topic", "by", "to", "up", "as", "with", "of"})
#: Verbs of getting: what the caller gets *as the result* ("결과로 X를 받습니다") is what the
#: tool returns; got in any other capacity ("입력으로 주문 번호를 받는다") it is not.
RECEIVE_VERBS = Lexicon(
    ko=("받다", "얻다", "나오다", "오다", "돌아오다"), en=("get", "receive", "obtain", "come back")
)  # fmt: skip
_RECEIVED = frozenset({"object", "subject", "bare", "topic"})
RETURNS = Claim(
    "returns",
    (
        Says(RETURN_VERBS, ASSERTING, (Content(_RETURNED, exclude=RETURN_VERBS | RETURN_LABELS),)),
        Says(RECEIVE_VERBS, ASSERTING,
             (Content(_RECEIVED, exclude=RETURN_VERBS | RETURN_LABELS), As(RETURN_LABELS))),
        Labelled(RETURN_LABELS),
        Labelled(RETURN_VERBS, exclude=RETURN_VERBS | RETURN_LABELS),  # 돌려주는 것: 티켓 목록
    ),
)  # fmt: skip

# --- when to use / when not to use -------------------------------------------------------
USE_VERBS = Lexicon(
    ko=("쓰다", "사용하다", "이용하다", "호출하다", "부르다", "활용하다", "선택하다", "고르다",
        "실행하다", "적용하다"),
    en=("use", "call", "invoke", "choose", "pick", "run", "employ", "apply", "select"),
)  # fmt: skip
SUITS = Lexicon(
    ko=("유용하다", "적합하다", "알맞다", "적절하다", "위하다", "필요하다"),  # not 맞다: 조건에 맞는 티켓
    en=("useful", "suitable", "appropriate", "intend", "design", "mean", "meant", "good", "ideal",
        "helpful"),
)  # fmt: skip
USE_LABELS = Lexicon(
    ko=("쓸 때", "사용 시점", "용도", "사용처", "사용 시", "언제"),
    en=("usage", "use case", "when"),  # "- when: someone asks about their tickets"
)  # fmt: skip
WHEN_TO_USE = Claim(
    "when_to_use",
    (
        Says(USE_VERBS, ASSERTING, (Situation(), NoOtherTool())),
        Says(SUITS, ASSERTING, (Situation(),)),
        Labelled(USE_LABELS),
    ),
)

#: Verbs of doing: what a tool "cannot do" or "does not do".
CAPABILITY_VERBS = Lexicon(
    ko=("지원하다", "처리하다", "다루다", "담당하다", "수행하다", "포함하다"),
    en=("support", "handle", "cover", "perform", "include", "do"),
)  # fmt: skip
_NOT_USED = _f("not", "prohibit", "incapable")
WHEN_NOT_TO_USE = Claim(
    "when_not_to_use",
    (
        Says(USE_VERBS, ASSERTING, (Situation(),), negation=_NOT_USED),
        Says(
            AnyWord(),
            ASSERTING,
            (Content(_f("object", "bare", "topic")),),
            negation=_f("incapable"),
        ),
        Says(CAPABILITY_VERBS, ASSERTING, (Content(),), negation=_f("not")),
        Says(USE_VERBS, ASSERTING, (OtherTool(), AnyOf((Situation(), Marked(_f("instead")))))),
        Instead(),
        Says(USE_VERBS | SUITS, ASSERTING, (Marked(_f("not_for")),), negation=_f("not")),
    ),
)

# --- example -----------------------------------------------------------------------------
EXAMPLE = Claim("example", (Example(),))

# --- order -------------------------------------------------------------------------------
ORDER = Claim("order", (Sequence(),), arguments=("first", "then"))

# --- error texts: cause and next step ----------------------------------------------------
FAILURE_WORDS = Lexicon(
    ko=("실패하다", "초과하다", "초과되다", "만료되다", "거부되다", "거절되다", "끊기다",
        "중단되다", "지연되다", "틀리다", "부족하다", "없다", "누락되다", "막히다",
        "비어 있다", "실패", "초과", "만료", "거부", "거절", "오류", "에러", "장애", "누락", "부족", "지연",
        "중단", "타임아웃", "불가", "잘못", "다운되다", "멈추다", "손상되다", "충돌하다"),
    en=("fail", "failure", "error", "timeout", "time out", "invalid", "missing", "miss", "deny",
        "denied", "refuse", "reject", "unavailable", "exceed", "insufficient", "down", "expire",
        "expired", "unreachable", "wrong", "incorrect", "forbidden", "unauthorized", "limit",
        "busy", "overload", "overloaded", "lose", "lost", "offline", "broken", "malformed",
        "crash", "conflict", "unknown", "empty", "decline", "block", "suspend"),
)  # fmt: skip
#: "결제 오류가 발생했습니다": a failure noun as what happened.
OCCUR = Lexicon(ko=("발생하다", "나다", "생기다", "뜨다", "일어나다"), en=("occur", "happen"))
_CAUSE_NOTES = Lexicon(ko=("원인", "이유", "사유", "오류", "에러"), en=("cause", "reason", "error"))
#: "문제가 없습니다", "문제 없는 주문": a trouble said to be absent is no cause, all is well.
_TROUBLE = Lexicon(ko=("문제", "이상", "이슈"), en=("problem", "issue"))
_WHAT = (Content(exclude=FAILURE_WORDS | _TROUBLE, modified=True),)
_WHAT_OR_WHY = (AnyOf((*_WHAT, Explained(FAILURE_WORDS))),)  # 점검 중이라 요청이 거절됨
_OF = Of()  # cause(failure=..., what=...): which failure, of what (ex08: the order is missing)
_ASKED = ("failure", "what")
CAUSE = Claim(
    "cause",
    (
        Says(FAILURE_WORDS, ASSERTING, (*_WHAT_OR_WHY, _OF), past=True, anyone=True),
        Says(OCCUR, ASSERTING, (*_WHAT, Mentions(FAILURE_WORDS), _OF), past=True, anyone=True),
        Says(AnyWord(), ASSERTING, (*_WHAT, Marked(_f("wrong")), _OF), past=True, anyone=True),
        Says(AnyWord(), ASSERTING,
             (Content(exclude=_TROUBLE, modified=True), NotOverFailure(FAILURE_WORDS | _TROUBLE), _OF),
             negation=_f("incapable", "not"), past=True, anyone=True),  # 찾을 수 없는 주문입니다
        Labelled(_CAUSE_NOTES, exclude=FAILURE_WORDS, unless=_ASKED),
        Labelled(FAILURE_WORDS, exclude=FAILURE_WORDS, negated=True, unless=_ASKED),
    ),
    optional=_ASKED,
)  # fmt: skip
NEXT_STEPS = Lexicon(
    ko=("시도하다", "재시도하다", "기다리다", "확인하다", "묻다", "물어보다", "요청하다", "알리다",
        "알려 주다", "안내하다", "수정하다", "고치다", "바꾸다", "변경하다", "입력하다", "호출하다",
        "부르다", "사용하다", "쓰다", "조회하다", "연락하다", "문의하다", "보내다", "전달하다",
        "설명하다", "말하다", "받다", "제공하다", "실행하다", "검토하다", "선택하다", "전환하다"),
    en=("retry", "try", "wait", "check", "ask", "request", "tell", "inform", "fix", "correct",
        "change", "provide", "call", "use", "contact", "resend", "confirm", "verify", "rerun",
        "explain", "let", "send", "give", "switch", "choose", "enter", "supply", "escalate"),
)  # fmt: skip
_SELF_CONTAINED = Lexicon(ko=("재시도하다", "기다리다"), en=("retry", "wait"))
_GUIDING = _f("directive", "label")
_SAID_WHAT = AnyOf((Content(), Marked(_f("again", "later"))))  # what, or 다시/나중에
NEXT_STEP = Claim(
    "next_step",
    (
        Says(NEXT_STEPS, _GUIDING, (_SAID_WHAT,)),
        Says(_SELF_CONTAINED, _GUIDING),
        Says(Lexicon(ko=("하다",), en=("do",)), _GUIDING, (Marked(_f("again")),)),  # 다시 해 보세요
        Says(NEXT_STEPS, _f("statement", "nominal"), (Marked(_f("able", "modal", "again", "later")),)),
        Says(NEXT_STEPS, _GUIDING, (_SAID_WHAT,), negation=_f("prohibit")),
        Says(_SELF_CONTAINED, _GUIDING, negation=_f("prohibit")),
    ),
)  # fmt: skip

# --- approval ----------------------------------------------------------------------------
PROCEED = Lexicon(
    ko=("진행하다", "실행하다", "계속하다", "승인하다", "동의하다", "허락하다", "허용하다",
        "확인하다", "처리하다"),
    en=("proceed", "continue", "go ahead", "approve", "confirm", "allow", "authorize", "execute",
        "authorise", "go"),
)  # fmt: skip
#: "괜찮을까요?", "Is that OK?": asking leave for an action another sentence names.
_PERMITTED = Lexicon(ko=("괜찮다", "되다", "좋다"), en=("ok", "okay", "fine", "alright", "right"))
ASKS_APPROVAL = Claim(
    "asks_approval",
    (
        Says(PROCEED, _f("question")),
        Says(
            AnyWord(),
            _f("question"),
            (
                ActionVerb(),
                Ours(),
                Marked(_f("permission", "intend", "suggest")),
                Unmarked(_f("request")),
            ),
        ),
        Says(AnyWord(), _f("question", "nominal", "statement", "directive"),
             (ActionVerb(), SentenceMarked(_f("yes_no")))),
        Says(Lexicon(ko=("승인하다", "동의하다", "허락하다"), en=("confirm", "approve", "authorize")),
             _f("directive")),
        Says(_PERMITTED, _f("question"), (Marked(_f("suggest", "permission")), Announced())),
    ),
)  # fmt: skip

CLAIMS: dict[str, Claim] = {
    claim.name: claim
    for claim in (
        RETURNS,
        WHEN_TO_USE,
        WHEN_NOT_TO_USE,
        EXAMPLE,
        ORDER,
        CAUSE,
        NEXT_STEP,
        ASKS_APPROVAL,
    )
}


def lexicons() -> list[Lexicon]:
    """Every lexicon the claims use (frames and their needs), for the stuffing guard."""
    found: list[Lexicon] = []
    stack: list[object] = [f for claim in CLAIMS.values() for f in claim.frames]
    while stack:
        item = stack.pop()
        if isinstance(item, Lexicon):
            found.append(item)
        elif isinstance(item, tuple):
            stack += item
        elif is_dataclass(item):
            stack += [getattr(item, f.name) for f in fields(item)]
    return found
