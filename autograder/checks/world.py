"""The world a learner's code acts on (a bank, a shop, slow look-ups), kept where it is judged.

Exercises 4, 6 and 8 hand the learner's functions an object to act on and judge what
happened to it: the bank's log and balances, the shop's refunds, when each look-up ran.
``open_world(kind, run)`` is the only way the checks make one:

- in the notebook (``self_check``, the in-process tests) no channel is installed and it
  returns the real object, built by the same factory as below;
- in the clean room, ``child.py`` installs a channel first. ``open_world`` then returns
  a `WorldProxy`: every method the world declares in ``REMOTE`` is sent over the framed
  pipe to the grader, which holds the real object (``grading/worldhost.py``), runs the
  call, records it (and when, on its own clock) and answers. Nothing the learner's
  process does to the proxy, its class or the record ``collect`` reports reaches what
  the grader judges: binding replaces those claims by the grader's records
  (``bind_worlds`` in each exercise module).

A world class declares ``REMOTE`` (name -> "call", "read" or "timed"), keeps a ``log``
list of plain entries (one or more per call) and gives its judged state as ``snapshot()``.
A ``"timed"`` operation takes time (ex06's slow look-ups): the grader starts it with
``world.start(name, *args)`` -> ``(ticket, seconds)``, holds the reply for those seconds
on its own clock while it goes on answering other frames, then ends it with
``world.finish(ticket)``. The learner's process sees one call that returns late; it can
neither shorten the wait nor start or end an operation by itself.
"""

from __future__ import annotations

import builtins
from collections.abc import Mapping
from typing import Any, Protocol

__all__ = [
    "MISMATCH",
    "RAISABLE",
    "WorldChannel",
    "WorldProxy",
    "build",
    "held_by_grader",
    "installed",
    "open_world",
    "raised",
    "records_of",
    "world_class",
]


#: Exceptions a world call may raise in the learner's process, by name (others: RuntimeError).
RAISABLE = frozenset(
    {
        "LookupError",
        "KeyError",
        "IndexError",
        "ValueError",
        "TypeError",
        "ConnectionError",
        "TimeoutError",
        "AttributeError",
        "ZeroDivisionError",
    }
)


class WorldChannel(Protocol):
    def open(self, kind: str, run: str) -> object: ...

    def call(self, world: object, name: str, args: list, kwargs: dict) -> Any: ...


_channel: WorldChannel | None = None


def world_class(kind: str) -> type:
    """The class of world `kind` (KeyError for an unknown kind).

    A kind is ``<exercise number>/<name>`` (``"ex04/bank"``): the class its exercise
    declares in ``WORLD_CLASSES``. Worlds are built by ``Class.for_run(run)`` from the run's
    name only, so the grader alone decides a world's starting state (a learner's process
    cannot ask for a richer bank).
    """
    from autograder.checks import EXERCISES, exercise_module

    number, _, name = kind.partition("/")
    owners = [exercise for exercise in EXERCISES if exercise.split("_")[0] == number]
    if not owners:
        raise KeyError(kind)
    return getattr(exercise_module(owners[0]), "WORLD_CLASSES", {})[name]


def build(kind: str, run: str) -> Any:
    """The real world `kind` for run `run` (KeyError for an unknown kind or run)."""
    return world_class(kind).for_run(run)


def open_world(kind: str, run: str) -> Any:
    """The world the checks hand the learner: real here, a proxy inside the clean room."""
    if _channel is None:
        return build(kind, run)
    return WorldProxy(_channel, _channel.open(kind, run), world_class(kind).REMOTE)


#: What a run becomes when the worlds the grader recorded contradict its claims.
MISMATCH = {"type": "GradingMismatch", "message": ""}


def records_of(recorded: Mapping[str, Any] | None, kind: str, run: str) -> list[dict]:
    """The worlds of `kind` the grader opened for `run` (``recorded``: `WorldHost` output)."""
    worlds = (recorded or {}).get("worlds") or []
    return [w for w in worlds if w.get("kind") == kind and w.get("run") == run]


def held_by_grader() -> bool:
    """Whether `open_world` now hands out proxies of worlds the grader holds (the clean
    room's ``collect``), so worlds built from grader-only data can be opened here too."""
    return _channel is not None


def installed(channel: WorldChannel | None) -> None:
    """Route `open_world` through `channel` (the clean room), or back to local (None)."""
    global _channel
    _channel = channel


def raised(name: object, args: object) -> BaseException:
    """The exception a world call raised in the grader, rebuilt in the learner's process."""
    kind = getattr(builtins, str(name), None) if name in RAISABLE else None
    arguments = args if isinstance(args, list) else [str(args)]
    return (kind or RuntimeError)(*arguments)


class WorldProxy:
    """Stands in for a world held by the grader: its ``REMOTE`` names, and nothing else."""

    __slots__ = ("_channel", "_handle", "_remote")

    def __init__(self, channel: WorldChannel, handle: object, remote: dict[str, str]) -> None:
        object.__setattr__(self, "_channel", channel)
        object.__setattr__(self, "_handle", handle)
        object.__setattr__(self, "_remote", dict(remote))

    def __getattr__(self, name: str) -> Any:
        how = self._remote.get(name)
        if how == "read":
            return self._channel.call(self._handle, name, [], {})
        if how in ("call", "timed"):

            def remote_call(*args: Any, **kwargs: Any) -> Any:
                return self._channel.call(self._handle, name, list(args), kwargs)

            remote_call.__name__ = name
            return remote_call
        raise AttributeError(name)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"{name} cannot be set on this object")
