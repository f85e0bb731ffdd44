"""Keep hidden tests and diagnosis keys out of learner feedback (nbgrader shows them by design, issue #917).

``StripHiddenTests`` runs inside ``nbgrader generate_feedback`` (see nbgrader_config.py):
it removes every ``### BEGIN HIDDEN TESTS`` … ``### END HIDDEN TESTS`` region from the
feedback copy and shortens the error outputs of those cells to their message, because an
IPython traceback quotes the failing source lines (the message is kept). The autograded notebook the instructor
keeps is untouched.
"""

from __future__ import annotations

import re
from typing import Any

from nbformat.notebooknode import NotebookNode
from nbgrader.preprocessors import ClearHiddenTests, NbGraderPreprocessor

__all__ = ["DIAGNOSIS_LINE", "StripDiagnoses", "StripHiddenTests", "strip_hidden_cell"]

#: The instructors' line under a verdict (see `preprocessors._verdict_outputs`).
DIAGNOSIS_LINE = re.compile(r"^\s*\[diagnosis: [\w.]+\]\s*$")


class StripHiddenTests(ClearHiddenTests):
    """Remove hidden test source and its traceback from a notebook (feedback only)."""

    def preprocess_cell(
        self, cell: NotebookNode, resources: dict[str, Any], cell_index: int
    ) -> tuple[NotebookNode, dict[str, Any]]:
        if self._remove_hidden_test_region(cell):
            strip_hidden_cell(cell)
        return cell, resources


def strip_hidden_cell(cell: NotebookNode) -> None:
    """Shorten every error output of `cell` to its message (no quoted source)."""
    for output in cell.get("outputs", []):
        if output.get("output_type") == "error":
            output["traceback"] = [str(output.get("evalue", ""))]


class StripDiagnoses(NbGraderPreprocessor):
    """Remove the instructors' ``[diagnosis: <key>]`` lines from learner feedback.

    The autograded notebook (formgrader, the instructor's view) keeps them; the learner
    reads only the sentence (feedback runs this after `StripHiddenTests`).
    """

    def preprocess_cell(
        self, cell: NotebookNode, resources: dict[str, Any], cell_index: int
    ) -> tuple[NotebookNode, dict[str, Any]]:
        for output in cell.get("outputs", []):
            if "text" in output:
                output["text"] = strip_diagnosis(output["text"])
            if output.get("output_type") == "error":
                output["evalue"] = strip_diagnosis(output.get("evalue", ""))
                lines = (strip_diagnosis(line).rstrip("\n") for line in output.get("traceback", []))
                output["traceback"] = [line for line in lines if line.strip()]
        return cell, resources


def strip_diagnosis(text: str) -> str:
    """`text` without its ``[diagnosis: <key>]`` lines."""
    return "".join(
        line for line in text.splitlines(keepends=True) if not DIAGNOSIS_LINE.match(line)
    )
