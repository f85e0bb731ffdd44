"""Every lesson runs top to bottom offline: no error, nothing on stderr, no key, no network."""

import nbformat
import pytest
from nbclient import NotebookClient

from tests.lessons.lessons import LESSONS, LESSONS_DIR

pytestmark = pytest.mark.notebooks


def execute(path, timeout=60):
    """Run the notebook at `path` in a fresh kernel (cwd = lessons/) and return it."""
    nb = nbformat.read(path, as_version=4)
    client = NotebookClient(
        nb,
        timeout=timeout,
        kernel_name="python3",
        resources={"metadata": {"path": str(LESSONS_DIR)}},
    )
    client.execute()
    return nb


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name)
def test_lesson_executes_offline_without_errors(path):
    nb = execute(path)
    for index, cell in enumerate(nb.cells):
        for output in cell.get("outputs", []):
            assert output.get("name") != "stderr", (
                f"cell {index} wrote to stderr: {output.get('text')}"
            )
            assert output.output_type != "error", f"cell {index}: {output.get('ename')}"
