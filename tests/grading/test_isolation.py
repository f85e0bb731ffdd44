"""Nothing one learner can reach survives into the next learner's run (issue 15, class 2).

Each attack runs in the warm clean room as a learner's cell; it must get nothing (every
attempt refused, reported from inside as the errno it got), and the next learner of the
same fork server must be graded exactly as usual. The grader runs as root here and in
CI: then learners have a uid of their own; the seccomp filter holds for every uid.
"""

from __future__ import annotations

import ast
import json
import os
import platform
import sys
from pathlib import Path

import pytest

from autograder.grading.cleanroom.sandbox import learner_uid
from tests.conftest import ROOT
from tests.grading.conftest import needs_bwrap
from tests.grading.test_budgets import FAST, assert_next_learner_is_fine, errors, run

pytestmark = [
    pytest.mark.slow,
    needs_bwrap,
    pytest.mark.skipif(platform.machine() != "x86_64", reason="syscall numbers are x86_64"),
]
AS_ROOT = learner_uid() is not None


def value(result, index=0):
    """The cell's trailing expression, parsed from JSON."""
    shown = [o for o in result.outputs.get(index, []) if o["output_type"] == "execute_result"]
    assert shown, result.outputs
    return json.loads(ast.literal_eval(shown[0]["data"]["text/plain"]))


ATTEMPT = """
import ctypes, errno, json, os
libc = ctypes.CDLL(None, use_errno=True)
libc.syscall.restype = ctypes.c_long
def attempt(result):
    return "ok" if result >= 0 else errno.errorcode.get(ctypes.get_errno(), "?")
"""

REACH_PROCESSES = (
    ATTEMPT
    + """
class IoVec(ctypes.Structure):
    _fields_ = [("base", ctypes.c_void_p), ("len", ctypes.c_size_t)]
buffer = ctypes.create_string_buffer(64)
local, remote = IoVec(ctypes.addressof(buffer), 64), IoVec(0x400000, 64)
seen = {}
for name, pid in {"init": 1, "fork_server": os.getppid()}.items():
    seen["ptrace_attach " + name] = attempt(libc.ptrace(16, pid, 0, 0))
    seen["ptrace_seize " + name] = attempt(libc.ptrace(0x4206, pid, 0, 0))
    seen["process_vm_readv " + name] = attempt(
        libc.process_vm_readv(pid, ctypes.byref(local), 1, ctypes.byref(remote), 1, 0))
    seen["process_vm_writev " + name] = attempt(
        libc.process_vm_writev(pid, ctypes.byref(local), 1, ctypes.byref(remote), 1, 0))
    pidfd = libc.syscall(434, pid, 0)  # pidfd_open
    seen["pidfd_open " + name] = attempt(pidfd)
    for fd in (0, 1, 2, 3):  # pidfd_getfd, with the pidfd or a guess
        seen[f"pidfd_getfd {name} {fd}"] = attempt(libc.syscall(438, max(pidfd, 3), fd, 0))
    seen["kcmp " + name] = attempt(libc.syscall(312, os.getpid(), pid, 0, 0, 0))
json.dumps(seen)
"""
)


def test_a_learner_can_neither_trace_nor_read_process_1_or_the_fork_server(room):
    seen = value(run(room, REACH_PROCESSES))
    assert len(seen) == 2 * 10
    assert {name: got for name, got in seen.items() if got == "ok"} == {}
    assert seen["ptrace_attach init"] == "EPERM"
    assert seen["pidfd_open fork_server"] == "ENOSYS"
    assert_next_learner_is_fine(room)


SIGNAL_OTHERS = """
import json, os, signal
seen = {}
for name, pid in {"init": 1, "fork_server": os.getppid()}.items():
    for sig in (signal.SIGSTOP, signal.SIGTERM, signal.SIGKILL):
        try:
            os.kill(pid, sig)
            seen[f"{name} {sig.name}"] = "ok"
        except OSError as error:
            seen[f"{name} {sig.name}"] = type(error).__name__
json.dumps(seen)
"""


