"""The rubric corpus: unseen learner answers, right and wrong, with their exact expected grades.

``tests/exercises/<exercise>/corpus/<case>.py`` is one learner's answer, in the golden format
(`autograder.grading.commands.goldens.read_cells`): a header, then the answer cells it replaces::

    # corpus: weather written in the notebook's own Korean words
    # kind: right                  (right: a fair, correct answer; wrong: a plausible mistake)
    # base: solution               (start from the reference answers; or "release")
    # expect: 1 passed | 1 passed | 1 passed | 1 api_answered
    # %% ex01_messages_answer
    messages = [...]

``expect`` lists, in grade-cell order and for every *automatic* criterion, the points and
the diagnosis key (without the exercise prefix). The rubric behind them is docs/RUBRICS.md.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from autograder.grading.commands.goldens import Golden, read_cells

__all__ = ["CASES_DIR", "Case", "discover"]

CASES_DIR = Path(__file__).resolve().parents[1] / "exercises"


@dataclass(frozen=True)
class Case:
    """One corpus answer and the grades the rubric gives it."""

    exercise: str
    name: str
    kind: str
    golden: Golden
    expected: tuple[tuple[float, str], ...]

    @property
    def id(self) -> str:
        return f"{self.exercise}-{self.name}"


def parse(path: Path) -> Case:
    exercise, name = path.parent.parent.name, path.stem
    header, cells = read_cells(path)
    prefix = exercise.split("_")[0]
    expected = []
    for item in header["expect"].split("|"):
        points, key = item.split()
        expected.append((float(points), f"{prefix}.{key}"))
    kind = header["kind"]
    if kind not in ("right", "wrong"):
        raise ValueError(f"{path}: kind must be right or wrong, not {kind!r}")
    golden = Golden(path, exercise, name, header["corpus"], header.get("base", "solution"), cells)
    return Case(exercise, name, kind, golden, tuple(expected))


def discover(exercise: str | None = None) -> list[Case]:
    """Every case (optionally of one exercise), sorted by exercise and name."""
    cases = [parse(p) for p in sorted(CASES_DIR.glob("*/corpus/*.py"))]
    return [c for c in cases if exercise in (None, c.exercise)]
