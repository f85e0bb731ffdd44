"""Every exchange the simulator answered, in order: what the learner's code *sent*.

Checks read it to grade what was sent; the visualizer draws it. ``Transcript.scope()``
gives a per-test (or per-cell) view without clearing what came before.
"""

from __future__ import annotations

import collections
import itertools
import json
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, fields


@dataclass(frozen=True)
class Exchange:
    """One request and its answer.

    ``request`` is the parsed JSON body as sent (``None`` when it was not a JSON object);
    ``resolved`` is the full request a threaded ``continue`` stood for (else ``None``;
    ``conversation`` gives whichever the model answered); ``response`` is
    the message the model answered (also for streamed answers) or ``None``; ``error`` is
    the error envelope when the status is not 200. ``scenario`` names the scenario that
    played the answer (``"generic"`` for a learner's own tools), or the simulator's setting
    when no model answered.
    """

    index: int
    method: str
    path: str
    request: dict | None
    status: int
    response: dict | None
    error: dict | None
    stream: bool
    scenario: str
    started: float
    delay: float
    resolved: dict | None = None

    @property
    def conversation(self) -> dict | None:
        """The full request the model answered (``resolved`` for threads, else ``request``)."""
        return self.resolved if self.resolved is not None else self.request

    @property
    def ok(self) -> bool:
        return self.status == 200

    def to_dict(self) -> dict:
        """Plain JSON data (lists, dicts, strings, numbers) for grading evidence."""
        shallow = {f.name: getattr(self, f.name) for f in fields(self)}
        return json.loads(json.dumps(shallow, ensure_ascii=False, default=str))


class Transcript:
    """An ordered, thread-safe record of ``Exchange`` records.

    By default it keeps every exchange (in-process clients, lessons, checks and grading
    read them all). ``Transcript(keep=n)`` is a ring for long-running processes (the
    loopback server): only the newest ``n`` exchanges stay in memory; ``index`` and
    ``scope()`` positions keep counting every exchange, and ``forgotten`` says how many
    fell out. ``keep=0`` records nothing.
    """

    def __init__(self, keep: int | None = None) -> None:
        if keep is not None and keep < 0:
            raise ValueError("keep must be None or >= 0")
        self.keep = keep
        self._items: collections.deque[Exchange] = collections.deque(maxlen=keep)
        self._recorded = 0  # exchanges recorded since the last clear(), forgotten ones too
        self._lock = threading.Lock()

    def record(self, **fields: object) -> Exchange:
        """Append one exchange (the core calls this; ``index`` is assigned here)."""
        with self._lock:
            exchange = Exchange(index=self._recorded, **fields)  # type: ignore[arg-type]
            self._recorded += 1
            self._items.append(exchange)
        return exchange

    def clear(self) -> None:
        with self._lock:
            self._items.clear()
            self._recorded = 0

    @property
    def forgotten(self) -> int:
        """How many exchanges the ring dropped (always 0 without ``keep``)."""
        with self._lock:
            return self._recorded - len(self._items)

    def __len__(self) -> int:
        return len(self._items)

    def __iter__(self) -> Iterator[Exchange]:
        return iter(self._snapshot())

    def __getitem__(self, index: int) -> Exchange:
        if isinstance(index, slice):
            return self._snapshot()[index]  # type: ignore[return-value]
        with self._lock:
            return self._items[index]

    def _snapshot(self) -> list[Exchange]:
        with self._lock:
            return list(self._items)

    @property
    def last(self) -> Exchange | None:
        with self._lock:
            return self._items[-1] if self._items else None

    def requests(self) -> list[dict | None]:
        """The request bodies, in order."""
        return [e.request for e in self]

    def conversations(self) -> list[dict | None]:
        """The full requests the model answered (threaded ``continue`` requests expanded)."""
        return [e.conversation for e in self]

    def since(self, start: int) -> list[Exchange]:
        """Exchanges recorded at or after position ``start`` (those still kept)."""
        with self._lock:
            first = self._recorded - len(self._items)
            return list(itertools.islice(self._items, max(0, start - first), None))

    @contextmanager
    def scope(self) -> Iterator[TranscriptView]:
        """``with transcript.scope() as seen:`` -- a live view of the exchanges of the block."""
        with self._lock:
            start = self._recorded
        yield TranscriptView(self, start)

    def to_list(self) -> list[dict]:
        """Plain JSON data for every exchange."""
        return [e.to_dict() for e in self]


class TranscriptView:
    """The exchanges of a transcript from position ``start`` on (live, read-only)."""

    def __init__(self, transcript: Transcript, start: int) -> None:
        self._transcript = transcript
        self.start = start

    def _items(self) -> list[Exchange]:
        return self._transcript.since(self.start)

    def __len__(self) -> int:
        return len(self._items())

    def __iter__(self) -> Iterator[Exchange]:
        return iter(self._items())

    def __getitem__(self, index: int) -> Exchange:
        return self._items()[index]

    def requests(self) -> list[dict | None]:
        return [e.request for e in self._items()]
