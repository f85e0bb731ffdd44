"""The sandbox around the learner's code: bubblewrap, or a loud fallback without it.

With Debian's ``bwrap`` the clean room sees a read-only view of the system, the Python
installation, the virtual environment and the ``autograder`` package, a private empty
``/tmp``, no network (``--unshare-net``), its own pid namespace and no capabilities.
The course directory (solutions, hidden tests, gradebook, other learners' submissions)
is simply not there. Its environment is built from nothing: no API key, no proxy
settings, ``TOOLUSE_GRADING=1``. Submissions reach it only as data over a pipe.

When the grader runs as root, bubblewrap gets no user namespace and the fork server
keeps only ``CAP_SETUID``/``CAP_SETGID``: each learner's process then runs as a uid of
this grader's own (`learner_uid`), which cannot ptrace or signal the fork server or
bubblewrap's init (both root) and whose process limit the kernel enforces. As another
user, bubblewrap's user namespace maps that one user, and `confine`'s seccomp filter
alone keeps learners from reaching other processes.

Without ``bwrap`` the same process runs unsandboxed, with the same clean environment,
and `warning()` says so: grading still works, but reading files and the network are
then not prevented (see docs/THREAT_MODEL.md).
"""

from __future__ import annotations

import contextlib
import os
import shutil
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

import autograder
from autograder.checks.hidden import HIDDEN
from autograder.config import GRADING_ENV

__all__ = [
    "SandboxSpec",
    "bwrap_path",
    "hidden_dirs",
    "learner_uid",
    "package_root",
    "warning",
    "zygote_command",
]

_SYSTEM_DIRS = ("/usr", "/bin", "/sbin", "/lib", "/lib64", "/lib32", "/libx32")
_TMP_BYTES = 256 * 1024 * 1024  # the sandbox's private /tmp (tmpfs, so it costs RAM)
_LEARNER_UID_BASE = 200_000  # + the grader's pid: far above any uid a system hands out


@dataclass(frozen=True)
class SandboxSpec:
    """What the clean room may see beyond the system: extra read-only import roots."""

    extra_paths: tuple[str, ...] = ()
    preload: tuple[str, ...] = field(default_factory=tuple)
    require_bwrap: bool = False


def bwrap_path() -> str | None:
    """The bubblewrap executable, or None when it is not installed or cannot run."""
    found = shutil.which("bwrap")
    if found is None or os.environ.get("TOOLUSE_NO_BWRAP") == "1":
        return None
    return found


def warning() -> str:
    """The instructor-facing warning printed when grading runs without a sandbox."""
    from autograder.catalogue import render

    return render("grading.sandbox_missing", "ko") + "\n" + render("grading.sandbox_missing", "en")


def learner_uid() -> int | None:
    """The uid learners run as when grading as root: one per grader process, used by no
    one else (so ``kill(-1)`` as that uid reaches only leftovers); None when not root."""
    return _LEARNER_UID_BASE + os.getpid() if os.geteuid() == 0 else None


def package_root() -> Path:
    """The folder holding the ``autograder`` package this grader imported (its parent)."""
    return Path(autograder.__file__).resolve().parent.parent


def hidden_dirs(roots: tuple[str, ...] = ()) -> list[str]:
    """Every exercise's grader-only folder (``autograder/exercises/*/hidden``) that the
    sandbox could otherwise read: in the package this grader imported and in any other
    copy of the package under `roots` (an installed one in the environment, extra paths).
    """
    packages = {package_root() / "autograder"}
    for root in roots:
        base = Path(root)
        packages.add(base / "autograder")
        packages.update(base.glob("lib/python*/site-packages/autograder"))
    found = set()
    for package in packages:
        for folder in package.glob(f"exercises/*/{HIDDEN}"):
            if folder.is_dir():
                found.add(str(folder.resolve()))
    return sorted(found)


