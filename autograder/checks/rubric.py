"""An exercise's rubric as data: one record per grade cell, rendered, never retyped.

Each exercise folder holds ``rubric.toml``: a ``title``, the docs' ``intro`` and ``notes``
(English), ``table_for`` (who reads the notebook's table: ``learners``, a markdown cell of
the release; or ``instructors``, comments inside a solution region that the release drops)
and one ``[[criterion]]`` per grade cell, in notebook order: ``name`` (the grade_id),
``points``, ``hidden``, the Korean ``label``, and ``accepts`` / ``rejects`` / ``why`` in
both languages. `table` renders the Korean table of the source notebook and the English
one of docs/RUBRICS.md (`section`); ``autograder.grading.commands.rubrics`` writes them there, and a
test fails when either drifts from the data or the data from the registered ``CHECKS``.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

__all__ = ["AUDIENCES", "Criterion", "Rubric", "load", "rubric_path", "section", "table"]

EXERCISES_DIR = Path(__file__).resolve().parents[1] / "exercises"
AUDIENCES = ("learners", "instructors")

_HEADERS = {
    "ko": ("기준", "점수", "통과", "불통과", "이유"),
    "en": ("Criterion", "Points", "Accepts", "Rejects (diagnosis)", "Why"),
}
_HIDDEN = {"ko": ", 숨은 테스트", "en": " (hidden)"}
_TEXTS = ("accepts", "rejects", "why")


@dataclass(frozen=True)
class Criterion:
    """One grade cell of the rubric; the texts are ``{"ko": ..., "en": ...}``."""

    name: str
    points: float
    hidden: bool
    label: str
    accepts: Mapping[str, str]
    rejects: Mapping[str, str]
    why: Mapping[str, str]


@dataclass(frozen=True)
class Rubric:
    exercise: str
    title: str
    table_for: str
    intro: str
    notes: str
    criteria: tuple[Criterion, ...]


def rubric_path(exercise: str) -> Path:
    return EXERCISES_DIR / exercise / "rubric.toml"


def load(exercise: str) -> Rubric:
    """The rubric of `exercise` (ValueError naming the field that is missing or wrong)."""
    data = tomllib.loads(rubric_path(exercise).read_text(encoding="utf-8"))
    if data.get("table_for") not in AUDIENCES:
        raise ValueError(f"{exercise}: table_for must be one of {AUDIENCES}")
    criteria = tuple(_criterion(exercise, raw) for raw in data.get("criterion", []))
    fields = (data["title"], data["table_for"], data["intro"], data.get("notes", ""))
    return Rubric(exercise, *fields, criteria)


def _criterion(exercise: str, raw: Mapping) -> Criterion:
    try:
        texts = {k: {lang: raw[k][lang] for lang in ("ko", "en")} for k in _TEXTS}
        return Criterion(raw["name"], raw["points"], raw["hidden"], raw["label"], **texts)
    except KeyError as missing:
        raise ValueError(f"{exercise}: criterion {raw.get('name')!r} lacks {missing}") from None


def table(rubric: Rubric, lang: str) -> list[str]:
    """The markdown table in `lang`: header, rule, one row per criterion."""
    rows = ["| " + " | ".join(_HEADERS[lang]) + " |", "|---|---|---|---|---|"]
    for c in rubric.criteria:
        hidden = _HIDDEN[lang] if c.hidden else ""
        name = f"{c.label} (`{c.name}`{hidden})" if lang == "ko" else f"`{c.name}`{hidden}"
        texts = (c.accepts[lang], c.rejects[lang], c.why[lang])
        rows.append("| " + " | ".join((name, _points(c.points), *texts)) + " |")
    return rows


def section(rubric: Rubric) -> str:
    """The exercise's section of docs/RUBRICS.md: heading, intro, the table, notes."""
    parts = [f"## {rubric.title}", rubric.intro.strip(), "\n".join(table(rubric, "en"))]
    return "\n\n".join([*parts, *([rubric.notes.strip()] if rubric.notes.strip() else [])])


def _points(points: float) -> str:
    return str(int(points)) if float(points).is_integer() else str(points)
