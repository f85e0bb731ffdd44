"""Seal the quiz key into autograder/practice/quizzes.json and render each lesson's quiz cell.

Run ``python -m tests.lessons.practice_answers.build_quizzes`` after editing ``quiz_key.py``;
it rewrites the JSON file and the quiz cells (metadata ``course.quiz``) of the lessons.
"""

from __future__ import annotations

import hashlib
import json

import nbformat

from autograder.practice.quiz import QUIZ_FILE, answer_hash, seal
from tests.lessons.lessons import LESSONS
from tests.lessons.practice_answers.quiz_key import QUIZ


def salt_for(lesson: str) -> str:
    """A fixed salt per lesson, so rebuilding gives the same file."""
    return hashlib.sha256(f"tooluse-course-quiz|{lesson}".encode()).hexdigest()[:16]


def sealed() -> dict:
    out = {}
    for lesson, questions in QUIZ.items():
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
    for qid, spec in QUIZ[lesson].items():
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
