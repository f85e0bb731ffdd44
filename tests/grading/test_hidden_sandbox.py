"""No exercise's grader-only ``hidden/`` file is readable from learner code while grading
(issue 24, class 2): not in the bubblewrap sandbox, not in the fallback without it, on the
`make grade` path and on plain ``nbgrader autograde``.

A hidden folder is planted in a temporary exercise folder of the package the grader
imported (``autograder/exercises/<tmp>/hidden/``), holding a random token; the learner's
code tries every ordinary way to reach it and shows what it got. The token must appear
nowhere in what the learner's process produced.
"""

from __future__ import annotations

import json
import secrets
import shutil

import nbformat
import pytest

from autograder.grading.batch.parallel import grade_assignment
from autograder.grading.cleanroom.budgets import Budgets
from autograder.grading.cleanroom.room import CleanRoom
from autograder.grading.cleanroom.sandbox import (
    SandboxSpec,
    hidden_dirs,
    package_root,
    zygote_command,
)
from tests.grading import course
from tests.grading.conftest import needs_bwrap

pytestmark = [pytest.mark.slow]

#: The learner's attempts: open, os.open, listdir, a symlink and a relative path to it.
PROBE = """
import json, os
def _probe(folder):
    seen = {}
    target = os.path.join(folder, "secret.json")
    for name, attempt in {
        "open": lambda: open(target).read(),
        "os.open": lambda: os.read(os.open(target, os.O_RDONLY), 200).decode(),
        "listdir": lambda: ",".join(os.listdir(folder)),
        "symlink": lambda: (os.symlink(target, "link.json"), open("link.json").read())[1],
        "relative": lambda: open(os.path.relpath(target)).read(),
    }.items():
        try:
            seen[name] = "read:" + attempt()
        except BaseException as exc:
            seen[name] = type(exc).__name__
    return seen
"""


@pytest.fixture
def planted():
    """A hidden folder in a temporary exercise of the imported package, with a token."""
    exercise = package_root() / "autograder" / "exercises" / f"zz_probe_{secrets.token_hex(4)}"
    folder = exercise / "hidden"
    folder.mkdir(parents=True)
    token = f"HIDDEN-{secrets.token_hex(8)}"
    (folder / "secret.json").write_text(json.dumps({"answer": token}), encoding="utf-8")
    try:
        yield folder, token
    finally:
        shutil.rmtree(exercise, ignore_errors=True)


def _probe_in_room(folder) -> dict:
    source = PROBE + f"json.dumps(_probe({str(folder)!r}))"
    with CleanRoom(SandboxSpec(extra_paths=(str(course.FIXTURES),))) as room:
        result = room.run([{"index": 0, "source": source}], None, Budgets(cell_timeout=10))
    shown = [o for o in result.outputs[0] if o["output_type"] == "execute_result"]
    assert shown, result.outputs
    return json.loads(shown[0]["data"]["text/plain"].strip("'"))


def test_every_hidden_folder_of_the_imported_package_is_found(planted):
    folder, _ = planted
    assert str(folder.resolve()) in hidden_dirs()


#: The grader-only files the exercises hold (each must sit in a folder the sandbox hides).
SHIPPED_HIDDEN = (
    "ex04_same_batch/hidden/runs.json",
    "ex07_tool_design/hidden/probes.json",
    "ex07_tool_design/hidden/conversations.json",
    "ex10_support_agent/hidden/tasks.json",
)


@pytest.mark.parametrize("name", SHIPPED_HIDDEN)
def test_every_shipped_hidden_file_is_in_a_folder_the_sandbox_hides(name):
    path = (package_root() / "autograder" / "exercises" / name).resolve()
    assert path.is_file()
    assert str(path.parent) in hidden_dirs()


