"""Confine one learner's process, and leave nothing of it for the next learner.

The fork server (`zygote`) outlives every learner it serves, and so does bubblewrap's
init (process 1 of the sandbox); neither may be reachable from a learner's code. Each
forked learner process therefore, before any learner code runs:

- closes every file descriptor but its two protocol pipes (fds 0-2 are ``/dev/null``);
- when the fork server runs as root, becomes a uid of its own (`Identity`): it can then
  neither ptrace nor signal the fork server or process 1 (both root), and the kernel
  enforces its process limit (``RLIMIT_NPROC`` is never enforced for root);
- loads a seccomp filter (`SECCOMP_DENIED`, via libseccomp) that refuses ``ptrace``,
  ``process_vm_readv/writev``, ``pidfd_getfd``, ``kcmp``, System V IPC and message queues,
  keyrings, new namespaces and mounts: the ways one process reaches another process's
  memory or file descriptors, or leaves state outside its files that would outlive it.

After the learner, `sweep` kills every process left (as that uid, ``kill(-1)``) and
empties the scratch directories with a wipe that read-only directories, deep nesting and
long paths cannot stop. Nothing the learner created survives into the next job.
"""

from __future__ import annotations

import contextlib
import ctypes
import errno
import os
import signal
import stat
import sys
import time
from dataclasses import dataclass

__all__ = [
    "SECCOMP_DENIED",
    "Identity",
    "close_fds_except",
    "confine",
    "learner_filter",
    "refuse_reads",
    "sweep",
    "wipe",
]

_REACH_ANOTHER_PROCESS = (
    "ptrace",
    "process_vm_readv",
    "process_vm_writev",
    "pidfd_getfd",
    "pidfd_send_signal",
    "kcmp",
    "process_madvise",
    "process_mrelease",
)  # another process's memory, file descriptors or signals
_OUTLIVE_THE_PROCESS = (
    "shmget",
    "shmat",
    "shmctl",
    "msgget",
    "msgsnd",
    "msgrcv",
    "msgctl",
    "semget",
    "semop",
    "semtimedop",
    "semctl",
    "mq_open",
    "mq_unlink",
    "mq_timedsend",
    "mq_timedreceive",
    "mq_notify",
    "mq_getsetattr",
    "add_key",
    "request_key",
    "keyctl",
)  # state the kernel keeps after the process ends
_CHANGE_THE_SANDBOX = (
    "unshare",
    "setns",
    "mount",
    "umount2",
    "pivot_root",
    "chroot",
    "move_mount",
    "open_tree",
    "fsopen",
    "fsconfig",
    "fsmount",
    "fspick",
    "mount_setattr",
    "open_by_handle_at",
    "name_to_handle_at",
)  # namespaces, mounts, file handles
_KERNEL_SURFACE = (
    "bpf",
    "perf_event_open",
    "userfaultfd",
    "fanotify_init",
    "init_module",
    "finit_module",
    "delete_module",
    "kexec_load",
    "kexec_file_load",
    "reboot",
    "swapon",
    "swapoff",
    "acct",
    "quotactl",
    "syslog",
    "iopl",
    "ioperm",
    "settimeofday",
    "clock_settime",
    "adjtimex",
    "clock_adjtime",
    "migrate_pages",
    "move_pages",
)  # kernel interfaces no notebook needs
_NOT_IMPLEMENTED = (
    "pidfd_open",
    "clone3",
    "io_uring_setup",
    "io_uring_enter",
    "io_uring_register",
)  # answered ENOSYS: glibc and asyncio then fall back to older calls

#: Syscalls the learner's process may not make, and the errno it gets instead.
SECCOMP_DENIED: dict[str, int] = {
    **dict.fromkeys(
        _REACH_ANOTHER_PROCESS + _OUTLIVE_THE_PROCESS + _CHANGE_THE_SANDBOX + _KERNEL_SURFACE,
        errno.EPERM,
    ),
    **dict.fromkeys(_NOT_IMPLEMENTED, errno.ENOSYS),
}
_NEW_NAMESPACES = (
    0x10000000,  # CLONE_NEWUSER
    0x00020000,  # CLONE_NEWNS
    0x20000000,  # CLONE_NEWPID
    0x40000000,  # CLONE_NEWNET
    0x08000000,  # CLONE_NEWIPC
    0x04000000,  # CLONE_NEWUTS
    0x02000000,  # CLONE_NEWCGROUP
    0x00000080,  # CLONE_NEWTIME
)
_PR_SET_NO_NEW_PRIVS = 38


