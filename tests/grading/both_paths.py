"""Grade the same submissions on both instructor paths and compare what each recorded.

Path "plain" is ``nbgrader autograde <id> --force`` run as a command in a course made
from the repository's ``nbgrader_config.py`` (what formgrader's Autograde button runs
too: the same converter and configuration); path "batch" is ``grade_assignment`` (what
``make grade`` runs). Each submission's record is, per grade cell, its score in the
gradebook and its outputs in the autograded notebook (the comment formgrader shows and
feedback is made from), serialised to JSON so "identical" means byte-identical.

Cases are discovered, never listed: every golden (``tests/golden/*/submission.py``) and
every adversarial case (``tests/grading/adversarial/cases/*/attack.txt``), so cases added
later are compared too. ``python -m tests.grading.both_paths`` prints the figures.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import nbformat

PATHS = ("plain", "batch")


@dataclass(frozen=True)
class Submission:
    """One learner of the comparison: where it comes from and how to build its notebook."""

    student: str
    exercise: str
    kind: str  # "golden" or "attack"
    build: Callable[[Path], nbformat.NotebookNode]
    expected: dict[str, float] | None = None  # attack cases: points per criterion
    needs_bwrap: bool = False


def discover() -> list[Submission]:
    """Every golden and every adversarial case (skipping those that need a missing bwrap)."""
    from autograder.grading.commands.goldens import build_notebook
    from autograder.grading.commands.goldens import discover as goldens
    from tests.grading.adversarial import test_attacks

    found = [
        Submission(f"g-{g.case}", g.exercise, "golden", lambda _course, g=g: build_notebook(g))
        for g in goldens()
    ]
    found += [
        Submission(
            f"a-{case.name.split('-', 1)[1]}",
            case.exercise,
            "attack",
            lambda course, case=case: test_attacks.build(case, course),
            case.expected,
            case.needs_bwrap,
        )
        for case in test_attacks.CASES
    ]
    has_bwrap = shutil.which("bwrap") is not None
    return [s for s in found if has_bwrap or not s.needs_bwrap]


def grade_both(exercise: str, submissions: list[Submission], workdir: Path) -> dict[str, dict]:
    """{"plain": records, "batch": records} for `submissions` of `exercise`."""
    return {path: _grade(path, exercise, submissions, workdir / path) for path in PATHS}


def _grade(path: str, exercise: str, submissions: list[Submission], workdir: Path) -> dict:
    from autograder.grading.commands.autograde_results import prepare_course

    course = prepare_course(workdir, exercise)
    for submission in submissions:
        folder = course / "submitted" / submission.student / exercise
        folder.mkdir(parents=True)
        nbformat.write(submission.build(course), folder / f"{exercise}.ipynb")
    if path == "plain":
        _plain_autograde(course, exercise)
    else:
        from autograder.grading.batch.parallel import grade_assignment

        grade_assignment(course, exercise, jobs=2, progress=False)
    return {s.student: record(course, exercise, s.student) for s in submissions}


def _plain_autograde(course: Path, exercise: str) -> subprocess.CompletedProcess:
    """`nbgrader autograde` as an instructor types it (failures are recorded, not raised)."""
    from autograder.grading.commands.release import ROOT, nbgrader_command

    env_path = str(Path(sys.executable).parent)
    env = {**os.environ, "PYTHONPATH": str(ROOT), "JUPYTER_PLATFORM_DIRS": "1"}
    env["PATH"] = env_path + os.pathsep + env.get("PATH", "")
    env.pop("ANTHROPIC_API_KEY", None)
    command = nbgrader_command("autograde", exercise, "--force", root=course)
    return subprocess.run(command, cwd=course, env=env, capture_output=True, text=True)


FORMGRADER = """\
import json, sys
from nbgrader.apps import NbGrader, NbGraderAPI
from nbgrader.coursedir import CourseDirectory
app = NbGrader()
app.load_config_file()  # nbgrader_config.py of the working directory, as formgrader does
api = NbGraderAPI(CourseDirectory(parent=app), parent=app)
print(json.dumps(api.autograde(sys.argv[1], sys.argv[2])))
"""


def formgrader_autograde(course: Path, exercise: str, student: str) -> dict:
    """What formgrader's Autograde button runs (``NbGraderAPI.autograde``), in `course`."""
    from autograder.grading.commands.release import ROOT

    env = {**os.environ, "PYTHONPATH": str(ROOT), "JUPYTER_PLATFORM_DIRS": "1"}
    env["PATH"] = str(Path(sys.executable).parent) + os.pathsep + env.get("PATH", "")
    env.pop("ANTHROPIC_API_KEY", None)
    command = [sys.executable, "-c", FORMGRADER, exercise, student]
    done = subprocess.run(command, cwd=course, env=env, capture_output=True, text=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


#: A duration the grader measured while the learner's code ran ("0.91초", "0.91 s"): it
#: differs between any two runs, so the paths are compared with it blanked out.
MEASURED = re.compile(r"\d+(?:\.\d+)?(?=초| s\b)")


def without_measurements(outputs: str) -> str:
    return MEASURED.sub("…", outputs)


def record(course: Path, exercise: str, student: str) -> dict[str, list] | None:
    """grade_id -> [score, outputs as JSON] for one graded student (None: not graded).

    Measured durations in the outputs are blanked (`MEASURED`); everything else is kept.
    """
    from nbgrader.api import Gradebook, MissingEntry

    graded = course / "autograded" / student / exercise / f"{exercise}.ipynb"
    if not graded.exists():
        return None
    nb = nbformat.read(graded, as_version=4)
    outputs = {
        cell.metadata["nbgrader"]["grade_id"]: without_measurements(
            json.dumps(cell.get("outputs", []), ensure_ascii=False, sort_keys=True)
        )
        for cell in nb.cells
        if cell.metadata.get("nbgrader", {}).get("grade") and cell.cell_type == "code"
    }
    with Gradebook(f"sqlite:///{course / 'gradebook.db'}") as gb:
        try:
            notebook = gb.find_submission_notebook(exercise, exercise, student)
        except MissingEntry:
            return None
        return {
            g.name: [g.score, outputs.get(g.name)] for g in notebook.grades if g.name in outputs
        }


def compare(submissions: list[Submission], workdir: Path) -> dict[str, dict]:
    """Per student: both records, whether they agree, and (attacks) scores vs expected."""
    out: dict[str, dict] = {}
    for exercise in sorted({s.exercise for s in submissions}):
        chosen = [s for s in submissions if s.exercise == exercise]
        both = grade_both(exercise, chosen, workdir / exercise)
        for s in chosen:
            plain, batch = both["plain"][s.student], both["batch"][s.student]
            out[f"{exercise}/{s.student}"] = {
                "submission": s,
                "plain": plain,
                "batch": batch,
                "same": plain is not None and plain == batch,
                "same_scores": plain is not None
                and batch is not None
                and {k: v[0] for k, v in plain.items()} == {k: v[0] for k, v in batch.items()},
            }
    return out


def scores(found: dict | None) -> dict[str, float] | None:
    return None if found is None else {name: value[0] for name, value in found.items()}


def main() -> int:
    submissions = discover()
    with tempfile.TemporaryDirectory(prefix="both-paths-") as tmp:
        result = compare(submissions, Path(tmp))
    for kind in ("golden", "attack"):
        rows = [r for r in result.values() if r["submission"].kind == kind]
        differ = sum(not r["same"] for r in rows)
        score_differ = sum(not r["same_scores"] for r in rows)
        print(f"{kind}: {len(rows)} cases, {differ} differ (scores or comments), ", end="")
        print(f"{score_differ} differ in scores")
        if kind == "attack":
            plain_wins = sum(
                scores(r["plain"]) != r["submission"].expected
                for r in rows
                if r["submission"].expected
            )
            batch_wins = sum(
                scores(r["batch"]) != r["submission"].expected
                for r in rows
                if r["submission"].expected
            )
            print(f"attack: plain path off its honest part in {plain_wins}, batch in {batch_wins}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
