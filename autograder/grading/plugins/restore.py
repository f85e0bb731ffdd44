"""Put deleted or altered grade cells back, and remember which ones (sanitize step).

`RestoreCells` is nbgrader's ``OverwriteCells`` (locked cells, points and cell types come
back from the gradebook) that also re-adds every grade cell the learner deleted, next to
the cell that precedes it in the source, and records what it restored in the notebook's
``tooluse`` metadata, so `ApplyVerdicts` can tell the learner and the batch can report it.
The metadata is rewritten here on every submission: a learner cannot pre-fill it.
"""

from __future__ import annotations

import re

from nbformat import NotebookNode
from nbgrader.preprocessors import ClearHiddenTests, OverwriteCells
from traitlets import Bool, Unicode

__all__ = ["METADATA", "RestoreCells"]

#: Notebook metadata key the grader owns (rewritten on every submission).
METADATA = "tooluse"


class RestoreCells(OverwriteCells):
    """``OverwriteCells`` + re-add deleted grade cells + note every restored cell."""

    add_missing_cells = Bool(True, help="re-add grade cells deleted from a submission").tag(
        config=True
    )
    missing_cell_notification = Unicode(
        "이 셀({cell_id})은 제출물에서 지워져 있어 채점기가 원래대로 되돌렸습니다.\n\n",
        help="first line of a re-added cell",
    ).tag(config=True)

    def preprocess(self, nb: NotebookNode, resources: dict) -> tuple[NotebookNode, dict]:
        self._altered: set[str] = set()
        self._deleted: list[str] = []
        nb, resources = super().preprocess(nb, resources)
        nb.metadata[METADATA] = {"deleted": self._deleted, "altered": sorted(self._altered)}
        return nb, resources

    def preprocess_cell(self, cell: NotebookNode, resources: dict, index: int):
        self._submitted = cell.source  # before the parent puts the source cell's text back
        return super().preprocess_cell(cell, resources, index)

    def report_change(self, name: str, attr: str, old: object, new: object) -> None:
        if attr == "checksum" and self._as_released(name, self._submitted):
            return  # a hidden-tests cell as released: its checksum is the source's, by design
        super().report_change(name, attr, old, new)
        self._altered.add(name)

    def _as_released(self, name: str, submitted: str) -> bool:
        """Whether `submitted` is the source cell's text with its hidden tests cleared, as
        ``nbgrader generate_assignment`` released it (nbgrader keeps the checksum of the
        version *with* hidden tests, so every honest submission differs from it)."""
        source = self.gradebook.find_source_cell(name, self.notebook_id, self.assignment_id)
        released = NotebookNode(cell_type=source.cell_type, source=source.source, metadata={})
        ClearHiddenTests()._remove_hidden_test_region(released)
        return released.source.strip() == submitted.strip()

    def add_missing_grade_cells(self, nb: NotebookNode, resources: dict):
        """Re-add each missing grade cell after the nearest source cell still present.

        (nbgrader's own version only looks back one cell and fails when that one is a
        locked cell that is neither graded nor an answer.)
        """
        source_nb = self.gradebook.find_notebook(self.notebook_id, self.assignment_id)
        order = [cell.name for cell in source_nb.source_cells]
        solutions = {cell.name for cell in source_nb.solution_cells}
        for grade_cell in sorted(source_nb.grade_cells, key=lambda c: order.index(c.name)):
            if grade_cell.name in _present(nb):
                continue
            self.log.warning("Missing grade cell %s: restored", grade_cell.name)
            source = source_nb.source_cells[order.index(grade_cell.name)]
            cell = self.missing_cell_transform(
                source, grade_cell.max_score, is_solution=grade_cell.name in solutions
            )
            cell["id"] = re.sub(r"[^A-Za-z0-9_-]", "-", f"restored-{grade_cell.name}")[:64]
            nb.cells.insert(_insert_at(nb, order, grade_cell.name), cell)
            self._deleted.append(grade_cell.name)
        return nb, resources


def _present(nb: NotebookNode) -> dict[str, int]:
    return {
        cell.metadata.nbgrader["grade_id"]: index
        for index, cell in enumerate(nb.cells)
        if "grade_id" in cell.metadata.get("nbgrader", {})
    }


def _insert_at(nb: NotebookNode, order: list[str], name: str) -> int:
    present = _present(nb)
    for previous in reversed(order[: order.index(name)]):
        if previous in present:
            return present[previous] + 1
    return 0
