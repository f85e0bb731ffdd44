"""The analyser's morphemes as the Korean reader reads them: one spelling per ending, a
clause's grammar in its usual shape, nouns whole.

``autograder.korean.words`` gives mecab-ko-dic's analysis with Sejong tags. Each rule here
is about how that analyser reads Korean, never about a phrasing:

- *what is written*: every token knows the written word of its dictionary entry (``written``).
  An irregular stem's dictionary form is the analyser's guess (말고 -> 맡다, 예를 들면 -> 듣다,
  마십시오 -> 마시다, 하세요 -> 않다), so grammatical words are recognised by what is written.
- *one spelling per ending*: consonant jamo are final consonants (ᄇ니다, ㅂ니다 -> ᆸ니다;
  ᄆ -> ᆷ; ㄹ게요 -> ᆯ게요), a bare vowel is its syllable (ㅓ요 -> 어요); the honorific 시 with
  a polite or formal ending is the directive ending it spells (시 + 어요 = 세요, 십시오, 시오).
- *endings in their place*: 말 after -지 and before 때/경우/것 is 말다 + -ㄹ (쓰지 말 때); a connective ending that closes the sentence is a final one
  (합니다, 써요, 알리 + 어 + 요); after -어/-아 a giving or trying verb (주다, 보다, 두다, ...) is
  an auxiliary whatever its tag (넘겨줍니다), after -지 so are 않다, 못하다 and 말다 (마십시오);
  an object particle glued to a noun right before 때/전/후/데/수 is the modifier ending -을
  (물을 때: 묻다 + -을, not 물 + 을); a pronoun glued to a verb stem is the stem's first syllable
  (내준다: 내주다, not 내 + 주다).
- *symbols one by one*: "**:" or "`)" is two tokens, so ':' and ')' are seen.
- *nouns whole*: a prefix and its noun (재 + 시도), a noun and the person suffix -자 (사용 + 자);
  after a bare noun, 전 read as 저 + 는 is the noun "before" (인출 전 반드시 ...).
- *read again* (``hangul_reread``): prefix compounds split at a particle (재시 + 도), a verbal
  noun written apart from 하다/되다 (반환 해요), and colloquial final syllables (할까여).
"""

from __future__ import annotations

import unicodedata
from collections import Counter

from autograder.reading import vocab
from autograder.reading.hangul_reread import respelled, spaced_verbs, whole_nouns
from autograder.reading.hangul_shapes import VERB_TAGS, Token

__all__ = ["tokens"]

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
    from autograder import korean

    text = respelled(text, korean.words)  # same length: offsets hold
    morphemes = korean.words(text)
    written = _written(text, morphemes)
    alone = Counter(w.start for w in morphemes)
    found = [
        Token(_spelling(w, written[w.start], alone[w.start] == 1), w.tag, w.start, "",
              written[w.start])
        for w in morphemes
    ]  # fmt: skip
    found = spaced_verbs(text, whole_nouns(text, found))
    for rule in (_symbols, _prohibited_modifiers, _auxiliaries, _joined_endings,
                 _final_connectives, _modified_objects, _contracted_pronouns, _glued_stems,
                 _derived_nouns):  # fmt: skip
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
        if t.form == "않" and t.written.startswith("하"):
            out.append(
                _replace(t, form="하")
            )  # 달라고 하세요: 하다, which the analyser read as 않다
        elif before is None or before.tag != "EC" or t.tag not in VERB_TAGS:
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


def _prohibited_modifiers(found: list[Token]) -> list[Token]:
    """쓰 + 지 + 말/NNG + 때: after -지, 말 before 때/경우/것 is 말다 with the modifier ending -ㄹ
    (its ㄹ merged into the stem: 말 + ㄹ = 말), not the noun 말 (a word)."""
    out: list[Token] = []
    for k, t in enumerate(found):
        before = found[k - 1] if k else None
        after = found[k + 1] if k + 1 < len(found) else None
        if (
            t.form == "말"
            and t.tag == "NNG"
            and before is not None
            and before.tag == "EC"
            and before.form == "지"
            and after is not None
            and after.form in _MODIFIED
            and after.tag in ("NNG", "NNB")
        ):
            out += [_replace(t, tag="VV"), _replace(t, form="ᆯ", tag="ETM")]
        else:
            out.append(t)
    return out


def _fold(found: list[Token], join) -> list[Token]:
    """Each token in turn, merged into the token before it when ``join(read, token)`` returns
    the merged token (``read``: the tokens so far, never empty)."""
    out: list[Token] = []
    for t in found:
        merged = join(out, t) if out else None
        if merged is None:
            out.append(t)
        else:
            out[-1] = merged
    return out


def _joined_endings(found: list[Token]) -> list[Token]:
    """알리 + 어 + 요/JX: the ending 어요 (and 어 + 도: 어도); 시 + 어요: the directive 세요."""

    def join(read: list[Token], t: Token) -> Token | None:
        last = read[-1]
        if last.tag == "EC" and t.tag == "JX" and t.form in ("요", "도") and _adjacent(last, t):
            return _replace(last, form=last.form + t.form)  # 알려 + 요, 들어가 + 도
        if last.tag == "EP" and last.form in ("시", "으시") and t.tag in ("EC", "EF"):
            spelled = _HONORIFIC.get(t.form)
            honorific = ("으" if last.form == "으시" else "") + (spelled or "")
            return _replace(last, form=honorific, tag="EF") if spelled else None
        return None

    return _fold(found, join)


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


def _contracted_pronouns(found: list[Token]) -> list[Token]:
    """인출 + 저/NP + ᆫ/JX (written 전): after a bare noun, 전 is the noun (before), not 저는."""

    def join(read: list[Token], t: Token) -> Token | None:
        last, before = read[-1], read[-2] if len(read) > 1 else None
        pronoun = last.tag == "NP" and t.tag == "JX" and t.start == last.start
        if pronoun and len(last.written) == 1 and before and before.tag in ("NNG", "NNP"):
            return _replace(last, form=last.written, tag="NNG")
        return None

    return _fold(found, join)


def _glued_stems(found: list[Token]) -> list[Token]:
    """내/NP + 주/VV in one word (내준다): the verb 내주다."""

    def join(read: list[Token], t: Token) -> Token | None:
        last = read[-1]
        glued = t.start == last.start + len(last.form)
        if last.tag in ("NP", "MM") and t.tag in ("VV", "VA") and glued:
            return _replace(t, form=last.form + t.form, start=last.start, written=last.written)
        return None

    return _fold(found, join)


def _derived_nouns(found: list[Token]) -> list[Token]:
    """재/XPN + 시도 and 사용 + 자/XSN (the person suffix): one noun each."""

    def join(read: list[Token], t: Token) -> Token | None:
        last = read[-1]
        prefixed = last.tag == "XPN" and t.tag == "NNG"
        person = last.tag == "NNG" and t.tag == "XSN" and t.form == "자"
        if (prefixed or person) and _adjacent(last, t):
            return _replace(last, form=last.form + t.form, tag="NNG")
        return None

    return _fold(found, join)
