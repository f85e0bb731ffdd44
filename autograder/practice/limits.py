"""A time limit for the learner code a practice check runs, inside the learner's kernel.

A loop that never asks the model again, or waits forever, must not hang the check cell.
The limit is counted in CPU seconds of the kernel process (``ITIMER_PROF``), so a busy
machine does not make right answers time out; a second, wall-clock limit catches code that
sleeps or waits without using the CPU. When a limit is hit the timer raises `TimeLimit` in
the main thread, where the kernel runs cells (a lock or ``time.sleep`` is interrupted too).
`TimeLimit` is a BaseException: ``except Exception`` in the learner's code and in the checks
lets it through. A bare ``except:`` in a loop could catch it every time, so the timer also
installs a trace function that raises it again at the next line of the learner's own code
(never in the checker's or the standard library's, whose clean-up must run): that line is
in the ``except`` block, so the exception leaves it. CPython drops a tracer that raised,
so the timer keeps firing every `REPEAT` seconds and re-installs it (one more level of
nested ``try`` escaped each time).

Outside the main thread, or where interval timers do not exist, the call runs in a daemon
thread and only the wall-clock limit applies (the thread is left behind if it overruns).

The grading clean room bounds whole cells from outside the learner's process instead
(``grading.cellrun.alarm``, ``grading.budgets``); this limit only needs to return a verdict
to a learner in a lesson, and gives the kernel its signal handlers and tracer back.
"""

from __future__ import annotations

import signal
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from types import FrameType
from typing import TypeVar

from autograder.practice.learner import is_learner_file

__all__ = ["CPU_SECONDS", "WALL_SECONDS", "TimeLimit", "bounded"]

#: CPU seconds a practice's learner code may use (the reference answers use < 0.2 s).
CPU_SECONDS = 3.0
#: Wall-clock seconds, for code that waits without using the CPU.
WALL_SECONDS = 20.0
#: Once over a limit, raise again this often (for code waiting outside the learner's frames).
REPEAT = 0.25
#: This package's folder: while its code runs, a limit waits for the learner's next line.
_PACKAGE = str(Path(__file__).resolve().parent.parent) + "/"

T = TypeVar("T")


class TimeLimit(BaseException):
    """The learner's code ran past the practice's limit (``kind``: "cpu" or "wall")."""

    def __init__(self, kind: str) -> None:
        super().__init__(kind)
        self.kind = kind


def bounded(fn: Callable[[], T], cpu: float = CPU_SECONDS, wall: float = WALL_SECONDS) -> T:
    """``fn()``, or `TimeLimit` once it has used `cpu` CPU seconds or `wall` seconds."""
    if threading.current_thread() is threading.main_thread() and hasattr(signal, "setitimer"):
        return _with_timers(fn, cpu, wall)
    return _in_thread(fn, wall)


_TIMERS = (
    (signal.SIGPROF, signal.ITIMER_PROF, "cpu"),
    (signal.SIGALRM, signal.ITIMER_REAL, "wall"),
)


def _with_timers(fn: Callable[[], T], cpu: float, wall: float) -> T:
    armed = [True]
    saved_trace = sys.gettrace()
    saved = {sig: (signal.getsignal(sig), signal.getitimer(timer)) for sig, timer, _ in _TIMERS}
    for sig, _, kind in _TIMERS:
        signal.signal(sig, _handler(kind, armed, sys._getframe()))
    signal.setitimer(signal.ITIMER_PROF, cpu, REPEAT)
    signal.setitimer(signal.ITIMER_REAL, wall, REPEAT)
    try:
        return fn()
    finally:
        armed[0] = False
        sys.settrace(saved_trace)
        for sig, timer, _ in _TIMERS:
            handler, (left, interval) = saved[sig]
            signal.setitimer(timer, left, interval)
            signal.signal(sig, handler)


def _handler(kind: str, armed: list[bool], outer: FrameType) -> Callable[[int, object], None]:
    """The timer's handler: from now on every learner line below `outer` raises too."""

    def tracer(frame: FrameType, event: str, arg: object) -> Callable | None:
        if not armed[0] or not is_learner_file(frame.f_code.co_filename):
            return None
        if event in ("line", "call"):  # raising on "exception" would only replace it
            raise TimeLimit(kind)  # (CPython then drops the tracer: the timer re-arms it)
        return tracer

    def handler(signum: int, frame: FrameType | None) -> None:
        if not armed[0]:
            return
        sys.settrace(tracer)
        interrupted = _learner_is_running(frame, outer)
        while frame is not None and frame is not outer:
            frame.f_trace, frame.f_trace_lines = tracer, True
            frame = frame.f_back
        if interrupted:
            raise TimeLimit(kind)
        # The grader's own code is running (a check's clean-up, a gc callback, a finalizer):
        # an exception there could not propagate. The tracer raises at the learner's next
        # line, and the timer fires again in `REPEAT` seconds.

    return handler


def _learner_is_running(frame: FrameType | None, outer: FrameType) -> bool:
    """Whether the innermost frames up to the nearest learner frame are the learner's own or
    a library's it called, with none of this package's code in between."""
    while frame is not None and frame is not outer:
        filename = frame.f_code.co_filename
        if is_learner_file(filename):
            return True
        if filename.startswith(_PACKAGE):
            return False
        frame = frame.f_back
    return False


def _in_thread(fn: Callable[[], T], wall: float) -> T:
    box: dict[str, object] = {}

    def run() -> None:
        try:
            box["value"] = fn()
        except BaseException as exc:  # handed back to the caller below
            box["error"] = exc

    worker = threading.Thread(target=run, name="practice-check", daemon=True)
    worker.start()
    worker.join(wall)
    if worker.is_alive():
        raise TimeLimit("wall")
    if "error" in box:
        raise box["error"]  # type: ignore[misc]
    return box["value"]  # type: ignore[return-value]
