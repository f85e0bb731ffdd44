"""One learner's conversation with the grader: cells, model calls, evidence -- all bounded.

Everything the learner's process writes is learner data, and the grader's work on it
must stay within the submission's budget. `Session` therefore accepts frames only in
the order the job implies (a checkpoint the job did not ask for, a second result for
one, an output for a cell that does not exist are protocol violations), caps what one
run may send (`MAX_RUN_BYTES`, `MAX_RUN_VALUES`, `MAX_FRAMES_PER_CHECKPOINT`,
`MAX_CLIENTS_PER_CHECKPOINT`) and keeps only well-formed, size-capped outputs. A
violation ends the session with ``grading.protocol_violation`` and a detail; it costs
only this submission.

Every reply carries the ``tag`` of the frame it answers, so the learner's threads can
wait for their own answers at the same time: a timed world call (``checks/world.py``) is
answered only when it is due (`Held`), and meanwhile the session goes on reading and
answering. A due reply is never sent while a frame of the child is waiting unread, so a
call the learner made in time counts as made in time however slowly this process runs.
"""

from __future__ import annotations

import base64
import contextlib
import os
import select
import time
from dataclasses import dataclass, field

from autograder.grading.cleanroom.budgets import (
    Budgets,
    GraderTimeout,
    grader_deadline,
    grader_memory,
)
from autograder.grading.cleanroom.protocol import FrameError, FrameReader, decode_untrusted, encode
from autograder.grading.cleanroom.worldhost import Held

__all__ = [
    "MAX_CLIENTS_PER_CHECKPOINT",
    "MAX_FRAMES_PER_CHECKPOINT",
    "MAX_RUN_BYTES",
    "MAX_RUN_VALUES",
    "MAX_WORLDS_PER_CHECKPOINT",
    "Collected",
    "ProtocolViolation",
    "RunResult",
    "Session",
]

MAX_RUN_BYTES = 48 * 1024 * 1024  #: all frames of one run together
MAX_RUN_VALUES = 1_000_000  #: JSON values in all frames and request bodies of one run
#: frames between a checkpoint's start and its result (ex10, the largest: 136 trials, each
#: a world, its brief, ~4 model calls of two frames and ~6 shop calls: ~2,500)
MAX_FRAMES_PER_CHECKPOINT = 10_000
MAX_CLIENTS_PER_CHECKPOINT = 64  #: simulated clients one ``collect`` may open
#: worlds (``checks/world.py``) one ``collect`` may open (ex10 opens 136)
MAX_WORLDS_PER_CHECKPOINT = 256
MAX_HELD = 64  #: timed world calls waiting for their reply at once
_MAX_OUTPUTS = 16  #: outputs kept per cell
_MAX_TRACEBACK = 60  #: traceback lines kept per error


class ProtocolViolation(ValueError):
    """The learner's process sent something the job did not ask for."""


@dataclass
class Collected:
    """What ``collect`` returned at one checkpoint, and what the grader recorded meanwhile.

    `evaluate_by` is the ``time.monotonic()`` instant by which the grader must have
    judged it (`verdicts.judge` runs under `grader_deadline` of it).
    """

    evidence: object = None
    error: str | None = None
    transcripts: list[dict] = field(default_factory=list)
    evaluate_by: float | None = None
    worlds: dict = field(default_factory=dict)  #: `SimulatorHost.recorded_worlds`
    memory_baseline: int | None = None  #: `grader_memory`'s baseline for judging it


@dataclass
class RunResult:
    """What one run produced, as plain data. `failure` is a catalogue key or None."""

    outputs: dict[int, list[dict]] = field(default_factory=dict)
    checkpoints: dict[int, Collected] = field(default_factory=dict)
    expected: tuple[int, ...] = ()
    failure: str | None = None
    fatal_cell: int | None = None
    detail: str = ""  #: for instructors and CI: what exactly went wrong
    memory_baseline: int | None = None  #: the grader's address space when it started

    @property
    def collected(self) -> bool:
        """Whether every requested checkpoint was collected."""
        return all(point in self.checkpoints for point in self.expected)

    @property
    def evidence(self) -> object:
        """The evidence of the last checkpoint collected (None if none was)."""
        return self.checkpoints[max(self.checkpoints)].evidence if self.checkpoints else None


