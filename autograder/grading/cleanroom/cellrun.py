"""Run notebook cells as plain Python in the clean room, the way a kernel would.

Each cell is compiled on its own (file name ``<cell N>``); a trailing expression is
shown as the cell's ``execute_result``, like Jupyter. Output goes to a `CappedWriter`,
every exception (``SystemExit`` and ``KeyboardInterrupt`` included) becomes an
``error`` output, and a cell that uses more CPU seconds than its budget is interrupted
with `CellTimeout`. A cell that spends `WALL_FACTOR` times its budget in wall seconds
using almost no CPU (it sleeps, or waits) ends the process with `WALL_EXIT`: the grader then says
the notebook was not graded (time limit). The result is nbformat output dicts, plain JSON.
"""

from __future__ import annotations

import ast
import contextlib
import os
import signal
import sys
import time
import traceback
from collections.abc import Iterator

from autograder.grading.cleanroom.budgets import WALL_EXIT, WALL_FACTOR, CappedWriter

__all__ = ["CellTimeout", "alarm", "run_cell", "scrub_paths"]

_MAX_TRACEBACK_LINES = 40
_MAX_REPR = 4000


class CellTimeout(BaseException):
    """The cell (or a learner call made by the checks) ran out of its time budget.

    A BaseException, like KeyboardInterrupt: a learner's ``except Exception`` (or
    ``except TimeoutError``) in a retry loop must not swallow it and spin on until the
    notebook budget. The checks' own ``except Exception`` lets it through too, so a
    learner call that runs past the budget ends that checkpoint's ``collect``, and the
    grader reports ``grading.cell_timeout`` for its criteria.
    """


def _on_cpu_budget(signum: int, frame: object) -> None:
    raise CellTimeout("셀 실행 시간 예산을 넘었습니다 / The cell exceeded its time budget")


#: [CPU seconds at the start of the current backstop window, the CPU budget]
_WINDOW = [0.0, 0.0]
#: CPU a process must have used in a backstop window, as a share of its budget, to count
#: as working (starved by a busy machine) rather than sleeping or waiting.
_WORKING_SHARE = 0.01


def _on_wall_backstop(signum: int, frame: object) -> None:
    used = time.process_time() - _WINDOW[0]
    if used >= _WORKING_SHARE * _WINDOW[1]:  # working, only slowed by load: the CPU
        _WINDOW[0] = time.process_time()  # budget will stop it; wait another window
        return
    os._exit(WALL_EXIT)  # asleep or stuck: no learner handler can catch this; not graded


@contextlib.contextmanager
def alarm(seconds: float, *, repeat: bool = False) -> Iterator[None]:
    """Raise `CellTimeout` after `seconds` of this process's CPU time (every `seconds`
    when `repeat`); exit with `WALL_EXIT` after `WALL_FACTOR` times as many wall seconds
    (paused while the process waits for the grader's answer: `child._ask`) in which it
    used almost no CPU (a window in which it kept working only renews the backstop: a
    starved process is stopped by its CPU budget, so load alone never ends it)."""
    previous = signal.signal(signal.SIGPROF, _on_cpu_budget)
    previous_wall = signal.signal(signal.SIGALRM, _on_wall_backstop)
    wall = seconds * WALL_FACTOR
    _WINDOW[:] = [time.process_time(), seconds]
    signal.setitimer(signal.ITIMER_PROF, seconds, seconds if repeat else 0)
    signal.setitimer(signal.ITIMER_REAL, wall, wall)  # every window: see _on_wall_backstop
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGPROF, previous)
        signal.signal(signal.SIGALRM, previous_wall)


def run_cell(
    source: str, namespace: dict, *, index: int, timeout: float, output_bytes: int
) -> list[dict]:
    """Execute one cell's `source` in `namespace`; its outputs as nbformat dicts."""
    stream = CappedWriter(output_bytes)
    saved = sys.stdout, sys.stderr
    sys.stdout = sys.stderr = stream
    result: object = None
    error: dict | None = None
    try:
        with alarm(timeout):
            result = _execute(source, namespace, f"<cell {index}>")
    except BaseException as exc:  # learner code may raise anything, SystemExit included
        error = _error_output(exc)
    finally:
        sys.stdout, sys.stderr = saved
    return _outputs(stream, result, error)


def _execute(source: str, namespace: dict, filename: str) -> object:
    tree = ast.parse(source, filename=filename)
    shown = tree.body and isinstance(tree.body[-1], ast.Expr) and not _silenced(source)
    last = tree.body.pop() if shown else None
    # dont_inherit: this module's `from __future__ import annotations` is not the learner's
    # (a kernel evaluates annotations; pydantic models in a cell need them)
    exec(compile(tree, filename, "exec", dont_inherit=True), namespace)
    if last is None:
        return None
    expression = ast.Expression(body=last.value)
    return eval(compile(expression, filename, "eval", dont_inherit=True), namespace)


def _silenced(source: str) -> bool:
    """A trailing `;` hides the cell's result, as in Jupyter."""
    lines = [line.split("#", 1)[0].rstrip() for line in source.strip().splitlines()]
    return bool(lines) and lines[-1].endswith(";")


def _outputs(stream: CappedWriter, result: object, error: dict | None) -> list[dict]:
    outputs: list[dict] = []
    text = stream.getvalue()
    if text:
        outputs.append({"output_type": "stream", "name": "stdout", "text": text})
    if error is not None:
        outputs.append(error)
    elif result is not None:
        outputs.append(
            {
                "output_type": "execute_result",
                "execution_count": None,
                "metadata": {},
                "data": {"text/plain": _safe_repr(result)},
            }
        )
    return outputs


def _safe_repr(value: object) -> str:
    try:
        text = repr(value)
    except BaseException as exc:  # a learner's __repr__ may raise anything
        text = f"<repr failed: {type(exc).__name__}>"
    return text if len(text) <= _MAX_REPR else text[:_MAX_REPR] + " ..."


def _grader_places() -> list[tuple[str, str]]:
    """Folders of the grader's installation, longest first, and what a learner sees instead."""
    import autograder

    places = {
        os.path.dirname(os.path.dirname(os.path.abspath(autograder.__file__))): "<autograder>",
        sys.prefix: "<python-env>",
        sys.base_prefix: "<python>",
        os.environ.get("TOOLUSE_SCRATCH", "/tmp"): "<scratch>",
    }
    return sorted(((k, v) for k, v in places.items() if len(k) > 1), key=lambda kv: -len(kv[0]))


def scrub_paths(text: str) -> str:
    """`text` without the grader's own folders (feedback never shows a grader path)."""
    for folder, shown in _grader_places():
        text = text.replace(folder, shown)
    return text


def _error_output(exc: BaseException) -> dict:
    ename = _safe_text(lambda: type(exc).__name__)
    evalue = scrub_paths(_safe_text(lambda: str(exc)))
    lines = scrub_paths(_safe_text(lambda: "".join(traceback.format_exception(exc)))).splitlines()
    if len(lines) > _MAX_TRACEBACK_LINES:
        lines = [*lines[:10], "... Traceback truncated ...", *lines[-(_MAX_TRACEBACK_LINES - 11) :]]
    return {"output_type": "error", "ename": ename, "evalue": evalue, "traceback": lines}


def _safe_text(make: object) -> str:
    try:
        return str(make())  # type: ignore[operator]
    except BaseException:  # a learner's exception may break str() on purpose
        return "<unprintable>"
