"""Where sentences are, and which stretches of text are values (identifiers, codes, quotes).

Sentences end at line breaks, at ``.!?;`` before a space (``e.g.``/``i.e.``/a decimal point do not
end one) and after a list bullet's item; a Korean sentence without a full stop is split later, at
its final ending (``hangul``). Values are found before any analysis, so an analyser never splits
``next_cursor`` or ``ORD-2026-8842`` into pieces.
"""

from __future__ import annotations

import re

__all__ = ["Span", "sentences", "values"]

_LINE = re.compile(r"[^\n]+")
_BULLET = re.compile(r"^\s*(?:[-*•·▪‣–]+|(\d{1,2})[.)]|\((\d{1,2})\)|[①-⑳])\s*")
_NUMBERED = re.compile(r"(\d{1,2})[.)]")
_STEP = re.compile(r"(?i:step|단계)\s*(\d{1,2})\s*[:.)]\s*")
_CIRCLED = "①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳"
#: A sentence ends after these, before a space or the end of the line; not after a one-letter
#: abbreviation piece (e.g., i.e.), nor inside a number (3.5).
_END = re.compile(
    r"(?<!\b[A-Za-z])(?<!\betc)(?<!\bvs)(?<!\beg)(?<!\bex)(?<!\bEx)[.!?。！？;；]+(?=\s|$)"
)

_QUOTE = r"'[^'\n]{1,80}'|\"[^\"\n]{1,80}\"|`[^`\n]{1,80}`|“[^”\n]{1,80}”|‘[^’\n]{1,80}’|「[^」\n]{1,80}」"
_IDENT = (
    r"[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+(?:\(\))?|[A-Za-z]\w+(?:\.[A-Za-z_]\w+)+(?:\(\))?"
    r"|[a-z]+[A-Z][A-Za-z0-9]*|[A-Za-z_]\w*\(\)"
)
_CODE = (
    r"\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|(?<![\w-])[A-Za-z]{1,8}-?\d[A-Za-z0-9_-]*"
    r"|(?<![\w-])[A-Z]{1,8}-[A-Z0-9][A-Za-z0-9_-]*"
)
_VALUE = re.compile(rf"(?P<quote>{_QUOTE})|(?P<code>{_CODE})|(?P<ident>{_IDENT})")


class Span(tuple):
    """(start, end, kind) of a stretch of text."""

    __slots__ = ()

    def __new__(cls, start: int, end: int, kind: str):
        return super().__new__(cls, (start, end, kind))

    start = property(lambda self: self[0])
    end = property(lambda self: self[1])
    kind = property(lambda self: self[2])


def sentences(text: str) -> list[Span]:
    """The sentences of ``text`` as spans; ``kind`` is the list item's number ("" when none)."""
    found: list[Span] = []
    for line in _LINE.finditer(text):
        start, item = line.start(), ""
        bullet = _BULLET.match(line.group(0))
        if bullet:
            start += bullet.end()
            item = bullet.group(1) or bullet.group(2) or _circled(bullet.group(0))
        found += _split_line(text, start, line.end(), item)
    return found


def _circled(bullet: str) -> str:
    mark = bullet.strip()
    return str(_CIRCLED.index(mark) + 1) if mark in _CIRCLED else ""


def _split_line(text: str, start: int, end: int, item: str) -> list[Span]:
    found, cursor = [], start
    protected = [(v.start, v.end) for v in values(text[start:end])]
    for match in _END.finditer(text, start, end):
        if any(a <= match.start() - start < b for a, b in protected):
            continue
        found.append((cursor, match.end()))
        cursor = match.end()
    found.append((cursor, end))
    result: list[Span] = []
    for piece in filter(None, (_trimmed(text, a, b) for a, b in found)):
        number = _NUMBERED.fullmatch(text[piece[0] : piece[1]])
        if number:  # "1. A. 2. B." on one line: "2." numbers the next sentence
            item = number.group(1)
        elif any(ch.isalnum() for ch in text[piece[0] : piece[1]]):
            step = _STEP.match(text, piece[0], piece[1])  # "Step 2: withdraw ..."
            result.append(
                Span(step.end() if step else piece[0], piece[1], step.group(1) if step else item)
            )
            item = ""
    return result


def _trimmed(text: str, start: int, end: int) -> tuple[int, int] | None:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return (start, end) if start < end else None


def values(text: str) -> list[Span]:
    """Quoted strings, identifiers (``create_ticket``, ``read_balance()``) and codes (``E-20417``)."""
    return [Span(m.start(), m.end(), m.lastgroup or "") for m in _VALUE.finditer(text)]
