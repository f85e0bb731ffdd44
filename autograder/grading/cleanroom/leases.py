"""Warm clean rooms for nbgrader's converter, stopped soon after grading ends.

nbgrader tells a preprocessor nothing when a conversion ends, and formgrader's Autograde
button grades inside the instructor's Jupyter server, a process that lives for days: a
room kept for the life of the process cost ~100 MB per exercise graded, for good. So a
room is *leased* for one notebook, and stopped `IDLE_SECONDS` after its last lease ends,
unless another notebook takes it first: a class graded by one `nbgrader autograde`, a
few button clicks in a row, or `make grade`'s workers keep it warm; nothing outlives the
grading by more than that.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable, Hashable, Iterator

__all__ = ["IDLE_SECONDS", "leased"]

IDLE_SECONDS = 20.0
_LOCK = threading.Lock()
_ROOMS: dict[Hashable, object] = {}
_BUSY: dict[Hashable, int] = {}
_TIMERS: dict[Hashable, threading.Timer] = {}


@contextlib.contextmanager
def leased(key: Hashable, make: Callable[[], object]) -> Iterator:
    """The warm room for `key` (made with `make()` when there is none) for one notebook."""
    with _LOCK:
        timer = _TIMERS.pop(key, None)
        if timer is not None:
            timer.cancel()
        if key not in _ROOMS:
            _ROOMS[key] = make()
        room = _ROOMS[key]
        _BUSY[key] = _BUSY.get(key, 0) + 1
    try:
        yield room
    finally:
        with _LOCK:
            _BUSY[key] -= 1
            if not _BUSY[key]:
                timer = threading.Timer(IDLE_SECONDS, _close_if_idle, (key,))
                timer.daemon = True  # never keeps a finished `nbgrader autograde` alive
                _TIMERS[key] = timer
                timer.start()


def _close_if_idle(key: Hashable) -> None:
    with _LOCK:
        if _BUSY.get(key) or _TIMERS.get(key) is not threading.current_thread():
            return  # taken again (or re-armed) since this timer was set
        _TIMERS.pop(key)
        room = _ROOMS.pop(key)
    room.close()
