"""The Korean reader's endings: what a connective, modifier, nominalising or final ending makes
of the clause it closes (or, for periphrastic constructions, keeps open). Mixed into ``hangul``.
"""

from __future__ import annotations

from autograder.reading import vocab
from autograder.reading.clause import Arg
from autograder.reading.hangul_shapes import Open

_PURPOSE_EC = frozenset({"려면", "으려면", "려고", "으려고", "도록", "러", "으러", "고자"})
_QUOTE_EC = frozenset({"다고", "라고", "냐고", "자고", "ᆫ다고", "는다고"})
_IF_EC = frozenset({"면", "으면", "라면", "이라면", "다면", "ᆫ다면", "는다면", "거든", "으면은"})
_EMBEDDED_EC = frozenset({"는지", "ᆫ지", "은지", "ᆯ지", "을지", "는가", "ᆫ가"})


class Endings:
    """``_on_*`` handlers for endings; each returns the index to read next."""

    def _on_connective(self, i: int) -> int:
        form, after = self.tokens[i].form, self._at(i + 1)
        if after.tag == "VX" and form in ("지", "게", "어", "아", "여", "고"):
            if form == "고" and after.form == "나":
                return self._close_sequence(i + 2)
            return i + 1
        if form in _EMBEDDED_EC:
            return self._embed(i)
        if form in _IF_EC:
            return self._after_if(i)
        if form in ("어야", "아야", "여야"):
            return self._after_must(i)
        if form in ("어도", "아도", "여도") and after.form in ("되", "괜찮", "좋"):
            self.open.markers.add("permission")
            if "not" in self.open.negation:
                self.open.negation = (self.open.negation - {"not"}) | {"unneeded"}
            return i + 2
        self._flush_noun("bare")
        quoted = _quoted(self.open.args) if form in _QUOTE_EC else []
        self._close(_connective_mood(form))
        self.open.args = quoted  # "기다려 달라고 말해 주세요": what is said is the object
        return i + 1

    def _embed(self, i: int) -> int:
        """ "order_id가 맞는지 확인해 주세요": the question clause is the verb's object."""
        self._flush_noun("bare")
        open_ = self.open
        parts = tuple(p for a in open_.args for p in a.parts)
        if parts:
            start = open_.args[0].start
            open_.args = [Arg(" ".join(a.text for a in open_.args), parts, "object", "noun", start)]
        open_.chain, open_.negation, open_.past = [], set(), False
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
        closing = self._at(i + 2).tag in ("SF", "SW", "SP", "SSC", "")
        if after.form == "것" and closing and self.tokens[i].form != "는":
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
        topics = [a for a in self.open.args if a.role == "topic"]
        self.open.args = [a for a in self.open.args if a.role != "topic"]
        moved = [p for a in topics for p in a.parts]
        self.open.words = [w for w in self.open.words if w not in moved]
        if kind in ("before", "after"):
            self.open.markers.add(kind)
            self._close("coordinate")
        else:
            self._close(kind)
        self.open.args = topics  # "인출은 잔고 확인 후에만 가능": the topic is the main clause's
        self.open.words += [p for a in topics for p in a.parts]
        return i

    def _on_nominaliser(self, i: int) -> int:
        after = self._at(i + 1)
        if after.tag in ("JX", "JKS", "JKO") and after.form != "만":
            return self._embed(i)  # "티켓 만들기는 …": the nominalised clause is an argument
        if after.form in ("전", "이전") and after.tag == "NNG":
            return self._close_at_clause_noun(i + 1, "before")
        if after.form == "위하":
            self._close("purpose")
            return i + 3 if self._at(i + 2).tag in ("EC", "ETM") else i + 2
        if self.open.chain == ["보"] and after.form == ":":
            self.open.markers.add("example")  # 보기: E-20417
            self.open.chain = []
            return i + 1
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
        question = (
            form in vocab.QUESTION_ENDINGS
            or form.startswith(("ᆯ까", "을까"))
            or self._at(i + 1).form in ("?", "？")
        )
        if question:
            mood = "question"
            if form.startswith(("ᆯ까", "을까", "ᆯ래", "을래")):
                self.open.markers.add("suggest")  # 환불할까요?: shall I?
        elif form in vocab.DIRECTIVE_ENDINGS or _asks_for(self.open, form):
            mood = "directive" if not self.open.past else "statement"
        else:
            mood = self.open.mood or "statement"
        self._flush_noun("bare")
        self._close(mood)
        return i + 1

    # --- adverbs and punctuation -------------------------------------------------------


def _asks_for(open_: Open, form: str) -> bool:
    """알려 줘(요), 사용자에게 알려요: a request, though its ending is a plain one."""
    if form not in ("어", "아", "여", "어요", "아요", "여요", "라"):
        return False
    if len(open_.chain) > 1 and open_.chain[-1] == "주":
        return True
    if open_.stative or open_.negation & {"not", "incapable"}:
        return False
    return form.endswith("요") and not any(a.role in ("subject", "topic") for a in open_.args)


def _quoted(args: list[Arg]) -> list[Arg]:
    parts = tuple(p for a in args for p in a.parts)
    if not parts:
        return []
    return [Arg(" ".join(a.text for a in args), parts, "object", "noun", args[0].start)]


def _connective_mood(form: str) -> str:
    if form in _PURPOSE_EC:
        return "purpose"
    if form in _QUOTE_EC:
        return "quote"
    return "coordinate"