def zygote_command(spec: SandboxSpec, control_fd: int) -> tuple[list[str], dict[str, str], bool]:
    """(argv, env, sandboxed) that start the clean room's fork server."""
    python = str(Path(sys.prefix) / "bin" / "python")
    inner = [python, "-m", "autograder.grading.cleanroom.zygote", str(control_fd), *spec.preload]
    hidden = hidden_dirs((sys.prefix, sys.base_prefix, *spec.extra_paths))
    bwrap = bwrap_path()
    if bwrap is None:
        if spec.require_bwrap:
            raise RuntimeError("bubblewrap (bwrap) is required but not available")
        scratch = tempfile.mkdtemp(prefix="tooluse-cleanroom-")
        if learner_uid() is not None:
            os.chmod(scratch, 0o1777)  # the learners' own uid writes there
            _close_to_others(hidden)
        env = _environment(spec, sandboxed=False, scratch=scratch)
        env["TOOLUSE_HIDDEN"] = os.pathsep.join(hidden)  # `confine.refuse_reads` in the child
        return inner, env, False
    return [bwrap, *_bwrap_arguments(spec, hidden), *inner], {}, True


def _close_to_others(folders: list[str]) -> None:
    """Without bubblewrap, as root: hidden folders readable by their owner only, so the
    learners' own uid (`learner_uid`) cannot list or read them (the kernel refuses)."""
    for folder in folders:
        with contextlib.suppress(OSError):
            if os.stat(folder).st_uid == os.geteuid():
                os.chmod(folder, 0o700)


def _environment(spec: SandboxSpec, *, sandboxed: bool, scratch: str) -> dict[str, str]:
    env = {
        "PATH": "/usr/local/bin:/usr/bin:/bin",
        "HOME": scratch,
        "LANG": "C.UTF-8",
        "MPLBACKEND": "Agg",
        "PYTHONDONTWRITEBYTECODE": "1",
        "PYTHONHASHSEED": "0",
        GRADING_ENV: "1",
        "TOOLUSE_SANDBOXED": "1" if sandboxed else "0",
        "TOOLUSE_SCRATCH": scratch,
        "JUPYTER_PLATFORM_DIRS": "1",
    }
    # The package this grader imported comes first, wherever it is: an editable install
    # of another checkout (its .pth in the environment) must not win, nor fail to import.
    env["PYTHONPATH"] = os.pathsep.join([str(package_root()), *spec.extra_paths])
    uid = learner_uid()
    if uid is not None:
        env["TOOLUSE_LEARNER_UID"] = str(uid)
    return env


def _bwrap_arguments(spec: SandboxSpec, hidden: list[str] = ()) -> list[str]:
    if learner_uid() is None:
        args = ["--unshare-all", "--cap-drop", "ALL"]
    else:  # root: no user namespace, so that learners get a uid of their own (see above)
        args = ["--unshare-pid", "--unshare-net", "--unshare-ipc", "--unshare-uts"]
        args += ["--unshare-cgroup-try", "--cap-drop", "ALL"]
        args += ["--cap-add", "CAP_SETUID", "--cap-add", "CAP_SETGID"]
    args += ["--die-with-parent", "--new-session"]
    args += ["--proc", "/proc", "--dev", "/dev", "--chdir", "/tmp"]
    args += ["--perms", "1777", "--size", str(_TMP_BYTES), "--tmpfs", "/tmp"]  # RAM, capped
    for directory in _SYSTEM_DIRS:
        args += _bind(directory)
    args += ["--ro-bind-try", "/etc/ld.so.cache", "/etc/ld.so.cache"]  # ctypes finds libseccomp
    readable = {
        sys.base_prefix,
        sys.prefix,
        str(package_root() / "autograder"),
        *spec.extra_paths,
    }
    for parent in sorted({str(p) for path in readable for p in Path(path).parents} - {"/"}):
        args += ["--perms", "0755", "--dir", parent]  # bwrap would make them 0700: learners
    for path in sorted(readable):  # with their own uid could not reach what is bound below
        args += ["--ro-bind", path, path]
    shown = [f for f in hidden if any(Path(f).is_relative_to(path) for path in readable)]
    for folder in shown:  # grader-only data: an empty, read-only, unlistable folder instead
        args += ["--perms", "0000", "--size", "4096", "--tmpfs", folder, "--remount-ro", folder]
    args += ["--clearenv"]
    for key, value in _environment(spec, sandboxed=True, scratch="/tmp").items():
        args += ["--setenv", key, value]
    return args


def _bind(directory: str) -> list[str]:
    if os.path.islink(directory):
        return ["--symlink", os.readlink(directory), directory]
    if os.path.isdir(directory):
        return ["--ro-bind", directory, directory]
    return []
