"""What learners read: Korean sentences, marks their fonts have, no keys, no grader paths,
and a notebook whose grade cells never stop "Run All"."""

from __future__ import annotations

import shutil
import subprocess
import sys

import nbformat
import pytest
from nbformat.v4 import new_code_cell, new_notebook

from autograder.checks.results import FAIL_MARK, PASS_MARK
from autograder.grading.commands.release import ROOT

FAILING = 'grade_cell("ex01_three_messages_in_order", {"messages": []})'


def _run_in_kernel(cells: list[str]) -> nbformat.NotebookNode:
    from nbclient import NotebookClient

    nb = new_notebook(cells=[new_code_cell(source) for source in cells])
    nb.metadata["kernelspec"] = {
        "name": "python3",
        "display_name": "Python 3",
        "language": "python",
    }
    NotebookClient(nb, timeout=120, allow_errors=False).execute()  # an error reply would raise
    return nb


@pytest.mark.notebooks
def test_a_failed_grade_cell_shows_a_korean_error_and_run_all_goes_on():
    nb = _run_in_kernel(["from autograder.checks import grade_cell", FAILING, "print('다음 셀')"])
    [error] = [o for o in nb.cells[1].outputs if o.output_type == "error"]
    text = "\n".join(error.traceback)
    assert text.startswith(f"{FAIL_MARK} 미통과: 0/1점") and "assistant" in text
    assert "Traceback" not in text and "/autograder/" not in text and "[diagnosis" not in text
    assert nb.cells[2].outputs[0].text == "다음 셀\n"  # "Run All" reached the next cell


@pytest.mark.nbgrader
def test_nbgrader_validate_lists_failures_as_korean_sentences_without_paths(tmp_path):
    from autograder.grading.commands.release import scratch_course

    course = scratch_course(tmp_path / "course")
    shutil.copytree(ROOT / "exercises", course / "exercises")
    notebook = course / "exercises" / "ex02_handle_turn" / "ex02_handle_turn.ipynb"
    command = [sys.executable, "-m", "nbgrader", "validate", str(notebook)]
    done = subprocess.run(command, cwd=course, capture_output=True, text=True, timeout=300)
    out = done.stdout
    assert "채점 셀" in out and "통과하지 못했습니다" in out, out[-2000:]
    assert "미통과" in out and "NotImplementedError" in out  # the learner's own cells
    assert "Traceback (most recent call last)" not in out
    assert "/autograder/" not in out and "GradeCellFailed" not in out and "[diagnosis" not in out


def _families(charset: str) -> str:
    command = ["fc-list", charset, "family"]
    return subprocess.run(command, capture_output=True, text=True, check=True).stdout


def test_pass_and_fail_marks_are_in_the_course_font():
    """`make system-deps` installs fonts-noto-cjk; both marks must be in Noto Sans CJK
    (the emoji marks used before were not, and rendered as empty boxes)."""
    if shutil.which("fc-list") is None or "Noto Sans CJK" not in _families(":lang=ko"):
        pytest.skip("fonts-noto-cjk is not installed: run `make system-deps`")
    for mark in (PASS_MARK, FAIL_MARK):
        assert "Noto Sans CJK" in _families(f":charset={ord(mark):x}"), mark
    assert "Noto Sans CJK" not in _families(":charset=2705")  # ✅: why it is not used
