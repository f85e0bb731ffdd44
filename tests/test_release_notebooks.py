"""Every released notebook works for a learner (issue 23 item 5): run top to bottom with the
reference answer pasted into its answer cells, as a learner would (a fresh kernel, the
release's own cells), it shows no error -- neither an error output nor an exception a
try-it cell caught and printed (ex06's setup once handed its handlers a list, so the
learner's own try-it cell printed ``AttributeError: 'list' object has no attribute ...``
while ``self_check`` said 5/5)."""

from __future__ import annotations

import re
import tempfile

import nbformat
import pytest
from traitlets.config import Config

from autograder.checks import EXERCISES
from autograder.grading.commands.release import ROOT

#: Exercises whose release does not run clean yet: exercise -> why (their owners' issue).
KNOWN_BROKEN: dict[str, str] = {}
#: Exercises this test has been run on (a new exercise is skipped until someone runs it once
#: and either adds it here or lists it in KNOWN_BROKEN with the reason).
CHECKED = tuple(EXERCISES)


def _param(exercise: str):
    if exercise in KNOWN_BROKEN:
        return pytest.param(
            exercise, marks=pytest.mark.xfail(reason=KNOWN_BROKEN[exercise], strict=True)
        )
    if exercise not in CHECKED:
        return pytest.param(exercise, marks=pytest.mark.skip(reason="not run yet (see CHECKED)"))
    return exercise


#: What a learner's own try-it cells must show once the answer is right (a broken setup can
#: hide behind the answer's own error handling: ex06's handlers failing on a list came back
#: as `is_error` results, and no look-up printed its times).
SHOWS = {"ex06_parallel_calls": r"get_site_weather\s+\d+\.\d\ds → +\d+\.\d\ds"}

#: A line a cell printed for an exception it caught (``print(f"{type(e).__name__}: {e}")``).
PRINTED_EXCEPTION = re.compile(r"^\s*[A-Z]\w*(?:Error|Exception): ", re.MULTILINE)


def with_reference_answers(exercise: str) -> nbformat.NotebookNode:
    """The release notebook with each answer cell replaced by the solution's, markers cut."""
    release = nbformat.read(ROOT / "exercises" / exercise / f"{exercise}.ipynb", as_version=4)
    solution = nbformat.read(ROOT / "solutions" / exercise / f"{exercise}.ipynb", as_version=4)
    answers = {
        cell.metadata["nbgrader"]["grade_id"]: "\n".join(
            line
            for line in cell.source.splitlines()
            if "### BEGIN SOLUTION" not in line and "### END SOLUTION" not in line
        )
        for cell in solution.cells
        if cell.metadata.get("nbgrader", {}).get("solution") and cell.cell_type == "code"
    }
    for cell in release.cells:
        grade_id = cell.metadata.get("nbgrader", {}).get("grade_id")
        if cell.cell_type == "code" and grade_id in answers:
            cell.source = answers[grade_id]
    return release


def first_answer_cell(nb: nbformat.NotebookNode) -> int:
    """The index of the notebook's first answer cell (nbgrader ``solution``)."""
    return next(
        (i for i, c in enumerate(nb.cells) if c.metadata.get("nbgrader", {}).get("solution")),
        len(nb.cells),
    )


def problems(nb: nbformat.NotebookNode, printed_from: int = 0) -> list[str]:
    """Each error output, and each caught exception a cell printed from cell `printed_from`
    on, as 'cell N: text'. Cells before the first answer print the same whatever the learner
    writes: ex02 runs the released buggy handle_turn there to show its 400 on purpose."""
    found = []
    for index, cell in enumerate(nb.cells):
        for output in cell.get("outputs", []):
            if output.get("output_type") == "error":
                found.append(f"cell {index}: {output.get('ename')}: {output.get('evalue')}"[:300])
            elif output.get("output_type") == "stream" and index >= printed_from:
                for match in PRINTED_EXCEPTION.finditer(output.get("text", "")):
                    line = output["text"][match.start() :].splitlines()[0]
                    found.append(f"cell {index} printed {line.strip()}"[:300])
    return found


def execute(nb: nbformat.NotebookNode, folder, timeout: float = 120) -> nbformat.NotebookNode:
    """Run `nb` in a fresh python3 kernel in `folder` (IPC sockets, as tests/lessons do)."""
    from nbclient import NotebookClient

    with tempfile.TemporaryDirectory(prefix="kernel-") as sockets:
        config = Config({"KernelManager": {"transport": "ipc", "ip": f"{sockets}/ipc"}})
        client = NotebookClient(
            nb,
            timeout=timeout,
            kernel_name="python3",
            config=config,
            allow_errors=True,
            resources={"metadata": {"path": str(folder)}},
        )
        client.execute()
    return nb


@pytest.mark.notebooks
@pytest.mark.slow
@pytest.mark.parametrize("exercise", [_param(e) for e in EXERCISES])
def test_the_release_run_with_the_reference_answer_shows_no_error(exercise):
    nb = execute(with_reference_answers(exercise), ROOT / "exercises" / exercise)
    assert problems(nb, printed_from=first_answer_cell(nb)) == []
    if exercise in SHOWS:
        shown = "".join(o.get("text", "") for c in nb.cells for o in c.get("outputs", []))
        assert re.search(SHOWS[exercise], shown), shown[-2000:]


def test_a_printed_exception_counts_as_an_error():
    nb = nbformat.v4.new_notebook()
    cell = nbformat.v4.new_code_cell("x")
    cell.outputs = [
        nbformat.v4.new_output("stream", name="stdout", text="get_site_weather 0.00s\n"),
        nbformat.v4.new_output(
            "stream", name="stdout", text="AttributeError: 'list' object has no attribute 'begin'\n"
        ),
    ]
    nb.cells.append(cell)
    assert problems(nb) == ["cell 0 printed AttributeError: 'list' object has no attribute 'begin'"]


def test_a_demonstration_before_the_first_answer_prints_freely_but_errors_always_count():
    nb = nbformat.v4.new_notebook()
    demo = nbformat.v4.new_code_cell("print(buggy())")
    demo.outputs = [nbformat.v4.new_output("stream", name="stdout", text="BadRequestError: 400\n")]
    broken = nbformat.v4.new_code_cell("setup()")
    broken.outputs = [
        nbformat.v4.new_output("error", ename="NameError", evalue="setup", traceback=[])
    ]
    answer = nbformat.v4.new_code_cell("def f(): ...")
    answer.metadata["nbgrader"] = {"solution": True, "grade_id": "a"}
    after = nbformat.v4.new_code_cell("print(f())")
    after.outputs = [nbformat.v4.new_output("stream", name="stdout", text="KeyError: 'x'\n")]
    nb.cells = [demo, broken, answer, after]
    start = first_answer_cell(nb)
    assert start == 2
    assert problems(nb, printed_from=start) == [
        "cell 1: NameError: setup",
        "cell 3 printed KeyError: 'x'",
    ]
