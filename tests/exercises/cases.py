"""Every graded case of every exercise, of three kinds, found on disk, in one type.

``tests/exercises/<exercise>/`` holds an exercise's cases, each in the golden format
(`autograder.grading.commands.goldens.read_cells`: ``# name: value`` header lines, then
the answer cells it replaces, ``# %% <grade_id>``):

- ``goldens/<case>/submission.py`` + ``results.json``: known answers and known mistakes
  with their exact results (``make goldens`` writes them from the real ``nbgrader
  autograde``);
- ``corpus/<case>.py``: unseen learner answers, ``# kind: right|wrong`` (a fair, correct
  answer; a plausible mistake) and ``# expect: <points> <key> | ...`` -- in grade-cell
  order, for every *automatic* criterion, the points and the diagnosis key without the
  exercise prefix (the rubric's verdict, docs/RUBRICS.md);
- ``attacks/<attack>/attack.txt``: cheating submissions (``# base:`` defaults to
  ``release``) with ``# expected:`` points per criterion (their honest part; ``# needs:
  bwrap`` when only the sandbox stops them); ``{COURSE}`` and ``{REPO}`` in their cells
  stand for the grading course and the repository.

Each case is one learner (`Case.student`: ``g-``, ``c-`` or ``a-`` and its name) of its
exercise's grading batch, so a run grades every case once per path.
"""

from __future__ import annotations

import json
import shutil
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import nbformat

from autograder.grading.commands.goldens import GOLDEN_DIR, Golden, build_notebook, read_cells
from autograder.grading.commands.goldens import discover as discover_goldens

__all__ = ["CASES_DIR", "KINDS", "Case", "all_cases", "cases_of", "usable"]

CASES_DIR = GOLDEN_DIR  # tests/exercises/
#: kind -> the prefix of its learners' names.
KINDS = {"golden": "g", "corpus": "c", "attack": "a"}


@dataclass(frozen=True)
class Case:
    """One graded case: its exercise, kind, submission and what it must get."""

    exercise: str
    kind: str  # "golden" | "corpus" | "attack"
    name: str
    golden: Golden  # the submission: header and answer cells
    #: golden: results.json; corpus: ((points, key), ...); attack: {criterion: points}
    expected: Any
    label: str = ""  # corpus: "right" | "wrong"; attack: what it tries
    needs_bwrap: bool = False

    @property
    def student(self) -> str:
        return f"{KINDS[self.kind]}-{self.name}"

    @property
    def id(self) -> str:
        return f"{self.exercise}/{self.student}"

    def notebook(self, course: Path) -> nbformat.NotebookNode:
        """The submission as its learner hands it in to `course`."""
        from autograder.grading.commands.release import ROOT

        cells = {
            grade_id: source.replace("{COURSE}", str(course)).replace("{REPO}", str(ROOT))
            for grade_id, source in self.golden.cells.items()
        }
        g = self.golden
        return build_notebook(Golden(g.path, g.exercise, g.case, g.description, g.base, cells))


def corpus_case(path: Path) -> Case:
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
    return Case(exercise, "corpus", name, golden, tuple(expected), kind)


def attack_case(folder: Path) -> Case:
    header, cells = read_cells(folder / "attack.txt")
    exercise, name = folder.parent.parent.name, folder.name
    what = header.get("attack") or header.get("control", "")
    golden = Golden(folder, exercise, name, what, header.get("base", "release"), cells)
    expected = json.loads(header["expected"])
    return Case(exercise, "attack", name, golden, expected, what, header.get("needs") == "bwrap")


@cache
def all_cases() -> tuple[Case, ...]:
    """Goldens, corpus and attacks of every exercise, by exercise, kind and name."""
    found = [Case(g.exercise, "golden", g.case, g, g.expected()) for g in discover_goldens()]
    found += [corpus_case(p) for p in CASES_DIR.glob("*/corpus/*.py")]
    found += [attack_case(p.parent) for p in CASES_DIR.glob("*/attacks/*/attack.txt")]
    order = list(KINDS)
    return tuple(sorted(found, key=lambda c: (c.exercise, order.index(c.kind), c.name)))


def cases_of(exercise: str | None = None, kind: str | None = None) -> list[Case]:
    return [c for c in all_cases() if exercise in (None, c.exercise) and kind in (None, c.kind)]


def usable(cases: list[Case]) -> list[Case]:
    """The cases this machine can grade (an attack that needs bubblewrap needs it)."""
    has_bwrap = shutil.which("bwrap") is not None
    return [c for c in cases if has_bwrap or not c.needs_bwrap]
