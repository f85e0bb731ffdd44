"""The quizzes: sealed file and lesson cells match the key; right passes, every wrong choice fails."""

import json

import pytest

from autograder.practice.quiz import QUIZ_FILE, answer_hash, evaluate, grade_quiz, quiz_data
from tests.lessons.lessons import LESSONS, read
from tests.lessons.practice_answers.build_quizzes import (
    key_of,
    quiz_code,
    quiz_markdown,
    sealed_text,
    shown,
)
from tests.lessons.practice_answers.guessing import LETTERS, course_flags, flags
from tests.lessons.practice_answers.quiz_key import QUIZ


def test_sealed_file_is_built_from_the_key():
    assert QUIZ_FILE.read_text(encoding="utf-8") == sealed_text()


def test_every_lesson_has_a_quiz_cell_pair_rendered_from_the_key():
    seen = set()
    for path in LESSONS:
        cells = [c for c in read(path).cells if c.metadata.get("course", {}).get("quiz")]
        lesson = f"l{path.name[:2]}"
        assert [c.metadata["course"]["quiz"] for c in cells] == [lesson, lesson], path.name
        assert cells[0].source == quiz_markdown(lesson)
        assert cells[1].source == quiz_code(lesson)
        seen.add(lesson)
    assert seen == set(QUIZ)


@pytest.mark.parametrize("lesson", sorted(QUIZ))
def test_answers_are_not_readable_in_the_lesson_or_the_sealed_file(lesson):
    path = next(p for p in LESSONS if p.name.startswith(lesson[1:]))
    text = json.dumps(read(path), ensure_ascii=False) + QUIZ_FILE.read_text(encoding="utf-8")
    for spec in QUIZ[lesson].values():
        for why in spec["why"].values():
            assert why not in text


@pytest.mark.parametrize("lesson", sorted(QUIZ))
def test_right_answers_pass_and_each_wrong_choice_fails_with_its_explanation(lesson):
    questions = shown(lesson)
    right = {qid: spec["answer"] for qid, spec in questions.items()}
    result, _ = evaluate(lesson, right)
    assert result.score == 1.0
    grade_quiz(lesson, right)
    for qid, spec in questions.items():
        for choice, why in spec["why"].items():
            result, lines = evaluate(lesson, {**right, qid: choice})
            assert result.verdicts[qid] is (choice == spec["answer"])
            assert any(why in line for line in lines)
        with pytest.raises(AssertionError):
            grade_quiz(lesson, {**right, qid: None})


def test_unanswered_and_unknown_choices_are_reported_not_raised():
    result, lines = evaluate("l01", {"q1": None, "q2": "z"})
    assert result.verdicts["q1"] is None and result.verdicts["q2"] is False
    assert len(lines) == len(quiz_data()["l01"]["questions"])


@pytest.mark.parametrize("lesson", sorted(QUIZ))
def test_each_quiz_has_three_to_five_questions_with_explained_choices(lesson):
    assert 3 <= len(QUIZ[lesson]) <= 5
    for spec in QUIZ[lesson].values():
        assert spec["answer"] in spec["choices"] and set(spec["why"]) == set(spec["choices"])
        assert spec["concepts"]


def shipped_key(lesson):
    """(right choice index, number of choices) per question, read from what learners get:
    the sealed file (the choice whose hash is the stored answer) and the lesson's choices."""
    data = quiz_data()[lesson]
    right, counts = [], []
    for qid, spec in data["questions"].items():
        letters = sorted(spec["feedback"])
        hits = [c for c in letters if answer_hash(data["salt"], lesson, qid, c) == spec["answer"]]
        assert len(hits) == 1, (lesson, qid, hits)
        right.append(LETTERS.index(hits[0]))
        counts.append(len(letters))
    return right, counts


@pytest.mark.parametrize("lesson", sorted(QUIZ))
def test_no_letter_strategy_beats_chance_in_a_lesson(lesson):
    """Chance is defined in guessing.py: a strategy is flagged when a random key would give
    it this score or more with probability below 5 %."""
    assert flags(*shipped_key(lesson)) == []


def test_no_letter_strategy_beats_chance_over_the_course():
    assert course_flags([shipped_key(lesson) for lesson in sorted(QUIZ)]) == []


def test_the_guessing_check_catches_the_unshuffled_key():
    """The key in author order (right answers a, b, c, ... in question order) is flagged in
    every lesson but one, and "1 -> a, 2 -> b, 3 -> c" scores 29 of 30 over the course."""
    authored = [key_of(QUIZ[lesson]) for lesson in sorted(QUIZ)]
    flagged = [lesson for lesson, key in zip(sorted(QUIZ), authored, strict=True) if flags(*key)]
    assert len(flagged) >= 8, flagged
    by_name = {flag.strategy: flag for flag in course_flags(authored)}
    assert by_name["cycle from a, in every lesson"].score == 29


def test_the_guessing_check_flags_constant_and_cyclic_keys_but_not_a_mixed_one():
    three = [3, 3, 3]
    assert {f.strategy for f in flags([0, 0, 0], three)} == {"always a", "the last answer again"}
    assert "cycle from c" in [f.strategy for f in flags([2, 0, 1], three)]
    assert "the last answer again" in [f.strategy for f in flags([1, 1, 1, 1, 1], [3] * 5)]
    assert flags([1, 2, 2], three) == []  # scores of at most 2 of 3 are within chance


def test_the_shuffle_keeps_each_explanation_and_the_answer_with_its_choice():
    for lesson, questions in QUIZ.items():
        again = shown(lesson)
        for qid, spec in questions.items():
            mine = again[qid]
            assert mine["choices"][mine["answer"]] == spec["choices"][spec["answer"]]
            for letter, text in mine["choices"].items():
                author = next(a for a, t in spec["choices"].items() if t == text)
                assert mine["why"][letter] == spec["why"][author]
