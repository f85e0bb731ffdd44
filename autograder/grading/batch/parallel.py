"""Grade every submission of an assignment with N workers, one gradebook writer.

This is plain ``nbgrader autograde`` (the same converter and preprocessors, see
nbgrader_config.py) in parallel, with progress and a summary. `grade_assignment`
checks once that the clean room starts (`preflight`), snapshots the course gradebook,
hands each changed submission to a worker process (`worker.grade_submission`, nbgrader's
own ``Autograde`` in a scratch course directory), and merges each finished submission
into the course gradebook from this process only, so SQLite never sees two writers.

A submission is skipped as unchanged only when its content, the assignment's source, the
grader's code, the course configuration and the settings are those of its last grading
here *and* its autograded notebooks are still the ones that grading wrote (so a result
written by anything else -- a plain run of an older configuration, a hand edit -- is
graded again). Each learner's skip entry and status are saved as soon as it is merged.
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
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path

from tqdm import tqdm

from autograder.grading.batch.merge import CourseWriter, move_tree, snapshot
from autograder.grading.batch.status import (
    BatchResult,
    StatusBook,
    assignment_lock,
    misplaced,
    notes_of,
    stored_verdicts,
)
from autograder.grading.batch.worker import Task, course_config, grade_submission
from autograder.grading.plugins.provenance import code_digest, file_digest
from autograder.grading.plugins.verdicts import learner_result

__all__ = [
    "NOT_GRADED_TIME_LIMIT",
    "BatchResult",
    "PreflightFailed",
    "grade_assignment",
    "preflight",
    "state_dir",
]

#: The status reason of a submission whose run reached a time limit (never a zero).
NOT_GRADED_TIME_LIMIT = "not graded: time limit"


class PreflightFailed(RuntimeError):
    """The clean room could not start: nothing was graded, nothing is exported."""


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
    """Autograde `assignment`'s submissions under `root` with `jobs` workers.

    Raises `PreflightFailed` (before touching anything) when the clean room cannot start,
    and ``RuntimeError`` when another grade command holds this assignment's lock.
    """
    root = root.resolve()
    config = course_config(root, {})
    dirs = {k: config.CourseDirectory.get(f"{k}_directory", k) for k in ("submitted", "autograded")}
    settings = dict(settings or {})
    state = state_dir(root, assignment)
    source = root / config.CourseDirectory.get("source_directory", "source") / assignment
    result = BatchResult()
    with assignment_lock(state):
        found = _submissions(root / dirs["submitted"], assignment, students)
        result.misplaced = misplaced(root / dirs["submitted"], assignment, source)
        hashes = _load_hashes(state)
        common = _common_digest(settings, source, root)
        keys = {s: _content_key(common, root / dirs["submitted"] / s / assignment) for s in found}
        todo = []
        for student in found:
            graded_dir = root / dirs["autograded"] / student / assignment
            if not force and _unchanged(hashes.get(student), keys[student], graded_dir):
                result.skipped.append(student)
            else:
                todo.append(student)
        if todo:
            preflight(settings)
            book = StatusBook(state)
            saver = _Saver(state, hashes, keys, book)
            try:
                _run(root, assignment, todo, jobs, settings, dirs, state, progress, result, saver)
            except KeyboardInterrupt:
                result.interrupted = True
            finally:
                for student, reason in result.failed.items():
                    if book.failed(student, reason) == "stale":
                        result.stale.append(student)
                book.save()
    return result


def preflight(settings: dict) -> None:
    """Start the clean room once and run one trivial cell in it, or raise `PreflightFailed`."""
    from autograder.grading.cleanroom.budgets import Budgets
    from autograder.grading.cleanroom.room import CleanRoom
    from autograder.grading.cleanroom.sandbox import SandboxSpec, bwrap_path

    if settings.get("SandboxExecute.require_sandbox") and bwrap_path() is None:
        raise PreflightFailed(
            "the grading sandbox did not start: bubblewrap (bwrap) is required but not "
            "available (install it with `make system-deps`)"
        )
    extra = tuple(settings.get("SandboxExecute.extra_paths", ()))
    # Nothing to preload: a probe fork server starts without the SDK (about 1.1 s of CPU
    # less per command); the workers' fork servers load it and the checks, and report both.
    # Starting it warms this process's simulator host (`SimulatorHost.warm`: the API's
    # checks, the SDK's types), which the workers fork from: they share it, rather than
    # each loading it for its first learner (~1.2 s of CPU and a copy of the memory each).
    spec = SandboxSpec(extra, (), settings.get("SandboxExecute.require_sandbox", False))
    try:
        with CleanRoom(spec) as room:
            run = room.run([{"index": 0, "source": "ok = 1"}], None, Budgets(notebook_timeout=60))
    except Exception as exc:
        raise PreflightFailed(f"the grading sandbox did not start: {exc}") from exc
    if run.failure:
        raise PreflightFailed(f"the grading sandbox could not run a cell: {run.failure}")


class _Saver:
    """Saves one learner's skip entry and status as soon as that learner is merged."""

    def __init__(self, state: Path, hashes: dict, keys: dict, book: StatusBook) -> None:
        self.state, self.hashes, self.keys, self.book = state, hashes, keys, book

    def graded(self, student: str, graded_dir: Path, notes: dict) -> None:
        self.hashes[student] = {"key": self.keys[student], "autograded": _tree_digest(graded_dir)}
        _save_hashes(self.state, self.hashes)
        self.book.graded(student, notes)
        self.book.save()


