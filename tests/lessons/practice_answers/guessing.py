"""Can a quiz be answered without reading it? Letter-sequence strategies against the key.

A *letter strategy* picks a choice for question ``i`` without reading it: from ``i`` and the
number of choices ("always a", "a, b, c, a, b, c ..." i.e. the question order, the same
cycle backwards or shifted, alternating two letters, "always the last", "always the
middle"), or from the right answers already seen, which the quiz's feedback reveals ("the
same letter as the last answer", "the letter after it", "the letter before it", and over
the course "the previous lesson's sequence again"). Chance is defined by the null hypothesis that a key was drawn at random: each right
answer independently uniform over its ``k_i`` choices. Under that hypothesis the score of
*any* blind strategy is a Poisson-binomial variable S (success probability ``1/k_i`` per
question), whatever the strategy. A strategy scores *above chance* on a key when its score
``s`` is improbable under that distribution: ``P(S >= s) < ALPHA`` (one-sided, exact); strategies that use the
answers seen so far have the same distribution, since a random key's next answer does not
depend on the earlier ones.
Over the whole course an improbably *low* score counts too (``P(S <= s) < ALPHA``): a
letter that is almost never right can be eliminated, which is as good as a hint.

``ALPHA`` is 0.05 for every strategy on its own, without a correction for testing many
strategies (a Bonferroni correction would make the check more lenient); the quiz builder
re-draws a lesson's shuffle until no strategy is flagged, so the strict reading costs
nothing. With three questions of three choices a lesson is flagged when a strategy gets all
three right (p = 1/27); over the 30 questions of the course a strategy must score between
6 and 14 (mean 10).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

ALPHA = 0.05
LETTERS = "abcdefgh"

#: (question index, number of choices, right answers seen so far) -> choice index.
Pick = Callable[[int, int, Sequence[int]], int]


def _strategies(max_choices: int) -> dict[str, Pick]:
    found: dict[str, Pick] = {}
    for first in range(max_choices):
        found[f"always {LETTERS[first]}"] = lambda i, k, seen, c=first: c % k
        found[f"cycle from {LETTERS[first]}"] = lambda i, k, seen, c=first: (c + i) % k
        found[f"backwards from {LETTERS[first]}"] = lambda i, k, seen, c=first: (c - i) % k
        for second in range(max_choices):
            if second != first:
                name = f"alternate {LETTERS[first]}{LETTERS[second]}"
                found[name] = lambda i, k, seen, c=first, d=second: (d if i % 2 else c) % k
    found["always the last"] = lambda i, k, seen: k - 1
    found["always the middle"] = lambda i, k, seen: (k - 1) // 2
    for step, name in (
        (0, "the last answer again"),
        (1, "after the last"),
        (-1, "before the last"),
    ):
        found[name] = lambda i, k, seen, s=step: (seen[-1] + s) % k if seen else 0
    return found


def _score(pick: Pick, key: Sequence[int], choices: Sequence[int]) -> int:
    return sum(
        pick(i, k, key[:i]) == right for i, (right, k) in enumerate(zip(key, choices, strict=True))
    )


def score_distribution(choices: Sequence[int]) -> list[float]:
    """``P(S == s)`` for s = 0..n: the score of a blind guess under a random key (exact)."""
    distribution = [1.0]
    for k in choices:
        p = 1.0 / k
        step = [0.0] * (len(distribution) + 1)
        for score, mass in enumerate(distribution):
            step[score] += mass * (1 - p)
            step[score + 1] += mass * p
        distribution = step
    return distribution


@dataclass(frozen=True)
class Flag:
    """A strategy that scores improbably high (or, ``low=True``, improbably low)."""

    strategy: str
    score: int
    questions: int
    p_value: float
    low: bool = False


def flags(key: Sequence[int], choices: Sequence[int], *, both_tails: bool = False) -> list[Flag]:
    """The blind strategies that beat chance on `key` (right choice index per question)."""
    distribution = score_distribution(choices)
    found = []
    for name, pick in _strategies(max(choices)).items():
        score = _score(pick, key, choices)
        high = sum(distribution[score:])
        if high < ALPHA:
            found.append(Flag(name, score, len(key), high))
        low = sum(distribution[: score + 1])
        if both_tails and low < ALPHA:
            found.append(Flag(name, score, len(key), low, low=True))
    return found


def course_flags(lessons: Sequence[tuple[Sequence[int], Sequence[int]]]) -> list[Flag]:
    """Strategies that beat chance over the whole course (either tail): counted across the
    lessons (one long sequence), restarted in every lesson (the same pattern in each quiz),
    and "the previous lesson's letters again"."""
    key = [right for lesson_key, _ in lessons for right in lesson_key]
    choices = [k for _, lesson_choices in lessons for k in lesson_choices]
    found = flags(key, choices, both_tails=True)
    distribution = score_distribution(choices)
    per_lesson = {
        f"{name}, in every lesson": [pick] * len(lessons)
        for name, pick in _strategies(max(choices)).items()
    }
    per_lesson["the previous lesson's letters"] = [
        _repeat(lessons[index - 1][0] if index else [0]) for index in range(len(lessons))
    ]
    for name, picks in per_lesson.items():
        score = sum(_score(pick, *lesson) for pick, lesson in zip(picks, lessons, strict=True))
        high, low = sum(distribution[score:]), sum(distribution[: score + 1])
        if high < ALPHA or low < ALPHA:
            found.append(Flag(name, score, len(key), min(high, low), low=low < ALPHA))
    return found


def _repeat(letters: Sequence[int]) -> Pick:
    """Guess the letters of another sequence, position by position (cycled)."""
    return lambda i, k, seen: letters[i % len(letters)] % k