@pytest.mark.skipif(not AS_ROOT, reason="as root only: a same-uid learner may kill its parent")
def test_as_root_a_learner_cannot_signal_process_1_or_the_fork_server(room):
    seen = value(run(room, SIGNAL_OTHERS))
    assert set(seen.values()) == {"PermissionError"}, seen
    assert_next_learner_is_fine(room)


def test_a_learner_runs_under_a_uid_that_is_not_the_fork_servers(room):
    code = "import os, json\njson.dumps([os.getuid(), os.stat('/proc/1').st_uid])"
    uid, init_uid = value(run(room, code))
    if AS_ROOT:
        assert uid == learner_uid() and uid != init_uid == 0
    else:
        assert uid == init_uid  # one user in the namespace: the seccomp filter protects


def test_only_the_protocol_pipes_are_open_and_stdio_is_dev_null(room):
    code = (
        "import os, json\n"
        "fds = {}\n"
        "for fd in os.listdir('/proc/self/fd'):\n"
        "    try:\n"
        "        fds[fd] = os.readlink(f'/proc/self/fd/{fd}')\n"
        "    except OSError:\n"
        "        pass  # the descriptor listdir itself used\n"
        "json.dumps(fds)"
    )
    fds = value(run(room, code))
    targets = {int(fd): target for fd, target in fds.items()}
    assert [targets[fd] for fd in (0, 1, 2)] == ["/dev/null"] * 3
    others = {fd: t for fd, t in targets.items() if fd > 2 and not t.startswith("/proc/")}
    assert len(others) == 2 and all(t.startswith("pipe:") for t in others.values()), targets


@pytest.mark.skipif(not AS_ROOT, reason="reading the sandbox's /proc from outside needs root")
def test_the_graders_terminal_never_enters_the_sandbox(room):
    """bwrap, its init and the fork server: fds 0-1 are /dev/null, no tty anywhere; fd 2 of
    bwrap's own two processes is the grader's start-up log (an unlinked file only the
    grader reads, to say why a start failed), and the fork server, which forks every
    learner, points its fd 2 at /dev/null once it is ready."""
    room.start()
    sandbox = [room._process.pid, *_descendants(room._process.pid)]
    assert len(sandbox) >= 3  # bwrap outside, bwrap's init, the fork server
    for pid in sandbox:
        fd_dir = Path(f"/proc/{pid}/fd")
        targets = {int(fd.name): os.readlink(fd) for fd in fd_dir.iterdir()}
        assert [targets.get(fd) for fd in (0, 1)] == ["/dev/null"] * 2, (pid, targets)
        startup_log = targets.get(2, "").endswith("(deleted)")
        assert targets.get(2) == "/dev/null" or (startup_log and pid != sandbox[-1]), targets
        assert not [t for t in targets.values() if t.startswith(("/dev/pts", "/dev/tty"))]


def _descendants(pid: int) -> list[int]:
    children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    return [int(c) for c in children] + [d for c in children for d in _descendants(int(c))]


KERNEL_STATE = (
    ATTEMPT
    + """
seen = {
    "shmget": attempt(libc.syscall(29, 0x5EED, 4096, 0o1666)),
    "msgget": attempt(libc.syscall(68, 0x5EED, 0o1666)),
    "semget": attempt(libc.syscall(64, 0x5EED, 1, 0o1666)),
    "mq_open": attempt(libc.syscall(240, b"leak", os.O_CREAT | os.O_RDWR, 0o600, None)),
    "add_key": attempt(libc.syscall(248, b"user", b"leak", b"secret", 6, -4)),
    "keyctl": attempt(libc.syscall(250, 0, -4, 0, 0, 0)),
    "unshare user": attempt(libc.syscall(272, 0x10000000)),
    "clone newuser": attempt(libc.syscall(56, 0x10000000 | 17, 0, 0, 0, 0)),
    "mount": attempt(libc.syscall(165, b"none", b"/tmp", b"tmpfs", 0, None)),
}
json.dumps(seen)
"""
)


