"""English (and the English words of a mixed sentence) into clauses, from ``simplemma`` lemmas.

There is no part-of-speech model here (none ships light enough for a learner's kernel), so
structure comes from function words: a clause closes at ``, ; : ( )`` and before a subordinator
(when, if, before, after, then); a clause opening with a bare verb is a directive; negators
(not, never, n't, cannot, unable) bind the next content word; the words after a content word,
up to a preposition, are its object, and each preposition opens an argument with its name as the
role. Every content word is a head, so a claim finds its verb wherever it stands.
"""

from __future__ import annotations

import dataclasses
import functools
import re
from dataclasses import dataclass

from autograder.reading import vocab
from autograder.reading.clause import Arg, Clause, Head
from autograder.reading.spans import values

__all__ = ["clauses", "lemma"]

_WORD = re.compile(
    r"(?i:e\.g\.?|i\.e\.?)|[A-Za-z]+(?:'[A-Za-z]+)?|[\uac00-\ud7a3]+|\d+(?:\.\d+)?|->|=>|[→,;:()\[\]?!/]"
)
_CONTRACTIONS = {"can't": ("can", "not"), "cannot": ("can", "not"), "won't": ("will", "not")}
#: In an English reading of a mixed sentence, Hangul words that end a condition (물을 때).
_HANGUL_CONDITIONS = ("때", "때는", "경우", "경우에", "경우에는", "면", "려면")
_INCAPABLE = frozenset({"unable", "impossible", "incapable"})
_PHRASAL = frozenset({"back", "with", "out", "up", "again", "later", "instead"})
_BE = frozenset({"be", "is", "are", "was", "were", "been", "being", "get", "gets"})
_EMBEDDING = frozenset({"that", "which", "who", "whether", "if", "when", "because"})
_OURS = frozenset({"i", "we", "me", "us", "to"})
_FINITE = frozenset({"is", "are", "was", "were", "has", "have", "had", "does", "did", "will"})
_CLOSERS = frozenset({",", ";", ":", "(", ")", "[", "]", "?", "!", "->", "=>", "→"})
_MARKERS = {
    "again": "again", "later": "later", "first": "first", "beforehand": "first",
    "instead": "instead", "rather": "instead", "only": "only", "exclusively": "only",
    "then": "then", "next": "then", "afterwards": "then", "without": "without",
    "always": "must", "must": "must", "example": "example", "e.g": "example",
    "eg": "example", "e.g.": "example", "such": "example", "like": "like",
}  # fmt: skip


@dataclass(frozen=True)
class _W:
    text: str  # lower-case surface
    lemma: str
    start: int
    kind: str  # word, value kind, hangul, number, punct


@functools.lru_cache(maxsize=8192)
def lemma(word: str) -> str:
    """The lemma of one lower-case English word (``returns`` -> ``return``)."""
    import simplemma  # its English table loads on the first English word only

    if not word.isascii() or not word.isalpha():
        return word
    return simplemma.lemmatize(word, lang="en").lower()


def clauses(text: str, offset: int = 0) -> list[Clause]:
    """The clauses of one sentence read as English (Hangul words stay content words)."""
    found, current = [], []
    for word in _idioms(_words(text)):
        if word.kind == "punct" and word.text in _CLOSERS:
            found.append((current, word.text))
            current = []
        elif current and word.text in vocab.SUBORDINATORS and not _bound(current, word):
            found.append((current, ""))
            current = [word]
        elif word.kind == "hangul" and word.text.endswith(_HANGUL_CONDITIONS) and current:
            found.append(([_W("when", "when", word.start, "word"), *current, word], ""))
            current = []
        else:
            current.append(word)
    found.append((current, ""))
    return _moods([_clause(ws, end, offset) for ws, end in found if ws])


def _idioms(words: list[_W]) -> list[_W]:
    """ "once more", "after 10 seconds": again and later, not a clause of their own."""
    found: list[_W] = []
    for word in words:
        previous = found[-1] if found else None
        if previous and previous.text == "once" and word.text in ("more", "again"):
            found[-1] = _W("again", "again", previous.start, "word")
        elif previous and previous.text in ("after", "in") and word.kind == "number":
            found[-1] = _W("later", "later", previous.start, "word")
        else:
            found.append(word)
    return found


def _bound(current: list[_W], word: _W) -> bool:
    """ "call read_balance first, then": a subordinator right after "and"/"," keeps its clause."""
    return word.text == "then" and current[-1].text in ("and",)


