"""The analyser's morphemes as the Korean reader reads them: one spelling per ending, a
clause's grammar in its usual shape, nouns whole.

``simulator.model.korean.words`` gives mecab-ko-dic's analysis with Sejong tags. Each rule here
is about how that analyser reads Korean, never about a phrasing:

- *what is written*: every token knows the written word of its dictionary entry (``written``).
  An irregular stem's dictionary form is the analyser's guess (말고 -> 맡다, 예를 들면 -> 듣다,
  마십시오 -> 마시다), so grammatical words are recognised by what is written.
- *one spelling per ending*: consonant jamo are final consonants (ᄇ니다, ㅂ니다 -> ᆸ니다;
  ᄆ -> ᆷ; ㄹ게요 -> ᆯ게요), a bare vowel is its syllable (ㅓ요 -> 어요); the honorific 시 with
  a polite or formal ending is the directive ending it spells (시 + 어요 = 세요, 십시오, 시오).
- *endings in their place*: a connective ending that closes the sentence is a final one
  (합니다, 써요, 알리 + 어 + 요); after -어/-아 a giving or trying verb (주다, 보다, 두다, ...) is
  an auxiliary whatever its tag (넘겨줍니다), after -지 so are 않다, 못하다 and 말다 (마십시오);
  an object particle glued to a noun right before 때/전/후/데/수 is the modifier ending -을
  (물을 때: 묻다 + -을, not 물 + 을); a pronoun glued to a verb stem is the stem's first syllable
  (내준다: 내주다, not 내 + 주다).
- *symbols one by one*: "**:" or "`)" is two tokens, so ':' and ')' are seen.
- *nouns whole*: a prefix and its noun (재 + 시도), a noun and the person suffix -자 (사용 + 자).
  A word read as a noun and a final syllable taken for a particle or the copula is read again
  as prefix + noun when the analyser allows that and the noun it then needs is the more usual
  word (재시 + 도 -> 재 + 시도; 비용 + 도 stays).
- *colloquial 여 for 요* (할까여, 주세여): a word-final 여 that is not an ending after a stem is
  read as 요 when that gives a polite final ending.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter

from autograder.reading import vocab
from autograder.reading.hangul_shapes import Token

__all__ = ["tokens"]

_WORD = re.compile(r"[\uac00-\ud7a3]+")
_VERBAL = frozenset({"VV", "VA", "VX", "XSV", "XSA", "EP", "VCP"})
_STEMS = frozenset({"VV", "VA", "VX", "XSV", "XSA"})
_UNINFLECTED = frozenset({"MAG", "MAJ", "IC"})
_SYMBOLS = frozenset({"SW", "SP", "SF", "SSO", "SSC"})
_KEEP = frozenset({"->", "=>"})
_SYMBOL_TAG = {":": "SP", ",": "SP", "/": "SP", "·": "SP", "(": "SSO", "[": "SSO",
               "{": "SSO", ")": "SSC", "]": "SSC", "}": "SSC", ".": "SF", "!": "SF",
               "?": "SF"}  # fmt: skip
#: 시 + a polite/formal ending: the directive ending as one morpheme.
_HONORIFIC = {"어요": "세요", "ᆸ시오": "십시오", "오": "시오"}
_MODIFIED = frozenset(vocab.CLAUSE_NOUNS) | {"수", "필요", "것"}


def tokens(text: str) -> list[Token]:
    """The morphemes of one sentence ``text``, as the reader's tokens."""
    from autograder.simulator.model import korean

    text = _respelled(text, korean.words)  # same length: offsets hold
    morphemes = korean.words(text)
    written = _written(text, morphemes)
    alone = Counter(w.start for w in morphemes)
    found = [
        Token(_spelling(w, written[w.start], alone[w.start] == 1), w.tag, w.start, "",
              written[w.start])
        for w in morphemes
    ]  # fmt: skip
    found = _whole_nouns(text, found)
    for rule in (_symbols, _auxiliaries, _joined_endings, _final_connectives, _modified_objects,
                 _glued_stems, _derived_nouns):  # fmt: skip
        found = rule(found)
    return found


