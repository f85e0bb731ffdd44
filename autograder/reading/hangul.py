"""Korean sentences into clauses, from the analyser's morphemes (Sejong tags).

Morphemes come only from ``autograder.simulator.model.korean.words`` (form, tag, start), so the
analyser is loaded once per process and can be swapped behind that function. A clause closes at a
connective ending (-고, -며, -면), a final ending, a modifier ending with its noun (-ㄹ 때, -기 전에)
and at ``: ( ) ,`` after a predicate. Constructions that only modify the verb stay inside it:
-지 않다/말다/못하다 (negation), -어 주다 (giving), -면 안 되다 (prohibition), -ㄹ 수 없다
(incapacity), -어야 하다 / -면 되다 (directive), -어도 되다 (permission), -지 않아도 되다 (no
need). Verbal nouns with 하다/되다 are one stem (반환+하 -> 반환하). See ``clause`` for the shapes.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from autograder.reading import vocab
from autograder.reading.clause import Arg, Clause, Head
from autograder.reading.spans import values

__all__ = ["clauses"]

_NOUN_TAGS = frozenset({"NNG", "NNP", "NNB", "NR", "NP", "SL", "SH", "SN", "XR", "VALUE", "W"})
_STEM_TAGS = frozenset({"VV", "VA", "VX", "VCP", "VCN", "XSV", "XSA"})
_AUX = {"주": "주", "드리": "주", "보": "보", "두": "두", "놓": "놓", "버리": "버리", "내": "내"}
_NEGATING_AUX = {"않": "not", "말": "prohibit", "못하": "incapable", "못": "incapable"}
_PURPOSE_EC = frozenset({"려면", "으려면", "려고", "으려고", "도록", "러", "으러", "고자"})
_QUOTE_EC = frozenset({"다고", "라고", "냐고", "자고", "ᆫ다고", "는다고"})
_ARROWS = frozenset({"→", "->", "=>", "⇒", "➡", "⟶"})


@dataclass(frozen=True)
class _T:
    form: str
    tag: str
    start: int
    kind: str = ""


@dataclass
class _Open:
    """The clause being read."""

    start: int = -1
    end: int = -1
    nouns: list[_T] = field(default_factory=list)
    args: list[Arg] = field(default_factory=list)
    chain: list[str] = field(default_factory=list)
    head_start: int = -1
    negation: set[str] = field(default_factory=set)
    markers: set[str] = field(default_factory=set)
    words: list[str] = field(default_factory=list)
    past: bool = False
    passive: bool = False
    pending_negation: str = ""
    mood: str = ""


def clauses(text: str, offset: int = 0) -> list[Clause]:
    """The clauses of one Korean sentence ``text`` (offsets shifted by ``offset``)."""
    from autograder.simulator.model.korean import words

    return _Reader(_tokens(text, words(text)), offset).read()


def _tokens(text: str, morphemes) -> list[_T]:
    """Morphemes, with each identifier, code or quoted value as one token."""
    spans = values(text)
    found: list[_T] = []
    for word in morphemes:
        span = next((s for s in spans if s.start <= word.start < s.end), None)
        if span is None:
            found.append(_T(word.form, word.tag.split("-")[0], word.start))
        elif not found or found[-1].start != span.start:
            found.append(_T(text[span.start : span.end], "VALUE", span.start, span.kind))
        if len(found) > 1 and found[-2].tag == "XPN" and found[-1].tag == "NNG":
            prefix = found.pop(-2)  # 재+시도: one noun
            found[-1] = _T(prefix.form + found[-1].form, "NNG", prefix.start)
    return found


class _Reader:
    """One pass over a sentence's tokens; each ``_on_*`` returns the index to read next."""

    def __init__(self, tokens: list[_T], offset: int):
        self.tokens, self.offset = tokens, offset
        self.done: list[Clause] = []
        self.open = _Open()

    def read(self) -> list[Clause]:
        i = 0
        while i < len(self.tokens):
            i = self._step(i)
        self._close("")
        return _resolve_moods(self.done)

    def _at(self, i: int) -> _T:
        return self.tokens[i] if 0 <= i < len(self.tokens) else _T("", "", -1)

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

    # --- nouns and particles ------------------------------------------------------------
    def _on_noun(self, i: int) -> int:
        token, open_ = self.tokens[i], self.open
        marker = vocab.MARKER_WORDS.get(token.form)
        if token.tag == "NNG" and marker and not open_.nouns:
            open_.markers.add(marker)
            open_.words.append(token.form)
            return i + 1
        if token.form in vocab.MODAL_NOUNS and open_.nouns and token.tag == "NNG":
            return self._on_modal_noun(i)
        clause_kind = vocab.CLAUSE_NOUNS.get(token.form)
        if clause_kind in ("before", "after") and open_.nouns:
            self._flush_noun("bare")
            return self._close_at_clause_noun(i, clause_kind)
        if token.form in ("후", "뒤") and (
            (open_.nouns and _is_time(open_.nouns[-1]))
            or (not open_.nouns and "later" in open_.markers)
        ):
            open_.markers.add("later")  # 잠시 후, 5분 뒤: later, not an order of actions
            open_.nouns = [t for t in open_.nouns if not _is_time(t)]
            return i + 1
        if (
            token.form == "예"
            and self._at(i + 1).form in ("를", "을")
            and self._at(i + 2).form == "들"
        ):
            open_.markers.add("example")
            return i + 4
        open_.nouns.append(token)
        return i + 1

    def _on_modal_noun(self, i: int) -> int:
        """ "사용 금지", "재시도 요망": the noun before is the predicate, this its modal."""
        modal = vocab.MODAL_NOUNS[self.tokens[i].form]
        verb = self.open.nouns.pop()
        self._flush_noun("bare")
        self.open.words.append(verb.form)
        self._start_chain(verb.form + "하", verb.start)
        self._apply_modal(modal)
        return i + 1

    def _apply_modal(self, modal: str) -> None:
        if modal in ("prohibit", "incapable"):
            self.open.negation.add(modal)
        elif modal == "directive":
            self.open.mood = "directive"
        else:
            self.open.markers.add(modal)

    def _on_particle(self, i: int) -> int:
        token = self.tokens[i]
        if token.form == "만":
            self.open.markers.add("only")
            return i + 1
        if token.tag == "JC":
            return i + 1  # 번호와 제목을: one coordinated argument
        role = vocab.ROLE_OF_PARTICLE.get(token.tag)
        if token.tag == "JX":
            role = "topic" if token.form in vocab.TOPIC else None
        if token.tag == "JKB":
            role = vocab.ADVERB_ROLES.get(token.form, "at")
        if role == "like":
            self.open.markers.add("like")
        if role:
            self._flush_noun(role)
        elif self.open.args and not self.open.nouns and token.form in vocab.TOPIC:
            pass
        return i + 1

    def _flush_noun(self, role: str) -> None:
        nouns = self.open.nouns
        if not nouns:
            return
        content = [t for t in nouns if t.tag not in ("XSN", "XPN", "MM")]
        if content:
            self.open.args.append(_arg(nouns, role))
            self.open.words.extend(_parts(nouns))
        self.open.nouns = []

    # --- predicates ---------------------------------------------------------------------
    def _on_stem(self, i: int) -> int:
        token, open_ = self.tokens[i], self.open
        form = token.form
        if token.tag in ("XSV", "XSA") and open_.nouns:
            return self._on_verb_suffix(i)
        if open_.chain and token.tag == "VX":
            self._on_auxiliary(form)
            return i + 1
        if token.tag == "VV" and form == "말" and open_.nouns:
            self._flush_noun("instead_of")  # "이 도구 말고 X를": not this, but X
            open_.markers.add("instead")
            return i + 2 if self._at(i + 1).tag == "EC" else i + 1
        if open_.chain:
            self._close("coordinate")
        self._flush_noun("bare")
        self._start_chain(form, token.start)
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
        return i + 1

    def _start_chain(self, stem: str, start: int) -> None:
        open_ = self.open
        open_.chain, open_.head_start = [stem], start
        open_.words.append(stem)
        if open_.pending_negation:
            open_.negation.add(open_.pending_negation)
            open_.pending_negation = ""

    def _on_auxiliary(self, form: str) -> None:
        open_ = self.open
        if form in _NEGATING_AUX:
            open_.negation.add(_NEGATING_AUX[form])
        elif form in _AUX:
            open_.chain.append(_AUX[form])
        elif form in ("하", "되") and open_.mood == "obligation":
            open_.mood = "directive"

    def _on_prefinal(self, token: _T) -> None:
        if token.form in ("었", "았", "였", "ᆻ"):
            self.open.past = True
        elif token.form == "겠":
            self.open.markers.add("intend")

    # --- endings ------------------------------------------------------------------------
    def _on_connective(self, i: int) -> int:
        form, after = self.tokens[i].form, self._at(i + 1)
        if after.tag == "VX" and form in ("지", "게", "어", "아", "여", "고"):
            if form == "고" and after.form == "나":
                return self._close_sequence(i + 2)
            return i + 1
        if form in ("면", "으면"):
            return self._after_if(i)
        if form in ("어야", "아야", "여야"):
            return self._after_must(i)
        if form in ("어도", "아도", "여도") and after.form in ("되", "괜찮", "좋"):
            self.open.markers.add("permission")
            if "not" in self.open.negation:
                self.open.negation = (self.open.negation - {"not"}) | {"unneeded"}
            return i + 2
        self._flush_noun("bare")
        self._close(_connective_mood(form))
        return i + 1

    def _after_if(self, i: int) -> int:
        """-면 안 되다 (must not), -면 되다 (just do), else a condition."""
        after, then = self._at(i + 1), self._at(i + 2)
        if after.form == "안" and then.form == "되":
            self.open.negation.add("prohibit")
            return i + 3
        if after.form == "되" and after.tag in ("VV", "VX"):
            self.open.mood = "directive"
            return i + 2
        self._close("condition")
        return i + 1

    def _after_must(self, i: int) -> int:
        after = self._at(i + 1)
        if after.form in ("하", "되") and after.tag in ("VV", "VX"):
            self.open.mood = "directive"
            return i + 2
        self.open.markers.add("prerequisite")
        self._close("coordinate")
        return i + 1

    def _close_sequence(self, i: int) -> int:
        """-고 나서: this clause happens first."""
        self.open.markers.add("then_next")
        self._close("coordinate")
        return i + 1 if self._at(i).tag == "EC" else i

    def _on_modifier(self, i: int) -> int:
        after = self._at(i + 1)
        kind = vocab.CLAUSE_NOUNS.get(after.form) if after.tag in ("NNG", "NNB") else None
        if after.form == "수" and after.tag == "NNB":
            return self._after_able(i + 2)
        if after.form == "필요" and after.tag == "NNG":
            return self._after_need(i + 2)
        if after.form == "것" and self._at(i + 2).tag in ("SF", "") and self.tokens[i].form != "는":
            self.open.mood = "directive"  # 사용하지 말 것.
            return i + 2
        if kind:
            return self._close_at_clause_noun(i + 1, kind)
        self._close("modifier")
        return i + 1

    def _after_able(self, i: int) -> int:
        while self._at(i).tag.startswith("J"):
            i += 1
        verb = self._at(i)
        if verb.form == "없":
            self.open.negation.add("incapable")
            return i + 1
        if verb.form == "있":
            self.open.markers.add("able")
            return i + 1
        self._close("modifier")
        return i

    def _after_need(self, i: int) -> int:
        while self._at(i).tag.startswith("J"):
            i += 1
        if self._at(i).form == "없":
            self.open.negation.add("unneeded")
            return i + 1
        self.open.mood = "directive"
        return i + 1 if self._at(i).form in ("있", "이", "하") else i

    def _close_at_clause_noun(self, i: int, kind: str) -> int:
        """-ㄹ 때(는), -기 전에, -ㄴ 후에, -는 데: the clause ends here, with that meaning."""
        i += 1
        while self._at(i).tag.startswith("J"):
            if self._at(i).form == "만":
                self.open.markers.add("only")
            i += 1
        if kind in ("before", "after"):
            self.open.markers.add(kind)
            self._close("coordinate")
        else:
            self._close(kind)
        return i

    def _on_nominaliser(self, i: int) -> int:
        after = self._at(i + 1)
        if after.form in ("전", "이전") and after.tag == "NNG":
            return self._close_at_clause_noun(i + 1, "before")
        if after.form == "위하":
            self._close("purpose")
            return i + 3 if self._at(i + 2).tag in ("EC", "ETM") else i + 2
        if after.form == "바라":
            self.open.mood = "directive"
            return i + 3
        if after.form in vocab.MODAL_NOUNS:
            self._apply_modal(vocab.MODAL_NOUNS[after.form])
            return i + 2
        self._close("statement")
        return i + 1

    def _on_final(self, i: int) -> int:
        form = self.tokens[i].form
        question = form in vocab.QUESTION_ENDINGS or self._at(i + 1).form in ("?", "？")
        if question:
            mood = "question"
            if form in ("ᆯ까요", "을까요", "ᆯ까", "을까", "ᆯ래요", "을래요"):
                self.open.markers.add("suggest")  # 환불할까요?: shall I?
        elif form in vocab.DIRECTIVE_ENDINGS or _asks_for(self.open.chain, form):
            mood = "directive" if not self.open.past else "statement"
        else:
            mood = self.open.mood or "statement"
        self._flush_noun("bare")
        self._close(mood)
        return i + 1

    # --- adverbs and punctuation -------------------------------------------------------
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
            and self._at(i + 2).tag == "IC"
        ):
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
            self.done[-1] = _with_mood(self.done[-1], self.done[-1].mood, label=True)
        elif form in (":", "(", ")", "[", "]") or (form == "," and self.open.chain):
            self._flush_noun("bare")
            self._close("label" if form == ":" else "coordinate")
        elif form in ("?", "？") and self.done and not self._has_content():
            self.done[-1] = _with_mood(self.done[-1], "question")
        return i + 1

    def _has_content(self) -> bool:
        open_ = self.open
        return bool(open_.nouns or open_.args or open_.chain or open_.markers)

    # --- closing ------------------------------------------------------------------------
    def _close(self, mood: str) -> None:
        self._flush_noun("bare")
        open_ = self.open
        if self._has_content():
            self.done.append(_clause(open_, mood, self.offset))
        self.open = _Open()


