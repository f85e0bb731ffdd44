"""The shared machinery: results, grade cells, the learner's self-check, plain evidence."""

from __future__ import annotations

import pytest

from autograder import checks
from autograder.checks import (
    EXERCISES,
    GRADING_ENV,
    GradeCellFailed,
    grade_cell,
    results_for,
    self_check,
)
from autograder.checks.plain import UNSUPPORTED, is_traceback, to_json_data
from autograder.checks.results import Check, failed, run_checks

GOOD = {
    "messages": [
        {"role": "user", "content": "항저우 날씨 어때?"},
        {
            "role": "assistant",
            "content": [
                {
                    "type": "tool_use",
                    "id": "toolu_01Weather9527",
                    "name": "get_weather",
                    "input": {"city": "Hangzhou"},
                }
            ],
        },
        {
            "role": "user",
            "content": [
                {
                    "type": "tool_result",
                    "tool_use_id": "toolu_01Weather9527",
                    "content": '{"condition": "sunny", "temperature_c": 26}',
                }
            ],
        },
    ]
}


def boom(evidence):
    raise ZeroDivisionError("bug in a check")


def test_a_crashing_check_fails_with_a_reason_and_never_raises():
    [result] = run_checks([Check("ex01_demo", 2, boom)], {})
    assert (result.passed, result.points, result.key) == (False, 0.0, "ex01.internal_error")
    assert "ZeroDivisionError" in result.message("en")


def test_check_outcomes_become_points():
    checks = [
        Check("ex01_a", 1, lambda e: None),
        Check("ex01_b", 3, lambda e: failed("ex01.no_tool_result")),
    ]
    a, b = run_checks(checks, {})
    assert (a.points, a.key, b.points, b.max_points) == (1, "ex01.passed", 0.0, 3)


def test_grade_cell_passes_silently_on_stderr_and_shows_no_diagnosis_key(capsys):
    grade_cell("ex01_tool_use_id_matches", GOOD)
    out, err = capsys.readouterr()
    assert err == "" and out.startswith("✓ 통과: 1/1점")
    assert "[diagnosis" not in out and "ex01." not in out


def test_a_failed_grade_cell_reports_in_korean_only_and_never_raises(capsys):
    wrong = {"messages": GOOD["messages"][:1] + GOOD["messages"][2:]}
    assert grade_cell("ex01_three_messages_in_order", wrong) is None  # no exception
    err = capsys.readouterr().err
    assert err.startswith("× 미통과: 0/1점") and "assistant" in err and "메시지" in err
    assert "None of the" not in err and "[diagnosis" not in err
    assert issubclass(GradeCellFailed, AssertionError)


def test_english_when_the_course_chooses_it(capsys, monkeypatch):
    from autograder.checks import LANG_ENV

    monkeypatch.setenv(LANG_ENV, "en")
    grade_cell("ex01_three_messages_in_order", {"messages": GOOD["messages"][:1]})
    err = capsys.readouterr().err
    assert "Not passed: 0/1 points" in err and "메시지" not in err


def test_a_namespace_that_cannot_be_read_gives_zero_not_a_grader_error():
    class Hostile(dict):
        def __contains__(self, key):
            raise RuntimeError("no")

    results = results_for("ex01_messages_array", Hostile())
    assert {r.key for r in results} == {"ex01.internal_error"}


def test_self_check_lists_visible_criteria_only_and_reveals_no_answer(capsys):
    visible = self_check("ex02_handle_turn", {})
    out = capsys.readouterr().out
    assert "ex02_works_on_unseen_variant" not in out
    assert all(not r.hidden for r in visible) and len(visible) == 4
    assert "0/4" in out
    for answer in ("8, 9, 12", "tool_block.id", "toolu_01Weather9527"):
        assert answer not in out


