"""Write autograder/practice/earlier.json: the names each practice cell can use from earlier
cells of its lesson, and the section of the lesson that defines each.

After a kernel restart a learner who runs only the practice cells gets a ``NameError`` for a
name an earlier cell made (``Refused``, ``RUN_TOOLS``, ``ThreadPoolExecutor`` ...); the check
then names the section to run first (``practice.needs_cell``). Run
``python -m tests.lessons.practice_answers.build_earlier`` after editing a lesson; a test
fails when the file and the lessons disagree.
"""

from __future__ import annotations

import ast
import json
import re

import nbformat

from autograder.practice import EARLIER_FILE, SETUP_CELL
from tests.lessons.lessons import LESSONS


def defined_names(source: str) -> list[str]:
    """Names a code cell binds at its top level (assignments, defs, classes, imports, loops)."""
    flags = ast.PyCF_ONLY_AST | ast.PyCF_ALLOW_TOP_LEVEL_AWAIT
    tree = compile(source, "<cell>", "exec", flags=flags, dont_inherit=True)
    names: list[str] = []
    for node in tree.body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            names.append(node.name)
        elif isinstance(node, ast.Import | ast.ImportFrom):
            names += [(a.asname or a.name).split(".")[0] for a in node.names]
        else:
            targets = _targets(node)
            names += [n.id for t in targets for n in ast.walk(t) if isinstance(n, ast.Name)]
    return names


def _targets(node: ast.stmt) -> list[ast.expr]:
    if isinstance(node, ast.Assign):
        return list(node.targets)
    if isinstance(node, ast.AnnAssign | ast.AugAssign | ast.For | ast.AsyncFor):
        return [node.target]
    if isinstance(node, ast.With | ast.AsyncWith):
        return [item.optional_vars for item in node.items if item.optional_vars is not None]
    return []


def section(markdown: str, current: str) -> str:
    """How to name a cell after `markdown` for a learner: by the section it sits in (its
    last heading), or as the set-up cell when it comes before the lesson's first section."""
    headings = re.findall(r"^(#+)\s+(.+)$", markdown, re.M)
    if not headings:
        return current
    level, title = headings[-1]
    return SETUP_CELL if len(level) == 1 else f"'{title.replace('`', '').strip()}' 부분의 셀"


def earlier_names(nb: nbformat.NotebookNode) -> dict[str, dict[str, str]]:
    """practice id -> {name: section} for the names bound before its practice cell."""
    found: dict[str, dict[str, str]] = {}
    seen: dict[str, str] = {}
    where = SETUP_CELL
    for cell in nb.cells:
        if cell.cell_type == "markdown":
            where = section(cell.source, where)
            continue
        course = cell.metadata.get("course", {})
        if "practice" in course:
            found[course["practice"]] = dict(sorted(seen.items()))
        if "practice_check" not in course:  # a practice cell's function serves later ones
            seen.update({name: where for name in defined_names(cell.source)})
    return found


def earlier_text() -> str:
    everything: dict[str, dict[str, str]] = {}
    for path in LESSONS:
        everything.update(earlier_names(nbformat.read(path, as_version=4)))
    return json.dumps(dict(sorted(everything.items())), ensure_ascii=False, indent=1) + "\n"


def main() -> None:
    EARLIER_FILE.write_text(earlier_text(), encoding="utf-8")
    print(f"wrote {EARLIER_FILE}")


if __name__ == "__main__":
    main()
