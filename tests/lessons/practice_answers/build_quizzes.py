"""Seal the quiz key into autograder/practice/quizzes.json and render each lesson's quiz cell.

Run ``python -m tests.lessons.practice_answers.build_quizzes`` after editing ``quiz_key.py``;
it rewrites the JSON file and the quiz cells (metadata ``course.quiz``) of the lessons.

The letters in ``quiz_key.py`` are the author's labels only. Learners see each question's
choices in a shuffled order (:func:`shown`): choices are sorted by a SHA-256 of the lesson,
question, question text, choice text and an attempt number, so a rebuild from the same key
gives the same quiz. A lesson's attempt number is the first (0, 1, 2, ...) whose right
letters no blind strategy beats, in that lesson and over the course so far
(``guessing.flags`` / ``guessing.course_flags``).
"""

from __future__ import annotations

import hashlib
import json
from functools import cache

import nbformat

from autograder.practice.quiz import QUIZ_FILE, answer_hash, seal
from tests.lessons.lessons import LESSONS
from tests.lessons.practice_answers.guessing import LETTERS, course_flags, flags
from tests.lessons.practice_answers.quiz_key import QUIZ

#: Attempts tried per lesson before the builder gives up (a few are needed in practice).
MAX_ATTEMPTS = 1000


def salt_for(lesson: str) -> str:
    """A fixed salt per lesson, so rebuilding gives the same file."""
    return hashlib.sha256(f"tooluse-course-quiz|{lesson}".encode()).hexdigest()[:16]


def _order(lesson: str, qid: str, spec: dict, attempt: int) -> list[str]:
    """The author's letters in the order the learner sees them."""

    def rank(letter: str) -> str:
        seed = f"{lesson}|{qid}|{attempt}|{spec['text']}|{spec['choices'][letter]}"
        return hashlib.sha256(seed.encode()).hexdigest()

    return sorted(spec["choices"], key=rank)


def _shuffled(lesson: str, attempt: int) -> dict:
    out = {}
    for qid, spec in QUIZ[lesson].items():
        order = _order(lesson, qid, spec, attempt)
        shown_as = {author: LETTERS[index] for index, author in enumerate(order)}
        out[qid] = {
            "text": spec["text"],
            "choices": {shown_as[a]: spec["choices"][a] for a in order},
            "answer": shown_as[spec["answer"]],
            "why": {shown_as[a]: spec["why"][a] for a in order},
            "concepts": spec["concepts"],
        }
    return out


def key_of(questions: dict) -> tuple[list[int], list[int]]:
    """(index of the right choice, number of choices) per question, in question order."""
    right = [LETTERS.index(spec["answer"]) for spec in questions.values()]
    return right, [len(spec["choices"]) for spec in questions.values()]


@cache
def _all_shown() -> dict[str, dict]:
    done: dict[str, dict] = {}
    for lesson in QUIZ:
        for attempt in range(MAX_ATTEMPTS):
            candidate = _shuffled(lesson, attempt)
            keys = [key_of(q) for q in [*done.values(), candidate]]
            if not flags(*keys[-1]) and not course_flags(keys):
                done[lesson] = candidate
                break
        else:  # pragma: no cover - would need an extraordinarily unlucky key
            raise RuntimeError(f"{lesson}: no shuffle passes the guessing check")
    return done


def shown(lesson: str) -> dict:
    """Lesson `lesson`'s quiz as learners see it: per question its text, choices (shown
    letter -> text), right letter, explanations by shown letter, concepts."""
    return _all_shown()[lesson]


def right_answers(lesson: str) -> dict[str, str]:
    """The right shown letter of each question (for tests and the benchmark)."""
    return {qid: spec["answer"] for qid, spec in shown(lesson).items()}


def sealed() -> dict:
    out = {}
    for lesson in QUIZ:
        questions = shown(lesson)
        salt = salt_for(lesson)
        out[lesson] = {
            "salt": salt,
            "questions": {
                qid: {
                    "answer": answer_hash(salt, lesson, qid, spec["answer"]),
                    "concepts": spec["concepts"],
                    "feedback": {
                        choice: seal(salt, lesson, qid, choice, spec["why"][choice])
                        for choice in spec["choices"]
                    },
                }
                for qid, spec in questions.items()
            },
        }
    return out


def sealed_text() -> str:
    return json.dumps(sealed(), ensure_ascii=False, indent=1, sort_keys=True) + "\n"


def quiz_markdown(lesson: str) -> str:
    """The learner's view of a quiz: questions and choices, no answers."""
    lines = [
        "## 퀴즈",
        "",
        '아래 답 셀의 `None`을 고른 보기의 기호(`"a"`, `"b"`, `"c"`)로 바꾸고 실행하세요. '
        "고른 보기마다 왜 맞는지, 왜 아닌지 설명이 나옵니다.",
    ]
    for qid, spec in shown(lesson).items():
        lines += ["", f"**{qid.upper()}.** {spec['text']}", ""]
        lines += [f"- ({choice}) {text}" for choice, text in spec["choices"].items()]
    return "\n".join(lines)


def quiz_code(lesson: str) -> str:
    blanks = ", ".join(f'"{qid}": None' for qid in QUIZ[lesson])
    return f'from autograder.practice.quiz import quiz\n\nanswers = {{{blanks}}}\nquiz("{lesson}", answers);'


def update_notebooks() -> None:
    for path in LESSONS:
        nb = nbformat.read(path, as_version=4)
        for cell in nb.cells:
            lesson = cell.metadata.get("course", {}).get("quiz")
            if lesson and cell.cell_type == "markdown":
                cell.source = quiz_markdown(lesson)
            elif lesson:
                cell.source = quiz_code(lesson)
        nbformat.write(nb, path)


def main() -> None:
    QUIZ_FILE.write_text(sealed_text(), encoding="utf-8")
    update_notebooks()
    print(f"wrote {QUIZ_FILE} and the quiz cells")


if __name__ == "__main__":
    main()
