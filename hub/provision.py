"""Create what the roster needs and is missing; change nothing that is already there.

Run as root by `make hub` (`python -m hub provision`). Each roster member becomes a unix
user (the file system is what keeps learners out of each other's work, of the source
notebooks and of the gradebook), with a private home holding a copy of the lessons; the
instructor also gets the nbgrader course directory (`~/course`). A new user gets a random
password, written once to the root-only `passwords.csv` of the hub's state directory for
the instructor to hand out. The nbgrader exchange is created world-writable and sticky,
as nbgrader documents.
"""

from __future__ import annotations

import csv
import os
import pwd
import secrets
import shutil
import stat
import subprocess
import sys
import sysconfig
from dataclasses import dataclass, field
from pathlib import Path

from hub.roster import Member

__all__ = ["COURSE_FILES", "Layout", "provision"]

#: What the instructor's course directory holds, copied from the repository.
COURSE_FILES = ("nbgrader_config.py", "solutions", "exercises")
#: Accounts below this uid are the system's own: the roster may never name one.
FIRST_UID = 1000


@dataclass(frozen=True)
class Layout:
    """Where the hub keeps its state and its users' homes."""

    repo: Path
    state: Path
    homes: Path = Path("/home")

    @property
    def exchange(self) -> Path:
        return self.state / "exchange"

    @property
    def passwords(self) -> Path:
        return self.state / "passwords.csv"


@dataclass
class Report:
    done: list[str] = field(default_factory=list)

    def add(self, line: str) -> None:
        self.done.append(line)
        print(f"  + {line}")


def provision(members: list[Member], layout: Layout) -> Report:
    """Create the missing state directory, exchange, users, homes and course copies."""
    report = Report()
    open_for_users(_course_paths(layout.repo), report)
    _ensure_dir(layout.state, 0o755, report)
    _ensure_dir(layout.exchange, 0o1777, report)
    _ensure_dir(layout.homes, 0o755, report)
    for member in members:
        account = _ensure_user(member, layout, report)
        _ensure_copy(layout.repo / "lessons", Path(account.pw_dir) / "lessons", account, report)
        if member.is_instructor:
            course = Path(account.pw_dir) / "course"
            for name in COURSE_FILES:
                _ensure_copy(layout.repo / name, course / name, account, report)
            _ensure_gradebook(course, account, report)
    if not report.done:
        print("  nothing to create: everything in the roster is already there")
    return report


def _course_paths(repo: Path) -> list[Path]:
    """What every user's server runs: the interpreter, its library, the venv, the course."""
    libdir = sysconfig.get_config_var("LIBDIR") or sys.base_prefix
    return [
        Path(sys.executable).resolve(),
        Path(libdir),
        Path(sys.base_prefix),
        Path(sys.prefix),
        repo,
    ]


def open_for_users(paths: list[Path], report: Report) -> None:
    """Let other users traverse (x, never r) the folders above `paths`.

    A Python installed under root's private home (pyenv) cannot be run by the learners'
    accounts until its parent folders can be traversed; nothing becomes listable.
    """
    for path in paths:
        for folder in reversed(path.resolve().parents):
            mode = folder.stat().st_mode
            if not mode & stat.S_IXOTH:
                folder.chmod(stat.S_IMODE(mode) | stat.S_IXOTH)
                report.add(f"{folder}: others may traverse it (o+x) to run the course's Python")


def _ensure_dir(path: Path, mode: int, report: Report) -> None:
    if path.is_dir():
        return
    path.mkdir(parents=True)
    path.chmod(mode)  # chmod, not mkdir's mode: the umask must not take the sticky bit away
    report.add(f"{path} (mode {mode:o})")


def _ensure_user(member: Member, layout: Layout, report: Report) -> pwd.struct_passwd:
    try:
        account = pwd.getpwnam(member.username)
    except KeyError:
        return _create_user(member, layout, report)
    if account.pw_uid < FIRST_UID:
        raise SystemExit(f"{member.username} is a system account (uid {account.pw_uid}): rename it")
    return account


def _create_user(member: Member, layout: Layout, report: Report) -> pwd.struct_passwd:
    home = layout.homes / member.username
    comment = ["-c", member.name] if member.name else []
    subprocess.run(
        ["useradd", "--create-home", "--home-dir", str(home), "--shell", "/bin/bash",
         "--user-group", *comment, member.username],
        check=True,
    )  # fmt: skip
    home.chmod(0o700)  # private whatever the system's HOME_MODE says
    password = secrets.token_urlsafe(9)
    subprocess.run(["chpasswd"], input=f"{member.username}:{password}\n", text=True, check=True)
    _record_password(layout.passwords, member, password)
    report.add(f"user {member.username} ({member.role}), password in {layout.passwords}")
    return pwd.getpwnam(member.username)


def _record_password(path: Path, member: Member, password: str) -> None:
    new = not path.exists()
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
    with os.fdopen(fd, "w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        if new:
            writer.writerow(["username", "role", "name", "password"])
        writer.writerow([member.username, member.role, member.name, password])


def _ensure_copy(source: Path, target: Path, account: pwd.struct_passwd, report: Report) -> None:
    if target.exists():
        return
    target.parent.mkdir(parents=True, exist_ok=True)
    _chown(target.parent, account)
    if source.is_dir():
        shutil.copytree(source, target, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    else:
        shutil.copy2(source, target)
    for path in [target, *(target.rglob("*") if target.is_dir() else [])]:
        _chown(path, account)
    report.add(f"{target}")


def _ensure_gradebook(course: Path, account: pwd.struct_passwd, report: Report) -> None:
    """Record every exercise's notebooks and grade cells in the instructor's gradebook.

    Done once, as the instructor, with nbgrader's own `generate_assignment` into a scratch
    release folder (the course's release is never rewritten). Without it, a due date set in
    formgrader before the first grading would create an assignment with no notebooks.
    """
    if (course / "gradebook.db").exists():
        return
    scratch = course / ".release-scratch"
    env = {
        "HOME": account.pw_dir,
        "PATH": f"{Path(sys.executable).parent}:/usr/bin:/bin",  # nbgrader runs `alembic`
        "JUPYTER_PLATFORM_DIRS": "1",
        "LANG": "C.UTF-8",
    }
    for exercise in sorted(p.name for p in (course / "solutions").iterdir() if p.is_dir()):
        subprocess.run(
            ["runuser", "-u", account.pw_name, "--", "env", "-i",
             *(f"{k}={v}" for k, v in env.items()), sys.executable, "-m", "nbgrader",
             "generate_assignment", exercise, "--force",
             f"--CourseDirectory.release_directory={scratch}"],
            cwd=course, check=True, capture_output=True,
        )  # fmt: skip
    shutil.rmtree(scratch, ignore_errors=True)
    report.add(f"{course / 'gradebook.db'} (the exercises' grade cells)")


def _chown(path: Path, account: pwd.struct_passwd) -> None:
    os.chown(path, account.pw_uid, account.pw_gid, follow_symlinks=False)