@needs_bwrap
@pytest.mark.parametrize("name", SHIPPED_HIDDEN)
def test_no_shipped_hidden_file_is_readable_inside_the_sandbox(name):
    folder = (package_root() / "autograder" / "exercises" / name).parent.resolve()
    secret = (folder / name.rsplit("/", 1)[1]).read_text(encoding="utf-8")
    source = PROBE.replace("secret.json", name.rsplit("/", 1)[1])
    source += f"json.dumps(_probe({str(folder)!r}))"
    with CleanRoom(SandboxSpec(extra_paths=(str(course.FIXTURES),))) as room:
        result = room.run([{"index": 0, "source": source}], None, Budgets(cell_timeout=10))
    shown = [o for o in result.outputs[0] if o["output_type"] == "execute_result"]
    assert shown, result.outputs
    seen = json.loads(shown[0]["data"]["text/plain"].strip("'"))
    assert not any(v.startswith("read:") and v[5:] and v[5:] in secret for v in seen.values()), seen
    assert seen["open"] in ("FileNotFoundError", "PermissionError"), seen


@needs_bwrap
def test_the_sandbox_shows_an_empty_unreadable_folder_in_place_of_hidden(planted):
    folder, token = planted
    argv, _, sandboxed = zygote_command(SandboxSpec(), 3)
    assert sandboxed and str(folder.resolve()) in argv
    seen = _probe_in_room(folder)
    assert not any(value.startswith("read:") and token in value for value in seen.values()), seen
    assert seen["open"] in ("FileNotFoundError", "PermissionError"), seen


def test_the_fallback_without_bubblewrap_refuses_the_hidden_folder(planted, monkeypatch):
    folder, token = planted
    monkeypatch.setenv("TOOLUSE_NO_BWRAP", "1")
    seen = _probe_in_room(folder)
    assert seen["open"] == "PermissionError" and seen["os.open"] == "PermissionError", seen
    assert not any(token in value for value in seen.values()), seen


def _answer(folder) -> str:
    """An `add` answer that also shows whatever hidden data it could read."""
    return PROBE + f"print(_probe({str(folder)!r}))\ndef add(a, b):\n    return a + b\n"


def _outputs_text(path) -> str:
    nb = nbformat.read(path, as_version=4)
    return json.dumps([cell.get("outputs", []) for cell in nb.cells], ensure_ascii=False)


@pytest.mark.nbgrader
def test_make_grade_path_reads_no_hidden_file(planted, tiny_course):
    folder, token = planted
    course.submit(tiny_course, "mallory", {**course.HONEST, "answer_add": _answer(folder)})
    result = grade_assignment(
        tiny_course, course.ASSIGNMENT, settings=course.SETTINGS, progress=False
    )
    assert result.graded == ["mallory"], result.failed
    graded = tiny_course / "autograded" / "mallory" / course.ASSIGNMENT / "tinyex.ipynb"
    text = _outputs_text(graded)
    assert "'open':" in text and token not in text
    assert course.scores(tiny_course, "mallory")["tinyex_add"] == 2.0  # still graded as usual


@pytest.mark.nbgrader
def test_plain_nbgrader_autograde_reads_no_hidden_file(planted, tmp_path):
    from autograder.grading.commands.autograde_results import autograde_one
    from autograder.grading.commands.goldens import Golden, build_notebook
    from autograder.grading.commands.release import ROOT

    folder, token = planted
    exercise = "ex01_messages_array"
    source = nbformat.read(ROOT / "solutions" / exercise / f"{exercise}.ipynb", as_version=4)
    answer = next(
        c for c in source.cells if c.metadata.get("nbgrader", {}).get("solution") and c.source
    )
    grade_id = answer.metadata["nbgrader"]["grade_id"]
    cells = {grade_id: PROBE + f"print(_probe({str(folder)!r}))\n" + answer.source}
    nb = build_notebook(Golden(ROOT, exercise, "probe", "", "solution", cells))
    autograde_one(exercise, nb, tmp_path)  # the real `nbgrader autograde` command
    text = _outputs_text(tmp_path / "autograded" / "learner" / exercise / f"{exercise}.ipynb")
    assert "'open':" in text and token not in text