def _words(text: str) -> list[_W]:
    spans = values(text)
    found: list[_W] = []
    position = 0
    for span in spans:
        found += _plain(text, position, span.start)
        found.append(
            _W(text[span.start : span.end], text[span.start : span.end], span.start, span.kind)
        )
        position = span.end
    return found + _plain(text, position, len(text))


def _plain(text: str, start: int, end: int) -> list[_W]:
    found = []
    for match in _WORD.finditer(text, start, end):
        raw, at = match.group(0).lower(), match.start()
        if raw in _CONTRACTIONS:
            found += [_W(w, w, at, "word") for w in _CONTRACTIONS[raw]]
        elif raw.endswith("n't"):
            found += [_W(raw[:-3], lemma(raw[:-3]), at, "word"), _W("not", "not", at, "word")]
        elif raw[0].isalpha() and raw.isascii():
            found.append(_W(raw, lemma(raw.split("'")[0]), at, "word"))
        else:
            found.append(_W(raw, raw, at, _kind_of(raw)))
    return found


def _kind_of(raw: str) -> str:
    if raw[0].isdigit():
        return "number"
    return "hangul" if "\uac00" <= raw[0] <= "\ud7a3" else "punct"


def _content(word: _W) -> bool:
    return word.kind != "punct" and (word.kind != "word" or word.text not in vocab.FUNCTION_WORDS)


def _clause(words: list[_W], closer: str, offset: int) -> Clause:
    heads, negation, previous, denied, no = [], set(), None, [], False
    for index, word in enumerate(words):
        if word.text in vocab.NEGATORS - {"without"} or word.text in _INCAPABLE | {"avoid"}:
            negation.add(_negation_kind(words, index))
            no = no or word.text == "no"
        elif _content(word) and word.kind == "word":
            if no:
                denied.append(len(heads))
            heads.append(_head(words, index, frozenset(negation), previous))
            negation, no = set(), False
        previous = word
    heads = _denials(words, heads, denied)
    return Clause(
        start=words[0].start + offset,
        end=words[-1].start + len(words[-1].text) + offset,
        lang="en",
        mood=_mood(words, closer),
        heads=tuple(heads),
        args=tuple(_args(words, 0, len(words), "bare")),
        markers=frozenset(_markers(words, closer)),
        # a label keeps its function words: "When:" is a label as much as "Returns:"
        words=tuple(w.lemma for w in words if closer == ":" or _content(w)),
        label=closer == ":",
    )


def _denials(words: list[_W], heads: list[Head], denied: list[int]) -> list[Head]:
    """English "no N" negates what is said of N: "No order was found" says the order was
    not found (the verb whose subject N is takes the "not"); "There is no such order",
    that it does not exist (a head ``exist`` is added, as "the order does not exist")."""
    found = list(heads)
    existential = len(words) > 1 and words[0].text == "there" and words[1].text in _BE
    for index in denied:
        noun = heads[index]
        verbs = [
            later
            for later in range(index + 1, len(heads))
            if not heads[later].negation
            and any(
                a.role in ("subject", "object") and noun.keys[-1] in a.parts
                for a in heads[later].args
            )
        ]
        if verbs:
            verb = found[verbs[0]]
            found[verbs[0]] = dataclasses.replace(verb, negation=verb.negation | {"not"})
        elif existential:
            subject = Arg(noun.keys[-1], (noun.keys[-1],), "subject", "noun", noun.start)
            found.append(Head(("exist",), frozenset({"not"}), noun.start, (subject,)))
    return found


def _negation_kind(words: list[_W], index: int) -> str:
    word = words[index]
    before = words[index - 1].text if index else ""
    if word.text in _INCAPABLE or before in ("can", "could") or _next(words, index) == "able":
        return "incapable"
    if word.text in ("never", "avoid") or (
        before in ("do", "must", "should") and _imperative_at(words, index - 1)
    ):
        return "prohibit"
    if before in ("must", "should", "shall"):
        return "prohibit"
    return "not"


def _next(words: list[_W], index: int) -> str:
    return words[index + 1].text if index + 1 < len(words) else ""


def _imperative_at(words: list[_W], index: int) -> bool:
    return all(w.text in ("please", "just", "so", "and", "then", "also") for w in words[:index])


