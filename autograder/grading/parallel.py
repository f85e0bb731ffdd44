"""Grade every submission of an assignment with N workers, one gradebook writer.

`grade_assignment` snapshots the course gradebook, hands each changed submission to a
worker process (`worker.grade_submission`, nbgrader's own ``Autograde`` in a scratch
course directory, learner code in the sandboxed clean room), and merges each finished
submission into the course gradebook from this process only, so SQLite never sees two
writers. A tqdm bar shows count, rate and ETA. Submissions whose content, source and
settings are unchanged since their last grading are skipped unless ``force``.
"""

from __future__ import annotations

import functools
import hashlib
import json
import multiprocessing
import os
import shutil
import tempfile
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from pathlib import Path

from tqdm import tqdm

from autograder.grading.merge import CourseWriter, move_tree, snapshot
from autograder.grading.verdicts import learner_result
from autograder.grading.worker import Task, course_config, grade_submission

__all__ = ["BatchResult", "grade_assignment", "state_dir"]


@dataclass
class BatchResult:
    """What a batch did: graded / skipped / failed student ids, and seconds per learner."""

    graded: list[str] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)
    failed: dict[str, str] = field(default_factory=dict)
    seconds: dict[str, float] = field(default_factory=dict)


def state_dir(root: Path, assignment: str) -> Path:
    """Where grading keeps its own state for `assignment` (ignored by git)."""
    return root / ".grading" / assignment


def grade_assignment(
    root: Path,
    assignment: str,
    *,
    jobs: int | None = None,
    force: bool = False,
    students: list[str] | None = None,
    settings: dict | None = None,
    progress: bool = True,
) -> BatchResult:
    """Autograde `assignment`'s submissions under `root` with `jobs` workers."""
    root = root.resolve()
    config = course_config(root, {})
    dirs = {k: config.CourseDirectory.get(f"{k}_directory", k) for k in ("submitted", "autograded")}
    state = state_dir(root, assignment)
    settings = dict(settings or {})
    found = _submissions(root / dirs["submitted"], assignment, students)
    hashes = _load_hashes(state)
    source = root / config.CourseDirectory.get("source_directory", "source") / assignment
    common = _common_digest(settings, source)
    keys = {s: _content_key(common, root / dirs["submitted"] / s / assignment) for s in found}
    result = BatchResult()
    todo = []
    for student in found:
        done = (root / dirs["autograded"] / student / assignment).is_dir()
        if not force and done and hashes.get(student) == keys[student]:
            result.skipped.append(student)
        else:
            todo.append(student)
    if todo:
        _run(root, assignment, todo, jobs, settings, dirs, state, progress, result)
        hashes.update({s: keys[s] for s in result.graded})
        _save_hashes(state, hashes)
    return result


def _run(root, assignment, todo, jobs, settings, dirs, state, progress, result) -> None:
    db_url = f"sqlite:///{root / 'gradebook.db'}"
    snap = state / "snapshot.db"
    snapshot(root / "gradebook.db", snap)
    scratch = _scratch_dir(state)
    tasks = [Task(str(root), assignment, s, str(snap), str(scratch), settings) for s in todo]
    workers = max(1, min(jobs or os.cpu_count() or 1, len(tasks)))
    context = multiprocessing.get_context("fork")
    bar = tqdm(total=len(tasks), unit="nb", desc=assignment, disable=not progress, smoothing=0.1)
    writer = None
    try:
        with ProcessPoolExecutor(workers, mp_context=context) as pool:
            futures = [pool.submit(grade_submission, task) for task in tasks]
            writer = CourseWriter(db_url)  # opened after the workers forked: they never hold it
            for future in as_completed(futures):
                _absorb(future.result(), root, assignment, writer, dirs, state, result)
                bar.update(1)
    finally:
        if writer is not None:
            writer.close()
        bar.close()
        shutil.rmtree(scratch, ignore_errors=True)


