"""Keep hidden tests out of learner feedback (nbgrader shows them by design, issue #917).

``StripHiddenTests`` runs inside ``nbgrader generate_feedback`` (see nbgrader_config.py):
it removes every ``### BEGIN HIDDEN TESTS`` … ``### END HIDDEN TESTS`` region from the
feedback copy and shortens the error outputs of those cells to their last line, because an
IPython traceback quotes the failing source lines. The autograded notebook the instructor
keeps is untouched.
"""

from __future__ import annotations

from typing import Any

from nbformat.notebooknode import NotebookNode
from nbgrader.preprocessors import ClearHiddenTests

__all__ = ["StripHiddenTests", "strip_hidden_cell"]


class StripHiddenTests(ClearHiddenTests):
    """Remove hidden test source and its traceback from a notebook (feedback only)."""

    def preprocess_cell(
        self, cell: NotebookNode, resources: dict[str, Any], cell_index: int
    ) -> tuple[NotebookNode, dict[str, Any]]:
        if self._remove_hidden_test_region(cell):
            strip_hidden_cell(cell)
        return cell, resources


def strip_hidden_cell(cell: NotebookNode) -> None:
    """Shorten every error output of `cell` to ``ename: evalue`` (no quoted source)."""
    for output in cell.get("outputs", []):
        if output.get("output_type") == "error":
            output["traceback"] = [f"{output.get('ename', 'Error')}: {output.get('evalue', '')}"]
