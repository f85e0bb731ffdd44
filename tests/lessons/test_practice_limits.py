"""Every practice check is bounded in time, and says which cell to run when one was not run.

The limits are made small here (``monkeypatch``) so the tests stay quick; what is checked is
that a runaway answer comes back with the time-limit verdict, not how long it took.
"""

import json
import threading

import nbformat
import pytest

from autograder.practice import EARLIER_FILE, PRACTICES, check, earlier, limits, practice
from tests.lessons.cells import judged, run_cells
from tests.lessons.lessons import LESSONS
from tests.lessons.practice_answers.answers import ANSWERS
from tests.lessons.practice_answers.build_earlier import earlier_names, earlier_text

FUNCTIONS = sorted(pid for pid in PRACTICES if practice(pid).name != "my_tool")


@pytest.fixture
def quick_limits(monkeypatch):
    """A small CPU limit; the wall-clock one stays far away (a busy machine is slow)."""
    monkeypatch.setattr(limits, "CPU_SECONDS", 0.4)
    monkeypatch.setattr(limits, "WALL_SECONDS", 120.0)


@pytest.fixture
def quick_wall(monkeypatch):
    monkeypatch.setattr(limits, "CPU_SECONDS", 120.0)
    monkeypatch.setattr(limits, "WALL_SECONDS", 1.5)


def keys(found):
    return {r.key for r in found}


@pytest.mark.parametrize("pid", FUNCTIONS)
def test_a_function_that_never_returns_is_stopped_with_a_verdict(pid, quick_limits):
    spin = f"def {practice(pid).name}(*args, **kwargs):\n    while True:\n        pass\n"
    found = judged(pid, spin)
    assert keys(found) == {"practice.time_limit"}, [r.message() for r in found]
    message = found[0].message("ko")
    assert "제한 시간(CPU 0.4초) 안에 끝나지 않아 멈췄습니다" in message, message


def test_a_loop_that_never_asks_the_model_again_is_stopped_with_its_hint(quick_limits):
    source = """
def capped_loop(client, question, tools, handlers, max_calls):
    messages = [{"role": "user", "content": question}]
    response = client.messages.create(model=MODEL, max_tokens=1024, tools=tools, messages=messages)
    while response.stop_reason == "tool_use":
        results = [{"type": "tool_result", "tool_use_id": b.id, "content": handlers[b.name](**b.input)}
                   for b in response.content if b.type == "tool_use"]
        messages += [{"role": "assistant", "content": response.content},
                     {"role": "user", "content": results}]
    return response
"""
    found = judged("l05_capped_loop", source)
    assert keys(found) == {"practice.time_limit"}
    assert "모델에게 새 응답을 받아 오는지" in found[0].message("ko")


def test_a_bare_except_does_not_swallow_the_limit(quick_limits):
    source = (
        "def next_step(stop_reason):\n"
        "    while True:\n"
        "        try:\n"
        "            while True:\n"
        "                pass\n"
        "        except:\n"
        "            pass\n"
    )
    found = judged("l05_next_step", source)
    assert keys(found) == {"practice.time_limit"}


def test_code_that_waits_without_the_cpu_meets_the_wall_clock_limit(quick_wall):
    source = "import time\ndef is_valid_call(block, tools):\n    time.sleep(60)\n"
    found = judged("l02_valid_call", source)
    assert keys(found) == {"practice.time_limit"}
    assert "제한 시간(1.5초)" in found[0].message("ko")


def test_a_thread_left_running_is_reported_with_the_restart_advice(quick_limits):
    release = threading.Event()
    namespace = run_cells(
        "import threading\n"
        "def run_batch(calls, handlers):\n"
        "    threading.Thread(target=RELEASE.wait, daemon=True).start()\n"
        "    while True:\n"
        "        pass\n"
    )
    namespace["RELEASE"] = release
    from autograder.practice import results

    try:
        found = results("l06_run_batch", namespace)
    finally:
        release.set()
    assert "커널을 다시 시작" in found[0].message("ko")


def test_the_limit_gives_the_kernels_signal_handlers_back():
    import signal

    before = signal.getsignal(signal.SIGALRM), signal.getsignal(signal.SIGPROF)
    assert limits.bounded(lambda: 7) == 7
    assert (signal.getsignal(signal.SIGALRM), signal.getsignal(signal.SIGPROF)) == before
    assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)
    assert signal.getitimer(signal.ITIMER_PROF) == (0.0, 0.0)


