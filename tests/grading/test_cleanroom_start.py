"""`CleanRoom.start` and `close` leave no descriptor, process or scratch folder behind."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from autograder.grading.cleanroom import room as cleanroom
from autograder.grading.cleanroom.room import CleanRoom
from autograder.grading.cleanroom.sandbox import SandboxSpec


def open_fds() -> set[str]:
    return set(os.listdir("/proc/self/fd"))


def test_a_required_but_missing_bwrap_leaks_no_socket(monkeypatch):
    monkeypatch.setenv("TOOLUSE_NO_BWRAP", "1")
    room = CleanRoom(SandboxSpec(require_bwrap=True))
    before = open_fds()
    for _ in range(3):
        with pytest.raises(RuntimeError, match="bubblewrap"):
            room.start()
    assert open_fds() == before


def test_a_fork_server_that_cannot_be_spawned_leaks_no_socket(monkeypatch):
    def missing_program(spec, control_fd):
        return ["/nonexistent/tooluse-zygote"], {}, False

    monkeypatch.setattr(cleanroom, "zygote_command", missing_program)
    monkeypatch.setattr(cleanroom, "warning", lambda: "")
    room = CleanRoom(SandboxSpec())
    before = open_fds()
    with pytest.raises(FileNotFoundError):
        room.start()
    assert open_fds() == before
    assert room._process is None


def test_a_garbled_ready_message_stops_the_fork_server(monkeypatch):
    def garbling(spec, control_fd):
        script = f"import os; os.write({control_fd}, b'not json'); import time; time.sleep(60)"
        return [sys.executable, "-c", script], {}, True

    monkeypatch.setattr(cleanroom, "zygote_command", garbling)
    room = CleanRoom(SandboxSpec())
    before = open_fds()
    with pytest.raises(ValueError):
        room.start()
    assert open_fds() == before
    assert room._process is None and room._control is None


def test_without_bwrap_the_learners_scratch_folder_goes_with_the_fork_server(monkeypatch):
    """The fallback's /tmp is a host folder (`tooluse-cleanroom-*`): closing the room,
    or a start that fails after making it, removes it."""
    monkeypatch.setenv("TOOLUSE_NO_BWRAP", "1")
    monkeypatch.setattr(cleanroom, "warning", lambda: "")
    room = CleanRoom(SandboxSpec())
    room.start()
    scratch = Path(room._scratch)
    assert scratch.is_dir()
    room.close()
    assert not scratch.exists()

    made = []

    def unstartable(spec, control_fd):
        _argv, env, sandboxed = real_zygote_command(spec, control_fd)
        made.append(Path(env["TOOLUSE_SCRATCH"]))
        return ["/nonexistent/tooluse-zygote"], env, sandboxed

    real_zygote_command = cleanroom.zygote_command
    monkeypatch.setattr(cleanroom, "zygote_command", unstartable)
    with pytest.raises(FileNotFoundError):
        room.start()
    assert made and not made[0].exists()