def _run(root, assignment, todo, jobs, settings, dirs, state, progress, result, saver) -> None:
    db_url = f"sqlite:///{root / 'gradebook.db'}"
    snap = state / "snapshot.db"
    snapshot(root / "gradebook.db", snap)
    scratch = _scratch_dir(state)
    tasks = {s: Task(str(root), assignment, s, str(snap), str(scratch), settings) for s in todo}
    workers = max(1, min(jobs or os.cpu_count() or 1, len(tasks)))
    bar = tqdm(total=len(tasks), unit="nb", desc=assignment, disable=not progress, smoothing=0.1)
    merge = functools.partial(_absorb, root=root, assignment=assignment, dirs=dirs, state=state)
    try:
        pending = list(tasks)
        while pending:
            broken = _pool_round(
                [tasks[s] for s in pending], workers, db_url, merge, result, saver, bar
            )
            if broken and workers == 1:  # one worker runs in order: the first one died
                result.failed[broken[0]] = "the grading worker died while grading this submission"
                bar.update(1)
                broken = broken[1:]
            workers, pending = 1, broken  # a dead worker broke its pool: retry one at a time
    finally:
        bar.close()
        shutil.rmtree(scratch, ignore_errors=True)


def _pool_round(tasks: list, workers: int, db_url: str, merge, result, saver, bar) -> list[str]:
    """Grade `tasks`; the students a broken pool left ungraded, in submission order."""
    context = multiprocessing.get_context("fork")
    broken: list[str] = []
    with ProcessPoolExecutor(workers, mp_context=context) as pool:
        futures = {pool.submit(grade_submission, task): task.student for task in tasks}
        writer = CourseWriter(db_url)  # opened after the workers forked: they never hold it
        try:
            _collect(futures, writer, merge, result, saver, bar, broken)
        except KeyboardInterrupt:  # stop now: what is merged is saved, the rest is dropped
            workers = list(getattr(pool, "_processes", {}).values())  # private: no public handle
            for process in workers:
                process.terminate()
            for process in workers:  # they share the assignment lock's file: wait them out
                process.join(timeout=10)
            pool.shutdown(wait=False, cancel_futures=True)
            raise
        finally:
            writer.close()
    order = [task.student for task in tasks]
    return sorted(broken, key=order.index)


def _collect(futures: dict, writer, merge, result, saver, bar, broken: list) -> None:
    for future in as_completed(futures):
        student = futures[future]
        try:
            outcome = future.result()
        except BrokenProcessPool:
            broken.append(student)
            continue
        merge(outcome, writer=writer, result=result, saver=saver)
        bar.update(1)


