"""The clean room's fork server: `python -m autograder.grading.cleanroom.zygote CONTROL_FD [MODULE ...]`.

It starts once per grading worker (inside the sandbox when bubblewrap is present),
imports the heavy modules once (``anthropic``, the checks), builds the SDK's response
models (`simulator.warmup`) and runs the checks module's ``prepare_fork_server()`` if it
has one (`_prepare`) -- all of it only when given a module to preload (`_load_ahead`) --,
freezes what it loaded out of garbage collection (`heap.freeze_loaded`), then forks one
fresh child per submission: the child inherits the warm imports but no state from any
other learner. Per job the zygote creates two pipes, hands the grader its ends over the
control socket (``SCM_RIGHTS``), forks, and waits for the child under the notebook CPU
budget, or its wall-clock backstop (or until the grader says ``stop``). The child
confines itself before any learner code runs (`confine`: only its two pipes stay open,
its own uid when the zygote is root, a seccomp filter), so it can neither forge the
zygote's reports nor reach the zygote or bubblewrap's init. Afterwards `confine.sweep`
kills anything the learner left behind and empties the scratch directories (nothing
written there is ever on ``sys.path``), then the zygote reports the exit status.
Without bubblewrap the scratch directory is a host folder made for this fork server
(`sandbox.zygote_command`); the zygote removes it when its grader closes the control
socket or goes away (`_Room.leave`), so no command leaves one behind.
"""

from __future__ import annotations

import contextlib
import ctypes
import importlib
import importlib.util
import json
import os
import select
import shutil
import signal
import socket
import sys
import time

from autograder.grading.cleanroom.confine import (
    Identity,
    confine,
    learner_filter,
    refuse_reads,
    sweep,
)
from autograder.grading.cleanroom.heap import freeze_loaded

__all__ = ["main"]

_PR_SET_DUMPABLE = 4


def main(argv: list[str]) -> int:
    control = socket.socket(fileno=int(argv[0]))
    sandboxed = os.environ.get("TOOLUSE_SANDBOXED") == "1"
    scratch = os.environ.get("TOOLUSE_SCRATCH", "/tmp")
    # Nothing a learner can write may ever be importable by the next learner.
    sys.path[:] = [p for p in sys.path if p not in ("", ".", os.getcwd(), scratch)]
    problems = [p for p in _load_ahead(argv[1:]) if p]
    _set_not_dumpable()
    uid = os.environ.get("TOOLUSE_LEARNER_UID")
    identity = Identity.for_fork_server(int(uid) if uid else None)
    if identity is not None and not identity.works(_installation_files()):
        problems.append(
            f"learners cannot run as uid {uid} (or it cannot read the Python installation "
            "and the package): they share the fork server's uid"
        )
        identity = None
    room = _Room(scratch, sandboxed, identity)
    room.denied, why = learner_filter()
    problems += [why] if why else []
    control.send(
        json.dumps({"type": "ready", "sandboxed": sandboxed, "problems": problems}).encode()
    )
    _silence_stderr()  # the grader kept it only to say why a start failed
    freeze_loaded()  # in every learner's process too: it is inherited
    try:
        _serve(control, room)
    finally:
        room.leave()
    return 0


def _serve(control: socket.socket, room: _Room) -> None:
    """Grade the grader's jobs until it closes the control socket (or goes away)."""
    while True:
        message = control.recv(65536)
        if not message:
            return
        job = json.loads(message)
        if job.get("type") == "stop":
            continue  # a stop that crossed the report of a child that had just ended
        status = room.serve_one(control, job)
        control.send(json.dumps({"type": "done", **status}).encode())


