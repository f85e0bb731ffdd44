"""An exercise's grader-only files are read through one function, which says so when absent."""

import json

import pytest

from autograder.checks import hidden


def test_hidden_json_is_read_from_the_exercise_folder(tmp_path, monkeypatch):
    folder = tmp_path / "ex99_demo" / hidden.HIDDEN
    folder.mkdir(parents=True)
    (folder / "tasks.json").write_text(json.dumps({"tasks": [1, 2]}), encoding="utf-8")
    monkeypatch.setattr(hidden, "_EXERCISES", tmp_path)
    first = hidden.load_json("ex99_demo", "tasks.json")
    first["tasks"].append(3)  # a caller's change never leaks into the next read
    assert hidden.load_json("ex99_demo", "tasks.json") == {"tasks": [1, 2]}


def test_absent_hidden_data_is_a_named_error(tmp_path, monkeypatch):
    monkeypatch.setattr(hidden, "_EXERCISES", tmp_path)
    with pytest.raises(hidden.HiddenDataUnavailable, match="ex99_demo"):
        hidden.load_json("ex99_demo", "tasks.json")