def _scratch_dir(state: Path) -> Path:
    """Per-learner scratch courses: in memory (/dev/shm) when possible, they are throw-away
    and nbgrader commits to their gradebook copies often (each commit an fsync on disk)."""
    shm = Path("/dev/shm")
    if shm.is_dir() and os.access(shm, os.W_OK):
        return Path(tempfile.mkdtemp(prefix="tooluse-grading-", dir=shm))
    return state / "work"


def _absorb(outcome: dict, *, root, assignment, dirs, state, writer, result, saver) -> None:
    """Merge one finished submission (the only place that writes the course gradebook)."""
    student, work = outcome["student"], Path(outcome["work"])
    result.seconds[student] = outcome["seconds"]
    log = _keep_log(work, state, student)
    if not outcome["ok"]:
        result.failed[student] = f"{outcome['error'] or 'unknown error'} (log: {log})"
        return
    if outcome.get("time_limit"):  # not graded: the gradebook and the last result stay
        result.failed[student] = f"{NOT_GRADED_TIME_LIMIT}: {outcome['time_limit']} (log: {log})"
        shutil.rmtree(work, ignore_errors=True)
        return
    try:
        writer.merge(assignment, student, outcome["results"])
    except Exception as exc:  # e.g. disk I/O: name the file, keep the batch going
        writer.gradebook.db.rollback()
        result.failed[student] = (
            f"could not write {root / 'gradebook.db'} ({type(exc).__name__}: {exc}); "
            "check the disk and re-run the grade command"
        )
        return
    target = root / dirs["autograded"] / student / assignment
    move_tree(work / "autograded" / student / assignment, target)
    verdicts = stored_verdicts(target)
    stored = learner_result(student, verdicts)
    results = state / "results" / f"{student}.json"
    results.parent.mkdir(parents=True, exist_ok=True)
    results.write_text(json.dumps(stored, ensure_ascii=False, indent=1), encoding="utf-8")
    shutil.rmtree(work, ignore_errors=True)
    notes = notes_of(target)
    result.graded.append(student)
    result.notes[student] = notes
    saver.graded(student, target, notes)


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


def _unchanged(entry: object, key: str, graded_dir: Path) -> bool:
    """The stored result is this grader's, for this content, and still on disk as written."""
    if not isinstance(entry, dict) or entry.get("key") != key or not graded_dir.is_dir():
        return False
    return entry.get("autograded") == _tree_digest(graded_dir)


def _common_digest(settings: dict, source: Path, root: Path) -> tuple:
    """What every learner's key shares: settings, grading code, the course configuration
    (hashed) and the assignment's source files (read once per batch)."""
    digest = hashlib.sha256(json.dumps(settings, sort_keys=True, default=str).encode())
    digest.update(code_digest().encode())
    digest.update(str(file_digest(root / "nbgrader_config.py")).encode())
    return digest, _tree_chunks(source)


def _content_key(common: tuple, submission: Path) -> str:
    """Hash of the submission, the assignment's source, the grading code and settings."""
    prefix, source_chunks = common
    digest = prefix.copy()
    for chunk in (*_tree_chunks(submission), *source_chunks):
        digest.update(chunk)
    return digest.hexdigest()


def _tree_digest(base: Path) -> str:
    digest = hashlib.sha256()
    for chunk in _tree_chunks(base):
        digest.update(chunk)
    return digest.hexdigest()


def _tree_chunks(base: Path) -> list[bytes]:
    """Each file under `base`, as its relative path, a NUL and its bytes, in path order."""
    return [
        str(path.relative_to(base)).encode() + b"\0" + path.read_bytes()
        for path in sorted(p for p in base.rglob("*") if p.is_file())
    ]


def _load_hashes(state: Path) -> dict:
    path = state / "hashes.json"
    return json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}


def _save_hashes(state: Path, hashes: dict) -> None:
    state.mkdir(parents=True, exist_ok=True)
    temporary = state / "hashes.json.tmp"
    temporary.write_text(json.dumps(hashes, indent=1, sort_keys=True), encoding="utf-8")
    temporary.replace(state / "hashes.json")
