"""A learner's practice function that raises is quoted the same way in every lesson."""

import pytest

from autograder.practice import crashed, practice, results

#: Practices whose checks quote a crash with `practice.crashed` (lesson 6 has its own key).
QUOTING = [
    "l01_run_call",
    "l02_valid_call",
    "l03_results_message",
    "l03_error_result",
    "l05_capped_loop",
    "l08_approval",
    "l09_tool_messages",
]


def raising(*args, **kwargs):
    raise ValueError("일부러 낸 오류")


@pytest.mark.parametrize("pid", QUOTING)
def test_a_raising_function_fails_with_its_error_and_the_call_that_raised(pid):
    name = practice(pid).name
    found = [r for r in results(pid, {name: raising}) if r.key == "practice.crashed"]
    assert found, f"{pid}: no criterion quotes the crash"
    message = found[0].message("ko")
    assert "ValueError: 일부러 낸 오류" in message and f"{name}(" in message, message
    assert "{" not in message, message  # fully rendered, the hint included


def test_no_recorded_error_is_no_crash():
    assert crashed({"value": 3}, "f()") is None
    assert crashed({"error": {"type": "KeyError", "message": "'x'"}}, "f(1)") == (
        False,
        "practice.crashed",
        {"where": "f(1)", "error": "KeyError: 'x'", "hint_key": "practice.hint_none"},
    )
