"""What a diagnosis means for re-teaching: its Korean label, its group, its cause, its lesson.

The class report (`report`) groups failed criteria by *cause*: a failed hidden variant
(``ex02.variant_failed``) is a consequence, explained by its ``reason_key`` (every
``*_key`` parameter names the cause). Keys are sorted into three groups: learner
mistakes (what to re-teach), not attempted (blank answers), and grading failures
(timeouts, crashes of the grader: not the learner's mistake). Each key links to the
concepts (``lessons/concepts.json``) and to the lessons that teach them (each lesson's
``course.concepts`` metadata).
"""

from __future__ import annotations

import json
import string
from functools import cache
from pathlib import Path

from autograder.catalogue import MissingMessage, all_messages

__all__ = ["cause_of", "concepts_of", "group_of", "label", "lessons_for", "lessons_of"]

LESSONS = Path(__file__).resolve().parents[3] / "lessons"

#: Explicit concept ids per diagnosis key (others: by words in the key, then the exercise).
_CONCEPTS = {
    "ex01.assistant_missing": ["C10"],
    "ex01.assistant_changed": ["C10", "C5"],
    "ex01.assistant_reordered": ["C10", "F4"],
    "ex01.openai_tool_message": ["C12"],
    "ex01.api_rejected": ["C1", "C6"],
    "ex02.assistant_turn_missing": ["C10"],
    "ex02.lines_partly_right": ["C14"],
    "ex02.no_second_call": ["C3", "C11"],
    "ex02.no_model_call": ["C4"],
    "ex09.anthropic_parallel_flag": ["F9"],
    "ex09.parallel_not_off": ["F9"],
    "ex09.parallel_off_unasked": ["F9"],
    "ex09.mcp_schema_not_mapped": ["F18"],
    "ex09.mcp_not_function": ["F18"],
    "ex09.mcp_tool_changed": ["F18"],
    "ex09.mcp_tool_not_called": ["F18"],
}
#: Words in a key -> concepts, tried in order.
_WORDS = [
    ("tool_use_id", ["C6"]),
    ("_id", ["C6"]),
    ("tools", ["C2"]),
    ("assistant", ["C10"]),
    ("tool_result", ["C6"]),
    ("result", ["C6"]),
    ("content", ["C6", "P7"]),
    ("temperature", ["C6"]),
    ("condition", ["C6"]),
]
#: ex01/ex02 predate the modules' CONCEPTS; their level tasks are concepts of their own.
_EXERCISE = {"ex01": ["C13"], "ex02": ["C14"]}


def group_of(key: str) -> str:
    """ "grading" (not the learner's doing), "blank" (not attempted) or "mistake"."""
    if key.startswith("grading.") or key.endswith(".internal_error"):
        return "grading"
    if key.endswith(".not_started"):
        return "blank"
    return "mistake"


def cause_of(key: str, params: dict) -> str:
    """The key that explains a failure: the first ``*_key`` parameter, else `key` itself."""
    for name, value in sorted(params.items()):
        if name.endswith("_key") and isinstance(value, str):
            return value
    return key


def label(key: str, lang: str = "ko") -> str:
    """A short learner-neutral label: the catalogue sentence's first clause, params blank."""
    try:
        template = all_messages()[key][lang]
    except KeyError:
        return key
    try:
        text = string.Formatter().vformat(template, (), _Blank())
    except (ValueError, MissingMessage, IndexError):
        text = template
    first = text.split("\n")[0]
    for stop in ("다. ", ". "):
        if stop in first:
            return first.split(stop)[0] + stop.strip()
    return first


class _Dots:
    """A blank parameter that takes any format spec or conversion (``{seconds:g}``,
    ``{expected!r}``): a label never shows an object's address."""

    def __format__(self, spec: str) -> str:
        return "…"

    def __repr__(self) -> str:
        return "…"

    __str__ = __repr__


class _Blank(dict):
    def __missing__(self, name: str) -> _Dots:
        return _Dots()


def concepts_of(key: str) -> list[str]:
    """Concept ids (``lessons/concepts.json``) that teach what `key` diagnoses."""
    if key in _CONCEPTS:
        return _CONCEPTS[key]
    name = key.split(".", 1)[-1]
    for word, concepts in _WORDS:
        if word in name:
            return concepts
    prefix = key.split(".")[0]
    return _EXERCISE.get(prefix) or _exercise_concepts(prefix)


@cache
def _exercise_concepts(prefix: str) -> list[str]:
    """The concepts an exercise's checks module declares (`CONCEPTS`), for a key prefix."""
    from autograder.checks import exercise_module

    try:
        return list(getattr(exercise_module(prefix + "_"), "CONCEPTS", ()))
    except (KeyError, ImportError):
        return []


@cache
def _lesson_index() -> dict[str, list[str]]:
    index: dict[str, list[str]] = {}
    for path in sorted(LESSONS.glob("*.ipynb")):
        meta = json.loads(path.read_text(encoding="utf-8")).get("metadata", {})
        for concept in meta.get("course", {}).get("concepts", []):
            index.setdefault(concept, []).append(f"lessons/{path.name}")
    return index


def lessons_for(key: str) -> list[dict[str, str]]:
    """[{"concept", "title", "lessons"}] for each concept that teaches `key`."""
    return lessons_of(concepts_of(key))


def lessons_of(concepts: list[str]) -> list[dict[str, str]]:
    """[{"concept", "title", "lessons"}] for each of `concepts`."""
    titles = _concept_titles()
    return [
        {"concept": c, "title": titles.get(c, ""), "lessons": _lesson_index().get(c, [])}
        for c in concepts
    ]


@cache
def _concept_titles() -> dict[str, str]:
    path = LESSONS / "concepts.json"
    return json.loads(path.read_text(encoding="utf-8"))["concepts"] if path.exists() else {}
