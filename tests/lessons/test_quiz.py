"""The quizzes: sealed file and lesson cells match the key; right passes, every wrong choice fails."""

import json

import pytest

from autograder.practice.quiz import QUIZ_FILE, evaluate, grade_quiz, quiz_data
from tests.lessons.lessons import LESSONS, read
from tests.lessons.practice_answers.build_quizzes import quiz_code, quiz_markdown, sealed_text
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
    right = {qid: spec["answer"] for qid, spec in QUIZ[lesson].items()}
    result, _ = evaluate(lesson, right)
    assert result.score == 1.0
    grade_quiz(lesson, right)
    for qid, spec in QUIZ[lesson].items():
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


def test_right_answers_are_spread_over_the_letters():
    from collections import Counter

    letters = Counter(spec["answer"] for quiz in QUIZ.values() for spec in quiz.values())
    assert max(letters.values()) < sum(letters.values()) / 2, letters
