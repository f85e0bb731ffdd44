"""Write each exercise's rubric (``rubric.toml``) into its source notebook and the docs.

The source notebook's rubric table is the run of table lines under its ``채점 기준표``
heading (a markdown cell for learners, or ``# | ...`` comment lines inside a solution
region for instructors only); docs/RUBRICS.md holds every exercise's section between the
`BEGIN` / `END` markers, in registry order. `sync` rewrites both from the data (what
``python -m autograder release`` does first); `drift` lists what differs, for the test.
"""

from __future__ import annotations

from pathlib import Path

import nbformat

from autograder.checks import EXERCISES
from autograder.checks import rubric as rubrics

__all__ = ["BEGIN", "DOCS", "END", "HEADING", "drift", "rendered_docs", "sync"]

HEADING = "채점 기준표"
DOCS = Path("docs") / "RUBRICS.md"
BEGIN = "<!-- BEGIN GENERATED: each exercise's rubric.toml (`make release` rewrites this part) -->"
END = "<!-- END GENERATED -->"


def rubric_cell(nb: nbformat.NotebookNode) -> nbformat.NotebookNode:
    """The cell holding the rubric table (the first under a ``채점 기준표`` heading)."""
    for cell in nb.cells:
        if any(line.lstrip("#").strip().startswith(HEADING) for line in cell.source.splitlines()):
            return cell
    raise LookupError(f"no cell with a {HEADING!r} heading")


def with_table(source: str, rows: list[str]) -> str:
    """`source` with its first run of table lines (``| ...`` or ``# | ...``) replaced."""
    lines = source.split("\n")
    start = next(i for i, line in enumerate(lines) if _is_row(line))
    end = start
    while end < len(lines) and _is_row(lines[end]):
        end += 1
    prefix = "# " if lines[start].startswith("#") else ""
    return "\n".join([*lines[:start], *(prefix + row for row in rows), *lines[end:]])


def _is_row(line: str) -> bool:
    return line.startswith("|") or line.startswith("# |")


def rendered_docs(text: str) -> str:
    """docs/RUBRICS.md `text` with its generated part rendered from the rubrics."""
    head, _, rest = text.partition(BEGIN)
    _, _, tail = rest.partition(END)
    sections = "\n\n".join(rubrics.section(rubrics.load(e)) for e in EXERCISES)
    return f"{head}{BEGIN}\n\n{sections}\n\n{END}{tail}"


def _notebook(root: Path, exercise: str) -> Path:
    return root / "solutions" / exercise / f"{exercise}.ipynb"


def sync(root: Path) -> list[Path]:
    """Rewrite every source notebook's table and the docs from the data; the files changed."""
    written = []
    for exercise in EXERCISES:
        path = _notebook(root, exercise)
        nb = nbformat.read(path, as_version=4)
        cell = rubric_cell(nb)
        new = with_table(cell.source, rubrics.table(rubrics.load(exercise), "ko"))
        if new != cell.source:
            cell.source = new
            nbformat.write(nb, path)
            written.append(path)
    docs = root / DOCS
    text = docs.read_text(encoding="utf-8")
    if rendered_docs(text) != text:
        docs.write_text(rendered_docs(text), encoding="utf-8")
        written.append(docs)
    return written


def drift(root: Path) -> list[str]:
    """Where the notebooks or the docs differ from what the rubrics render."""
    found = []
    for exercise in EXERCISES:
        cell = rubric_cell(nbformat.read(_notebook(root, exercise), as_version=4))
        rows = rubrics.table(rubrics.load(exercise), "ko")
        if with_table(cell.source, rows) != cell.source:
            found.append(f"solutions/{exercise}: the rubric table is not rubric.toml's")
    text = (root / DOCS).read_text(encoding="utf-8")
    if BEGIN not in text or END not in text or rendered_docs(text) != text:
        found.append(f"{DOCS}: the generated part is not the rubrics'")
    return found
