"""The substring checks the reader replaces, run on the same corpora: how often they misjudge.

The "before" rules are copied as they stood in the tree when the reader was written
(ex07_rules ``_WHEN``/``_WHEN_NOT_MORE``/``_RETURNS``/``_EXAMPLE``, tool_review ``WHEN_NOT``,
ex04_rules ``_ORDER_WORDS`` + ``_BALANCE_WORDS``, ex08's "any non-empty text without a
traceback" for the cause, lesson 3's "longer than the problem + 5 characters" for the next step,
lesson 8's "names the order id" for the approval question). The counts are pinned: a change to a
corpus shows up here.
"""

import re

import pytest

from autograder.reading import says
from tests.reading.corpus import claims, phrasings

_WHEN = re.compile(
    r"때|경우|쓴다|사용한다|부른다|\buse (?:it |this )?(?:when|to|for)\b|\bwhen\b", re.I
)
WHEN_NOT = re.compile(r"쓰지 않|사용하지 않|말 것|대신")
_WHEN_NOT_MORE = re.compile(
    r"말고|아니라|\b(?:do not|don't|never) use\b|\bnot for\b|\binstead\b", re.I
)
_RETURNS = re.compile(r"돌려준|돌려 준|반환|알려 준|알려준|내놓|\breturns?\b", re.I)
_EXAMPLE = re.compile(r"예:|예\)|예시|보기:|\be\.g\.|\bexample\b|\bsuch as\b", re.I)
_ORDER_WORDS = re.compile(r"먼저|전에|뒤에|후에|다음에|before|first|after|then", re.IGNORECASE)
_BALANCE_WORDS = re.compile(r"잔액|잔고|balance", re.IGNORECASE)
PROBLEM = "주문 시스템 응답 시간 초과"

BEFORE = {
    "returns": lambda t: bool(_RETURNS.search(t)),
    "when_to_use": lambda t: bool(_WHEN.search(t)),
    "when_not_to_use": lambda t: bool(WHEN_NOT.search(t) or _WHEN_NOT_MORE.search(t)),
    "example": lambda t: bool(_EXAMPLE.search(t)),
    "order": lambda t: bool(_ORDER_WORDS.search(t) and _BALANCE_WORDS.search(t)),
    "cause": lambda t: bool(t.strip()) and "Traceback (most recent call last)" not in t,
    "next_step": lambda t: len(t.strip()) > len(PROBLEM) + 5,
    "asks_approval": lambda t: "ORD-2026-8842" in t,
}
#: claim -> (phrasings, misjudged by the old rule: right ones refused, wrong ones passed)
MEASURED = {
    "asks_approval": (81, 0, 34),
    "cause": (126, 0, 63),
    "example": (78, 17, 21),
    "next_step": (90, 0, 39),
    "order": (83, 17, 19),
    "returns": (112, 40, 29),
    "when_not_to_use": (100, 36, 4),
    "when_to_use": (89, 19, 18),
}


@pytest.mark.parametrize("claim", claims())
def test_old_substring_rules_misjudge_the_measured_number(claim):
    cases = phrasings(claim)
    refused = sum(1 for p in cases if p.says and not BEFORE[claim](p.text))
    passed = sum(1 for p in cases if not p.says and BEFORE[claim](p.text))
    assert (len(cases), refused, passed) == MEASURED[claim]


@pytest.mark.parametrize("claim", claims())
def test_the_reader_misjudges_none_of_them(claim):
    wrong = [
        p.text
        for p in phrasings(claim)
        if (says(p.text, claim, **dict(p.options)) is not None) != p.says
    ]
    assert wrong == []