@dataclass(frozen=True)
class Identity:
    """The uid and gid learners run as, when the fork server may switch (it is root)."""

    uid: int
    gid: int

    @classmethod
    def for_fork_server(cls, uid: int | None) -> Identity | None:
        """The learners' identity: `uid` when this process is root, else None (no switch)."""
        if uid is None or os.geteuid() != 0:
            return None
        return cls(uid, uid)

    def works(self, readable: tuple[str, ...] = ()) -> bool:
        """Whether a process can become this identity here and then still read the files
        `readable` (the Python installation, the package). A uid outside the user
        namespace's map cannot be become; without bubblewrap, an interpreter under a
        private home (``/root/.pyenv``) cannot be read by it: in both cases learners
        keep the fork server's uid (and the fork server says so)."""
        probe = os.fork()
        if probe == 0:
            try:
                self.become()
                for path in readable:
                    os.close(os.open(path, os.O_RDONLY))
                os._exit(0)
            finally:
                os._exit(1)
        _, status = os.waitpid(probe, 0)
        return os.waitstatus_to_exitcode(status) == 0

    def become(self) -> None:
        """Drop to this identity for good (all capabilities go with uid 0)."""
        os.setgroups([])
        os.setresgid(self.gid, self.gid, self.gid)
        os.setresuid(self.uid, self.uid, self.uid)


def learner_filter() -> tuple[object | None, str | None]:
    """(the seccomp filter to load in each learner process, None) or (None, why not)."""
    try:
        import pyseccomp as seccomp

        denied = seccomp.SyscallFilter(seccomp.ALLOW)
    except (ImportError, OSError, RuntimeError) as exc:
        return None, f"seccomp unavailable ({type(exc).__name__}: {exc})"
    for name, code in SECCOMP_DENIED.items():
        with contextlib.suppress(ValueError, OSError, RuntimeError):  # unknown to this libseccomp
            denied.add_rule(seccomp.ERRNO(code), name)
    for flag in _NEW_NAMESPACES:
        denied.add_rule(
            seccomp.ERRNO(errno.EPERM), "clone", seccomp.Arg(0, seccomp.MASKED_EQ, flag, flag)
        )
    return denied, None


def confine(keep: tuple[int, ...], identity: Identity | None, denied: object | None) -> None:
    """Confine this (freshly forked) learner process; raises if any step fails."""
    close_fds_except(keep)
    if ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0:
        raise OSError(ctypes.get_errno(), "prctl(PR_SET_NO_NEW_PRIVS) failed")
    if identity is not None:
        identity.become()  # a non-zero uid keeps no capability
    else:
        _drop_capabilities()  # e.g. CAP_SETUID kept by a root fork server for nothing
    if denied is not None:
        denied.load()


_PATH_EVENTS = frozenset({"open", "os.listdir", "os.scandir", "os.chdir", "shutil.copyfile"})


def refuse_reads(folders: tuple[str, ...]) -> None:
    """Refuse, from now on in this process, opening or listing anything under `folders`.

    The fallback without bubblewrap has no mount namespace to hide the exercises'
    ``hidden/`` folders in; an audit hook (which cannot be removed once added) refuses
    the interpreter's own ways to reach them, symlinks and relative paths included. It
    does not stop a program the learner starts, nor raw system calls through ctypes: only
    the sandbox (or, as root, the folders' mode) does; see docs/THREAT_MODEL.md.
    """
    roots = tuple(os.path.join(os.path.realpath(f), "") for f in folders if f)
    if not roots:
        return

    def hook(event: str, args: tuple) -> None:
        if event not in _PATH_EVENTS or not args:
            return
        target = args[0]
        if isinstance(target, int) or target is None:
            return  # a descriptor: it was opened (and checked) by path first
        try:
            path = os.path.join(os.path.realpath(os.fsdecode(target)), "")
        except (TypeError, ValueError, OSError):
            return
        if path.startswith(roots):
            raise PermissionError(errno.EACCES, "grader-only data", os.fsdecode(target))

    sys.addaudithook(hook)


class _CapHeader(ctypes.Structure):
    _fields_ = [("version", ctypes.c_uint32), ("pid", ctypes.c_int)]


