"""Create what the roster needs and is missing; change nothing that is already there.

Run as root by `make hub` (`python -m hub provision`), one numbered line per step. Each
roster member becomes a unix user (the file system is what keeps learners out of each
other's work, of the source notebooks and of the gradebook) with a private home holding a
copy of the lessons; the instructor also gets the nbgrader course directory (`~/course`)
and its gradebook. Users' servers run from the installations of `hub.install`, never from
the checkout, which is closed to other users; nothing under ``/root`` is opened.

The hub's state directory holds ``private/`` (700: the hub's database, cookie secret,
log, the new users' passwords, the journal of changes; files 600), ``exchange/`` (nbgrader's,
1777, with the course's folder already made and owned by the instructor, so that no learner
can create it first) and ``install/``. Every change to something that existed before (the
checkout's mode) and everything created on the system (users, groups) is written to the
journal (`hub.journal`), which ``python -m hub down`` reads to undo it.
"""

from __future__ import annotations

import csv
import grp
import json
import os
import pwd
import secrets
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

from hub.install import Install, build
from hub.journal import Journal
from hub.roster import Member

__all__ = ["COURSE_FILES", "INSTRUCTORS_GROUP", "Layout", "provision"]

#: What the instructor's course directory holds, copied from the repository.
COURSE_FILES = ("nbgrader_config.py", "solutions", "exercises")
#: Accounts below this uid are the system's own: the roster may never name one.
FIRST_UID = 1000
#: The unix group that may read the instructors' installation.
INSTRUCTORS_GROUP = "tooluse-instructors"
COURSE_ID = "tooluse"
#: nbgrader's own modes for the course's exchange folders (release_assignment.py,
#: release_feedback.py, without groupshared): course and outbound 755, inbound 2733
#: (anyone may drop, no one may list), feedback 711.
EXCHANGE_DIRS = {"": 0o755, "outbound": 0o755, "inbound": 0o2733, "feedback": 0o711}


@dataclass(frozen=True)
class Layout:
    """Where the hub keeps its state, its installations and its users' homes."""

    repo: Path
    state: Path
    homes: Path = Path("/home")

    @property
    def private(self) -> Path:
        return self.state / "private"

    @property
    def exchange(self) -> Path:
        return self.state / "exchange"

    @property
    def passwords(self) -> Path:
        return self.private / "passwords.csv"

    @property
    def install(self) -> Install:
        return Install(self.state / "install", self.repo)

    @property
    def journal(self) -> Journal:
        return Journal(self.private / "changes.json")


class Steps:
    """Numbered progress lines: `==> [3/8] what`, then one line per thing done."""

    def __init__(self, total: int) -> None:
        self.total, self.number, self.done = total, 0, []

    def start(self, what: str) -> None:
        self.number += 1
        print(f"==> [{self.number}/{self.total}] {what}", flush=True)

    def add(self, line: str) -> None:
        self.done.append(line)
        print(f"  + {line}", flush=True)


def provision(members: list[Member], layout: Layout) -> Steps:
    """Create the missing state, users, installations, homes, exchange and gradebook."""
    steps = Steps(7)
    steps.start("state folders (private 700, exchange 1777)")
    _state_dirs(layout, steps)
    journal = layout.journal
    steps.start(f"unix group {INSTRUCTORS_GROUP} and {len(members)} roster account(s)")
    gid = _ensure_group(journal, steps)
    accounts = {m.username: _ensure_user(m, layout, journal, steps) for m in members}
    instructors = [m for m in members if m.is_instructor]
    for member in instructors:
        _join_group(member.username, steps)
    steps.start("installations users' servers run from (learner, instructor)")
    build(layout.install, gid, say=lambda line: print(line, flush=True))
    steps.start("the checkout, closed to other users")
    _close_checkout(layout.repo, journal, steps)
    steps.start("homes: lessons for all, the course folder for instructors")
    for member in members:
        account = accounts[member.username]
        _ensure_copy(layout.repo / "lessons", Path(account.pw_dir) / "lessons", account, steps)
        if member.is_instructor:
            for name in COURSE_FILES:
                course = Path(account.pw_dir) / "course"
                _ensure_copy(layout.repo / name, course / name, account, steps)
    steps.start(f"the exchange's course folder ({COURSE_ID}), owned by the instructor")
    _course_exchange(layout.exchange, accounts[instructors[0].username], steps)
    steps.start("gradebook: every exercise's grade cells and the roster's learners")
    _gradebook(layout, accounts[instructors[0].username], members)
    _private_files(layout)
    if not steps.done:
        print("  nothing to create: everything in the roster is already there")
    return steps


def _state_dirs(layout: Layout, steps: Steps) -> None:
    _ensure_dir(layout.state, 0o755, steps)
    _ensure_dir(layout.private, 0o700, steps)
    _ensure_dir(layout.exchange, 0o1777, steps)
    _ensure_dir(layout.homes, 0o755, steps)
    layout.private.chmod(0o700)  # whatever an older hub left


