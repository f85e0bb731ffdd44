"""The roster CSV: what the instructor edits; a roster with a problem is refused whole."""

from __future__ import annotations

import pytest

from hub.roster import RosterError, read_roster
from hub.spawner import HUB_DIR


def _roster(tmp_path, text: str):
    path = tmp_path / "roster.csv"
    path.write_text(text, encoding="utf-8")
    return path


def test_the_example_roster_has_an_instructor_and_learners():
    members = read_roster(HUB_DIR / "roster.csv")
    assert [m.role for m in members].count("instructor") >= 1
    assert [m.role for m in members].count("learner") >= 2


def test_names_roles_and_spaces_are_read_as_the_instructor_wrote_them(tmp_path):
    path = _roster(
        tmp_path, "\ufeffusername, role ,name\nkim , Instructor,김선생\n\nlee,learner,\n"
    )
    path.write_text(path.read_text(encoding="utf-8").replace(" role ", "role"), encoding="utf-8")
    members = read_roster(path)
    assert [(m.username, m.role, m.name) for m in members] == [
        ("kim", "instructor", "김선생"),
        ("lee", "learner", ""),
    ]


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("username,role\nKim,instructor\n", "lower-case"),
        ("username,role\nkim lee,instructor\n", "lower-case"),
        ("username,role\n1kim,instructor\n", "start with a letter"),
        ("username,role\nkim,instructor\nkim,learner\n", "appears twice"),
        ("username,role\nkim,teacher\n", "must be one of"),
        ("username,role\nlee,learner\n", "no instructor"),
        ("username,role\n", "no one"),
        ("user,role\nkim,instructor\n", "missing column"),
    ],
)
def test_a_roster_with_a_problem_is_refused_with_the_problem_named(tmp_path, text, problem):
    with pytest.raises(RosterError, match=problem):
        read_roster(_roster(tmp_path, text))


def test_every_problem_is_listed_at_once(tmp_path):
    with pytest.raises(RosterError) as error:
        read_roster(_roster(tmp_path, "username,role\nKim,instructor\nlee,boss\n"))
    assert ":2:" in str(error.value) and ":3:" in str(error.value)
