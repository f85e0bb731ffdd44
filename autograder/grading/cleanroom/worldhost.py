"""The grader's side of the worlds the learner's code acts on (``checks/world.py``).

Each ``open_world(kind, run)`` in the clean room opens one world here, built by the
grader from the run's name; every method the learner's process calls on its proxy is
run here, on the real object, and answered. The host numbers every call in the order it
arrived (`sequence`: shared with the simulator's requests, so a check can tell which
calls came between two model requests) and keeps, per world, how far its ``log`` had
grown after each call. `records` is what binding hands the exercise: the only account
of the world that is ever judged.

Every call is learner-driven grader work: it is bounded by the session's frame caps
and deadline (one frame per call), the world's own methods are small, and only the
names a world declares in ``REMOTE`` can be reached.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from autograder.checks import world as worlds

__all__ = ["Held", "WorldHost"]


class WorldHost:
    """One checkpoint's worlds, in opening order."""

    def __init__(self, sequence: Callable[[], int]) -> None:
        self._opened: list[dict[str, Any]] = []
        self._sequence = sequence

    def open(self, kind: object, run: object) -> int | None:
        """Build world `kind` for `run`; its handle, or None for an unknown kind or run."""
        try:
            world = worlds.build(str(kind), str(run))
        except (KeyError, ValueError, TypeError):
            return None
        self._opened.append({"kind": str(kind), "run": str(run), "world": world, "calls": []})
        return len(self._opened) - 1

    def call(self, handle: object, name: object, args: object, kwargs: object) -> dict | Held:
        """Run one call on the real world: ``{"ok": value}`` or ``{"raise": [type, args]}``;
        for a ``"timed"`` operation, a `Held` reply the session sends when it is due."""
        opened = self._find(handle)
        how = type(opened["world"]).REMOTE.get(name) if opened else None
        if how is None or not isinstance(args, list) or not isinstance(kwargs, dict):
            return {"raise": ["AttributeError", [f"no such operation: {str(name)[:40]}"]]}
        world = opened["world"]
        seq = self._sequence()
        if how == "timed":
            try:
                ticket, seconds = world.start(name, *args, **kwargs)
            except Exception as exc:
                return self._answered(opened, seq, _raised(exc))
            due = time.monotonic() + max(0.0, float(seconds))
            ready = getattr(world, "ready", None)
            return Held(
                due,
                lambda: self._answered(opened, seq, _run(world.finish, ticket)),
                (lambda: bool(ready(ticket))) if callable(ready) else _never,
            )
        try:
            found = getattr(world, name)
            reply = _run(lambda: found) if how == "read" else _run(found, *args, **kwargs)
        except Exception as exc:  # getattr itself
            reply = _raised(exc)
        return self._answered(opened, seq, reply)

    @staticmethod
    def _answered(opened: dict, seq: int, reply: dict) -> dict:
        opened["calls"].append([seq, len(opened["world"].log)])
        return reply

    def _find(self, handle: object) -> dict | None:
        usable = isinstance(handle, int) and not isinstance(handle, bool)
        return self._opened[handle] if usable and 0 <= handle < len(self._opened) else None

    def records(self) -> list[dict]:
        """[{"kind", "run", "state", "calls"}] in opening order, as plain JSON data.

        ``calls`` is ``[[sequence number, length of the world's log after it], ...]``.
        """
        return [
            {
                "kind": opened["kind"],
                "run": opened["run"],
                "state": opened["world"].snapshot(),
                "calls": [list(c) for c in opened["calls"]],
            }
            for opened in self._opened
        ]


def _never() -> bool:
    return False


@dataclass(frozen=True)
class Held:
    """The reply to a timed call: `reply()` (which ends the operation) is due at `due`, or
    earlier once `ready()` says the world let it end (ex06: the whole batch in flight)."""

    due: float  #: ``time.monotonic()``
    reply: Callable[[], dict]
    ready: Callable[[], bool] = _never


def _run(function: Callable[..., Any], *args: Any, **kwargs: Any) -> dict:
    try:
        return {"ok": json.loads(json.dumps(function(*args, **kwargs), allow_nan=False))}
    except Exception as exc:  # the world's own failures are the lesson; never the grader's
        return _raised(exc)


def _raised(exc: BaseException) -> dict:
    return {"raise": [type(exc).__name__, _plain_args(exc)]}


def _plain_args(exc: BaseException) -> list:
    try:
        return json.loads(json.dumps(list(exc.args), allow_nan=False))
    except (TypeError, ValueError):
        return [str(exc)]
