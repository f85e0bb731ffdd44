"""Grading test set-up: the tiny course, a warm clean room, bubblewrap detection."""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

import pytest

from tests.grading import course

# nbgrader runs the `alembic` script (beside python) when it creates a gradebook.
os.environ["PATH"] = str(Path(sys.executable).parent) + os.pathsep + os.environ.get("PATH", "")
# The grader imports the tiny exercise's checks by name, as the sandbox does.
if str(course.FIXTURES) not in sys.path:
    sys.path.insert(0, str(course.FIXTURES))

needs_bwrap = pytest.mark.skipif(
    shutil.which("bwrap") is None,
    reason="bubblewrap (bwrap) is not installed: run `make system-deps` to test the sandbox",
)


@pytest.fixture(scope="session")
def tiny_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The tiny course, generated once by nbgrader."""
    return course.make_course(tmp_path_factory.mktemp("template") / "course")


@pytest.fixture
def tiny_course(tiny_template: Path, tmp_path: Path) -> Path:
    """A fresh copy of the tiny course for one test."""
    root = tmp_path / "course"
    shutil.copytree(tiny_template, root)
    return root


@pytest.fixture(scope="session")
def room():
    """A warm clean room for the tiny exercise (sandboxed when bwrap is present)."""
    from autograder.grading.cleanroom.room import CleanRoom
    from autograder.grading.cleanroom.sandbox import SandboxSpec

    spec = SandboxSpec(extra_paths=(str(course.FIXTURES),), preload=("tinyex_checks",))
    with CleanRoom(spec) as started:
        yield started
