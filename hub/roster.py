"""The class roster: a small CSV the instructor edits (`username,role,name`).

Usernames become unix users (each learner's files are protected by the file system), so
they follow the portable unix rule; roles are `instructor` (formgrader, admin of the hub)
or `learner`. A roster with a problem is refused with every problem listed, never half-read.
"""

from __future__ import annotations

import csv
import re
from dataclasses import dataclass
from pathlib import Path

__all__ = ["ROLES", "Member", "RosterError", "read_roster"]

ROLES = ("instructor", "learner")
#: Lower-case, starts with a letter, at most 32 characters: safe for useradd and for URLs.
USERNAME = re.compile(r"^[a-z][a-z0-9_-]{0,31}$")
COLUMNS = ("username", "role", "name")


class RosterError(ValueError):
    """The roster cannot be used as written; the message lists every problem."""


@dataclass(frozen=True)
class Member:
    username: str
    role: str
    name: str = ""

    @property
    def is_instructor(self) -> bool:
        return self.role == "instructor"


def read_roster(path: Path) -> list[Member]:
    """Read and check the roster; raise RosterError listing every problem."""
    with Path(path).open(newline="", encoding="utf-8-sig") as handle:
        reader = csv.DictReader(handle)
        missing = [c for c in COLUMNS[:2] if c not in (reader.fieldnames or [])]
        if missing:
            raise RosterError(f"{path}: missing column(s) {', '.join(missing)}")
        rows = [(line, row) for line, row in enumerate(reader, start=2) if any(row.values())]
    members, problems, seen = [], [], set()
    for line, row in rows:
        member = Member(
            (row.get("username") or "").strip(),
            (row.get("role") or "").strip().lower(),
            (row.get("name") or "").strip(),
        )
        problems += [f"{path}:{line}: {p}" for p in _problems(member, seen)]
        seen.add(member.username)
        members.append(member)
    if members and not any(m.is_instructor for m in members):
        problems.append(f"{path}: no instructor")
    if not members:
        problems.append(f"{path}: no one in the roster")
    if problems:
        raise RosterError("\n".join(problems))
    return members


def _problems(member: Member, seen: set[str]) -> list[str]:
    problems = []
    if not USERNAME.match(member.username):
        problems.append(
            f"username {member.username!r} must be lower-case letters, digits, _ or -, "
            "start with a letter, at most 32 characters"
        )
    if member.username in seen:
        problems.append(f"username {member.username!r} appears twice")
    if member.role not in ROLES:
        problems.append(f"role {member.role!r} must be one of {', '.join(ROLES)}")
    return problems