def _ensure_dir(path: Path, mode: int, steps: Steps) -> None:
    if path.is_dir():
        return
    path.mkdir(parents=True)
    path.chmod(mode)  # chmod, not mkdir's mode: the umask must not take the sticky bit away
    steps.add(f"{path} (mode {mode:o})")


def _ensure_group(journal: Journal, steps: Steps) -> int:
    try:
        return grp.getgrnam(INSTRUCTORS_GROUP).gr_gid
    except KeyError:
        subprocess.run(["groupadd", INSTRUCTORS_GROUP], check=True)
        journal.record("groups", INSTRUCTORS_GROUP)
        steps.add(f"group {INSTRUCTORS_GROUP}")
        return grp.getgrnam(INSTRUCTORS_GROUP).gr_gid


def _join_group(username: str, steps: Steps) -> None:
    if username in grp.getgrnam(INSTRUCTORS_GROUP).gr_mem:
        return
    subprocess.run(["usermod", "--append", "--groups", INSTRUCTORS_GROUP, username], check=True)
    steps.add(f"{username} in group {INSTRUCTORS_GROUP}")


def _ensure_user(
    member: Member, layout: Layout, journal: Journal, steps: Steps
) -> pwd.struct_passwd:
    try:
        account = pwd.getpwnam(member.username)
    except KeyError:
        account = _create_user(member, layout, steps)
        journal.record("users", member.username)
        return account
    if account.pw_uid < FIRST_UID:
        raise SystemExit(f"{member.username} is a system account (uid {account.pw_uid}): rename it")
    return account


def _create_user(member: Member, layout: Layout, steps: Steps) -> pwd.struct_passwd:
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
    steps.add(f"user {member.username} ({member.role}), password in {layout.passwords}")
    return pwd.getpwnam(member.username)


def _record_password(path: Path, member: Member, password: str) -> None:
    new = not path.exists()
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
    with os.fdopen(fd, "w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        if new:
            writer.writerow(["username", "role", "name", "password"])
        writer.writerow([member.username, member.role, member.name, password])


def _close_checkout(repo: Path, journal: Journal, steps: Steps) -> None:
    """Take the others' bits off the checkout's top folder (recorded, undone by `down`)."""
    mode = repo.stat().st_mode & 0o7777
    if not mode & 0o007:
        return
    journal.record_mode(repo, mode)
    repo.chmod(mode & ~0o007)
    steps.add(f"{repo}: mode {mode:o} -> {mode & ~0o007:o} (learners cannot read the checkout)")


def _ensure_copy(source: Path, target: Path, account: pwd.struct_passwd, steps: Steps) -> None:
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
    steps.add(f"{target}")


def _course_exchange(exchange: Path, instructor: pwd.struct_passwd, steps: Steps) -> None:
    """The course's exchange folders, as nbgrader's release would make them."""
    course = exchange / COURSE_ID
    for name, mode in EXCHANGE_DIRS.items():
        path = course / name if name else course
        if not path.exists():
            path.mkdir()
            steps.add(f"{path} (mode {mode:o}, {instructor.pw_name}'s)")
        _chown(path, instructor)
        path.chmod(mode)


def _gradebook(layout: Layout, instructor: pwd.struct_passwd, members: list[Member]) -> None:
    """Record the exercises and the learners (with their names), as the instructor."""
    roster = [
        {"id": m.username, "last_name": m.family_name, "first_name": m.given_name}
        for m in members
        if not m.is_instructor
    ]
    python = layout.install.python("instructor")
    env = {
        "HOME": instructor.pw_dir,
        "LANG": "C.UTF-8",
        "JUPYTER_PLATFORM_DIRS": "1",
        "PATH": f"{python.parent}:/usr/bin:/bin",
    }  # fmt: skip  (nbgrader runs `alembic`)
    subprocess.run(
        ["runuser", "-u", instructor.pw_name, "--", "env", "-i",
         *(f"{k}={v}" for k, v in env.items()), str(python), "-m", "autograder",
         "course-setup", "--root", f"{instructor.pw_dir}/course", "--students", "-"],
        input=json.dumps(roster, ensure_ascii=False), text=True, check=True,
        cwd=f"{instructor.pw_dir}/course",
    )  # fmt: skip


def _private_files(layout: Layout) -> None:
    """Everything in the private folder is root's alone (600), whoever wrote it."""
    for path in layout.private.rglob("*"):
        if path.is_file() and not path.is_symlink():
            path.chmod(0o600)


def _chown(path: Path, account: pwd.struct_passwd) -> None:
    os.chown(path, account.pw_uid, account.pw_gid, follow_symlinks=False)