class Session:
    """Serve one child: send the job, answer its model calls, keep outputs and evidence."""

    def __init__(self, data_r: int, reply_w: int, host_factory, result: RunResult) -> None:
        self.reader = FrameReader(data_r, max_bytes=MAX_RUN_BYTES)
        self.reply_w, self.result, self.host_factory = reply_w, result, host_factory
        self.host = None  # the current checkpoint's simulator host
        self.checkpoint: int | None = None
        self.current: int | None = None
        self.cells: set[int] = set()
        self.frames = self.clients = self.worlds = self.body_values = 0
        self.held: list[tuple[float, object, Held]] = []  # (due, tag, reply), in arrival order
        self.data_r, self.tag = data_r, None

    def serve(self, job: dict, deadline: float, budgets: Budgets) -> None:
        """Run the whole conversation; never past `deadline` (``time.monotonic()``)."""
        self.cells = {int(cell["index"]) for cell in job["cells"]}
        self.output_bytes = budgets.output_bytes
        try:
            with grader_deadline(deadline), grader_memory(self.result.memory_baseline):
                write(self.reply_w, job, deadline)
                while (frame := self._next_frame(deadline)) is not None:
                    self.tag = frame.get("tag") if isinstance(frame, dict) else None
                    self._handle(frame, deadline)
        except (TimeoutError, GraderTimeout):
            self.result.failure = "grading.notebook_timeout"
        except MemoryError:  # what it sent would need more of the grader's memory than its share
            self.result.failure = "grading.memory_limit"
            self.result.detail = "the grader's memory for one submission ran out"
            self.host = None
        except (FrameError, BrokenPipeError, ValueError, TypeError, KeyError) as exc:
            self.result.failure = self.result.failure or "grading.protocol_violation"
            self.result.detail = f"{type(exc).__name__}: {exc}"[:500]
        if not self.result.collected:
            self.result.fatal_cell = self.current

    def _next_frame(self, deadline: float) -> object | None:
        """The next frame; while waiting for it, each held reply is sent when due."""
        while True:
            now = time.monotonic()
            wake = min([deadline, *(now if h.ready() else due for due, _, h in self.held)])
            try:
                return self.reader.read(wake)
            except TimeoutError:
                if time.monotonic() >= deadline:
                    raise
            if select.select([self.data_r], [], [], 0)[0]:  # the child wrote first: read it
                return self.reader.read(deadline)
            self._release(deadline, time.monotonic())

    def _release(self, deadline: float, now: float) -> None:
        due, waiting = [], []
        for entry in self.held:
            (due if entry[0] <= now or entry[2].ready() else waiting).append(entry)
        self.held = waiting
        for _, tag, held in sorted(due, key=lambda entry: entry[0]):
            self._reply({**held.reply(), "tag": tag}, deadline, tagged=True)

    def _handle(self, frame: object, deadline: float) -> None:
        if not isinstance(frame, dict):
            raise ProtocolViolation("frame is not an object")
        self._count()
        kind = frame.get("type")
        if kind == "cell_start":
            self.current = self._cell_index(frame)
        elif kind == "cell":
            index = self._cell_index(frame)
            if index in self.result.outputs:
                raise ProtocolViolation(f"a second output frame for cell {index}")
            self.result.outputs[index] = valid_outputs(frame["outputs"], self.output_bytes)
            self.current = None
        elif kind == "collect_start":
            self._start_checkpoint(int(frame["checkpoint"]))
        elif kind == "open":
            self._reply({"client": self._open(frame.get("scenario"))}, deadline)
        elif kind == "http":
            self._reply(self._answer(frame), deadline)
        elif kind == "world_open":
            self._reply({"world": self._open_world(frame)}, deadline)
        elif kind == "world_call":
            answer = self._world_call(frame)
            if isinstance(answer, Held):
                if len(self.held) >= MAX_HELD:
                    raise ProtocolViolation(f"more than {MAX_HELD} timed calls at once")
                self.held.append((answer.due, self.tag, answer))
            else:
                self._reply(answer, deadline)
        elif kind == "result":
            self._store(frame)
        else:
            raise ProtocolViolation(f"unknown frame type {str(kind)[:40]!r}")

    def _count(self) -> None:
        self.frames += 1
        if self.frames > MAX_FRAMES_PER_CHECKPOINT:
            raise ProtocolViolation(f"more than {MAX_FRAMES_PER_CHECKPOINT} frames in a row")
        self._check_values()

    def _check_values(self) -> None:
        if self.reader.nodes + self.body_values > MAX_RUN_VALUES:
            raise ProtocolViolation(f"more than {MAX_RUN_VALUES} JSON values in one run")

    def _cell_index(self, frame: dict) -> int:
        index = int(frame["index"])
        if index not in self.cells:
            raise ProtocolViolation(f"frame for cell {index}, which the job does not have")
        return index

    def _start_checkpoint(self, point: int) -> None:
        """A checkpoint the job asked for, not collected yet, after every earlier one."""
        done = self.result.checkpoints
        if point not in self.result.expected or point in done or self.host is not None:
            raise ProtocolViolation(f"unexpected start of checkpoint {point}")
        if done and point < max(done):
            raise ProtocolViolation(f"checkpoint {point} started after a later one")
        self.checkpoint, self.host = point, self.host_factory()
        self.frames = self.clients = self.worlds = 0

    def _open(self, scenario: object) -> int | None:
        if self.host is None:
            return None  # not inside a collect: nobody is listening
        self.clients += 1
        if self.clients > MAX_CLIENTS_PER_CHECKPOINT:
            raise ProtocolViolation(f"more than {MAX_CLIENTS_PER_CHECKPOINT} clients")
        return self.host.open(scenario)

    def _open_world(self, frame: dict) -> int | None:
        if self.host is None:
            return None  # not inside a collect: nobody is listening
        self.worlds += 1
        if self.worlds > MAX_WORLDS_PER_CHECKPOINT:
            raise ProtocolViolation(f"more than {MAX_WORLDS_PER_CHECKPOINT} worlds")
        return self.host.worlds.open(frame.get("kind"), frame.get("run"))

    def _world_call(self, frame: dict) -> dict | Held:
        if self.host is None:  # not inside a collect: nobody is listening
            return {"raise": ["ConnectionError", ["no world is open"]]}
        return self.host.worlds.call(
            frame.get("world"), frame.get("name"), frame.get("args"), frame.get("kwargs")
        )

    def _store(self, frame: dict) -> None:
        """Keep one checkpoint's evidence with the transcripts recorded here during it."""
        point = int(frame["checkpoint"])
        if point != self.checkpoint or self.host is None:
            raise ProtocolViolation(f"result for checkpoint {point}, which has not started")
        error = frame.get("error")
        self.held = []  # calls still waiting when collect ended never ran (nor are answered)
        self.result.checkpoints[point] = Collected(
            frame.get("evidence"),
            str(error)[:500] if error else None,
            self.host.transcripts(),
            worlds=self.host.recorded_worlds(),
        )
        self.host, self.checkpoint, self.frames = None, None, 0

    def _reply(self, message: dict, deadline: float, tagged: bool = False) -> None:
        """Answer the child (the frame being handled, unless `tagged`); a child that stopped
        listening (e.g. timed out) just gets no answer."""
        message = message if tagged else {**message, "tag": self.tag}
        with contextlib.suppress(BrokenPipeError):
            write(self.reply_w, message, deadline)

    def _answer(self, frame: dict) -> dict:
        if self.host is None:  # not inside a collect: nobody is listening
            return {"status": 404, "headers": [], "body": ""}
        body = base64.b64decode(str(frame["body"]), validate=True)
        self.body_values += _values_in(body)
        self._check_values()
        status, headers, answer = self.host.handle(
            frame.get("client"),
            str(frame["method"]),
            str(frame["path"]),
            [(str(k), str(v)) for k, v in frame["headers"]],
            body,
        )
        return {"status": status, "headers": headers, "body": base64.b64encode(answer).decode()}


