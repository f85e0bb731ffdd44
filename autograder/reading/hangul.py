"""Korean sentences into clauses, from the analyser's morphemes (Sejong tags).

Morphemes come only from ``autograder.korean.words`` (form, tag, start), so the
analyser is loaded once per process and can be swapped behind that function; ``hangul_forms``
reads them into one shape first (spellings, written words, what the analyser splits or tags
unlike the grammar this module expects). A clause closes at a
connective ending (-고, -며, -면), a final ending, a modifier ending with its noun (-ㄹ 때, -기 전에)
and at ``: ( ) ,`` after a predicate. Constructions that only modify the verb stay inside it:
-지 않다/말다/못하다 (negation), -어 주다 (giving), -면 안 되다 (prohibition), -ㄹ 수 없다
(incapacity), -어야 하다 / -면 되다 (directive), -어도 되다 (permission), -지 않아도 되다 (no
need). Verbal nouns with 하다/되다 are one stem (반환+하 -> 반환하). See ``clause`` for the shapes.
"""

from dataclasses import replace

from autograder.reading import vocab
from autograder.reading.clause import Clause
from autograder.reading.hangul_endings import Endings
from autograder.reading.hangul_forms import tokens
from autograder.reading.hangul_nouns import Nouns
from autograder.reading.hangul_shapes import (
    Open,
    Token,
    build_clause,
    resolve_moods,
    with_mood,
)
from autograder.reading.spans import values

__all__ = ["clauses"]

_NOUN_TAGS = frozenset({"NNG", "NNP", "NNB", "NR", "NP", "SL", "SH", "SN", "XR", "VALUE", "W"})
_STEM_TAGS = frozenset({"VV", "VA", "VX", "VCP", "VCN", "XSV", "XSA"})
_NEGATING_AUX = {"않": "not", "말": "prohibit", "못하": "incapable", "못": "incapable"}
#: Nouns a modifier clause can stand on as a label ("돌려주는 것:", "반환하는 값:").
_LIGHT_NOUNS = frozenset({"것", "거", "값", "내용", "정보", "항목"})
_ARROWS = frozenset({"→", "->", "=>", "⇒", "➡", "⟶"})


def clauses(text: str, offset: int = 0) -> list[Clause]:
    """The clauses of one Korean sentence ``text`` (offsets shifted by ``offset``)."""
    return _Reader(_without_glosses(_merged(text, tokens(text))), offset).read()


def _without_glosses(found_tokens: list[Token]) -> list[Token]:
    """A gloss in brackets right before a particle ("날짜(2026-13-45)가") is left out."""
    found: list[Token] = []
    for token in found_tokens:
        found.append(token)
        if token.tag.startswith("J") and len(found) > 2 and found[-2].form == ")":
            opening = next((k for k in range(len(found) - 2, -1, -1) if found[k].form == "("), None)
            if opening is not None and opening > 0 and found[opening - 1].tag in _NOUN_TAGS:
                found[opening:-1] = []
    return found


def _merged(text: str, morphemes: list[Token]) -> list[Token]:
    """Each identifier, code or quoted value as one token (no analyser splits them)."""
    spans = values(text)
    found: list[Token] = []
    for word in morphemes:
        span = next((s for s in spans if s.start <= word.start < s.end), None)
        if span is None:
            found.append(word)
        elif not found or found[-1].start != span.start:
            value = text[span.start : span.end]
            found.append(Token(value, "VALUE", span.start, span.kind, value))
    return found


