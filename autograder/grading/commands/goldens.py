"""Golden submissions: known answers and known mistakes with their exact expected grades.

``tests/exercises/<exercise>/goldens/<case>/submission.py`` describes a submission as
changes to a notebook::

    # golden: the tool's name used as the tool_use_id
    # base: solution            (start from the reference answers; or "release": unanswered)
    # %% ex01_messages_answer   (grade_id of an answer cell; its new source follows)
    messages = [...]

``results.json`` beside it holds the expected points and diagnosis key per criterion, as
produced by the real ``nbgrader autograde``. ``python -m autograder goldens`` checks them;
``--update`` rewrites them (review the diff).
"""

from __future__ import annotations

import argparse
import json
import tempfile
from collections.abc import Iterable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import nbformat

from autograder.grading.commands.autograde_results import autograde_batch
from autograder.grading.commands.release import RELEASE, ROOT, SOURCE

__all__ = [
    "GOLDEN_DIR",
    "Golden",
    "build_notebook",
    "discover",
    "golden_path",
    "grade_goldens",
    "read_cells",
]

#: Each exercise's test data: ``<exercise>/goldens/<case>/`` (and corpus/, attacks/).
GOLDEN_DIR = ROOT / "tests" / "exercises"


@dataclass(frozen=True)
class Golden:
    """One golden case: its folder, exercise, base and the answer cells it replaces."""

    path: Path
    exercise: str
    case: str
    description: str
    base: str
    cells: dict[str, str]

    @property
    def id(self) -> str:
        """``<exercise>-<case>``: unique over every exercise (test ids, result keys)."""
        return f"{self.exercise}-{self.case}"

    @property
    def expected_path(self) -> Path:
        return self.path / "results.json"

    def expected(self) -> dict[str, Any] | None:
        path = self.expected_path
        return json.loads(path.read_text(encoding="utf-8")) if path.exists() else None


def parse(path: Path) -> Golden:
    """Read `path`/submission.py (format in the module docstring)."""
    exercise, case = path.parent.parent.name, path.name
    header, sources = read_cells(path / "submission.py")
    base = header.get("base", "solution")
    return Golden(path, exercise, case, header.get("golden", ""), base, sources)


def read_cells(file: Path) -> tuple[dict[str, str], dict[str, str]]:
    """(``# name: value`` header lines, source per ``# %% <grade_id>`` section) of `file`."""
    header: dict[str, str] = {}
    cells: dict[str, list[str]] = {}
    current: list[str] | None = None
    for line in file.read_text(encoding="utf-8").splitlines():
        if line.startswith("# %% "):
            current = cells.setdefault(line[5:].strip(), [])
        elif current is not None:
            current.append(line)
        elif line.startswith("# ") and ":" in line:
            name, value = line[2:].split(":", 1)
            header[name.strip()] = value.strip()
    return header, {gid: "\n".join(lines).strip("\n") for gid, lines in cells.items()}


def golden_path(golden_id: str, root: Path = GOLDEN_DIR) -> Path:
    """The folder of golden ``<exercise>-<case>``."""
    exercise, case = golden_id.split("-", 1)
    return root / exercise / "goldens" / case


def discover(root: Path = GOLDEN_DIR, exercise: str | None = None) -> list[Golden]:
    """Every golden case under `root` (optionally of one exercise), sorted by id."""
    found = [parse(p.parent) for p in sorted(root.glob("*/goldens/*/submission.py"))]
    return sorted((g for g in found if exercise in (None, g.exercise)), key=lambda g: g.id)


def build_notebook(golden: Golden, root: Path = ROOT) -> nbformat.NotebookNode:
    """The release notebook with the golden's answers filled in."""
    release = nbformat.read(root / RELEASE / golden.exercise / f"{golden.exercise}.ipynb", 4)
    answers = _reference_answers(golden.exercise, root) if golden.base == "solution" else {}
    answers.update(golden.cells)
    for cell in release.cells:
        grade_id = cell.metadata.get("nbgrader", {}).get("grade_id")
        if grade_id in answers:
            cell.source = answers.pop(grade_id)
    if answers:
        raise ValueError(f"{golden.id}: no answer cell named {sorted(answers)}")
    return release


def _reference_answers(exercise: str, root: Path) -> dict[str, str]:
    source = nbformat.read(root / SOURCE / exercise / f"{exercise}.ipynb", 4)
    return {
        cell.metadata["nbgrader"]["grade_id"]: _without_markers(cell.source)
        for cell in source.cells
        if cell.metadata.get("nbgrader", {}).get("solution")
    }


def _without_markers(source: str) -> str:
    return "\n".join(
        line for line in source.split("\n") if "### BEGIN" not in line and "### END" not in line
    )


def grade_goldens(goldens: Iterable[Golden], workdir: Path) -> dict[str, Any]:
    """Autograde goldens, one nbgrader run per exercise (runs side by side); plus timing."""
    by_exercise: dict[str, list[Golden]] = {}
    for golden in goldens:
        by_exercise.setdefault(golden.exercise, []).append(golden)

    def grade(exercise: str) -> dict[str, Any]:
        cases = by_exercise[exercise]
        notebooks = {g.case: build_notebook(g) for g in cases}
        return autograde_batch(exercise, notebooks, workdir / exercise)

    with ThreadPoolExecutor(max_workers=2) as pool:
        batches = dict(zip(by_exercise, pool.map(grade, by_exercise), strict=True))
    results = {
        g.id: batches[exercise]["results"][g.case]
        for exercise, cases in by_exercise.items()
        for g in cases
    }
    timing = {
        exercise: {"seconds": batch["seconds"], "notebooks": len(by_exercise[exercise])}
        for exercise, batch in batches.items()
    }
    return {"results": results, "timing": timing, "courses": {e: workdir / e for e in batches}}


def write_expected(golden: Golden, result: dict[str, Any]) -> None:
    payload = {"version": 1, "description": golden.description, **result}
    text = json.dumps(payload, ensure_ascii=False, indent=2) + "\n"
    golden.expected_path.write_text(text, encoding="utf-8")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--update", action="store_true", help="rewrite results.json files")
    parser.add_argument("--exercise", help="only this exercise id")


def run(args: argparse.Namespace) -> int:
    goldens = discover(exercise=args.exercise)
    with tempfile.TemporaryDirectory(prefix="goldens-") as tmp:
        graded = grade_goldens(goldens, Path(tmp))
    mismatches = 0
    for golden in goldens:
        result = graded["results"][golden.id]
        expected = golden.expected()
        same = expected is not None and _comparable(expected) == _comparable(result)
        if args.update and not same:
            write_expected(golden, result)
        mismatches += not same
        print(f"{'ok  ' if same else ('updated' if args.update else 'DIFF')} {golden.id}")
    for exercise, t in graded["timing"].items():
        per = t["seconds"] / max(t["notebooks"], 1)
        print(f"{exercise}: {t['notebooks']} notebooks, {t['seconds']:.1f} s, {per:.2f} s/notebook")
    return 1 if mismatches and not args.update else 0


def _comparable(result: dict[str, Any]) -> list[tuple[Any, ...]]:
    keys = ("name", "status", "points", "max_points", "key")
    return [tuple(c.get(k) for k in keys) for c in result["checks"]]
