"""Clean rooms started by nbgrader's converter (formgrader's Autograde button) stop soon after
grading ends, and stay warm while notebooks keep coming (`autograder.grading.cleanroom.leases`)."""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
import time
from pathlib import Path

import psutil
import pytest

from autograder.grading.cleanroom import leases
from tests.grading import course


class FakeRoom:
    def __init__(self) -> None:
        self.closed = 0

    def close(self) -> None:
        self.closed += 1


def _until(condition, seconds: float = 30.0) -> bool:
    """Wait for `condition` (bounded); whether it came true. Not a timing assertion."""
    deadline = time.monotonic() + seconds
    while not condition() and time.monotonic() < deadline:
        time.sleep(0.05)
    return condition()


@pytest.fixture
def short_idle(monkeypatch):
    monkeypatch.setattr(leases, "IDLE_SECONDS", 0.2)


def test_a_room_stops_after_its_last_notebook_and_is_made_again_when_needed(short_idle):
    made = []
    key = ("fake", 1)
    with leases.leased(key, lambda: made.append(FakeRoom()) or made[-1]) as first:
        pass
    assert _until(lambda: first.closed == 1)
    with leases.leased(key, lambda: made.append(FakeRoom()) or made[-1]) as second:
        assert second is not first  # a stopped room is never handed out again
    assert _until(lambda: second.closed == 1) and len(made) == 2


def test_a_busy_room_is_never_stopped_and_back_to_back_notebooks_share_it(short_idle):
    key = ("fake", 2)
    with leases.leased(key, FakeRoom) as room:
        time.sleep(0.5)  # longer than the idle time: still in use, so still open
        assert room.closed == 0
        with leases.leased(key, FakeRoom) as again:  # a second notebook meanwhile
            assert again is room
    with leases.leased(key, FakeRoom) as next_notebook:  # right after: still warm
        assert next_notebook is room
    assert _until(lambda: room.closed == 1)
    assert room.closed == 1


# nbgrader 0.9.6's gradebook trips an SQLAlchemy warning when it creates a submission.
@pytest.mark.filterwarnings("ignore::sqlalchemy.exc.SAWarning")
def test_the_autograde_path_leaves_no_sandbox_running(tiny_course, short_idle, monkeypatch):
    """nbgrader's own Autograde converter, as formgrader's button runs it, in this process."""
    from autograder.grading.plugins import preprocessors

    started, real = [], leases.leased

    @contextlib.contextmanager
    def recording(key, make):
        with real(key, make) as room:
            yield room
            started.append(room._process.pid)  # the fork server that graded this notebook

    monkeypatch.setattr(preprocessors, "leased", recording)
    from nbgrader.apps import NbGraderAPI
    from nbgrader.coursedir import CourseDirectory
    from traitlets.config import Config
    from traitlets.config.loader import PyFileConfigLoader

    course.submit(tiny_course, "alice", course.HONEST)
    config = Config()
    config.merge(PyFileConfigLoader("nbgrader_config.py", path=str(tiny_course)).load_config())
    config.CourseDirectory.root = str(tiny_course)
    config.Autograde.autograde_preprocessors = preprocessors.AUTOGRADE_PREPROCESSORS
    config.Autograde.sanitize_preprocessors = preprocessors.SANITIZE_PREPROCESSORS
    for dotted, value in course.SETTINGS.items():
        section, trait = dotted.split(".")
        config[section][trait] = value
    api = NbGraderAPI(coursedir=CourseDirectory(config=config), config=config)
    result = api.autograde(course.ASSIGNMENT, "alice")
    assert result["success"], result.get("log")
    assert course.scores(tiny_course, "alice")  # it really graded
    assert len(started) == 1
    assert _until(lambda: not psutil.pid_exists(started[0])), "the clean room outlived grading"


GRADER_GONE = """\
import os
from autograder.grading.cleanroom.room import CleanRoom
from autograder.grading.cleanroom.sandbox import SandboxSpec

# a probe (it loads nothing), with no simulator to warm: the fork server and its scratch only
room = CleanRoom(SandboxSpec(), host_factory=type("NoSimulator", (), {}))
room.start()
print(room._process.pid, room._scratch, flush=True)
os._exit(0)  # as a `make grade` worker ends: no close(), no atexit
"""


def test_without_bubblewrap_a_grader_that_exits_without_closing_leaves_no_scratch(tmp_path):
    """Without bubblewrap the learners' /tmp is a host folder made for the fork server; it
    goes when the grader goes, even when the grader never closed its clean room."""
    env = {
        **os.environ,
        "TOOLUSE_NO_BWRAP": "1",
        "TMPDIR": str(tmp_path),
    }
    done = subprocess.run(
        [sys.executable, "-c", GRADER_GONE], env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    pid, scratch = done.stdout.strip().split(" ", 1)
    assert Path(scratch).parent == tmp_path  # the scratch folder was made where we look
    assert _until(lambda: _ended(int(pid))), "the fork server outlived its grader"
    assert list(tmp_path.iterdir()) == []


def _ended(pid: int) -> bool:
    """Exited; an orphan its container's init has not reaped yet counts as exited."""
    try:
        return psutil.Process(pid).status() == psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return True
