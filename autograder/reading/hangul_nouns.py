"""The Korean reader's nouns and particles: arguments and their roles, markers said by a noun
(대신, 먼저, 예:, 잠시 후, 그다음), and verbal nouns with a modal noun ("사용 금지"). Mixed into
``hangul``.
"""

from __future__ import annotations

from autograder.reading import vocab
from autograder.reading.hangul_shapes import is_time, make_arg, word_parts

_EXAMPLE_MARKS = frozenset({"예", "ex", "eg", "e.g"})


class Nouns:
    """``_on_*`` handlers for nouns and particles; each returns the index to read next."""

    def _on_noun(self, i: int) -> int:
        token, open_ = self.tokens[i], self.open
        marker = vocab.MARKER_WORDS.get(token.form)
        if token.tag == "NNG" and marker:
            self._flush_noun("bare")
            open_.markers.add(marker)
            open_.words.append(token.form)
            return i + 1
        marked = self._on_mark(i) or self._on_time_or_order(i)
        if marked:
            return marked
        if token.form in vocab.MODAL_NOUNS and open_.nouns and token.tag == "NNG":
            return self._on_modal_noun(i)
        open_.nouns.append(token)
        return i + 1

    def _on_time_or_order(self, i: int) -> int:
        """잠시 후 (later), 그다음 (then), 출금 전에 (before: the clause ends): next index, or 0."""
        token, open_ = self.tokens[i], self.open
        nouns = open_.nouns
        if token.form in ("후", "뒤") and (
            (nouns and is_time(nouns[-1])) or (not nouns and "later" in open_.markers)
        ):
            open_.markers.add("later")  # 잠시 후, 5분 뒤: later, not an order of actions
            open_.nouns = [t for t in nouns if not is_time(t) and t.tag != "SN"]
            return i + 1
        kind = vocab.CLAUSE_NOUNS.get(token.form)
        if kind not in ("before", "after") or not nouns:
            return 0
        if nouns[-1].form == "그":
            nouns.pop()  # 그다음, 그 후: after what was said; 그 전에: before it
            open_.markers.add("then" if kind == "after" else "first")
            return i + 1
        self._flush_noun("bare")
        return self._close_at_clause_noun(i, kind)

    def _on_mark(self, i: int) -> int:
        """예: / 예) / ex) (an example follows), y/n (asks yes or no): the index after, or 0."""
        form, after = self.tokens[i].form.lower(), self._at(i + 1).form
        if form in _EXAMPLE_MARKS and after in (":", ")", "."):
            self.open.markers.add("example")
            return i + 1
        if form in ("y", "yes") and after == "/" and self._at(i + 2).form.lower() in ("n", "no"):
            self.open.markers.add("yes_no")
            return i + 3
        if form == "예" and after in ("를", "을") and self._at(i + 2).form == "들":
            self.open.markers.add("example")  # 예를 들어
            return i + 4
        return 0

    def _on_modal_noun(self, i: int) -> int:
        """ "사용 금지", "재시도 요망": the noun before is the predicate, this its modal."""
        modal = vocab.MODAL_NOUNS[self.tokens[i].form]
        verb = self.open.nouns.pop()
        self._flush_noun("bare")
        self.open.words += [verb.form, self.tokens[i].form]
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
        if token.form in ("만", "부터"):
            self.open.markers.add("only" if token.form == "만" else "first")  # 잔액부터 읽고
            if token.form == "부터":
                self._flush_noun("bare")
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
            self.open.args.append(make_arg(nouns, role))
            self.open.words.extend(word_parts(nouns))
        self.open.nouns = []

    # --- predicates ---------------------------------------------------------------------