def _scratch_dir(state: Path) -> Path:
    """Per-learner scratch courses: in memory (/dev/shm) when possible, they are throw-away
    and nbgrader commits to their gradebook copies often (each commit an fsync on disk)."""
    shm = Path("/dev/shm")
    if shm.is_dir() and os.access(shm, os.W_OK):
        return Path(tempfile.mkdtemp(prefix="tooluse-grading-", dir=shm))
    return state / "work"


def _absorb(outcome: dict, root, assignment, writer, dirs, state, result: BatchResult) -> None:
    """Merge one finished submission (the only place that writes the course gradebook)."""
    student, work = outcome["student"], Path(outcome["work"])
    result.seconds[student] = outcome["seconds"]
    log = _keep_log(work, state, student)
    if not outcome["ok"]:
        result.failed[student] = f"{outcome['error'] or 'unknown error'} (log: {log})"
        return
    writer.merge(assignment, student, outcome["results"])
    move_tree(
        work / "autograded" / student / assignment, root / dirs["autograded"] / student / assignment
    )
    results = state / "results" / f"{student}.json"
    results.parent.mkdir(parents=True, exist_ok=True)
    verdicts = {
        path.stem: json.loads(path.read_text(encoding="utf-8"))
        for path in sorted((work / "results" / student).glob("*.json"))
    }
    stored = learner_result(student, verdicts)
    results.write_text(json.dumps(stored, ensure_ascii=False, indent=1), encoding="utf-8")
    shutil.rmtree(work, ignore_errors=True)
    result.graded.append(student)


def _keep_log(work: Path, state: Path, student: str) -> Path:
    """Keep the worker's nbgrader log (warnings, clean-room failures) for the instructor."""
    log = state / "logs" / f"{student}.log"
    log.parent.mkdir(parents=True, exist_ok=True)
    if (work / "nbgrader.log").exists():
        shutil.copyfile(work / "nbgrader.log", log)
    return log


def _submissions(submitted: Path, assignment: str, only: list[str] | None) -> list[str]:
    found = sorted(p.parent.name for p in submitted.glob(f"*/{assignment}") if p.is_dir())
    return [s for s in found if only is None or s in only]


def _common_digest(settings: dict, source: Path) -> tuple:
    """What every learner's key shares: the settings and grading code (hashed), and the
    assignment's source files (read once per batch, not once per learner)."""
    digest = hashlib.sha256(json.dumps(settings, sort_keys=True, default=str).encode())
    digest.update(_code_digest().encode())
    return digest, _tree_chunks(source)


def _content_key(common: tuple, submission: Path) -> str:
    """Hash of the submission, the assignment's source, the grading code and settings."""
    prefix, source_chunks = common
    digest = prefix.copy()
    for chunk in (*_tree_chunks(submission), *source_chunks):
        digest.update(chunk)
    return digest.hexdigest()


def _tree_chunks(base: Path) -> list[bytes]:
    """Each file under `base`, as its relative path, a NUL and its bytes, in path order."""
    return [
        str(path.relative_to(base)).encode() + b"\0" + path.read_bytes()
        for path in sorted(p for p in base.rglob("*") if p.is_file())
    ]


@functools.cache
def _code_digest() -> str:
    """Hash of the checks and the grading code: a changed check re-grades everyone."""
    package = Path(__file__).resolve().parent.parent
    digest = hashlib.sha256()
    for folder in ("checks", "grading", "simulator", "contract"):
        for path in sorted((package / folder).rglob("*")):
            if path.is_file() and path.suffix in (".py", ".json"):
                digest.update(path.read_bytes())
    return digest.hexdigest()


def _load_hashes(state: Path) -> dict[str, str]:
    path = state / "hashes.json"
    return json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}


def _save_hashes(state: Path, hashes: dict[str, str]) -> None:
    state.mkdir(parents=True, exist_ok=True)
    (state / "hashes.json").write_text(
        json.dumps(hashes, indent=1, sort_keys=True), encoding="utf-8"
    )