def _written(text: str, morphemes) -> dict[int, str]:
    """Each entry's start -> the word written there (an entry's morphemes share its start)."""
    starts = sorted({w.start for w in morphemes})
    ends = [*starts[1:], len(text)] if starts else []
    return {s: (text[s:e].split() or [""])[0] for s, e in zip(starts, ends, strict=True)}


def _spelling(word, written: str, alone: bool) -> str:
    """Endings and particles in one spelling; a word that does not inflect as written (the
    dictionary spells 예컨대 as 예컨데)."""
    if word.tag in _UNINFLECTED and alone:
        return written
    if not word.tag.startswith(("E", "J")):
        return word.form
    return unicodedata.normalize("NFC", "".join(_jamo(ch) for ch in word.form))


def _jamo(ch: str) -> str:
    """ᄇ/ㅂ -> ᆸ (a consonant jamo is a final consonant); ㅓ -> 어 (a vowel is its syllable)."""
    if not ("\u1100" <= ch <= "\u11ff" or "\u3131" <= ch <= "\u318e"):
        return ch
    plain = unicodedata.normalize("NFKC", ch)
    name = unicodedata.name(plain, "")
    if name.startswith("HANGUL CHOSEONG "):
        try:
            return unicodedata.lookup("HANGUL JONGSEONG " + name.removeprefix("HANGUL CHOSEONG "))
        except KeyError:
            return plain
    if name.startswith("HANGUL JUNGSEONG "):
        return "\u110b" + plain  # composed with ㅇ by the NFC above
    return plain


def _adjacent(first: Token, second: Token) -> bool:
    """``second`` is written right after ``first``'s entry, or in the same entry."""
    return second.start in (first.start, first.start + len(first.written))


def _replace(token: Token, **changes) -> Token:
    fields = {"form": token.form, "tag": token.tag, "start": token.start, "kind": token.kind,
              "written": token.written, **changes}  # fmt: skip
    return Token(**fields)


# --- symbols, auxiliaries, endings -----------------------------------------------------


def _symbols(found: list[Token]) -> list[Token]:
    out: list[Token] = []
    for t in found:
        if t.tag in _SYMBOLS and len(t.form) > 1 and t.form not in _KEEP:
            out += [Token(ch, _SYMBOL_TAG.get(ch, "SW"), t.start + k, "", ch)
                    for k, ch in enumerate(t.form)]  # fmt: skip
        else:
            out.append(t)
    return out


def _auxiliaries(found: list[Token]) -> list[Token]:
    """넘기 + 어 + 주/VV: 주 is an auxiliary; 하 + 지 + 마시/VV + ᆸ시오: 말 + 시 + ᆸ시오."""
    out: list[Token] = []
    for k, t in enumerate(found):
        before = found[k - 1] if k else None
        if before is None or before.tag != "EC" or t.tag not in _STEMS:
            out.append(t)
        elif before.form in ("어", "아", "여") and t.form in vocab.AUXILIARY_STEMS:
            out.append(_replace(t, tag="VX"))
        elif before.form == "지" and t.written.startswith(("마", "말")):
            out.append(_replace(t, form="말", tag="VX"))
            if t.form == "마시":  # 마십시오, 마시오: 말 + the honorific 시
                out.append(_replace(t, form="시", tag="EP"))
        elif before.form == "지" and t.form in ("않", "못하"):
            out.append(_replace(t, tag="VX"))
        else:
            out.append(t)
    return out


def _joined_endings(found: list[Token]) -> list[Token]:
    """알리 + 어 + 요/JX: the ending 어요; 시 + 어요: the directive ending 세요."""
    out: list[Token] = []
    for t in found:
        last = out[-1] if out else None
        if last and last.tag == "EC" and t.form == "요" and t.tag == "JX" and _adjacent(last, t):
            out[-1] = _replace(last, form=last.form + "요")
        elif (
            last
            and last.tag == "EP"
            and last.form in ("시", "으시")
            and t.tag in ("EC", "EF")
            and t.form in _HONORIFIC
        ):
            spelled = _HONORIFIC[t.form]
            out[-1] = _replace(last, form=("으" if last.form == "으시" else "") + spelled, tag="EF")
        else:
            out.append(t)
    return out


