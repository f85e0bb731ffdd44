"""Run a submission's own cells in one Python namespace, as a kernel would (no nbgrader)."""

from __future__ import annotations

import contextlib
import io

__all__ = ["run_answer_cells"]


def run_answer_cells(nb):
    """Execute every non-grade code cell, as a kernel would, errors included."""
    namespace = {}
    for cell in nb.cells:
        if cell.cell_type != "code" or cell.metadata.get("nbgrader", {}).get("grade"):
            continue
        with contextlib.suppress(Exception), contextlib.redirect_stdout(io.StringIO()):
            # dont_inherit: this module's `from __future__ import annotations` is not the
            # kernel's (pydantic models in a cell resolve real annotations there)
            exec(compile(cell.source, "<cell>", "exec", dont_inherit=True), namespace)
    return namespace
