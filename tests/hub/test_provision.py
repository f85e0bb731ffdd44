"""`python -m hub provision` creates what the roster needs and is missing, and nothing else;
`python -m hub down --purge` leaves the system as it found it.

All on the session's shared class (tests/hub/conftest.py): what provisioning made is read
before anyone uses it (`provisioned`); a second run and a new roster line once both cycles
have used it (`class_in_use`: a learner joining mid-course); and last, the class is ended
(`class_to_remove`): after a whole course's use, down/purge must still leave the system as
the class found it before it was provisioned."""

from __future__ import annotations

import csv
import json
import subprocess
from pathlib import Path

import pytest

from hub.install import HIDDEN, package_files
from hub.provision import INSTRUCTORS_GROUP
from tests.conftest import ROOT
from tests.hub.classroom import file_mode, provision, skip_reason, system_state

pytestmark = pytest.mark.hub

if skip_reason():
    pytest.skip(f"hub tests skipped: {skip_reason()}", allow_module_level=True)


def test_provision_makes_private_homes_state_and_an_owned_exchange(provisioned):
    room = provisioned
    learner = room.learners[0]
    assert file_mode(room.home(learner)) == 0o700
    assert (room.home(learner) / "lessons" / "README.md").owner() == learner
    assert (room.course / "solutions").owner() == room.instructor
    assert not (room.home(learner) / "course").exists()  # learners get no source notebooks
    assert file_mode(room.exchange) == 0o1777
    # The course's exchange folder exists before anyone logs in, and is the instructor's.
    course = room.exchange / "tooluse"
    assert course.owner() == room.instructor and file_mode(course) == 0o755
    assert file_mode(course / "inbound") == 0o2733 and file_mode(course / "feedback") == 0o711
    assert file_mode(room.state / "private") == 0o700
    for path in (room.state / "private").iterdir():
        assert file_mode(path) == 0o600, path
    assert file_mode(room.install / "instructor") == 0o750
    assert (room.install / "instructor").group() == INSTRUCTORS_GROUP
    assert file_mode(ROOT) & 0o007 == 0  # the checkout is closed to other users


def test_the_learners_installation_holds_the_package_without_hidden_data_or_sources(provisioned):
    room = provisioned
    learner_site = next((room.install / "learner").glob("lib/python*/site-packages"))
    files = {p.relative_to(learner_site) for p in learner_site.rglob("*")}
    learner = room.learners[0]
    assert Path("autograder/checks/__init__.py") in files
    assert not any(HIDDEN in p.parts for p in files if p.parts[0] == "autograder")
    course_notebooks = {p.name for p in ROOT.glob("solutions/*/*.ipynb")}
    assert not [p for p in files if p.name in course_notebooks or
                (p.parts[0] == "autograder" and p.suffix == ".ipynb")]  # fmt: skip
    # No copy of the course's instructor files (nbgrader ships its own test files
    # named nbgrader_config.py and gradebook.db: compared by content, not by name).
    instructor_files = [ROOT / "nbgrader_config.py", *ROOT.glob("solutions/*/*.ipynb")]
    sizes = {p.stat().st_size: p.read_bytes() for p in instructor_files}
    for path in (room.install / "learner").rglob("*"):
        if path.is_file() and path.stat().st_size in sizes:
            assert path.read_bytes() != sizes[path.stat().st_size], path
    page = room.install / "learner/etc/jupyter/labconfig/page_config.json"
    assert json.loads(page.read_text())["disabledExtensions"]["@jupyter/nbgrader:formgrader"]
    page = room.install / "instructor/etc/jupyter/labconfig/page_config.json"
    assert not json.loads(page.read_text())["disabledExtensions"]
    # The learner's server runs from it: the package it imports is the installation's.
    out = room.run(learner, "python", "-c", "import autograder; print(autograder.__file__)")
    assert out.stdout.startswith(str(room.install / "learner"))
    # ... and the instructors' installation is closed to learners.
    assert not room.can_read(learner, room.install / "instructor")


def test_hidden_folders_are_left_out_of_the_learners_package_wherever_they_are(tmp_path):
    for relative in ("autograder/checks/hidden/probe.json", "autograder/hidden/tasks.py",
                     "autograder/x/y/hidden/z/data.txt", "autograder/checks/ex01.py",
                     "autograder/checks/hidden_tests.py"):  # fmt: skip
        (tmp_path / relative).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / relative).write_text("x")
    learner = {str(p) for p in package_files(tmp_path, learner=True)}
    instructor = {str(p) for p in package_files(tmp_path, learner=False)}
    assert learner == {"autograder/checks/ex01.py", "autograder/checks/hidden_tests.py"}
    assert len(instructor) == 5  # instructors grade with everything


def test_a_second_run_changes_nothing_and_a_new_roster_line_adds_one_user(class_in_use):
    room = class_in_use
    learner = room.learners[0]
    answer = room.home(learner) / "lessons" / "README.md"
    passwords = room.state / "private" / "passwords.csv"
    kept = {path: path.read_bytes() for path in (answer, room.roster, passwords)}
    answer.write_text("학습자가 고친 내용", encoding="utf-8")
    newcomer = f"{learner}x"
    try:
        output = provision(room.base)
        assert "nothing to create" in output and "up to date" in output
        assert answer.read_text(encoding="utf-8") == "학습자가 고친 내용"
        assert passwords.read_bytes() == kept[passwords]

        with room.roster.open("a", newline="", encoding="utf-8") as handle:
            csv.writer(handle).writerow([newcomer, "learner", "새 학생"])
        output = provision(room.base)
        assert f"user {newcomer} (learner)" in output
        assert output.count("  + user ") == 1
        assert passwords.read_bytes().startswith(kept[passwords])
    finally:  # the class as it was: its roster, its passwords, the learner's file
        subprocess.run(["userdel", "--remove", newcomer], capture_output=True)
        for path, content in kept.items():
            path.write_bytes(content)


def test_down_purge_leaves_the_system_as_it_was_found(class_to_remove):
    room = class_to_remove
    before, during = room.found, system_state()
    assert during["/root"] == before["/root"] and during["parents"] == before["parents"]
    assert set(during["users"]) - set(before["users"]) == {room.instructor, *room.learners}
    assert during["checkout"] == before["checkout"] & ~0o007
    room.remove()  # the class's end: its users, then `python -m hub down --purge`
    assert system_state() == before
    assert not room.state.exists()
