"""Lesson quizzes: multiple choice, checked instantly, answers not readable in the notebook.

``quizzes.json`` (built from the instructor's plain-text key by
``tests/lessons/practice_answers/build_quizzes.py``) keeps, per question, only a salted
SHA-256 of ``salt|lesson|question|correct choice`` and each choice's explanation XOR-ed with
a key stream derived from the same kind of string. So the notebook and the package never
show which choice is right; the explanation of a choice appears once it is chosen.
This hides answers from reading, not from a learner who tries every choice; grading that
matters stays with nbgrader (``grade_quiz`` in a grade cell).
"""

from __future__ import annotations

import base64
import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

__all__ = ["QuizResult", "answer_hash", "grade_quiz", "quiz", "quiz_data", "seal", "unseal"]

QUIZ_FILE = Path(__file__).with_name("quizzes.json")


def answer_hash(salt: str, lesson: str, question: str, choice: str) -> str:
    """The stored fingerprint of a correct choice."""
    return hashlib.sha256(f"{salt}|{lesson}|{question}|{choice}".encode()).hexdigest()


def _stream(seed: str, length: int) -> bytes:
    out = b""
    counter = 0
    while len(out) < length:
        out += hashlib.sha256(f"{seed}|feedback|{counter}".encode()).digest()
        counter += 1
    return out[:length]


def seal(salt: str, lesson: str, question: str, choice: str, text: str) -> str:
    """`text` hidden under the choice's key stream (base64)."""
    raw = text.encode()
    key = _stream(f"{salt}|{lesson}|{question}|{choice}", len(raw))
    return base64.b64encode(bytes(a ^ b for a, b in zip(raw, key, strict=True))).decode()


def unseal(salt: str, lesson: str, question: str, choice: str, sealed: str) -> str:
    """The explanation of `choice` (the inverse of :func:`seal`)."""
    raw = base64.b64decode(sealed)
    key = _stream(f"{salt}|{lesson}|{question}|{choice}", len(raw))
    return bytes(a ^ b for a, b in zip(raw, key, strict=True)).decode()


@cache
def quiz_data() -> dict[str, Any]:
    return json.loads(QUIZ_FILE.read_text(encoding="utf-8"))


@dataclass(frozen=True)
class QuizResult:
    """Per question: ``True`` right, ``False`` wrong, ``None`` not answered."""

    lesson: str
    verdicts: Mapping[str, bool | None]

    @property
    def score(self) -> float:
        return sum(v is True for v in self.verdicts.values()) / max(1, len(self.verdicts))


def _normalise(choice: Any) -> str | None:
    if choice is None or choice is ...:
        return None
    return str(choice).strip().strip("()").lower() or None


def evaluate(lesson: str, answers: Mapping[str, Any]) -> tuple[QuizResult, list[str]]:
    """The verdicts and the Korean lines to show (explanations of the chosen choices)."""
    data = quiz_data()[lesson]
    salt, verdicts, lines = data["salt"], {}, []
    for question, spec in data["questions"].items():
        choice = _normalise(answers.get(question)) if isinstance(answers, Mapping) else None
        if choice is None:
            verdicts[question] = None
            lines.append(f"– {question.upper()}: 아직 고르지 않았습니다.")
        elif choice not in spec["feedback"]:
            verdicts[question] = False
            options = ", ".join(spec["feedback"])
            lines.append(f"? {question.upper()}: {choice!r}는 보기에 없습니다({options} 중 하나).")
        else:
            right = answer_hash(salt, lesson, question, choice) == spec["answer"]
            verdicts[question] = right
            why = unseal(salt, lesson, question, choice, spec["feedback"][choice])
            lines.append(
                f"{'○ 맞습니다' if right else '× 아닙니다'} {question.upper()}({choice}): {why}"
            )
    return QuizResult(lesson, verdicts), lines


def quiz(lesson: str, answers: Mapping[str, Any]) -> QuizResult:
    """Print the feedback for each answered question; never raises in a lesson."""
    try:
        result, lines = evaluate(lesson, answers)
    except Exception as exc:  # a broken quiz file must not stop a lesson
        print(f"! 퀴즈를 확인하지 못했습니다({type(exc).__name__}). 강사에게 알려 주세요.")
        return QuizResult(lesson, {})
    print("\n".join(lines))
    right = sum(v is True for v in result.verdicts.values())
    print(f"{right}/{len(result.verdicts)} 정답")
    return result


def grade_quiz(lesson: str, answers: Mapping[str, Any]) -> None:
    """For an nbgrader grade cell: AssertionError unless every question is answered right."""
    result, _ = evaluate(lesson, answers)
    wrong = [q for q, v in result.verdicts.items() if v is not True]
    assert not wrong, f"퀴즈 {lesson}: 아직 맞히지 못한 문항 {', '.join(wrong)}"