def test_outside_the_main_thread_the_wall_clock_still_bounds_the_call():
    box = {}

    def run():
        try:
            limits.bounded(lambda: threading.Event().wait(5), cpu=0.1, wall=0.3)
        except limits.TimeLimit as limit:
            box["kind"] = limit.kind

    worker = threading.Thread(target=run)
    worker.start()
    worker.join(10)
    assert box == {"kind": "wall"}


@pytest.mark.parametrize("pid", sorted(PRACTICES))
def test_a_practice_cell_that_was_not_run_is_named(pid, capsys):
    found = judged(pid)  # the lesson's earlier cells ran, the practice cell did not
    assert keys(found) == {"practice.not_defined"}
    check(pid, run_cells())
    out = capsys.readouterr().out
    assert f"`{practice(pid).name}`이(가) 아직 정의되지 않았습니다" in out
    assert "바로 위의 직접 해 보기 셀을 먼저 실행" in out
    assert out.count("×") == 1, out  # said once, not once per criterion


@pytest.mark.parametrize(
    ("pid", "name", "section"),
    [
        ("l04_guarded_transfer", "Refused", "'처방 3: 실행하는 코드가 다시 확인한다' 부분의 셀"),
        ("l05_next_step", "ANSWER", "'직접 해 보기 5-1 · 멈춘 이유에서 다음 할 일로' 부분의 셀"),
        ("l05_capped_loop", "MODEL", "맨 위의 준비 셀"),
    ],
)
def test_after_a_kernel_restart_the_missing_earlier_cell_is_named(pid, name, section):
    """The reference answer, run without the lesson's earlier cells (a restarted kernel)."""
    found = judged(pid, ANSWERS[pid]["answer"], context=False)
    assert keys(found) == {"practice.needs_cell"}, [r.message() for r in found]
    message = found[0].message("ko")
    assert f"`{name}`이(가) 정의되지 않았습니다" in message and section in message, message


def test_a_missing_import_from_the_setup_cell_is_named_not_called_sequential():
    source = (
        "def run_batch(calls, handlers):\n"
        "    with ThreadPoolExecutor() as pool:\n"
        "        return list(pool.map(lambda c: handlers[c.name](**c.input), calls))\n"
    )
    found = judged("l06_run_batch", source)
    assert keys(found) == {"practice.needs_cell"}
    assert "`ThreadPoolExecutor`은(는) 맨 위의 준비 셀에서 만듭니다" in found[0].message("ko")


def test_the_earlier_names_file_is_built_from_the_lessons():
    assert EARLIER_FILE.read_text(encoding="utf-8") == earlier_text()


def test_every_name_a_reference_answer_borrows_is_an_earlier_name_of_its_lesson():
    """What the test context provides for the answers is what the lessons define above."""
    borrowed = {"MODEL", "Refused", "RUN_TOOLS", "ANSWER", "RETRY_BIGGER", "CONTINUE", "STOP"}
    for pid, spec in ANSWERS.items():
        names = {n for n in borrowed if n in spec["answer"]}
        assert names <= set(earlier(pid)), (pid, names - set(earlier(pid)))


def test_earlier_names_name_the_section_or_the_setup_cell():
    lesson = nbformat.read(LESSONS[3], as_version=4)
    names = earlier_names(lesson)["l04_guarded_transfer"]
    assert names["Refused"].startswith("'처방 3")
    assert names["TOOLS"] == "맨 위의 준비 셀"
    assert "guarded_transfer" not in names  # the practice's own name comes after
    assert json.loads(earlier_text())["l04_guarded_transfer"] == names


def test_code_generated_from_strings_is_not_the_learners():
    """dataclass/namedtuple methods are compiled from "<string>": the limit must never fire there
    (they run from finalizers too, where an exception cannot be raised)."""
    from autograder.practice.learner import is_learner_file

    assert not is_learner_file("<string>")
    assert not is_learner_file("<frozen importlib._bootstrap>")
    assert is_learner_file("/tmp/ipykernel_4242/3141592653.py")


def test_a_limit_waits_while_the_checkers_own_code_runs():
    """A timer that fires inside this package's code (a check's clean-up, a gc callback that
    Python calls from there) defers to the learner's next line; in the learner's frame, or a
    library the learner called, it raises at once."""
    import sys

    def probe():
        here = sys._getframe()  # a test frame counts as the learner's code
        called_from_package = sys._getframe(1)  # limits._with_timers, this package's code
        return (
            limits._learner_is_running(here, None),
            limits._learner_is_running(called_from_package, None),
        )

    assert limits.bounded(probe) == (True, False)
