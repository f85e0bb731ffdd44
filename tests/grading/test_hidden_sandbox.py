"""No exercise's grader-only ``hidden/`` file is readable from learner code while grading
(issue 24, class 2): not in the bubblewrap sandbox, not in the fallback without it, on the
`make grade` path and on plain ``nbgrader autograde``.

The learner's code tries every ordinary way to reach a hidden file and shows what it got;
what it read must appear nowhere in what the learner's process produced. Two kinds of
hidden file are tried: the ones the exercises ship (in the package the grader imported),
and a random token planted in another copy of the package outside the checkout (one the
sandbox can also see, through its extra import paths). No test writes into the checkout:
other test workers start sandboxes from it at the same time, and a hidden folder that
appears or vanishes while bubblewrap starts fails their start (CI, stop 31).
"""

from __future__ import annotations

import hashlib
import json
import secrets
import subprocess
import sys

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
        "os.open": lambda: os.read(os.open(target, os.O_RDONLY), 1 << 20).decode(),
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
def planted(tmp_path):
    """(root, folder, token): a hidden folder holding a random token, in a copy of the
    package at `root` (outside the checkout) that the sandbox is told to show."""
    root = tmp_path / "other-copy"
    folder = root / "autograder" / "exercises" / "zz_probe" / "hidden"
    folder.mkdir(parents=True)
    token = f"HIDDEN-{secrets.token_hex(8)}"
    (folder / "secret.json").write_text(json.dumps({"answer": token}), encoding="utf-8")
    return root, folder, token


def _probe_in_room(folder, *extra: str) -> dict:
    source = PROBE + f"json.dumps(_probe({str(folder)!r}))"
    with CleanRoom(SandboxSpec(extra_paths=(str(course.FIXTURES), *extra))) as room:
        result = room.run([{"index": 0, "source": source}], None, Budgets(cell_timeout=10))
    shown = [o for o in result.outputs[0] if o["output_type"] == "execute_result"]
    assert shown, result.outputs
    return json.loads(shown[0]["data"]["text/plain"].strip("'"))


def test_every_hidden_folder_of_another_copy_of_the_package_is_found(planted):
    root, folder, _ = planted
    assert str(folder.resolve()) in hidden_dirs((str(root),))
    assert str(folder.resolve()) not in hidden_dirs()  # only where the sandbox looks


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
    root, folder, token = planted
    argv, _, sandboxed = zygote_command(SandboxSpec(extra_paths=(str(root),)), 3)
    assert sandboxed and str(folder.resolve()) in argv
    seen = _probe_in_room(folder, str(root))
    assert not any(value.startswith("read:") and token in value for value in seen.values()), seen
    assert seen["open"] in ("FileNotFoundError", "PermissionError"), seen


def test_the_fallback_without_bubblewrap_refuses_the_hidden_folder(planted, monkeypatch):
    root, folder, token = planted
    monkeypatch.setenv("TOOLUSE_NO_BWRAP", "1")
    seen = _probe_in_room(folder, str(root))
    assert seen["open"] == "PermissionError" and seen["os.open"] == "PermissionError", seen
    assert not any(token in value for value in seen.values()), seen


#: The shipped hidden file the pipeline tests try to read (the most sensitive: ex07's
#: accept/reject probes, hidden ones included).
SHIPPED_SECRET = "ex07_tool_design/hidden/probes.json"


def _shipped_secret() -> tuple[str, str]:
    """(the probe's code, the sha256 of the secret) for `SHIPPED_SECRET`: the learner's
    code prints a digest of whatever it read, so what it got shows in its output."""
    path = (package_root() / "autograder" / "exercises" / SHIPPED_SECRET).resolve()
    probe = PROBE.replace("secret.json", path.name) + (
        "import hashlib\n"
        f"print({{k: 'read:' + hashlib.sha256(v[5:].encode()).hexdigest() if v.startswith('read:')"
        f" else v for k, v in _probe({str(path.parent)!r}).items()}})\n"
    )
    return probe, hashlib.sha256(path.read_bytes()).hexdigest()


def _outputs_text(path) -> str:
    nb = nbformat.read(path, as_version=4)
    return json.dumps([cell.get("outputs", []) for cell in nb.cells], ensure_ascii=False)


def test_the_probe_would_show_the_digest_of_a_file_it_could_read(tmp_path):
    """The pipeline tests below can fail: run unconfined, the probe prints the digest
    they look for."""
    probe, digest = _shipped_secret()
    shown = subprocess.run(
        [sys.executable, "-c", probe], cwd=tmp_path, capture_output=True, text=True, timeout=60
    )
    assert digest in shown.stdout, shown.stderr


@pytest.mark.nbgrader
def test_make_grade_path_reads_no_hidden_file(tiny_course):
    probe, digest = _shipped_secret()
    answer = probe + "def add(a, b):\n    return a + b\n"
    course.submit(tiny_course, "mallory", {**course.HONEST, "answer_add": answer})
    result = grade_assignment(
        tiny_course, course.ASSIGNMENT, settings=course.SETTINGS, progress=False
    )
    assert result.graded == ["mallory"], result.failed
    graded = tiny_course / "autograded" / "mallory" / course.ASSIGNMENT / "tinyex.ipynb"
    text = _outputs_text(graded)
    assert "'open':" in text and digest not in text
    assert course.scores(tiny_course, "mallory")["tinyex_add"] == 2.0  # still graded as usual


@pytest.mark.nbgrader
def test_plain_nbgrader_autograde_reads_no_hidden_file(tmp_path):
    from autograder.grading.commands.autograde_results import autograde_one
    from autograder.grading.commands.goldens import Golden, build_notebook
    from autograder.grading.commands.release import ROOT

    probe, digest = _shipped_secret()
    exercise = "ex01_messages_array"
    source = nbformat.read(ROOT / "solutions" / exercise / f"{exercise}.ipynb", as_version=4)
    answer = next(
        c for c in source.cells if c.metadata.get("nbgrader", {}).get("solution") and c.source
    )
    grade_id = answer.metadata["nbgrader"]["grade_id"]
    nb = build_notebook(
        Golden(ROOT, exercise, "probe", "", "solution", {grade_id: probe + answer.source})
    )
    autograde_one(exercise, nb, tmp_path)  # the real `nbgrader autograde` command
    text = _outputs_text(tmp_path / "autograded" / "learner" / exercise / f"{exercise}.ipynb")
    assert "'open':" in text and digest not in text
