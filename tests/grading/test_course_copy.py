"""Plain ``nbgrader autograde`` works in any course folder (issue 23, item 7).

A copy of the course (its package included) graded with this environment, whose
editable install points at the original checkout: the grader imports the copy's
package (nbgrader runs in the copy), and the sandbox must import exactly that one. A
clean room that cannot start says why, in the instructor's output.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest

from autograder.grading.cleanroom import room as cleanroom
from autograder.grading.cleanroom.room import CleanRoom
from autograder.grading.cleanroom.sandbox import SandboxSpec
from autograder.grading.commands.autograde_results import read_results
from autograder.grading.commands.goldens import Golden, build_notebook
from autograder.grading.commands.release import ROOT

EXERCISE = "ex01_messages_array"


def _nbgrader(root: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "ANTHROPIC_API_KEY")}
    env["PATH"] = os.pathsep.join([str(Path(sys.executable).parent), env.get("PATH", "")])
    env["JUPYTER_PLATFORM_DIRS"] = "1"
    command = [sys.executable, "-m", "nbgrader", *args, f"--CourseDirectory.root={root}"]
    return subprocess.run(command, cwd=root, env=env, capture_output=True, text=True, timeout=900)


@pytest.mark.nbgrader
@pytest.mark.slow
def test_a_copied_course_grades_with_its_own_package(tmp_path):
    copy = tmp_path / "course-copy"
    copy.mkdir()
    shutil.copy2(ROOT / "nbgrader_config.py", copy / "nbgrader_config.py")
    shutil.copytree(ROOT / "solutions" / EXERCISE, copy / "solutions" / EXERCISE)
    ignore = shutil.ignore_patterns("__pycache__", "hidden")
    shutil.copytree(ROOT / "autograder", copy / "autograder", ignore=ignore)
    made = _nbgrader(copy, "generate_assignment", EXERCISE, "--force")
    assert made.returncode == 0, made.stderr[-2000:]
    nb = build_notebook(Golden(ROOT, EXERCISE, "reference", "", "solution", {}))
    target = copy / "submitted" / "learner" / EXERCISE / f"{EXERCISE}.ipynb"
    target.parent.mkdir(parents=True)
    nbformat.write(nb, target)
    done = _nbgrader(copy, "autograde", EXERCISE, "--force")
    assert done.returncode == 0, done.stderr[-3000:]
    assert "did not start" not in done.stderr, done.stderr[-3000:]
    result = read_results(copy, EXERCISE, ["learner"])["learner"]
    assert result["total"] == result["max_total"] - sum(
        c["max_points"] for c in result["checks"] if c["status"] == "manual"
    ), result


def test_a_clean_room_that_cannot_start_says_why(monkeypatch):
    def failing(spec, control_fd):
        script = "import sys; print('ModuleNotFoundError: No module named autograder', file=sys.stderr); sys.exit(1)"
        return [sys.executable, "-c", script], {}, True

    monkeypatch.setattr(cleanroom, "zygote_command", failing)
    monkeypatch.delenv("TOOLUSE_SANDBOX_DEBUG", raising=False)
    with pytest.raises(RuntimeError, match="did not start: ModuleNotFoundError: No module named"):
        CleanRoom(SandboxSpec()).start()
