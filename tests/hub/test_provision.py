"""`python -m hub provision` creates what the roster needs and is missing, and nothing else."""

from __future__ import annotations

import csv
import stat
import subprocess
import sys

import pytest

from tests.conftest import ROOT
from tests.hub.classroom import classroom, skip_reason

pytestmark = pytest.mark.hub

if skip_reason():
    pytest.skip(f"hub tests skipped: {skip_reason()}", allow_module_level=True)


def _provision(room):
    return subprocess.run(
        [sys.executable, "-m", "hub", "provision", "--roster", str(room.roster),
         "--state", str(room.state), "--homes", str(room.base / "home")],
        cwd=ROOT, check=True, capture_output=True, text=True,
    ).stdout  # fmt: skip


def test_provision_makes_private_homes_the_course_and_the_exchange():
    with classroom(learners=1) as room:
        learner = room.learners[0]
        assert stat.S_IMODE(room.home(learner).stat().st_mode) == 0o700
        assert (room.home(learner) / "lessons" / "README.md").owner() == learner
        assert (room.course / "solutions").owner() == room.instructor
        assert not (room.home(learner) / "course").exists()  # learners get no source notebooks
        assert stat.S_IMODE(room.exchange.stat().st_mode) == 0o1777
        assert stat.S_IMODE(room.state.joinpath("passwords.csv").stat().st_mode) == 0o600


def test_a_second_run_changes_nothing_and_a_new_roster_line_adds_one_user():
    with classroom(learners=1) as room:
        learner = room.learners[0]
        answer = room.home(learner) / "lessons" / "README.md"
        answer.write_text("학습자가 고친 내용", encoding="utf-8")
        passwords = room.state.joinpath("passwords.csv").read_text()
        assert "nothing to create" in _provision(room)
        assert answer.read_text(encoding="utf-8") == "학습자가 고친 내용"
        assert room.state.joinpath("passwords.csv").read_text() == passwords

        newcomer = f"{learner}x"
        with room.roster.open("a", newline="", encoding="utf-8") as handle:
            csv.writer(handle).writerow([newcomer, "learner", "새 학생"])
        try:
            output = _provision(room)
            assert f"user {newcomer} (learner)" in output
            assert output.count("user ") == 1
            assert room.state.joinpath("passwords.csv").read_text().startswith(passwords)
        finally:
            subprocess.run(["userdel", "--remove", newcomer], capture_output=True)