def _head(words: list[_W], index: int, negation: frozenset[str], previous: _W | None) -> Head:
    word = words[index]
    keys = [word.lemma]
    if _next(words, index) in _PHRASAL:
        keys.insert(0, f"{word.lemma} {_next(words, index)}")
    passive = previous is not None and previous.text in _BE and word.text != word.lemma
    past = word.text.endswith("ed") and not passive and index > 0
    subject = _args(words, 0, index, "subject")
    follows = index + len(keys)
    blocked = follows < len(words) and words[follows].text in vocab.CONJUNCTIONS | _FINITE
    if follows < len(words) and words[follows].text in ("nothing", "none", "no"):
        negation = negation | {"not"}  # "returns nothing useful"
    after = [] if blocked else _args(words, follows, len(words), "object")
    if passive:
        subject = [Arg(a.text, a.parts, "object", a.kind, a.start) for a in subject]
    ours = any(w.text in _OURS for w in words[max(0, index - 4) : index])
    return Head(tuple(keys), negation, word.start, tuple(subject + after), past, passive, ours=ours)


def _args(words: list[_W], start: int, end: int, role: str) -> list[Arg]:
    """Groups of content words; a preposition names the role of the group after it."""
    found, group = [], []
    for word in words[start:end]:
        if word.kind == "word" and word.text in vocab.PREPOSITIONS:
            found += _group(group, role)
            group, role = [], word.text
        elif _content(word):
            group.append(word)
        elif word.kind == "punct" or word.text in vocab.CONJUNCTIONS:
            continue
    return found + _group(group, role)


def _group(group: list[_W], role: str) -> list[Arg]:
    if not group:
        return []
    kinds = [w.kind for w in group if w.kind not in ("word", "hangul", "punct")]
    kind = kinds[-1] if kinds else "noun"
    text = " ".join(w.text for w in group)
    parts = tuple(p for w in group for p in _pieces(w))
    return [Arg(text, parts, role, kind, group[0].start)]


def _pieces(word: _W) -> list[str]:
    if word.kind in ("ident", "code", "quote"):
        cleaned = word.text.strip("'\"`“”‘’「」()").lower()
        return [cleaned, *[p for p in cleaned.replace(".", "_").split("_") if p]]
    return [word.lemma]


def _mood(words: list[_W], closer: str) -> str:
    first = words[0].text
    if closer == "?" or (
        first in vocab.QUESTION_OPENERS and _next(words, 0) in ("i", "you", "we", "it")
    ):
        return "question"
    kind = vocab.SUBORDINATORS.get(first)
    if kind in ("condition", "statement"):
        return kind
    if first == "to" or (first == "in" and _next(words, 0) == "order") or first == "for":
        return "purpose"
    return "directive" if _imperative(words) else "statement"


def _imperative(words: list[_W]) -> bool:
    """Opens with a bare verb, maybe after please/never/don't/then/first/just/always."""
    skip = {
        "please",
        "never",
        "do",
        "not",
        "then",
        "first",
        "just",
        "always",
        "only",
        "also",
        "and",
    }
    main = words[: next((i for i, w in enumerate(words) if w.text in _EMBEDDING), len(words))]
    if any(w.text in _FINITE for w in main[1:]):
        return False  # "Order X was not found": a subject and its verb
    for word in words:
        if word.text in skip or word.text in vocab.SUBORDINATORS:
            continue
        return (
            word.kind == "word"
            and word.text == word.lemma
            and word.text not in vocab.FUNCTION_WORDS
        )
    return False


def _markers(words: list[_W], closer: str) -> set[str]:
    found = {_MARKERS[w.text] for w in words if w.text in _MARKERS}
    texts = [w.text for w in words]
    if words[0].text in ("before", "after", "then", "without"):
        found.add(words[0].text)
    if words[0].text == "until":
        found.add("before")
    if closer == "?" and texts[0] in vocab.QUESTION_OPENERS:
        found.add("permission")  # shall I / do you want / may I / ok to ...
    if any(a in ("should", "must", "can", "may", "could", "need", "might") for a in texts):
        found.add("modal")
    if "such" in found and "as" not in texts:
        found.discard("example")
    if _sequence(texts, ("for", "example")) or _sequence(texts, ("for", "instance")):
        found.add("example")
    if _sequence(texts, ("y", "/", "n")) or _sequence(texts, ("yes", "/", "no")):
        found.add("yes_no")
    if closer in ("->", "=>", "→"):
        found.add("then_next")
    if _sequence(texts, ("not", "for")) or _sequence(texts, ("never", "for")):
        found.add("not_for")
    return found


def _sequence(texts: list[str], wanted: tuple[str, ...]) -> bool:
    n = len(wanted)
    return any(tuple(texts[i : i + n]) == wanted for i in range(len(texts) - n + 1))


def _moods(found: list[Clause]) -> list[Clause]:
    return found