def _load_ahead(modules: list[str]) -> list[str | None]:
    """Load what every learner's process needs before any is forked; a problem is reported
    (None: none) and grading goes on, each learner's process then loading what it needs.

    Always the child's module. With `modules` (a checks module to grade with) also the SDK,
    warm (`simulator.warmup`: each learner's process would otherwise build its response
    models on its first request, ~50 ms of CPU), and `modules`, each prepared (`_prepare`).
    Without any, this fork server is a probe (``make grade``'s preflight: does the sandbox
    start and run a cell?) and loads nothing more."""
    problems = [_preload("autograder.grading.cleanroom.child")]
    if modules:
        problems += [_preload(name) for name in ["anthropic", *modules]]
        problems.append(_attempt(_warm_up, "could not warm the SDK up in the fork server"))
        problems += [_prepare(name) for name in modules]
    return problems


def _installation_files() -> tuple[str, ...]:
    """One file each of the standard library, the environment and the package: what a
    learner's process must still be able to import after it changed its uid."""
    import autograder

    # found, not imported: importing the SDK costs ~1.3 s of CPU a probe never needs
    spec = importlib.util.find_spec("anthropic")
    files = [os.__file__, autograder.__file__, spec and spec.origin]
    return tuple(f for f in files if f)


def _preload(name: str) -> str | None:
    # a missing checks module is reported per job too, not fatal here
    return _attempt(lambda: importlib.import_module(name), f"could not preload {name}")


def _warm_up() -> None:
    from autograder.simulator.warmup import warm_up

    warm_up("anthropic")


def _prepare(name: str) -> str | None:
    """Run a preloaded module's ``prepare_fork_server()``, if it has one: what it loads
    (e.g. the scripted model's language data, ~0.5 s CPU per process that needs it) is then
    inherited by every learner's process instead of loaded again in each."""
    prepare = getattr(sys.modules.get(name), "prepare_fork_server", None)
    if not callable(prepare):
        return None
    return _attempt(prepare, f"could not prepare the fork server for {name}")


def _attempt(action, failure: str) -> str | None:
    """Run `action`; None, or ``"<failure>: <why>"`` when it raised."""
    try:
        action()
    except Exception as exc:
        return f"{failure}: {exc}"
    return None


def _silence_stderr() -> None:
    """Point fd 2 at /dev/null once ready: until then the grader's start-up log file
    holds what a failed start printed; after, nothing outside the sandbox is open here
    beyond the control socket (tests/grading/test_isolation.py)."""
    null = os.open(os.devnull, os.O_WRONLY)
    os.dup2(null, 2)
    os.close(null)


def _set_not_dumpable() -> None:
    """Forbid same-uid processes (the learner's) to ptrace or read this process's memory."""
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_DUMPABLE, 0, 0, 0, 0)


class _Room:
    """What every job shares: the scratch directory, the learners' identity and filter."""

    def __init__(self, scratch: str, sandboxed: bool, identity: Identity | None) -> None:
        self.scratch, self.sandboxed, self.identity = scratch, sandboxed, identity
        self.denied: object | None = None
        shm = "/dev/shm" if sandboxed and os.path.isdir("/dev/shm") else None
        self.wiped = tuple(filter(None, (scratch, shm)))

    def leave(self) -> None:
        """Without bubblewrap the scratch directory is a host folder made for this fork
        server (`sandbox.zygote_command`): remove it. The grader removes it too when it
        stops the fork server (`CleanRoom.close`), but a grader that exits without closing
        (``os._exit`` in a ``make grade`` worker, a lease whose idle timer never fired)
        only closes the control socket, and that ends `_serve`. In the sandbox it is the
        sandbox's own /tmp, gone with it."""
        if not self.sandboxed and os.environ.get("TOOLUSE_SCRATCH") == self.scratch:
            shutil.rmtree(self.scratch, ignore_errors=True)  # never a default such as /tmp

    def kill(self, pid: int) -> None:
        """Kill the learner's process now (as root, the fork server may not signal the
        learners' uid: a helper that becomes it kills all of that uid's processes)."""
        _kill_group(pid)
        if self.identity is not None:
            sweep(self.identity, (), pid_namespace=self.sandboxed)

    def serve_one(self, control: socket.socket, job: dict) -> dict:
        data_r, data_w = os.pipe()
        reply_r, reply_w = os.pipe()
        socket.send_fds(control, [b"fds"], [data_r, reply_w])
        os.close(data_r)
        os.close(reply_w)
        workdir = os.path.join(self.scratch, f"run-{int(job.get('seq', 0))}")
        pid = os.fork()
        if pid == 0:  # the learner's process
            try:
                os.setsid()
                confine((data_w, reply_r), self.identity, self.denied)
                refuse_reads(tuple(os.environ.get("TOOLUSE_HIDDEN", "").split(os.pathsep)))
                os.makedirs(workdir, exist_ok=True)
                os.chdir(workdir)
                from autograder.grading.cleanroom.child import run_job

                run_job(data_w, reply_r)
            except BaseException:  # stderr is /dev/null unless TOOLUSE_SANDBOX_DEBUG=1
                import traceback

                traceback.print_exc()
            finally:
                os._exit(4)
        os.close(data_w)
        os.close(reply_r)
        seconds = float(job["deadline"])
        status = _wait(pid, seconds, float(job.get("wall", seconds)), control, self.kill)
        _kill_group(pid)
        if self.identity is None:
            _kill_strangers(self.sandboxed)
        sweep(self.identity, self.wiped, pid_namespace=self.sandboxed)
        return status


