"""The grader's side of the clean room: run one submission, keep what it sent.

`CleanRoom` starts the sandboxed fork server (`zygote`) once and keeps it warm; `run`
sends one submission's cells, answers every model call with the grader's own
simulator (`SimulatorHost`, which records the transcripts here, out of the learner's
reach), enforces the notebook deadline from outside, and returns a `RunResult` of plain
data. Nothing the learner's process sends is trusted beyond its JSON shape; a stalled,
flooding or dying process only costs its own submission, and the fork server is
restarted when it had to be killed.
"""

from __future__ import annotations

import base64
import contextlib
import json
import os
import select
import socket
import subprocess
import sys
import time
from dataclasses import dataclass, field

from autograder.grading.budgets import Budgets
from autograder.grading.protocol import FrameError, FrameReader
from autograder.grading.sandbox import SandboxSpec, warning, zygote_command
from autograder.grading.simhost import SimulatorHost

__all__ = ["CleanRoom", "Collected", "RunResult"]

_GRACE = 5.0  # seconds beyond the notebook deadline before the grader kills the sandbox
_START_TIMEOUT = 90.0


@dataclass
class Collected:
    """What ``collect`` returned at one checkpoint, and what the grader recorded meanwhile."""

    evidence: object = None
    error: str | None = None
    transcripts: list[dict] = field(default_factory=list)


@dataclass
class RunResult:
    """What one run produced, as plain data. `failure` is a catalogue key or None."""

    outputs: dict[int, list[dict]] = field(default_factory=dict)
    checkpoints: dict[int, Collected] = field(default_factory=dict)
    expected: tuple[int, ...] = ()
    failure: str | None = None
    fatal_cell: int | None = None
    detail: str = ""  #: for instructors and CI: what exactly went wrong

    @property
    def collected(self) -> bool:
        """Whether every requested checkpoint was collected."""
        return all(point in self.checkpoints for point in self.expected)

    @property
    def evidence(self) -> object:
        """The evidence of the last checkpoint collected (None if none was)."""
        return self.checkpoints[max(self.checkpoints)].evidence if self.checkpoints else None