def test_a_learner_can_leave_no_state_in_the_kernel(room):
    seen = value(run(room, KERNEL_STATE))
    assert {name: got for name, got in seen.items() if got == "ok"} == {}, seen
    assert_next_learner_is_fine(room)


KILLER_DAEMON = """
import os, signal, time
if os.fork() == 0:
    os.setsid()
    if os.fork() == 0:
        for sig in (signal.SIGTERM, signal.SIGHUP, signal.SIGINT):
            signal.signal(sig, signal.SIG_IGN)
        end = time.monotonic() + 20
        while time.monotonic() < end:  # kill whatever this uid runs next: the next learner
            try:
                os.kill(-1, signal.SIGKILL)
            except OSError:
                pass
            time.sleep(0.005)
    os._exit(0)
time.sleep(0.2)
"""


def test_a_process_left_to_kill_the_next_learner_is_gone_before_it_starts(room):
    run(room, KILLER_DAEMON)
    for _ in range(3):
        assert_next_learner_is_fine(room)


PLANT_TMP = """
import os
for n in range(1, 200):  # the next learners' working directories, squatted read-only
    os.makedirs(f'/tmp/run-{n}/x', exist_ok=True)
    open(f'/tmp/run-{n}/x/junk', 'w').write('x' * 1000)
    os.chmod(f'/tmp/run-{n}/x', 0o500)
    os.chmod(f'/tmp/run-{n}', 0o500)
os.makedirs('/tmp/full/locked')
with open('/tmp/full/locked/ballast', 'wb') as ballast:
    try:
        while True:
            ballast.write(b'x' * 2**20)
    except OSError:
        pass
os.chmod('/tmp/full/locked', 0o000)
os.chmod('/tmp/full', 0o500)
os.chdir('/tmp')
for _ in range(1500):  # deeper than Python's recursion limit and PATH_MAX
    os.mkdir('d' * 60)
    os.chdir('d' * 60)
open('bottom', 'w').write('x')
"""

FRESH_TMP = """
import os, json
stat = os.statvfs('/tmp')
open('mine.txt', 'w').write('a learner can write its own working directory')
json.dumps([sorted(os.listdir('/tmp')), os.getcwd(), stat.f_bavail * stat.f_frsize])
"""


def test_every_learner_starts_with_an_empty_private_tmp(room):
    planted = run(room, PLANT_TMP)
    assert errors(planted, 0) == [], planted.outputs
    listing, cwd, free = value(run(room, FRESH_TMP))
    # Mount points of what the sandbox binds (a checkout or venv that lives under /tmp, as a
    # CI clone may) appear as empty directories; nothing else of the host's /tmp may.
    bound = {
        Path(p).relative_to("/tmp").parts[0]
        for p in (str(ROOT), sys.prefix, sys.base_prefix)
        if p.startswith("/tmp/")
    }
    assert sorted(set(listing) - bound) == [Path(cwd).name] and cwd.startswith("/tmp/run-")
    assert free > 250 * 2**20  # the 256 MiB scratch, whole again
    assert_next_learner_is_fine(room)


FORKS = """
import os, time
children = 0
try:
    for _ in range(300):
        if os.fork() == 0:
            time.sleep(3)
            os._exit(0)
        children += 1
except OSError:
    pass
children
"""


def test_the_process_limit_holds_for_a_root_grader(room):
    result = run(room, FORKS)
    children = int(result.outputs[0][-1]["data"]["text/plain"])
    assert children < FAST.max_processes
    assert_next_learner_is_fine(room)


def test_the_memory_limit_holds_for_a_root_grader(room):
    result = run(room, "ballast = bytearray(2 * 1024**3)")
    assert errors(result, 0) == ["MemoryError"]
    assert_next_learner_is_fine(room)
