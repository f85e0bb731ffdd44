"""The grader's side of the clean room: run one submission, keep what it sent.

`CleanRoom` starts the sandboxed fork server (`zygote`) once and keeps it warm; `run`
sends one submission's cells, answers every model call with the grader's own
simulator (`SimulatorHost`, which records the transcripts here, out of the learner's
reach), enforces the notebook deadline from outside, and returns a `RunResult` of plain
data. Nothing the learner's process sends is trusted beyond its JSON shape, and what it
may send is bounded (`session`); a stalled, flooding or dying process only costs its
own submission, and the fork server is restarted when it had to be killed.

The fork server gets ``/dev/null`` as stdin, stdout and stderr and the control socket,
nothing else: the grader's terminal never enters the sandbox. A submission whose cells
are too large to send is not run at all (``grading.submission_too_large``).
"""

from __future__ import annotations

import functools
import hashlib
import inspect
import json
import os
import select
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time

from autograder.grading.cleanroom.budgets import (
    WALL_EXIT,
    WALL_FACTOR,
    Budgets,
    address_space_bytes,
)
from autograder.grading.cleanroom.heap import freeze_loaded
from autograder.grading.cleanroom.protocol import MAX_FRAME, MAX_SOURCE, encode
from autograder.grading.cleanroom.sandbox import SandboxSpec, warning, zygote_command
from autograder.grading.cleanroom.session import Collected, RunResult, Session
from autograder.grading.cleanroom.simhost import SimulatorHost

__all__ = ["CleanRoom", "Collected", "RunResult", "oversized_cell"]

_GRACE = 5.0  # seconds beyond the notebook's wall backstop before the grader gives up on it
_EVALUATE_SECONDS = 2.0  # judging always gets at least this long after a run ends
_START_TIMEOUT = 90.0