@pytest.mark.parametrize("exercise", sorted(EXERCISES))
def test_while_grading_self_check_runs_no_learner_code(exercise, monkeypatch, capsys):
    """The grade cells below hold the grader's verdicts: a second run of the learner's
    code in the notebook's self-check cell would only cost grading time."""
    monkeypatch.setenv(GRADING_ENV, "1")

    def no_run(*args, **kwargs):
        raise AssertionError("self_check collected evidence while grading")

    monkeypatch.setattr(checks, "results_for", no_run)
    assert self_check(exercise, {}) == []
    assert "채점 중에는 자가 점검을 다시 돌리지 않습니다" in capsys.readouterr().out


def test_unknown_grade_ids_are_a_usage_error():
    with pytest.raises(KeyError):
        grade_cell("ex99_nothing", {})


def test_plain_data_reads_through_lying_subclasses():
    class LyingDict(dict):
        def items(self):
            return [("role", "assistant")]

    class LyingStr(str):
        def __str__(self):
            return "toolu_01Weather9527"

    data = to_json_data({"x": LyingDict(role="user"), "y": LyingStr("get_weather"), "z": (1, 2.5)})
    assert data == {"x": {"role": "user"}, "y": "get_weather", "z": [1, 2.5]}
    assert to_json_data(object()) == {UNSUPPORTED: "object"}
    assert to_json_data(float("nan")) == {UNSUPPORTED: "non-finite float"}


def test_plain_data_stops_at_cycles():
    loop = []
    loop.append(loop)
    assert "too deeply nested" in str(to_json_data(loop))


def test_every_diagnosis_key_the_checks_use_has_korean_and_english_text():
    import re

    from autograder.catalogue import all_messages
    from tests.conftest import ROOT

    used = set()
    for path in (ROOT / "autograder" / "exercises").glob("ex*/*.py"):
        if path.name == "messages.py":  # what is defined, not what the checks use
            continue
        used |= set(re.findall(r'"(ex\d\d\.[a-z_]+)"', path.read_text(encoding="utf-8")))
    numbers = {path.name.split("_")[0] for path in (ROOT / "autograder" / "exercises").glob("ex*")}
    used |= {f"{n}.{key}" for n in numbers for key in ("passed", "internal_error")}
    catalogue = all_messages()
    missing = sorted(key for key in used if key not in catalogue)
    assert missing == []
    for key in used:
        assert set(catalogue[key]) == {"ko", "en"}


def test_a_nested_diagnosis_key_is_rendered_inside_the_message():
    from autograder.checks.results import CheckResult

    params = {"reason_key": "ex02.second_call_empty_tools"}
    result = CheckResult(
        "ex02_works_on_unseen_variant", False, 0.0, 2, "ex02.variant_failed", params
    )
    assert "빈 `tools`" in result.message("ko")
    assert "empty `tools`" in result.message("en")


def test_nested_keys_quoting_each_other_render_the_same_in_any_order():
    """A stored verdict's params come back sorted: `reason_key` before `run_key`, although
    the reason's text quotes {run}. The rendering must not depend on that order."""
    from autograder.catalogue import render
    from autograder.checks.results import UNRENDERABLE, learner_message

    params = {
        "run_key": "ex09.run_variant_serial",
        "reason_key": "ex09.parallel_not_off",
        "request": 2,
        "found": "None",
    }
    in_order = learner_message("ex09.variant_failed", params, "ko")
    reversed_order = learner_message("ex09.variant_failed", dict(reversed(params.items())), "ko")
    assert in_order == reversed_order
    assert render(UNRENDERABLE, "ko") not in in_order
    assert "parallel_tool_calls" in in_order


def _format_exc() -> str:
    import traceback

    try:
        {}["order_id"]
    except KeyError:
        return traceback.format_exc()
    return ""


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (_format_exc(), True),  # traceback.format_exc()
        (_format_exc().split("\n", 1)[1], True),  # its frames without the header line
        ('  File "/tmp/executor.py", line 12, in execute\n    store.refund(...)', True),
        ("get_order 실패(LookupError): 주문 ORD-2026-9999을(를) 찾을 수 없습니다.", False),
        ('File "orders.csv" not found; check the file name.', False),
        ("Traceback 기능은 꺼져 있습니다.", False),
        ("", False),
    ],
)
def test_a_traceback_is_found_by_its_header_or_a_frame_line(text, expected):
    assert is_traceback(text) is expected