def _asks_for(chain: list[str], form: str) -> bool:
    """알려 줘(요): a request, though its ending is a plain one."""
    return len(chain) > 1 and chain[-1] == "주" and form in ("어", "아", "어요", "아요", "라")


def _connective_mood(form: str) -> str:
    if form in _PURPOSE_EC:
        return "purpose"
    if form in _QUOTE_EC:
        return "quote"
    return "coordinate"


def _is_time(token: _T) -> bool:
    return token.form in ("잠시", "잠깐", "나중", "조금", "분", "초", "시간", "며칠", "일") or (
        token.tag == "SN"
    )


def _parts(nouns: list[_T]) -> list[str]:
    found = []
    for token in nouns:
        if token.tag in ("MM",):
            continue
        if token.tag == "VALUE":
            found += [token.form.lower(), *_pieces(token.form)]
        else:
            found.append(token.form.lower())
    return found


def _pieces(value: str) -> list[str]:
    """``read_balance`` -> read, balance (so "balance" names it)."""
    cleaned = value.strip("'\"`“”‘’「」()")
    return [p.lower() for p in cleaned.replace(".", "_").split("_") if p]


def _arg(nouns: list[_T], role: str) -> Arg:
    text = " ".join(t.form for t in nouns if t.tag not in ("XSN",))
    kinds = [t.kind for t in nouns if t.tag == "VALUE"]
    if any(t.form == "용" and t.tag == "XSN" for t in nouns):
        role = "for"
    kind = kinds[-1] if kinds else ("number" if nouns[-1].tag == "SN" else "noun")
    if nouns[-1].tag == "NP":
        kind = "pronoun"
    self_ref = any(t.tag == "MM" and t.form in ("이", "본", "해당") for t in nouns)
    parts = tuple(_parts(nouns)) + (("this",) if self_ref else ())
    return Arg(text=text, parts=parts, role=role, kind=kind, start=nouns[0].start)


