"""Keep notebooks reviewable: no outputs, no execution counts, no attachments.

Used by `make notebooks-clean` and by the test that enforces clean storage.
"""

from __future__ import annotations

import argparse
from collections.abc import Iterable, Iterator
from pathlib import Path

import nbformat

__all__ = ["clean_notebook", "find_notebooks", "notebook_problems"]


def find_notebooks(roots: Iterable[Path | str]) -> Iterator[Path]:
    """Every .ipynb below `roots`, skipping checkpoints, in a stable order."""
    for root in roots:
        for path in sorted(Path(root).rglob("*.ipynb")):
            if ".ipynb_checkpoints" not in path.parts:
                yield path


def notebook_problems(nb: nbformat.NotebookNode) -> list[str]:
    """What keeps `nb` from being stored clean, one sentence per problem."""
    problems = []
    for index, cell in enumerate(nb.cells):
        if cell.get("outputs"):
            problems.append(f"cell {index} has outputs")
        if cell.get("execution_count") is not None:
            problems.append(f"cell {index} has execution_count {cell['execution_count']!r}")
        if cell.get("attachments"):
            problems.append(f"cell {index} has attachments (link images from lessons/images/)")
    return problems


def clean_notebook(nb: nbformat.NotebookNode) -> bool:
    """Strip outputs, execution counts and attachments in place; True if anything changed."""
    changed = False
    for cell in nb.cells:
        if cell.cell_type == "code":
            changed |= bool(cell.outputs) or cell.execution_count is not None
            cell.outputs, cell.execution_count = [], None
        if "attachments" in cell:
            del cell["attachments"]
            changed = True
    return changed


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("roots", nargs="+", type=Path, help="folders to clean")


def run(args: argparse.Namespace) -> int:
    for path in find_notebooks(args.roots):
        nb = nbformat.read(path, as_version=4)
        if clean_notebook(nb):
            nbformat.write(nb, path)
            print(f"cleaned {path}")
    return 0
