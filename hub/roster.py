"""The class roster: a small CSV the instructor edits (`username,role,name`, and optionally
`family_name,given_name`).

Usernames become unix users (each learner's files are protected by the file system), so
they follow the portable unix rule; roles are `instructor` (formgrader, admin of the hub)
or `learner`. The names go into nbgrader's gradebook (its last and first name, which
formgrader shows as "family, given"); without the two optional columns the whole `name`
is the family name. A roster with a problem is refused with every problem listed, never
half-read.
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
COLUMNS = ("username", "role", "name", "family_name", "given_name")


class RosterError(ValueError):
    """The roster cannot be used as written; the message lists every problem."""


@dataclass(frozen=True)
class Member:
    username: str
    role: str
    name: str = ""
    family: str = ""
    given: str = ""

    @property
    def is_instructor(self) -> bool:
        return self.role == "instructor"

    @property
    def family_name(self) -> str:
        """nbgrader's last name: the roster's `family_name`, else the whole `name`."""
        return self.family or (self.name if not self.given else "")

    @property
    def given_name(self) -> str:
        return self.given


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
            *((row.get(column) or "").strip() for column in COLUMNS[:1]),
            (row.get("role") or "").strip().lower(),
            *((row.get(column) or "").strip() for column in COLUMNS[2:]),
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