class CleanRoom:
    """One warm, sandboxed fork server; `run` grades one submission in a fresh child."""

    def __init__(self, spec: SandboxSpec | None = None, host_factory=SimulatorHost) -> None:
        self.spec, self.host_factory = spec or SandboxSpec(), host_factory
        self._process: subprocess.Popen | None = None
        self._control: socket.socket | None = None
        self._seq = 0
        self.sandboxed = False

    def start(self) -> None:
        """Start the fork server (idempotent) and wait until its imports are warm."""
        if self._process is not None and self._process.poll() is None:
            return
        ours, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        argv, env, self.sandboxed = zygote_command(self.spec, theirs.fileno())
        if not self.sandboxed:
            print(warning(), file=sys.stderr)
        getattr(self.host_factory, "warm", lambda: None)()  # grader-side imports, off the clock
        self._process = subprocess.Popen(argv, env=env, pass_fds=[theirs.fileno()])
        theirs.close()
        self._control = ours
        ready = self._receive(time.monotonic() + _START_TIMEOUT)
        if not (isinstance(ready, dict) and ready.get("type") == "ready"):
            self.close()
            raise RuntimeError("the grading clean room did not start (see stderr)")

    def close(self) -> None:
        """Stop the fork server."""
        if self._control is not None:
            self._control.close()
            self._control = None
        if self._process is not None:
            self._process.kill()
            self._process.wait()
            self._process = None

    def run(
        self,
        cells: list[dict],
        checks: str | None,
        budgets: Budgets,
        checkpoints: list[int] | None = None,
    ) -> RunResult:
        """Run `cells` ([{"index", "source"}]) in a fresh child, calling `checks`.collect
        after each cell index in `checkpoints` (default: after the last cell)."""
        self.start()
        self._seq += 1
        if checkpoints is None:
            checkpoints = [cells[-1]["index"] if cells else -1]
        result = RunResult(expected=tuple(sorted(set(checkpoints))))
        deadline = time.monotonic() + budgets.notebook_timeout + _GRACE
        self._control.send(
            json.dumps({"seq": self._seq, "deadline": budgets.notebook_timeout}).encode()
        )
        _, fds, _, _ = socket.recv_fds(self._control, 16, 2)
        data_r, reply_w = fds
        os.set_blocking(reply_w, False)
        job = {"cells": cells, "checks": checks, "budgets": budgets.to_json()}
        job["checkpoints"] = list(result.expected)
        try:
            _Session(data_r, reply_w, self.host_factory, result).serve(job, deadline)
        except BaseException:
            self.close()  # never leave the fork server's report unread: restart it
            raise
        finally:
            os.close(data_r)
            os.close(reply_w)
        self._finish(result, deadline)
        return result

    def _finish(self, result: RunResult, deadline: float) -> None:
        done = self._receive(deadline)
        if not isinstance(done, dict) or done.get("type") != "done":
            self.close()  # unresponsive or killed: a fresh fork server for the next learner
            result.failure = result.failure or "grading.notebook_timeout"
            return
        if done.get("timed_out"):
            result.failure = "grading.notebook_timeout"
        elif not result.collected and result.failure is None:
            result.failure = "grading.process_died"

    def _receive(self, deadline: float) -> object:
        remaining = max(0.0, deadline - time.monotonic())
        ready, _, _ = select.select([self._control], [], [], remaining)
        if not ready:
            return None
        message = self._control.recv(65536)
        return json.loads(message) if message else None

    def __enter__(self) -> CleanRoom:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class _Session:
    """One child's conversation with the grader: cells, model calls, the result."""

    def __init__(self, data_r: int, reply_w: int, host_factory, result: RunResult) -> None:
        self.reader, self.reply_w, self.result = FrameReader(data_r), reply_w, result
        self.host_factory = host_factory
        self.host: SimulatorHost | None = None  # the current checkpoint's simulator host
        self.checkpoint: int | None = None
        self.current: int | None = None

    def serve(self, job: dict, deadline: float) -> None:
        try:
            _write(self.reply_w, job, deadline)
            while (frame := self.reader.read(deadline)) is not None:
                self._handle(frame, deadline)
        except TimeoutError:
            self.result.failure = "grading.notebook_timeout"
        except (FrameError, BrokenPipeError, ValueError, TypeError, KeyError) as exc:
            self.result.failure = self.result.failure or "grading.protocol_violation"
            self.result.detail = f"{type(exc).__name__}: {exc}"[:500]
        if not self.result.collected:
            self.result.fatal_cell = self.current

    def _handle(self, frame: object, deadline: float) -> None:
        if not isinstance(frame, dict):
            raise ValueError("frame is not an object")
        kind = frame.get("type")
        if kind == "cell_start":
            self.current = int(frame["index"])
        elif kind == "cell":
            self.result.outputs[int(frame["index"])] = _valid_outputs(frame["outputs"])
            self.current = None
        elif kind == "collect_start":
            self.checkpoint = int(frame["checkpoint"])
            self.host = self.host_factory()
        elif kind == "open":
            client = self.host.open(frame.get("scenario")) if self.host else None
            self._reply({"client": client}, deadline)
        elif kind == "http":
            self._reply(self._answer(frame), deadline)
        elif kind == "result":
            self._store(frame)

    def _store(self, frame: dict) -> None:
        """Keep one checkpoint's evidence with the transcripts recorded here during it."""
        point = int(frame["checkpoint"])
        if point != self.checkpoint or point in self.result.checkpoints or self.host is None:
            return  # a frame the learner's code wrote itself
        error = frame.get("error")
        self.result.checkpoints[point] = Collected(
            frame.get("evidence"), str(error)[:500] if error else None, self.host.transcripts()
        )
        self.host, self.checkpoint = None, None

    def _reply(self, message: dict, deadline: float) -> None:
        """Answer the child; a child that stopped listening (e.g. timed out) just gets no answer."""
        with contextlib.suppress(BrokenPipeError):
            _write(self.reply_w, message, deadline)

    def _answer(self, frame: dict) -> dict:
        if self.host is None:  # not inside a collect: nobody is listening
            return {"status": 404, "headers": [], "body": ""}
        status, headers, body = self.host.handle(
            frame.get("client"),
            str(frame["method"]),
            str(frame["path"]),
            [(str(k), str(v)) for k, v in frame["headers"]],
            base64.b64decode(frame["body"]),
        )
        return {"status": status, "headers": headers, "body": base64.b64encode(body).decode()}


def _valid_outputs(outputs: object) -> list[dict]:
    """Keep only well-formed nbformat outputs (the learner's process wrote them)."""
    if not isinstance(outputs, list):
        raise ValueError("outputs must be a list")
    kept = []
    for output in outputs:
        kind = output.get("output_type") if isinstance(output, dict) else None
        if kind == "stream" and isinstance(output.get("text"), str):
            kept.append({"output_type": "stream", "name": "stdout", "text": output["text"]})
        elif kind == "error":
            kept.append(
                {
                    "output_type": "error",
                    "ename": str(output.get("ename", "Error")),
                    "evalue": str(output.get("evalue", "")),
                    "traceback": [str(line) for line in output.get("traceback", [])][:60],
                }
            )
        elif kind == "execute_result" and isinstance(output.get("data"), dict):
            text = str(output["data"].get("text/plain", ""))
            kept.append(
                {
                    "output_type": "execute_result",
                    "execution_count": None,
                    "metadata": {},
                    "data": {"text/plain": text},
                }
            )
    return kept


def _write(fd: int, message: object, deadline: float) -> None:
    """Write one frame without ever blocking past `deadline` (the child may not read)."""
    payload = json.dumps(message, ensure_ascii=False).encode("utf-8")
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
