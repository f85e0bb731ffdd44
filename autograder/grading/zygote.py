"""The clean room's fork server: `python -m autograder.grading.zygote CONTROL_FD [MODULE ...]`.

It starts once per grading worker (inside the sandbox when bubblewrap is present),
imports the heavy modules once (``anthropic``, the checks), then forks one fresh child
per submission: the child inherits the warm imports but no state from any other
learner. Per job the zygote creates two pipes, hands the grader its ends over the
control socket (``SCM_RIGHTS``), forks, closes the control socket in the child, and
waits for the child under the notebook deadline. Afterwards it kills anything the
child left behind and empties the scratch directory (nothing written there is ever on
``sys.path``), then reports the exit status.
The child never holds the control socket, so it cannot forge the zygote's reports.
"""

from __future__ import annotations

import contextlib
import ctypes
import importlib
import json
import os
import select
import shutil
import signal
import socket
import sys
import time

__all__ = ["main"]

_PR_SET_DUMPABLE = 4


def main(argv: list[str]) -> int:
    control = socket.socket(fileno=int(argv[0]))
    sandboxed = os.environ.get("TOOLUSE_SANDBOXED") == "1"
    scratch = os.environ.get("TOOLUSE_SCRATCH", "/tmp")
    # Nothing a learner can write may ever be importable by the next learner.
    sys.path[:] = [p for p in sys.path if p not in ("", ".", os.getcwd(), scratch)]
    for name in ["autograder.grading.child", "anthropic", *argv[1:]]:
        _preload(name)
    _set_not_dumpable()
    control.send(json.dumps({"type": "ready", "sandboxed": sandboxed}).encode())
    while True:
        message = control.recv(65536)
        if not message:
            return 0
        job = json.loads(message)
        status = _serve_one(control, job, scratch, sandboxed)
        control.send(json.dumps({"type": "done", **status}).encode())


def _preload(name: str) -> None:
    try:
        importlib.import_module(name)
    except Exception as exc:  # a missing checks module is reported per job, not fatal here
        print(f"zygote: could not preload {name}: {exc}", file=sys.stderr)


def _set_not_dumpable() -> None:
    """Forbid same-uid processes (the learner's) to ptrace or read this process's memory."""
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_DUMPABLE, 0, 0, 0, 0)


def _serve_one(control: socket.socket, job: dict, scratch: str, sandboxed: bool) -> dict:
    data_r, data_w = os.pipe()
    reply_r, reply_w = os.pipe()
    socket.send_fds(control, [b"fds"], [data_r, reply_w])
    os.close(data_r)
    os.close(reply_w)
    workdir = os.path.join(scratch, f"run-{job.get('seq', 0)}")
    os.makedirs(workdir, exist_ok=True)
    pid = os.fork()
    if pid == 0:  # the learner's process
        try:
            control.close()
            os.setsid()
            os.chdir(workdir)
            from autograder.grading.child import run_job

            run_job(data_w, reply_r)
        finally:
            os._exit(4)
    os.close(data_w)
    os.close(reply_r)
    status = _wait(pid, float(job["deadline"]))
    _kill_leftovers(pid, sandboxed)
    _wipe(scratch)
    return status


def _wipe(scratch: str) -> None:
    """Empty the scratch directory (the sandbox's /tmp): no file survives into the next job."""
    for entry in os.scandir(scratch):
        if entry.is_dir(follow_symlinks=False):
            shutil.rmtree(entry.path, ignore_errors=True)
        else:
            with contextlib.suppress(OSError):
                os.unlink(entry.path)


def _wait(pid: int, seconds: float) -> dict:
    """Wait for the child up to `seconds`; kill it past the deadline."""
    pidfd = os.pidfd_open(pid)
    ready, _, _ = select.select([pidfd], [], [], seconds)
    timed_out = not ready
    if timed_out:
        _kill_group(pid)
    _, wait_status = os.waitpid(pid, 0)
    os.close(pidfd)
    return {
        "timed_out": timed_out,
        "exit_code": os.waitstatus_to_exitcode(wait_status),
    }


def _kill_group(pid: int) -> None:
    for target in (lambda: os.killpg(pid, signal.SIGKILL), lambda: os.kill(pid, signal.SIGKILL)):
        with contextlib.suppress(ProcessLookupError):
            target()


def _kill_leftovers(pid: int, sandboxed: bool) -> None:
    """Kill what the child left running: its group, and in the sandbox, every stranger."""
    _kill_group(pid)
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