class _Reader(Nouns, Endings):
    """One pass over a sentence's tokens; each ``_on_*`` returns the index to read next."""

    def __init__(self, tokens: list[Token], offset: int):
        self.tokens, self.offset = tokens, offset
        self.done: list[Clause] = []
        self.open = Open()

    def read(self) -> list[Clause]:
        i = 0
        while i < len(self.tokens):
            i = self._step(i)
        self._close("")
        return resolve_moods(self.done)

    def _at(self, i: int) -> Token:
        return self.tokens[i] if 0 <= i < len(self.tokens) else Token("", "", -1)

    def _step(self, i: int) -> int:
        token = self.tokens[i]
        tag = token.tag
        if self.open.start < 0:
            self.open.start = token.start
        self.open.end = max(self.open.end, token.start + len(token.form))
        if tag in _NOUN_TAGS:
            return self._on_noun(i)
        if tag.startswith("J"):
            return self._on_particle(i)
        if tag in _STEM_TAGS:
            return self._on_stem(i)
        if tag in ("XSN", "XPN"):
            self.open.nouns.append(token)
            return i + 1
        if tag == "EP":
            self._on_prefinal(token)
            return i + 1
        return self._on_other(i)

    def _on_other(self, i: int) -> int:
        tag = self.tokens[i].tag
        if tag == "EC":
            return self._on_connective(i)
        if tag == "ETM":
            return self._on_modifier(i)
        if tag == "ETN":
            return self._on_nominaliser(i)
        if tag == "EF":
            return self._on_final(i)
        if tag in ("MAG", "MAJ", "MM", "IC"):
            return self._on_adverb(i)
        return self._on_punctuation(i)

    def _on_stem(self, i: int) -> int:
        token, open_ = self.tokens[i], self.open
        form = token.form
        if token.tag in ("XSV", "XSA") and open_.nouns:
            return self._on_verb_suffix(i)
        if open_.chain and token.tag == "VX":
            self._on_auxiliary(form)
            return i + 1
        if token.tag == "VV" and _is_mal(token) and open_.nouns:
            self._flush_noun("instead_of")  # "이 도구 말고 X를": not this, but X
            open_.markers.add("instead")
            return i + 2 if self._at(i + 1).tag == "EC" else i + 1
        if token.tag == "VCP" and self._at(i + 1).tag in ("NNG", "NNP") and open_.nouns:
            self._flush_noun("subject")  # 토큰이 만료됨: 이 is the subject particle here
            return i + 1
        if open_.chain:
            self._close("coordinate")
        self._flush_noun("bare")
        self._start_chain(form, token.start)
        self.open.stative = token.tag in ("VA", "VCP", "VCN")
        if token.tag == "VCN":
            self.open.negation.add("not")
        return i + 1

    def _on_verb_suffix(self, i: int) -> int:
        token, open_ = self.tokens[i], self.open
        noun = open_.nouns.pop()
        prefix = "".join(t.form for t in open_.nouns if t.tag == "XPN" and t.start < noun.start)
        open_.nouns = [t for t in open_.nouns if t.tag != "XPN"]
        if open_.chain:
            self._close("coordinate")
        self._flush_noun("bare")
        stem = prefix + noun.form
        self.open.words.append(stem)
        self._start_chain(stem + ("하" if token.form == "되" else token.form), noun.start)
        self.open.passive = token.form == "되"
        self.open.stative = token.tag == "XSA"
        return i + 1

    def _start_chain(self, stem: str, start: int) -> None:
        open_ = self.open
        if stem == "하" and "quoted" in open_.markers:
            stem = "말하"  # "기다려 달라고 하세요": 하다 after a quote is to say it
        open_.chain, open_.head_start = [stem], start
        open_.words.append(stem)
        if open_.pending_negation:
            open_.negation.add(open_.pending_negation)
            open_.pending_negation = ""

    def _on_auxiliary(self, form: str) -> None:
        open_ = self.open
        if form in _NEGATING_AUX:
            open_.negation.add(_NEGATING_AUX[form])
        elif form in vocab.AUXILIARY_STEMS:
            open_.chain.append(form)
        elif form in ("하", "되") and open_.mood == "obligation":
            open_.mood = "directive"

    def _on_prefinal(self, token: Token) -> None:
        if token.form == "시" and self.open.chain[-1:] == ["주"]:
            self.open.markers.add("request")  # 알려 주시겠어요?: the listener is to do it
        if any(past in token.form for past in ("었", "았", "였", "ᆻ")):
            self.open.past = True  # 었, and the analyser's 았었 (past perfect) as one morpheme
        elif token.form == "겠":
            self.open.markers.add("intend")

    # --- endings ------------------------------------------------------------------------
    def _on_adverb(self, i: int) -> int:
        token, open_ = self.tokens[i], self.open
        if token.form == "없이":  # 잔액 확인 없이 …: what comes without is its own clause
            self._flush_noun("bare")
            open_.markers.add("without")
            self._close("coordinate")
            return i + 1
        if token.form in ("안", "못") and token.tag == "MAG":
            open_.pending_negation = "not" if token.form == "안" else "incapable"
        elif (
            token.form == "예"
            and self._at(i + 1).form in ("/", ",")
            and (self._at(i + 2).tag == "IC" or self._at(i + 2).form == "아니")
        ):  # 예/아니오: the analyser reads 아니오 as 아니다 + -오
            open_.markers.add("yes_no")
            return i + 3
        elif token.form == "예" and self._at(i + 1).form in (":", ")", "."):
            open_.markers.add("example")
        elif token.form in vocab.MARKER_WORDS:
            open_.markers.add(vocab.MARKER_WORDS[token.form])
        elif token.tag == "MM":
            open_.nouns.append(token)
        open_.words.append(token.form)
        return i + 1

    def _on_punctuation(self, i: int) -> int:
        form = self.tokens[i].form
        if form in _ARROWS or (form == "-" and self._at(i + 1).form == ">"):
            self._flush_noun("bare")
            self.open.markers.add("then_next")
            self._close("nominal")
            return i + (2 if form == "-" else 1)
        if form == ":" and self.done and not self._has_content():
            self.done[-1] = with_mood(self.done[-1], self.done[-1].mood, label=True)
        elif form == ":" and self._names_what_modified():
            # "돌려주는 것:", "반환하는 값:": the verb before a bare 것/값 is the label
            self.done[-1] = replace(
                self.done[-1], label=True, words=(*self.done[-1].words, self.open.nouns[0].form)
            )
            self.open = Open()
        elif form in (":", "(", ")", "[", "]") or (form == "," and self.open.chain):
            self._flush_noun("bare")
            self._close("label" if form == ":" else "coordinate")
        elif form in ("?", "？") and self.done and not self._has_content():
            self.done[-1] = with_mood(self.done[-1], "question")
        return i + 1

    def _names_what_modified(self) -> bool:
        """A modifier clause, then only a light noun (것, 값, 내용) before ":"."""
        open_ = self.open
        return (
            bool(self.done)
            and self.done[-1].mood == "modifier"
            and bool(self.done[-1].heads)
            and len(open_.nouns) == 1
            and open_.nouns[0].form in _LIGHT_NOUNS
            and not (open_.args or open_.chain or open_.markers)
        )

    def _has_content(self) -> bool:
        open_ = self.open
        return bool(open_.nouns or open_.args or open_.chain or open_.markers or open_.words)

    # --- closing ------------------------------------------------------------------------
    def _close(self, mood: str) -> None:
        self._flush_noun("bare")
        open_ = self.open
        if self._has_content():
            self.done.append(build_clause(open_, mood, self.offset))
        self.open = Open()


def _is_mal(token) -> bool:
    """말다 after a noun ("이 도구 말고"), also where the analyser guessed the stem 맡 (the
    irregular 말고 -> 맡다): what is written decides."""
    return token.form == "말" or token.written == "말"
