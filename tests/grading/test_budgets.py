"""Budgets: a submission that loops, sleeps, floods, eats memory, exits or kills gets
0 for what could not run, a reason, and the next learner is graded normally."""

from __future__ import annotations

import time

import pytest

from autograder.grading.cleanroom.budgets import WALL_FACTOR, Budgets, CappedWriter
from autograder.grading.cleanroom.sandbox import learner_uid
from autograder.grading.plugins.verdicts import judge
from tests.grading.conftest import needs_bwrap

pytestmark = [pytest.mark.slow]

FAST = Budgets(cell_timeout=1.0, notebook_timeout=6.0, output_bytes=2000, memory_mb=256)
HONEST = "def add(a, b):\n    return a + b\nmessages = [{'role': 'user', 'content': '안녕하세요'}]"


def run(room, *sources, budgets=FAST):
    cells = [{"index": i, "source": s} for i, s in enumerate(sources)]
    return room.run(cells, "tinyex_checks", budgets)


def errors(result, index):
    return [o["ename"] for o in result.outputs.get(index, []) if o["output_type"] == "error"]


def assert_next_learner_is_fine(room):
    result = run(room, HONEST)
    assert result.failure is None
    assert result.evidence["sums"] == [5, 6, 14]


def test_capped_writer_keeps_the_head_and_says_it_truncated():
    writer = CappedWriter(10)
    writer.write("0123456789abcdef")
    writer.write("more")
    assert writer.getvalue().startswith("0123456789\n[")
    assert "truncated" in writer.getvalue()


def test_an_endless_loop_is_interrupted_per_cell_and_the_rest_runs(room):
    result = run(room, "while True:\n    pass", HONEST)
    assert errors(result, 0) == ["CellTimeout"]
    assert result.evidence["sums"] == [5, 6, 14]
    assert result.failure is None


def test_an_endless_loop_costs_cpu_seconds_not_wall_seconds(room):
    """The cell budget counts the learner's CPU time: the loop is stopped after 1 s of it,
    whatever the machine's load, with the rest of the notebook graded."""
    source = "import resource\ntry:\n    while True:\n        pass\nfinally:\n    used = resource.getrusage(resource.RUSAGE_SELF)"
    result = run(room, source, HONEST, "used.ru_utime + used.ru_stime")
    assert errors(result, 0) == ["CellTimeout"]
    shown = [o for o in result.outputs[2] if o["output_type"] == "execute_result"]
    assert float(shown[0]["data"]["text/plain"]) >= 0.8 * FAST.cell_timeout  # CPU, not wall
    assert result.failure is None and result.evidence["sums"] == [5, 6, 14]


def test_sleeping_past_the_cell_wall_backstop_is_not_graded(room):
    """Sleeping uses no CPU: the wall-clock backstop (WALL_FACTOR x the cell budget) ends
    the run, and the notebook is not graded (a time limit), never scored as a zero."""
    started = time.monotonic()
    result = run(room, HONEST, "import time\ntime.sleep(600)", "x = 1")
    assert result.failure == "grading.notebook_timeout"
    assert "wall-clock backstop" in result.detail
    assert time.monotonic() - started < FAST.cell_timeout * WALL_FACTOR + 30
    assert_next_learner_is_fine(room)


def test_a_loop_that_ignores_the_alarm_hits_the_notebook_deadline(room):
    source = (
        "import signal\nfor number in (signal.SIGALRM, signal.SIGPROF):\n"
        "    signal.signal(number, signal.SIG_IGN)\nwhile True:\n    pass"
    )
    started = time.monotonic()
    result = run(room, HONEST, source, "x = 1")
    assert time.monotonic() - started < FAST.notebook_timeout * WALL_FACTOR + 15
    assert result.failure == "grading.notebook_timeout"
    assert "CPU budget" in result.detail
    assert result.fatal_cell == 1
    assert_next_learner_is_fine(room)


def test_catching_the_timeout_in_a_loop_still_ends_at_the_deadline(room):
    source = "while True:\n    try:\n        while True:\n            pass\n    except BaseException:\n        pass"
    result = run(room, source)
    assert result.failure == "grading.notebook_timeout"
    assert_next_learner_is_fine(room)


#: A retry loop that catches `Exception` around code that never ends.
SWALLOWING_LOOP = "while True:\n    try:\n        while True:\n            pass\n    except Exception:\n        pass"


def test_a_cell_loop_catching_exception_is_stopped_at_the_cell_deadline(room):
    started = time.monotonic()
    result = run(room, SWALLOWING_LOOP, HONEST)
    assert time.monotonic() - started < FAST.notebook_timeout
    assert errors(result, 0) == ["CellTimeout"]
    assert result.failure is None
    assert result.evidence["sums"] == [5, 6, 14]