class CleanRoom:
    """One warm, sandboxed fork server; `run` grades one submission in a fresh child."""

    def __init__(self, spec: SandboxSpec | None = None, host_factory=SimulatorHost) -> None:
        self.spec, self.host_factory = spec or SandboxSpec(), host_factory
        self._process: subprocess.Popen | None = None
        self._control: socket.socket | None = None
        self._seq = 0
        self._startup_log = None
        self._scratch: str | None = None  # without bubblewrap: the learners' /tmp, a host folder
        self.sandboxed = False

    def start(self) -> None:
        """Start the fork server (idempotent) and wait until its imports are warm."""
        if self._process is not None and self._process.poll() is None:
            return
        ours, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        try:
            self._spawn(theirs)
        except BaseException:  # e.g. bwrap required but missing: leak no descriptor or folder
            ours.close()
            self._forget_startup_log()
            self._remove_scratch()
            raise
        finally:
            theirs.close()  # the fork server holds its own copy now
        self._control = ours
        try:
            ready = self._receive(time.monotonic() + _START_TIMEOUT)
        except BaseException:  # e.g. a garbled "ready": stop what was started
            self.close()
            raise
        if not (isinstance(ready, dict) and ready.get("type") == "ready"):
            why = self._startup_error()
            self.close()
            raise RuntimeError(
                "the grading clean room did not start"
                + (f": {why}" if why else " (TOOLUSE_SANDBOX_DEBUG=1 shows why)")
            )
        self._forget_startup_log()
        for problem in ready.get("problems", []):
            print(f"clean room: {problem}", file=sys.stderr)

    def _spawn(self, theirs: socket.socket) -> None:
        """Start the fork server process with `theirs` as its control socket."""
        argv, env, self.sandboxed = zygote_command(self.spec, theirs.fileno())
        if not self.sandboxed:
            print(warning(), file=sys.stderr)
            self._remove_scratch()  # a restarted fork server's predecessor's
            self._scratch = env.get("TOOLUSE_SCRATCH")
        getattr(self.host_factory, "warm", lambda: None)()  # grader-side imports, off the clock
        # Until it is ready, the fork server's stderr is kept to say why a start failed
        # (no learner code runs before "ready"; each learner's fds 0-2 are /dev/null).
        debug = os.environ.get("TOOLUSE_SANDBOX_DEBUG") == "1"
        self._startup_log = None if debug else tempfile.TemporaryFile()  # noqa: SIM115 -- kept open until ready
        stderr = None if debug else self._startup_log
        self._process = subprocess.Popen(
            argv,
            env=env,
            pass_fds=[theirs.fileno()],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=stderr,  # the grader's terminal never enters the sandbox
        )

    def _startup_error(self) -> str:
        """The last line the fork server wrote to stderr before it failed (its error)."""
        log, self._startup_log = getattr(self, "_startup_log", None), None
        if log is None:
            return ""
        with log:
            log.seek(0)
            lines = log.read()[-8192:].decode("utf-8", "replace").strip().splitlines()
        return lines[-1].strip()[:500] if lines else ""

    def _forget_startup_log(self) -> None:
        log, self._startup_log = getattr(self, "_startup_log", None), None
        if log is not None:
            log.close()

    def close(self) -> None:
        """Stop the fork server."""
        self._forget_startup_log()
        if self._control is not None:
            self._control.close()
            self._control = None
        if self._process is not None:
            self._process.kill()
            self._process.wait()
            self._process = None
        self._remove_scratch()

    def _remove_scratch(self) -> None:
        scratch, self._scratch = self._scratch, None
        if scratch is not None:
            shutil.rmtree(scratch, ignore_errors=True)

    def run(
        self,
        cells: list[dict],
        checks: str | None,
        budgets: Budgets,
        checkpoints: list[int] | None = None,
    ) -> RunResult:
        """Run `cells` ([{"index", "source"}]) in a fresh child, calling `checks`.collect
        after each cell index in `checkpoints` (default: after the last cell)."""
        if checkpoints is None:
            checkpoints = [cells[-1]["index"] if cells else -1]
        result = RunResult(expected=tuple(sorted(set(checkpoints))))
        job = {"cells": cells, "checks": checks, "budgets": budgets.to_json()}
        job["checkpoints"] = list(result.expected)
        too_large = oversized_cell(job)
        if too_large is not None:
            result.failure, result.fatal_cell = "grading.submission_too_large", too_large
            result.detail = f"cell {too_large}: more than {MAX_SOURCE} bytes of source"
            return result
        self.start()  # first: its grader-side imports are not this submission's
        freeze_loaded()  # what grading loaded so far is walked by no collection again
        result.memory_baseline = address_space_bytes()  # `grader_memory`: this submission's share
        self._seq += 1
        # The fork server stops the child at its CPU budget (or the wall backstop);
        # the grader's own deadline is the backstop's, so load never cuts a run short.
        wall = budgets.notebook_timeout * WALL_FACTOR
        deadline = time.monotonic() + wall + _GRACE
        job_times = {"seq": self._seq, "deadline": budgets.notebook_timeout, "wall": wall}
        self._control.send(json.dumps(job_times).encode())
        _, fds, _, _ = socket.recv_fds(self._control, 16, 2)
        data_r, reply_w = fds
        os.set_blocking(reply_w, False)
        try:
            hosts = _seeded(self.host_factory, cells)
            Session(data_r, reply_w, hosts, result).serve(job, deadline, budgets)
            if result.failure in ("grading.protocol_violation", "grading.memory_limit"):
                self._control.send(b'{"type": "stop"}')  # no need to wait for its deadline
        except BaseException:
            self.close()  # never leave the fork server's report unread: restart it
            raise
        finally:
            os.close(data_r)
            os.close(reply_w)
        self._finish(result, deadline)
        evaluate_by = max(deadline, time.monotonic() + _EVALUATE_SECONDS)
        for collected in result.checkpoints.values():
            collected.evaluate_by = evaluate_by
            collected.memory_baseline = result.memory_baseline
        return result

    def _finish(self, result: RunResult, deadline: float) -> None:
        done = self._receive(deadline)
        if not isinstance(done, dict) or done.get("type") != "done":
            self.close()  # unresponsive or killed: a fresh fork server for the next learner
            result.failure = result.failure or "grading.notebook_timeout"
            return
        if done.get("timed_out") or done.get("exit_code") in (WALL_EXIT, -signal.SIGXCPU):
            result.failure = "grading.notebook_timeout"
            result.detail = result.detail or _time_detail(done)
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


def _time_detail(done: dict) -> str:
    if done.get("limit") == "cpu":
        return "the learner's process used its notebook CPU budget"
    if done.get("limit") == "wall":
        return "the notebook's wall-clock backstop passed (sleeping or waiting)"
    return "a cell's wall-clock backstop passed (sleeping or waiting)"


def oversized_cell(job: dict) -> int | None:
    """The index of a cell too large to send (the largest one when only the total is)."""
    cells = job["cells"]
    for cell in cells:
        if len(cell["source"]) > MAX_SOURCE or len(encode(cell["source"])) > MAX_SOURCE:
            return cell["index"]
    if cells and len(encode(job)) > MAX_FRAME:
        return max(cells, key=lambda cell: len(cell["source"]))["index"]
    return None


def _seeded(host_factory, cells: list[dict]):
    """`host_factory` bound to a digest of the submission's cells, when it takes a seed.

    The same submission then meets the same fresh ids on every grading path and re-run
    (`simhost.fresh_tool_use_ids`), so scores and feedback are byte-identical."""
    try:
        takes_seed = "seed" in inspect.signature(host_factory).parameters
    except (TypeError, ValueError):
        takes_seed = False
    if not takes_seed:
        return host_factory
    digest = hashlib.sha256(json.dumps(cells, sort_keys=True, default=str).encode()).digest()
    return functools.partial(host_factory, seed=digest)
