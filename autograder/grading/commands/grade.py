"""`python -m autograder grade`: autograde an assignment in parallel, then export grades.

It is plain ``nbgrader autograde`` (the same converter and configuration) in parallel,
with progress, a per-student status table and an export that says which rows are stale.

Exit codes follow the CLI contract (autograder/cli.py): 0 when grading ran and at least
one submission was graded or unchanged (failures are listed, and marked in grades.csv);
1 when nothing could be graded, the sandbox did not start, another grade command holds
the assignment, or the grader itself failed -- then nothing new is exported; 2 for
usage errors; 130 on Ctrl-C (what was graded is kept, the table so far is printed).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

__all__ = ["add_arguments", "run"]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--assignment", required=True, help="assignment id (e.g. ex02_handle_turn)")
    parser.add_argument("--jobs", type=int, default=None, help="parallel workers (default: cores)")
    parser.add_argument("--force", action="store_true", help="re-grade unchanged submissions")
    parser.add_argument("--student", action="append", help="grade only this student (repeatable)")
    parser.add_argument("--root", type=Path, default=Path("."), help="course directory")
    parser.add_argument("--cell-timeout", type=float, default=30.0, help="seconds per cell")
    parser.add_argument(
        "--notebook-timeout", type=float, default=120.0, help="seconds per notebook"
    )
    parser.add_argument("--memory-mb", type=int, default=768, help="memory per learner process")
    parser.add_argument("--output-bytes", type=int, default=20_000, help="output kept per cell")
    parser.add_argument("--require-sandbox", action="store_true", help="fail without bubblewrap")
    parser.add_argument("--no-export", action="store_true", help="skip writing grades.csv")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")


def run(args: argparse.Namespace) -> int:
    from autograder.grading.batch.parallel import grade_assignment

    root = args.root.resolve()
    _alembic_on_path()
    _ensure_in_gradebook(root, args.assignment)
    os.environ.pop("ANTHROPIC_API_KEY", None)  # nothing below may use it; the sandbox never sees it
    settings = {
        "SandboxExecute.cell_timeout": args.cell_timeout,
        "SandboxExecute.notebook_timeout": args.notebook_timeout,
        "SandboxExecute.memory_mb": args.memory_mb,
        "SandboxExecute.output_bytes": args.output_bytes,
        "SandboxExecute.require_sandbox": args.require_sandbox,
    }
    result = grade_assignment(
        root,
        args.assignment,
        jobs=args.jobs,
        force=args.force,
        students=args.student,
        settings=settings,
        progress=not args.quiet,
    )
    print_table(result)
    if result.interrupted:
        print("interrupted: the submissions graded so far are saved", file=sys.stderr)
        return 130
    if not result.graded and not result.skipped:
        print(
            f"nothing could be graded: no submission under {root}/submitted/*/{args.assignment}/"
            " was graded; grades.csv is not exported",
            file=sys.stderr,
        )
        return 1
    if not args.no_export:
        _export(root)
    return 0


def _ensure_in_gradebook(root: Path, assignment: str) -> None:
    """Record the assignment's grade cells in the gradebook when they are not there yet.

    nbgrader's own `generate_assignment` does it (with a throw-away release directory, so
    the committed release is never rewritten here).
    """
    import tempfile

    from nbgrader.api import Gradebook, MissingEntry

    from autograder.grading.batch.merge import nbgrader_quiet
    from autograder.grading.batch.worker import course_config
    from autograder.grading.commands.release import run_nbgrader

    if (root / "gradebook.db").exists():
        with nbgrader_quiet(), Gradebook(f"sqlite:///{root / 'gradebook.db'}") as gradebook:
            try:
                gradebook.find_assignment(assignment)
                return
            except MissingEntry:
                pass
    source = course_config(root, {}).CourseDirectory.get("source_directory", "source")
    if not (root / source / assignment).is_dir():
        raise FileNotFoundError(
            f"no source for {assignment!r} in {root / source} and no gradebook entry"
        )
    with tempfile.TemporaryDirectory(prefix="release-") as release:
        run_nbgrader(
            "generate_assignment",
            assignment,
            "--force",
            f"--CourseDirectory.release_directory={release}",
            root=root,
        )


def _alembic_on_path() -> None:
    """nbgrader runs the `alembic` script when it creates a gradebook; it lives beside python."""
    bindir = str(Path(sys.executable).parent)
    if bindir not in os.environ.get("PATH", "").split(os.pathsep):
        os.environ["PATH"] = bindir + os.pathsep + os.environ.get("PATH", "")


def print_table(result) -> None:
    """The per-student status table, then one summary line (stdout); misplaced files."""
    rows = [(s, "unchanged", "") for s in result.skipped]
    rows += [(s, "graded", _notes_text(result.notes.get(s, {}))) for s in result.graded]
    stale = set(getattr(result, "stale", ()))
    rows += [
        (
            s,
            "STALE" if s in stale else "FAILED",
            reason + (" (old score kept)" if s in stale else ""),
        )
        for s, reason in result.failed.items()
    ]
    if rows:
        width = max(len(s) for s, _, _ in rows)
        for student, status, detail in sorted(rows):
            print(f"  {student:<{width}}  {status:<9}  {detail}".rstrip())
    graded = len(result.graded)
    seconds = sum(result.seconds.get(s, 0.0) for s in result.graded)
    per = f", {seconds / graded:.2f} s/notebook per worker" if graded else ""
    failed = f"failed {len(result.failed)}" + (f" ({len(stale)} stale)" if stale else "")
    print(f"graded {graded}, unchanged {len(result.skipped)}, {failed}{per}")
    for line in result.misplaced:
        print(f"  misplaced: {line}", file=sys.stderr)


def _notes_text(notes: dict) -> str:
    parts = []
    if notes.get("timed_out"):
        parts.append("timed out")
    if notes.get("truncated"):
        parts.append("output truncated")
    if notes.get("restored"):
        parts.append(f"restored grade cells: {', '.join(notes['restored'])}")
    return "; ".join(parts)


def _export(root: Path) -> None:
    from nbgrader.api import Gradebook
    from nbgrader.plugins import CsvExportPlugin

    from autograder.grading.batch.merge import nbgrader_quiet

    target = root / "grades.csv"
    with nbgrader_quiet(), Gradebook(f"sqlite:///{root / 'gradebook.db'}") as gradebook:
        CsvExportPlugin(to=str(target)).export(gradebook)
    add_status_column(target, root)
    print(f"grades exported to {target}")


def add_status_column(csv_path: Path, root: Path) -> None:
    """Append each row's grading status (graded / failed / stale: old score kept)."""
    import csv

    from autograder.grading.batch.parallel import state_dir
    from autograder.grading.batch.status import load_status

    with csv_path.open(newline="", encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    books: dict[str, dict] = {}
    for row in rows:
        book = books.setdefault(row["assignment"], load_status(state_dir(root, row["assignment"])))
        entry = book.get(row["student_id"], {})
        row["status"] = entry.get("status", "")
    fields = [*(rows[0].keys() if rows else []), *([] if rows else ["status"])]
    with csv_path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.DictWriter(handle, fieldnames=fields)
        writer.writeheader()
        writer.writerows(rows)
