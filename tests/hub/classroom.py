"""A throw-away class on this machine: unix users from a roster, their homes, the exchange.

Tests that need real file permissions create real accounts (names with a random prefix,
so runs never collide), provisioned by the hub's own `python -m hub provision`; everything
is removed afterwards: the users' processes (by pid), the accounts, the folders.
"""

from __future__ import annotations

import contextlib
import csv
import grp
import os
import pwd
import secrets
import shutil
import signal
import sqlite3
import stat
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from hub.spawner import role_env
from tests.conftest import ROOT

#: The browser cycle's assignment: it has both autograded criteria and a manual one
#: (formgrader's hand-grading). The CLI cycle on the same class has its own
#: (tests/hub/test_exchange.py), so neither sees the other's state.
ASSIGNMENT = "ex02_handle_turn"
#: The correct and the wrong submission (golden cases with their expected scores).
GOLDEN_RIGHT = "ex02_handle_turn-reference"
GOLDEN_WRONG = "ex02_handle_turn-bug-a-only"


def skip_reason() -> str | None:
    """Why a class cannot be made here (None when it can)."""
    if not hasattr(os, "geteuid") or os.geteuid() != 0:
        return "needs root: the class's users are real unix accounts (useradd)"
    for tool in ("useradd", "userdel", "runuser", "chpasswd"):
        if shutil.which(tool) is None:
            return f"needs {tool}"
    return None


@dataclass
class Classroom:
    base: Path
    instructor: str
    learners: list[str]
    passwords: dict[str, str]
    #: what `make hub` could change on the system, read before this class was provisioned
    found: dict = field(default_factory=dict)
    removed: bool = False

    @property
    def state(self) -> Path:
        return self.base / "state"

    @property
    def exchange(self) -> Path:
        return self.state / "exchange"

    @property
    def roster(self) -> Path:
        return self.base / "roster.csv"

    def home(self, user: str) -> Path:
        return Path(pwd.getpwnam(user).pw_dir)

    @property
    def course(self) -> Path:
        return self.home(self.instructor) / "course"

    @property
    def install(self) -> Path:
        """Where `hub.install` built the role installations users' servers run from."""
        return self.state / "install"

    def role(self, user: str) -> str:
        return "instructor" if user == self.instructor else "learner"

    def env(self, user: str) -> dict[str, str]:
        """The environment the hub's spawner gives `user`'s server."""
        home = str(self.home(user))
        bin_dir = self.install / self.role(user) / "bin"
        return {
            "HOME": home,
            "USER": user,
            "PATH": f"{bin_dir}:/usr/local/bin:/usr/bin:/bin",
            "LANG": "C.UTF-8",
            **role_env(self.role(user), home, str(self.exchange), self.install / "jupyter"),
        }

    def run(self, user: str, *command: str, cwd: Path | None = None, check: bool = True):
        """Run `command` as `user` (runuser), with the environment of that user's server."""
        env = [f"{key}={value}" for key, value in self.env(user).items()]
        argv = ["runuser", "-u", user, "--", "env", "-i", *env, *command]
        result = subprocess.run(
            argv, cwd=cwd or self.home(user), capture_output=True, text=True, timeout=600
        )
        if check and result.returncode != 0:
            raise AssertionError(
                f"{' '.join(command)} as {user} failed ({result.returncode}):\n"
                f"{result.stdout[-2000:]}\n{result.stderr[-3000:]}"
            )
        return result

    def remove(self) -> None:
        """End the class as an administrator would (once; again does nothing): its users'
        processes and accounts, then `python -m hub down --purge` (which gives the checkout
        its mode back) and the class's folder."""
        if self.removed:
            return
        self.removed = True
        for name in (self.instructor, *self.learners):
            _remove_user(name)
        subprocess.run(
            [sys.executable, "-m", "hub", "down", "--purge", *_paths(self.base)],
            cwd=ROOT, capture_output=True,
        )  # fmt: skip
        shutil.rmtree(self.base, ignore_errors=True)

    def can_read(self, user: str, path: Path) -> bool:
        """Whether `user` can read the file (or list the folder) at `path`."""
        tool = "ls" if path.is_dir() else "cat"
        probe = ["runuser", "-u", user, "--", tool, str(path)]
        return subprocess.run(probe, capture_output=True, cwd="/").returncode == 0