class _CapData(ctypes.Structure):
    _fields_ = [(name, ctypes.c_uint32) for name in ("effective", "permitted", "inheritable")]


def _drop_capabilities() -> None:
    """Clear this process's capability sets (always allowed: it only gives up rights)."""
    header = _CapHeader(0x20080522, 0)  # _LINUX_CAPABILITY_VERSION_3, this process
    nothing = (_CapData * 2)()
    if ctypes.CDLL(None, use_errno=True).capset(ctypes.byref(header), nothing) != 0:
        raise OSError(ctypes.get_errno(), "capset failed")


def close_fds_except(keep: tuple[int, ...]) -> None:
    """Close every file descriptor from 3 up except those in `keep`."""
    low = 3
    for fd in sorted(k for k in keep if k >= 3):
        os.closerange(low, fd)
        low = fd + 1
    os.closerange(low, os.sysconf("SC_OPEN_MAX") if low < 65536 else low)


def sweep(identity: Identity | None, directories: tuple[str, ...], *, pid_namespace: bool) -> None:
    """Kill what the learner left running and empty `directories`, in a helper process.

    With an `identity`, the helper becomes it, so ``kill(-1)`` reaches exactly the
    learner's processes (and nothing else on the machine) and the wipe may change modes
    of the learner's directories. Without one (a non-root grader, inside bwrap's pid
    namespace) the caller has already killed every stranger.
    """
    helper = os.fork()
    if helper == 0:
        code = 1
        try:
            if identity is not None:
                identity.become()
                _kill_everything_of_this_uid()
            for directory in directories:
                wipe(directory)
            code = 0
        finally:
            os._exit(code)
    os.waitpid(helper, 0)


def _kill_everything_of_this_uid() -> None:
    # kill(-1) succeeds while any process is in the namespace, even one it may not signal
    # (the fork server): whether this uid still runs anything is read from /proc.
    me, uid = os.getpid(), os.getuid()
    for _ in range(200):
        with contextlib.suppress(OSError):
            os.kill(-1, signal.SIGKILL)  # every process of this uid but the caller
        if not _alive_with_uid(uid, me):
            return
        time.sleep(0.002)


def _alive_with_uid(uid: int, me: int) -> bool:
    """Whether a process other than `me`, not a zombie, runs as `uid` (real uid)."""
    for name in os.listdir("/proc"):
        if not name.isdigit() or int(name) == me:
            continue
        try:  # status, not the directory's owner: a non-dumpable process's is root
            with open(f"/proc/{name}/status", encoding="ascii", errors="replace") as status:
                fields = dict(line.split(":", 1) for line in status if ":" in line)
        except OSError:
            continue
        state, uids = fields.get("State", "").split(), fields.get("Uid", "").split()
        if uids and int(uids[0]) == uid and state[:1] != ["Z"]:
            return True
    return False


def wipe(root: str) -> None:
    """Remove everything inside `root` (not `root` itself), whatever its modes and depth.

    Iterative and relative (``chdir`` into each directory), so neither Python's recursion
    limit nor PATH_MAX applies, and each directory is listed once; a directory whose mode
    forbids listing or deleting is made ``0700`` first (it belongs to the caller). What
    still cannot be removed is skipped.
    """
    if not os.path.isdir(root):
        return
    os.chdir(root)
    names: list[str] = []  # the directories entered below `root`
    pending = [iter(_clear_files())]  # per level entered: its subdirectories still to do
    while pending:
        below = next(pending[-1], None)
        if below is None:
            pending.pop()
            if names:  # leave a directory now empty, and remove it
                os.chdir("..")
                with contextlib.suppress(OSError):
                    os.rmdir(names.pop())
            continue
        with contextlib.suppress(OSError):
            os.chmod(below, stat.S_IRWXU)
        try:
            os.chdir(below)
        except OSError:
            continue
        names.append(below)
        pending.append(iter(_clear_files()))
    os.chdir("/")


def _clear_files() -> list[str]:
    """Unlink the non-directories here; the names of the directories here."""
    try:
        entries = list(os.scandir("."))
    except OSError:
        return []
    directories = []
    for entry in entries:
        try:
            is_dir = entry.is_dir(follow_symlinks=False)
        except OSError:
            continue
        if is_dir:
            directories.append(entry.name)
        else:
            with contextlib.suppress(OSError):
                os.unlink(entry.name)
    return directories