def _clause(open_: _Open, mood: str, offset: int) -> Clause:
    heads = ()
    if open_.chain:
        keys = tuple("+".join(open_.chain[:k]) for k in range(len(open_.chain), 0, -1))
        heads = (
            Head(
                keys=keys,
                negation=frozenset(open_.negation),
                start=open_.head_start + offset,
                args=tuple(open_.args),
                past=open_.past,
                passive=open_.passive,
            ),
        )
    elif open_.args and mood not in ("label", "modifier"):
        heads = _nominal_heads(open_, offset)
    if open_.mood == "directive" and mood not in ("question", "condition", "purpose"):
        mood = "directive"
    return Clause(
        start=open_.start + offset,
        end=open_.end + offset,
        lang="ko",
        mood=mood or "nominal",
        heads=heads,
        args=tuple(open_.args),
        markers=frozenset(open_.markers),
        words=tuple(open_.words),
        label=mood == "label",
    )


def _nominal_heads(open_: _Open, offset: int) -> tuple[Head, ...]:
    """ "티켓 목록 반환.": the last noun of a verbless clause may be its (verbal noun) predicate."""
    last = open_.args[-1]
    if last.role not in ("bare", "topic") or last.kind != "noun" or not last.parts:
        return ()
    others = (*open_.args[:-1], *_rest(last))
    return (
        Head(
            keys=(last.parts[-1] + "하",),
            negation=frozenset(open_.negation),
            start=last.start + offset,
            args=others,
            nominal=True,
        ),
    )


def _rest(arg: Arg) -> tuple[Arg, ...]:
    if len(arg.parts) < 2:
        return ()
    return (Arg(" ".join(arg.parts[:-1]), arg.parts[:-1], "bare", arg.kind, arg.start),)


def _with_mood(clause: Clause, mood: str, label: bool | None = None) -> Clause:
    return replace(clause, mood=mood, label=clause.label if label is None else label)


def _resolve_moods(found: list[Clause]) -> list[Clause]:
    """A coordinate clause (-고, -며, ",") means what the clause closing its sentence means."""
    resolved: list[Clause] = []
    following = "statement"
    for clause in reversed(found):
        if clause.mood == "quote":  # "…하겠다고 알려 주세요": the quote does not end the scope
            clause = _with_mood(clause, "statement")
        elif clause.mood == "coordinate":
            clause = _with_mood(clause, following if following != "label" else "statement")
        elif clause.mood in ("statement", "directive", "question", "nominal"):
            following = clause.mood
        resolved.append(clause)
    return resolved[::-1]