def _final_connectives(found: list[Token]) -> list[Token]:
    """A connective ending that closes its sentence (합니다/EC, 써요/EC, 다르다/EC) is final."""
    out = list(found)
    for k, t in enumerate(found):
        after = found[k + 1] if k + 1 < len(found) else None
        closing = after is None or after.tag == "SF" or (after.tag == "SW" and _terminal(after))
        if t.tag == "EC" and (closing or t.form.endswith(("니다", "요"))):
            out[k] = _replace(t, tag="EF")
    return out


def _terminal(token: Token) -> bool:
    return bool(token.form) and all(ch in ".!?~…" for ch in token.form)


def _modified_objects(found: list[Token]) -> list[Token]:
    """물/NNG + 을/JKO + 때: an object particle cannot precede 때 — it is the ending -을."""
    out = list(found)
    for k in range(1, len(found) - 1):
        noun, particle, after = found[k - 1], found[k], found[k + 1]
        if (
            particle.form == "을"
            and particle.tag == "JKO"
            and noun.tag == "NNG"
            and _adjacent(noun, particle)
            and after.form in _MODIFIED
            and after.tag in ("NNG", "NNB")
        ):
            out[k - 1] = _replace(noun, tag="VV")
            out[k] = _replace(particle, tag="ETM")
    return out


def _glued_stems(found: list[Token]) -> list[Token]:
    """내/NP + 주/VV in one word (내준다): the verb 내주다."""
    out: list[Token] = []
    for t in found:
        last = out[-1] if out else None
        if (
            last
            and last.tag in ("NP", "MM")
            and t.tag in ("VV", "VA")
            and t.start == last.start + len(last.form)
        ):
            out[-1] = _replace(t, form=last.form + t.form, start=last.start, written=last.written)
        else:
            out.append(t)
    return out


def _derived_nouns(found: list[Token]) -> list[Token]:
    """재/XPN + 시도 and 사용 + 자/XSN (the person suffix): one noun each."""
    out: list[Token] = []
    for t in found:
        last = out[-1] if out else None
        prefixed = last and last.tag == "XPN" and t.tag == "NNG"
        person = last and last.tag == "NNG" and t.tag == "XSN" and t.form == "자"
        if (prefixed or person) and _adjacent(last, t):
            out[-1] = _replace(last, form=last.form + t.form, tag="NNG")
        else:
            out.append(t)
    return out


# --- reading again ---------------------------------------------------------------------


def _whole_nouns(text: str, found: list[Token]) -> list[Token]:
    """재시/NNG + 도/JX -> 재/XPN + 시도/NNG, when 시도 is the more usual noun."""
    from autograder.simulator.model import korean

    out = list(found)
    for k in range(len(found) - 2, -1, -1):
        noun = found[k]
        word = _WORD.match(text, noun.start) if noun.tag == "NNG" else None
        if word is None or len(word.group()) != len(noun.form) + 1 or len(noun.form) < 2:
            continue
        rest = [t for t in found[k + 1 :] if t.start < word.end()]
        if not rest or any(t.tag in _STEMS or t.tag.startswith("N") for t in rest):
            continue
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


def _respelled(text: str, words) -> str:
    """할까여 -> 할까요: a word-final 여 that is no ending after a stem, when 요 ends it."""
    for word in reversed(list(_WORD.finditer(text))):
        at = word.end() - 1
        if text[at] != "여" or len(word.group()) < 2:
            continue
        if _ending_after_stem(words(text), word.start(), at):
            continue
        other = text[:at] + "요" + text[at + 1 :]
        if _polite_end(words(other), word.start(), at):
            text = other
    return text


def _ending_after_stem(morphemes, start: int, at: int) -> bool:
    """하여, 보여 (보이 + 어): 여 is a stem's ending; 대여, 참여: 여 is part of one noun."""
    inside = [w for w in morphemes if start <= w.start <= at]
    if len(inside) == 1 and inside[0].tag.startswith("N"):
        return True
    if len(inside) < 2 or inside[-1].tag not in ("EC", "EF"):
        return False
    return inside[-2].tag in _STEMS | {"EP"}


def _polite_end(morphemes, start: int, at: int) -> bool:
    inside = [w for w in morphemes if start <= w.start <= at]
    verbal = any(w.tag in _VERBAL for w in inside)
    return verbal and inside[-1].tag in ("EC", "EF") and inside[-1].form.endswith("요")