def _values_in(body: bytes) -> int:
    """How many JSON values the simulator will hold for `body` (1 if it is not JSON)."""
    try:
        return decode_untrusted(body)[1]
    except FrameError as exc:
        if "JSON" in str(exc):
            return 1  # not JSON: the simulator answers 400 and keeps nothing of it
        raise


def valid_outputs(outputs: object, output_bytes: int) -> list[dict]:
    """Only well-formed nbformat outputs, each text cut at the cell's output budget."""
    if not isinstance(outputs, list):
        raise ProtocolViolation("outputs must be a list")
    limit = output_bytes + 200  # room for the truncation notice the child appends
    kept = []
    for output in outputs[:_MAX_OUTPUTS]:
        kind = output.get("output_type") if isinstance(output, dict) else None
        if kind == "stream" and isinstance(output.get("text"), str):
            kept.append({"output_type": "stream", "name": "stdout", "text": output["text"][:limit]})
        elif kind == "error":
            lines = output.get("traceback", [])
            kept.append(
                {
                    "output_type": "error",
                    "ename": str(output.get("ename", "Error"))[:200],
                    "evalue": str(output.get("evalue", ""))[:limit],
                    "traceback": [str(line)[:2000] for line in lines][:_MAX_TRACEBACK]
                    if isinstance(lines, list)
                    else [],
                }
            )
        elif kind == "execute_result" and isinstance(output.get("data"), dict):
            text = str(output["data"].get("text/plain", ""))[:limit]
            kept.append(
                {
                    "output_type": "execute_result",
                    "execution_count": None,
                    "metadata": {},
                    "data": {"text/plain": text},
                }
            )
    return kept


def write(fd: int, message: object, deadline: float) -> None:
    """Write one frame without ever blocking past `deadline` (the child may not read)."""
    payload = encode(message)
    data = memoryview(len(payload).to_bytes(4, "big") + payload)
    while data:
        remaining = deadline - time.monotonic()
        _, writable, _ = select.select([], [fd], [], max(0.0, remaining))
        if not writable:
            raise TimeoutError("the learner's process stopped reading")
        try:
            data = data[os.write(fd, data[: 1 << 16]) :]
        except BlockingIOError:
            continue
