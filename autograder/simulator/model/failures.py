"""What a failed tool call means to the user: its reason, without the words meant for the model.

A host writes an ``is_error`` result for the model to read, and often adds an instruction
for it: "주문 시스템 응답 시간 초과. 잠시 후 다시 조회하거나, 사용자에게 나중에 확인하겠다고
알려 주세요." A model that answers the user keeps what went wrong and follows the
instruction; it does not read the instruction out to the user. `reason` keeps the sentences
that state something and drops the ones that ask or tell the reader to act:

* Korean: a sentence ending in a request or command ending (-세요, -십시오, -시오,
  -바랍니다, -하라/-해라, -말 것/-할 것), the endings a host uses to address the model;
* English: a sentence opening with "please", "do not"/"don't", "never", "retry"/"try
  again", or asking to tell, ask, inform, notify or explain to the user. (An imperative
  opening with any other verb is kept: it is not told apart without a part-of-speech tagger.)

A JSON result gives its ``error`` / ``message`` / ``reason`` / ``detail`` text when it has one.
When every sentence is an instruction, the reason is empty and the answer says only that
the call failed. `first_reason` reads the failures of one call in order and keeps the first
reason given: a retry's error ("같은 호출이 이미 실패했습니다") is about the retry, the
first error says why (권한 없음: no permission).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from autograder.simulator.model.text import render_value

__all__ = ["first_reason", "reason"]

_SENTENCES = re.compile(r"(?<=[.!?。])\s+|\n+")
_KO_REQUEST = re.compile(r"(세요|십시오|시오|바랍니다|하라|해라|말라|마라|말 것|할 것)$")
_EN_REQUEST = re.compile(
    r"^(please|do not|don't|never|retry|try again)\b"
    r"|\b(tell|ask|inform|notify|explain to|let) the (user|customer)\b",
    re.IGNORECASE,
)
_REASON_KEYS = ("error", "message", "reason", "detail", "details", "error_message")
#: Characters of a reason the answer quotes (a stack trace is not for the user anyway).
LIMIT = 200


def reason(result: object) -> str:
    """The statement part of one error result (may be empty)."""
    text = _text_of(result)
    kept = [s for s in _SENTENCES.split(text) if s.strip() and not _is_request(s)]
    return render_value(" ".join(s.strip() for s in kept), LIMIT)


def first_reason(results: Iterable[object]) -> str:
    """The first non-empty reason among one call's error results, in the order received."""
    return next((found for found in map(reason, results) if found), "")


def _is_request(sentence: str) -> bool:
    bare = sentence.strip().rstrip(".!?。 \"')”’")
    return bool(_KO_REQUEST.search(bare) or _EN_REQUEST.search(bare))


def _text_of(result: object) -> str:
    if isinstance(result, dict):
        for key in _REASON_KEYS:
            if isinstance(result.get(key), str | dict | list) and result.get(key):
                return _text_of(result[key])
        return render_value(result, LIMIT * 2)
    if isinstance(result, list):
        return " ".join(_text_of(item) for item in result)
    return "" if result is None else str(result)
