"""The course's feedback template ships with the package (a fresh clone and an installed
package both have it), so nbgrader's feedback page shows the catalogue's labels."""

import shutil
import subprocess

import pytest

from autograder.grading.plugins.texts import FEEDBACK_TEMPLATES
from tests.conftest import ROOT

TEMPLATE = FEEDBACK_TEMPLATES / "feedback" / "index.html.j2"


def test_the_feedback_template_reads_the_catalogue_labels():
    text = TEMPLATE.read_text(encoding="utf-8")
    assert "tooluse_labels" in text
    assert (FEEDBACK_TEMPLATES / "feedback" / "conf.json").is_file()


@pytest.mark.skipif(
    shutil.which("git") is None or not (ROOT / ".git").exists(), reason="not a git checkout"
)
def test_the_feedback_template_is_committed_not_ignored():
    """`.gitignore` once ignored every folder named feedback/, so a clone had no template."""
    ignored = subprocess.run(
        ["git", "check-ignore", "-q", str(TEMPLATE.relative_to(ROOT))], cwd=ROOT
    )
    assert ignored.returncode == 1, "the template is git-ignored"
