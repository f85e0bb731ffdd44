"""Every lesson runs top to bottom offline: no error, nothing on stderr, no key, no network.

Run as released, each practice check says it was skipped and the quiz says nothing was chosen;
run with the reference answers pasted in (tests/lessons/practice_answers/), every practice
check and every quiz question passes.
"""

import nbformat
import pytest

from autograder.practice import FAIL
from tests.lessons.lessons import LESSONS, answered, execute

pytestmark = pytest.mark.notebooks


def text_of(cell):
    return "".join(o.get("text", "") for o in cell.get("outputs", []))


def marked(nb, key):
    return [
        (c.metadata["course"][key], text_of(c))
        for c in nb.cells
        if key in c.metadata.get("course", {})
    ]


def assert_clean(nb):
    for index, cell in enumerate(nb.cells):
        for output in cell.get("outputs", []):
            assert output.get("name") != "stderr", (
                f"cell {index} wrote to stderr: {output.get('text')}"
            )
            assert output.output_type != "error", f"cell {index}: {output.get('ename')}"


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name)
def test_lesson_executes_offline_without_errors(path):
    nb = execute(nbformat.read(path, as_version=4))
    assert_clean(nb)
    checks = marked(nb, "practice_check")
    assert checks, "no practice check cell"
    for pid, out in checks:
        assert "건너뜀" in out and FAIL not in out, (pid, out)
    assert all("아직 고르지 않았습니다" in out for _, out in marked(nb, "quiz") if out)


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name)
def test_lesson_with_reference_answers_passes_every_practice_and_quiz(path):
    nb = answered(nbformat.read(path, as_version=4))
    nb = execute(nb)
    assert_clean(nb)
    for pid, out in marked(nb, "practice_check"):
        assert FAIL not in out and "건너뜀" not in out and "통과" in out, (pid, out)
    quiz_out = [out for _, out in marked(nb, "quiz") if out]
    assert quiz_out and all("아닙니다" not in out and "고르지" not in out for out in quiz_out), (
        quiz_out
    )


def test_kernels_run_quietly_but_their_real_errors_still_show(capfd):
    cells = ["print('안녕')", "import os\nos.write(2, b'a real error on the kernel stderr')"]
    nb = execute(nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(c) for c in cells]))
    assert text_of(nb.cells[0]) == "안녕\n"
    err = capfd.readouterr().err
    assert "without encryption" not in err
    assert "a real error on the kernel stderr" in err


def test_in_a_real_kernel_a_runaway_loop_is_stopped_and_a_crash_quotes_its_line():
    """The time limit's timers and the learner's line work in an ipykernel, as in a lesson."""
    cells = [
        "import signal, sys\nfrom autograder.practice import check, limits\nlimits.CPU_SECONDS = 0.5\n"
        "before = [signal.getsignal(s) for s in (signal.SIGALRM, signal.SIGPROF)], sys.gettrace()",
        "def next_step(stop_reason):\n    while True:\n        pass",
        'check("l05_next_step", globals());',
        "def next_step(stop_reason):\n    return stop_reasn",
        'check("l05_next_step", globals());',
        "after = [signal.getsignal(s) for s in (signal.SIGALRM, signal.SIGPROF)], sys.gettrace()\n"
        "print(after == before, signal.getitimer(signal.ITIMER_PROF))",
    ]
    nb = execute(nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(c) for c in cells]))
    assert_clean(nb)
    assert "제한 시간(CPU 0.5초) 안에 끝나지 않아 멈췄습니다" in text_of(nb.cells[2])
    crash = text_of(nb.cells[4])
    assert "NameError 예외가 났습니다(셀의 2번째 줄 `return stop_reasn`)" in crash, crash
    assert text_of(nb.cells[5]) == "True (0.0, 0.0)\n"  # the kernel's handlers and tracer back