_POLL = 0.1  # seconds between two readings of the child's CPU time
_TICKS = os.sysconf("SC_CLK_TCK")


def _wait(pid: int, seconds: float, wall: float, control: socket.socket, kill) -> dict:
    """Wait for the child until it has used `seconds` of CPU time, or `wall` seconds have
    passed (it sleeps or hangs), or the grader says stop; then kill it.

    CPU time, read from ``/proc/<pid>/stat`` (all its threads, and the children it
    waited for), does not grow when the machine is busy: the notebook budget means the
    same on a loaded grader as on a quiet one.
    """
    pidfd = os.pidfd_open(pid)
    deadline = time.monotonic() + wall
    timed_out = stopped = False
    limit = None
    while True:
        remaining = deadline - time.monotonic()
        ready, _, _ = select.select([pidfd, control], [], [], min(max(remaining, 0), _POLL))
        if pidfd in ready:
            break
        if control in ready:
            stopped = True
            control.recv(65536)  # the grader's stop: it stopped listening to this child
            kill(pid)
            break
        if _cpu_seconds(pid) > seconds:
            timed_out, limit = True, "cpu"
        elif remaining <= 0:
            timed_out, limit = True, "wall"
        if timed_out:
            kill(pid)
            break
    _, wait_status = os.waitpid(pid, 0)
    os.close(pidfd)
    return {
        "timed_out": timed_out,
        "limit": limit,
        "stopped": stopped,
        "exit_code": os.waitstatus_to_exitcode(wait_status),
    }


def _cpu_seconds(pid: int) -> float:
    """User + system CPU seconds of `pid` and its waited-for children (0 if it is gone)."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as stat:
            fields = stat.read().rsplit(b")", 1)[1].split()
    except (OSError, IndexError):
        return 0.0
    return sum(int(value) for value in fields[11:15]) / _TICKS  # utime stime cutime cstime


def _kill_group(pid: int) -> None:
    for target in (lambda: os.killpg(pid, signal.SIGKILL), lambda: os.kill(pid, signal.SIGKILL)):
        with contextlib.suppress(ProcessLookupError, PermissionError):  # another uid: `kill`
            target()


def _kill_strangers(sandboxed: bool) -> None:
    """Kill every other process of the sandbox (same uid as ours: no helper can do it)."""
    if not sandboxed:
        return  # outside a pid namespace only the child's own group is ours to kill
    me = os.getpid()
    for _ in range(3):
        strangers = [p for p in _pids() if p not in (1, me)]
        for stranger in strangers:
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.kill(stranger, signal.SIGKILL)
        if not strangers:
            return
        time.sleep(0.01)


def _pids() -> list[int]:
    return [int(name) for name in os.listdir("/proc") if name.isdigit()]


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