def test_a_learner_function_catching_exception_ends_its_checkpoint_only(room):
    looping = "def add(a, b):\n" + "".join(f"    {line}\n" for line in SWALLOWING_LOOP.split("\n"))
    cells = [{"index": 0, "source": HONEST}, {"index": 1, "source": looping}]
    started = time.monotonic()
    result = room.run(cells, "tinyex_checks", FAST, checkpoints=[0, 1])
    assert time.monotonic() - started < FAST.notebook_timeout
    assert result.failure is None
    params = {"cell_seconds": FAST.cell_timeout}
    before = judge("tinyex_checks", result.checkpoints[0], "grading.not_run", params)
    after = judge("tinyex_checks", result.checkpoints[1], "grading.not_run", params)
    assert before["tinyex_add"].passed and before["tinyex_messages"].passed
    assert {verdict.key for verdict in after.values()} == {"grading.cell_timeout"}
    assert_next_learner_is_fine(room)


def test_an_output_flood_is_truncated_with_a_notice(room):
    result = run(room, "for i in range(10**6):\n    print('넘치는 출력', i)", HONEST)
    text = result.outputs[0][0]["text"]
    assert len(text.encode()) < FAST.output_bytes + 200
    assert "Output was truncated" in text
    assert result.evidence["sums"] == [5, 6, 14]


def test_writing_to_the_raw_stdout_fd_goes_nowhere(room):
    result = run(room, "import os\nfor _ in range(10000):\n    os.write(1, b'x' * 10000)", HONEST)
    assert result.failure is None
    assert result.outputs[0] == []


def test_exhausting_memory_is_a_memory_error_in_that_cell(room):
    result = run(room, "hog = bytearray(2 * 1024**3)", HONEST)
    assert errors(result, 0) == ["MemoryError"]
    assert result.evidence["sums"] == [5, 6, 14]


def test_growing_a_list_until_memory_runs_out_is_contained(room):
    result = run(room, "hog = []\nwhile True:\n    hog.append('x' * 10**6)", HONEST)
    assert errors(result, 0) in (["MemoryError"], ["CellTimeout"])
    assert_next_learner_is_fine(room)


def test_sys_exit_is_an_error_output_and_grading_goes_on(room):
    result = run(room, "import sys\nsys.exit(3)", HONEST)
    assert errors(result, 0) == ["SystemExit"]
    assert result.evidence["sums"] == [5, 6, 14]


@pytest.mark.parametrize(
    "killer",
    ["import os\nos._exit(0)", "import os, signal\nos.kill(os.getpid(), signal.SIGKILL)"],
    ids=["os._exit", "SIGKILL-self"],
)
def test_a_process_that_ends_itself_loses_only_what_follows(room, killer):
    result = run(room, HONEST, killer, "x = 1")
    assert result.failure == "grading.process_died"
    assert result.fatal_cell == 1
    assert result.outputs[0] == []
    assert_next_learner_is_fine(room)


@needs_bwrap
def test_killing_the_fork_server_costs_at_most_this_submission(room):
    result = run(
        room,
        "import os, signal\nos.kill(os.getppid(), signal.SIGKILL)\nimport time\ntime.sleep(30)",
    )
    if learner_uid() is not None:  # grading as root: the learner's own uid may not signal it
        assert errors(result, 0) == ["PermissionError"]
        assert result.failure is None
    else:  # same uid: the fork server dies, and is restarted for the next learner
        assert result.failure in ("grading.notebook_timeout", "grading.process_died")
    assert_next_learner_is_fine(room)


@needs_bwrap
def test_background_processes_do_not_outlive_their_submission(room):
    spawn = (
        "import os, time\n"
        "if os.fork() == 0:\n"
        "    os.setsid()\n"
        "    time.sleep(3)\n"
        "    open('/tmp/left-behind', 'w').write('x')\n"
        "    os._exit(0)\n"
    )
    # A roomy notebook budget: this test is about leftovers, not speed (a loaded CI machine
    # must not turn it into a timeout).
    roomy = Budgets(cell_timeout=5.0, notebook_timeout=30.0, output_bytes=2000, memory_mb=256)
    assert run(room, spawn, HONEST, budgets=roomy).failure is None
    time.sleep(3.5)
    probe = run(room, "import os\nseen = os.path.exists('/tmp/left-behind')\nseen")
    assert probe.outputs[0][0]["data"]["text/plain"] == "False"


@needs_bwrap
def test_filling_the_scratch_disk_stops_at_its_cap(room):
    source = (
        "written = 0\n"
        "for i in range(10):\n"
        "    with open(f'/tmp/fill{i}', 'wb') as f:\n"
        "        for _ in range(6):\n"
        "            f.write(b'x' * 10**7)\n"
        "            written += 10**7\n"
    )
    result = run(room, source, "written")
    assert errors(result, 0) == ["OSError"]  # ENOSPC, well before 600 MB
    assert_next_learner_is_fine(room)


@needs_bwrap  # unsandboxed, the plant would land in the host's /tmp
def test_files_left_behind_are_gone_and_never_importable(room):
    plant = (
        "import os\n"
        "for folder in ('/tmp', os.getcwd(), os.path.expanduser('~')):\n"
        "    try:\n"
        "        open(os.path.join(folder, 'planted_module.py'), 'w').write('STOLEN = True')\n"
        "    except OSError:\n"
        "        pass\n"
    )
    run(room, plant)
    probe = run(room, "import planted_module")
    assert errors(probe, 0) == ["ModuleNotFoundError"]