@contextlib.contextmanager
def classroom(learners: int = 2) -> Iterator[Classroom]:
    """Provision a roster of one instructor and `learners` learners; remove it all after
    (`Classroom.remove`, unless a test already did)."""
    prefix = f"tuh{secrets.token_hex(2)}"
    base = Path(tempfile.mkdtemp(prefix="tooluse-hub-"))
    base.chmod(0o755)  # the learners' homes live below: they must be able to reach them
    names = [f"{prefix}-teacher", *(f"{prefix}-learner{i + 1}" for i in range(learners))]
    with (base / "roster.csv").open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(["username", "role", "name", "family_name", "given_name"])
        writer.writerow([names[0], "instructor", "김선생", "김", "선생"])
        writer.writerows(
            [name, "learner", f"{family}학생", family, "학생"]
            for name, family in zip(names[1:], "이박최정강", strict=False)
        )
    room = Classroom(base, names[0], names[1:], {}, found=system_state())
    try:
        provision(base)
        with (base / "state" / "private" / "passwords.csv").open(encoding="utf-8") as handle:
            room.passwords.update(
                (row["username"], row["password"]) for row in csv.DictReader(handle)
            )
        yield room
    finally:
        room.remove()


def system_state() -> dict:
    """What `make hub` could change on the system: accounts, groups, modes."""
    return {
        "users": sorted(p.pw_name for p in pwd.getpwall()),
        "groups": sorted(g.gr_name for g in grp.getgrall()),
        "/root": file_mode(Path("/root")),
        "checkout": file_mode(ROOT),
        "parents": [file_mode(p) for p in ROOT.parents],
    }


def file_mode(path: Path) -> int:
    """The permission bits of `path` (0o755, ...)."""
    return stat.S_IMODE(path.stat().st_mode)


def _paths(base: Path) -> list[str]:
    return ["--roster", str(base / "roster.csv"), "--state", str(base / "state"),
            "--homes", str(base / "home")]  # fmt: skip


def provision(base: Path) -> str:
    """Run `python -m hub provision` for the class in `base`; its output."""
    result = subprocess.run(
        [sys.executable, "-m", "hub", "provision", *_paths(base)],
        cwd=ROOT, capture_output=True, text=True,
    )  # fmt: skip
    if result.returncode != 0:
        raise AssertionError(f"provision failed:\n{result.stdout[-3000:]}\n{result.stderr[-3000:]}")
    return result.stdout


def auto_scores(course: Path, assignment: str) -> dict[str, float]:
    """Each learner's autograded points for `assignment` in `course`'s gradebook."""
    with contextlib.closing(sqlite3.connect(course / "gradebook.db")) as conn:
        return dict(conn.execute(
            "SELECT submitted_assignment.student_id, SUM(grade.auto_score) FROM grade "
            "JOIN submitted_notebook ON grade.notebook_id = submitted_notebook.id "
            "JOIN submitted_assignment ON submitted_notebook.assignment_id = submitted_assignment.id "
            "JOIN assignment ON submitted_assignment.assignment_id = assignment.id "
            "WHERE assignment.name = ? GROUP BY submitted_assignment.student_id", (assignment,)
        ).fetchall())  # fmt: skip


def _remove_user(name: str) -> None:
    try:
        uid = pwd.getpwnam(name).pw_uid
    except KeyError:
        return
    for pid in _pids_of(uid):  # servers and kernels the test started as this user
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)
    subprocess.run(["userdel", "--remove", name], capture_output=True)


def _pids_of(uid: int) -> list[int]:
    pids = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            with contextlib.suppress(OSError):
                if entry.stat().st_uid == uid:
                    pids.append(int(entry.name))
    return pids
