"""Where the analyser's first reading of a word is read again, with the analyser's own help.

- A word read as a noun and a final syllable taken for an auxiliary particle or the copula
  (재시도. as 재시 + 도; 재승인 as 재승 + 인) is read as prefix + noun when the analyser reads it so before a
  particle and the noun it then needs is the more usual word (``korean.word_cost``: 시도 is
  commoner than 재시; 비용 + 도 stays, 용도 being rarer than 비용).
- A colloquial final syllable (여 or 용 for 요, 당 for 다: 할까여, 할까용, 돌려줍니당) that is
  not a stem's ending or part of a noun is read in its usual spelling when that gives a final
  ending (하여, 보여 and nouns such as 대여, 조회용, 식당 stay).
- A verbal noun written apart from 하다/되다 (반환 해요, where 해요 alone reads as a noun;
  계속 할까요, where 계속 reads as an adverb) is read as the two words written together are.
Offsets are the text's own.
"""

from __future__ import annotations

import re

from autograder.reading.hangul_shapes import VERB_TAGS, Token

__all__ = ["respelled", "spaced_verbs", "whole_nouns"]

_WORD = re.compile(r"[\uac00-\ud7a3]+")
_VERBAL = VERB_TAGS | {"EP", "VCP", "VCN"}
#: Colloquial final syllables: how they are usually spelled, and the ending that must then end
#: the word (니다 for 당: "건당" respelled 건다 reads as a verb, but no 니다 ends it).
_COLLOQUIAL = {"여": ("요", "요"), "용": ("요", "요"), "당": ("다", "니다")}
#: Syllables that open a form of 하다 or 되다.
_LIGHT = tuple("하해했함합할한되돼됐됨됩될된")


def whole_nouns(text: str, found: list[Token]) -> list[Token]:
    """재시/NNG + 도/JX -> 재/XPN + 시도/NNG, when 시도 is the more usual noun."""
    from autograder import korean

    out = list(found)
    for k in range(len(found) - 2, -1, -1):
        noun = found[k]
        word = _WORD.match(text, noun.start) if noun.tag == "NNG" else None
        if word is None or len(word.group()) != len(noun.form) + 1 or len(noun.form) < 2:
            continue
        rest = [t for t in found[k + 1 :] if t.start < word.end()]
        if not rest or rest[0].tag not in ("JX", "VCP"):
            continue  # 명세 + 로 (a case particle) stays: only 도/은/만 and the copula are doubted
        split = _prefixed(word.group(), noun.form, korean)
        if split:
            prefix, base = split
            out[k : k + 1 + len(rest)] = [
                Token(prefix, "XPN", noun.start, "", prefix),
                Token(base, "NNG", noun.start + 1, "", base),
            ]
    return out


def _prefixed(word: str, noun: str, korean) -> tuple[str, str] | None:
    """(prefix, noun) when ``word`` reads as prefix + a noun more usual than ``noun``."""
    prefix, base = word[0], word[1:]
    probe = korean.words(word + "에")
    if [(w.form, w.tag) for w in probe[:2]] != [(prefix, "XPN"), (base, "NNG")]:
        return None
    mine, theirs = korean.word_cost(base), korean.word_cost(noun)
    return (prefix, base) if mine is not None and theirs is not None and mine < theirs else None


def spaced_verbs(text: str, found: list[Token]) -> list[Token]:
    """반환 해요 (해요 read as a noun), 환불 해드릴까요, 계속 할까요: a verbal noun written apart
    from 하다/되다 is read as the analyser reads the two words written together."""
    from autograder import korean

    out = list(found)
    for k in range(len(found) - 2, -1, -1):
        noun = found[k]
        word = _next_word(text, noun)
        if word is None or noun.tag not in ("NNG", "MAG") or not text.startswith(_LIGHT, word[0]):
            continue
        together = korean.words(noun.form + text[word[0] : word[1]])
        if [(w.form, w.tag) for w in together[:1]] != [(noun.form, "NNG")]:
            continue
        if len(together) < 2 or together[1].tag != "XSV" or together[1].start != len(noun.form):
            continue
        rest = [t for t in found[k + 1 :] if t.start < word[1]]
        if not _misread_light_verb(rest):
            continue
        shift = word[0] - len(noun.form)
        out[k : k + 1 + len(rest)] = [_replace_tag(noun, "NNG")] + [
            Token(w.form, w.tag, w.start + shift, "", text[word[0] : word[1]]) for w in together[1:]
        ]
    return out


def _misread_light_verb(word: list[Token]) -> bool:
    """The word reads as 하다/되다 on its own (환불 해드릴까요) or as one noun (해요), not as a
    numeral or a noun phrase (하나, 한도를)."""
    if not word:
        return False
    first = word[0]
    if first.tag in ("VV", "VX") and first.form in ("하", "되"):
        return True
    return len({t.start for t in word}) == 1 and first.tag in ("NNG", "NNP")


def _next_word(text: str, token: Token) -> tuple[int, int] | None:
    """The Hangul word one space after the word ``token`` ends (its start, end), or None."""
    end = token.start + len(token.written or token.form)
    if text[end : end + 1] != " ":
        return None
    word = _WORD.match(text, end + 1)
    return (word.start(), word.end()) if word else None


def _replace_tag(token: Token, tag: str) -> Token:
    return Token(token.form, tag, token.start, token.kind, token.written)


def respelled(text: str, words) -> str:
    """할까여 -> 할까요, 돌려줍니당 -> 돌려줍니다: a colloquial final syllable that is no ending
    of a stem and no part of a noun, when the usual spelling gives a final ending there."""
    for word in reversed(list(_WORD.finditer(text))):
        at = word.end() - 1
        spelling = _COLLOQUIAL.get(text[at])
        if spelling is None or len(word.group()) < 2 or _meant(words(text), word.start(), at):
            continue
        other = text[:at] + spelling[0] + text[at + 1 :]
        if _final_end(words(other), word.start(), at, spelling[1]):
            text = other
    return text


def _meant(morphemes, start: int, at: int) -> bool:
    """보여 (보이 + 어), 하여: the ending of a stem (여 only after 하); 대여, 식당: one noun."""
    inside = [w for w in morphemes if start <= w.start <= at]
    if len(inside) == 1 and inside[0].tag in ("NNG", "NNB", "NR", "NP"):
        return True  # a common noun; a "proper noun" such as 하세용 is the analyser at a loss
    if len(inside) < 2 or inside[-1].tag not in ("EC", "EF"):
        return False
    stem, ending = inside[-2], inside[-1].form
    if stem.tag not in VERB_TAGS | {"EP"}:
        return False
    return ending in ("어", "아") or (ending == "여" and stem.form.endswith("하"))


def _final_end(morphemes, start: int, at: int, ending: str) -> bool:
    """The word now ends in ``ending`` after a stem (or an ending and the particle 요)."""
    inside = [w for w in morphemes if start <= w.start <= at]
    if not any(w.tag in _VERBAL for w in inside) or not inside[-1].form.endswith(ending):
        return False
    last, before = inside[-1], inside[-2] if len(inside) > 1 else None
    polite = last.tag == "JX" and before is not None and before.tag in ("EC", "EF")
    return last.tag in ("EC", "EF") or polite
