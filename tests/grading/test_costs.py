"""Every cost the grader pays for one submission is bounded (issue 15, class 3), and
transport details never cost an honest learner points (issue 16).

The regular-expression tests use inputs on which Python's backtracking ``re`` would run
for hours (2**40 steps and more): finishing at all is the proof that the linear-time
engine evaluated them. `grader_deadline` guards each so a regression fails, not hangs.
"""

from __future__ import annotations

import json
import os
import re
import threading
import time

import pytest

from autograder import saferegex
from autograder.catalogue import render
from autograder.grading.cleanroom.budgets import Budgets, GraderTimeout, grader_deadline
from autograder.grading.cleanroom.protocol import MAX_SOURCE
from autograder.grading.cleanroom.room import CleanRoom, oversized_cell
from autograder.grading.cleanroom.session import (
    MAX_CLIENTS_PER_CHECKPOINT,
    MAX_FRAMES_PER_CHECKPOINT,
    MAX_RUN_BYTES,
)
from autograder.grading.cleanroom.simhost import (
    MAX_SCENARIO_BYTES,
    SimulatorHost,
    fresh_tool_use_ids,
)
from autograder.simulator import Scenario
from autograder.simulator.model import filling
from tests.grading.test_budgets import FAST, HONEST, assert_next_learner_is_fine, run

BACKTRACKS = r"^(a|aa)+$"  # exponential in Python's re on "aaaa...b"
EVIL_TEXT = "a" * 60 + "b"


def bounded(seconds: float = 20.0):
    return grader_deadline(time.monotonic() + seconds)


def test_learner_patterns_run_in_linear_time():
    with bounded():
        assert saferegex.search(BACKTRACKS, EVIL_TEXT) is False
        assert saferegex.search(BACKTRACKS, "aaaa") is True
        assert saferegex.standalone_matches(r"(\w+\s?)*!", "word " * 5000) == []


def test_patterns_re2_refuses_are_unusable_not_errors():
    for pattern in (r"(a)\1", r"(?<=x)y", "a" * (saferegex.MAX_PATTERN + 1), "(", 42):
        assert saferegex.compile_bounded(pattern) is None
        assert saferegex.search(pattern, "xy") is None
    assert saferegex.standalone_matches("(", "x") == []


def test_standalone_matches_agree_with_the_lookaround_regex_they_replace():
    cases = [
        (r"[A-Z]{3}-\d+", "code ABC-12, XABC-13 and DEF-9."),
        (r"a|ab", "ab a xab"),
        (r"\d+", "1 22 333 4x 5"),
        (r"서울|부산", "서울과 부산, 대전"),
    ]
    for pattern, text in cases:
        edge = rf"(?<![A-Za-z0-9_-])(?:{pattern})(?![A-Za-z0-9_-])"
        expected = [m.group(0) for m in re.finditer(edge, text) if m.group(0)]
        assert saferegex.standalone_matches(pattern, text) == expected, pattern


def test_json_schema_validation_uses_the_bounded_engine():
    schema = {
        "type": "object",
        "properties": {"code": {"type": "string", "pattern": BACKTRACKS}},
        "patternProperties": {BACKTRACKS: {"type": "integer"}},
        "additionalProperties": False,
    }
    with bounded():
        assert filling.satisfies({"code": EVIL_TEXT}, schema) is False
        assert filling.satisfies({"code": "aaa"}, schema) is True
        assert filling.satisfies({"code": "aaa", EVIL_TEXT: 1}, schema) is False  # extra key
        assert filling.satisfies({"code": "aaa", "aaaa": 1}, schema) is True
        assert filling.satisfies({"code": "aaa", "aaaa": "x"}, schema) is False


def test_the_scripted_model_reads_a_learners_pattern_without_backtracking():
    tool = {"type": "string", "pattern": r"^(\w+\s?)*$", "description": "e.g. ab-cd-ef-1"}
    with bounded():
        filling.candidates("code", tool, ("a-" * 20000) + " " + ("word " * 2000) + "!", {})


def test_a_model_call_with_a_backtracking_tool_schema_is_answered(tmp_path):
    host = SimulatorHost()
    client = host.open("weather")
    body = {
        "model": "claude-sonnet-5",
        "max_tokens": 100,
        "tools": [
            {
                "name": "lookup",
                "description": "Look a code up, e.g. a-a-a-1",
                "input_schema": {
                    "type": "object",
                    "properties": {"code": {"type": "string", "pattern": BACKTRACKS}},
                    "required": ["code"],
                },
            }
        ],
        "messages": [{"role": "user", "content": f"코드 {EVIL_TEXT} 를 찾아줘 " + "a-" * 5000}],
    }
    with bounded():
        status, _, _ = host.handle(
            client, "POST", "/v1/messages", [("x-api-key", "k")], json.dumps(body).encode()
        )
    assert status == 200


def test_fresh_ids_over_a_large_scenario_take_one_pass():
    ids = [f"toolu_{n:06d}" for n in range(20_000)]
    scenario = Scenario("custom", {"name": "custom", "turns": [{"id": i, "note": i} for i in ids]})
    with bounded():
        renamed = fresh_tool_use_ids(scenario)
    new_ids = [turn["id"] for turn in renamed.data["turns"]]
    assert len(set(new_ids)) == len(ids) and not set(new_ids) & set(ids)
    assert all(turn["id"] == turn["note"] for turn in renamed.data["turns"])  # same id, same new


def test_a_scenario_past_the_cap_is_refused_like_an_unknown_name():
    host = SimulatorHost()
    huge = {"name": "x", "data": {"blob": "toolu_01" + "x" * MAX_SCENARIO_BYTES}}
    host.open(huge)
    assert host.transcripts()[0]["scenario"] == {"invalid": repr(huge)[:200]}


def test_the_grader_deadline_interrupts_runaway_work_and_nests():
    started = time.monotonic()
    with pytest.raises(GraderTimeout), bounded(0.3):
        while True:
            pass
    assert time.monotonic() - started < 5
    with pytest.raises(GraderTimeout), bounded(0.3), bounded(30):
        while True:  # the inner, later deadline keeps the outer one
            pass
    with bounded(30):
        pass  # a deadline that does not fire leaves no timer behind
    assert threading.current_thread() is threading.main_thread()


def test_evaluate_that_never_ends_is_not_graded_at_the_deadline(monkeypatch):
    """The grader's own deadline is a time limit: not graded, never a silent zero."""
    import tinyex_checks

    from autograder.grading.cleanroom.session import Collected
    from autograder.grading.plugins import verdicts

    def endless(evidence):
        while True:
            pass

    monkeypatch.setattr(tinyex_checks, "evaluate", endless)
    collected = Collected({"sums": []}, None, [], evaluate_by=time.monotonic() + 0.5)
    judged = verdicts.judge("tinyex_checks", collected, "", {})
    assert {v.key for v in judged.values()} == {"grading.time_limit"}
    assert all(v.points == 0 and not v.passed for v in judged.values())


# --- frames from the learner's process ---------------------------------------------------

WRITE_RAW = """
import os, stat, struct
pipes = [int(fd) for fd in os.listdir('/proc/self/fd')
         if os.path.exists(f'/proc/self/fd/{fd}')
         and stat.S_ISFIFO(os.fstat(int(fd)).st_mode) and int(fd) > 2]
def frame(payload):
    for fd in pipes:
        try:
            os.write(fd, struct.pack('>I', len(payload)) + payload)
        except OSError:
            pass
"""


@pytest.mark.slow
@pytest.mark.parametrize(
    "attack",
    [
        "frame(b'[' * 100000 + b']' * 100000)",
        'frame(b\'{"type": "collect_start", "checkpoint": 999}\')',
        'frame(b\'{"type": "cell", "index": 77, "outputs": []}\')',
        'frame(b\'{"type": "result", "checkpoint": 0, "evidence": {}}\')',
        f"frame(b'[' + b'0,' * {MAX_RUN_BYTES // 2} + b'0]')",
        f'for _ in range({MAX_FRAMES_PER_CHECKPOINT + 5}):\n    frame(b\'{{"type": "cell_start", "index": 0}}\')',
    ],
    ids=["nested-100000", "checkpoint-999", "cell-77", "result-early", "flood", "many"],
)
def test_a_forged_frame_fails_only_this_submission_with_a_reason(room, attack):
    started = time.monotonic()
    result = run(room, WRITE_RAW + attack, HONEST)
    assert result.failure == "grading.protocol_violation", result.detail
    assert result.detail and not result.checkpoints
    assert time.monotonic() - started < FAST.notebook_timeout + 5
    assert_next_learner_is_fine(room)


def test_opening_too_many_clients_is_refused():
    from autograder.grading.cleanroom.session import ProtocolViolation, RunResult, Session

    session = Session(0, 1, SimulatorHost, RunResult(expected=(0,)))
    session._start_checkpoint(0)
    for _ in range(MAX_CLIENTS_PER_CHECKPOINT):
        assert isinstance(session._open("weather"), int)
    with pytest.raises(ProtocolViolation, match="clients"):
        session._open("weather")


# --- issue 16: transport details -------------------------------------------------------


@pytest.mark.slow
def test_a_lone_surrogate_in_output_and_evidence_costs_nothing(room):
    lone = "print('날씨 \\ud800 맑음')\n" + HONEST + "\nmessages[0]['extra'] = '\\udfff'"
    result = run(room, lone)
    assert result.failure is None
    assert result.outputs[0][0]["text"] == "날씨 \ufffd 맑음\n"
    assert result.evidence["sums"] == [5, 6, 14]
    assert result.evidence["messages"][0]["extra"] == "\ufffd"
    assert_next_learner_is_fine(room)


def test_an_oversized_cell_is_reported_as_too_large_and_never_run():
    room = CleanRoom()  # never started: nothing is sent
    cells = [{"index": 0, "source": "x = 1"}, {"index": 3, "source": "#" * (50 * 2**20)}]
    result = room.run(cells, None, Budgets())
    assert result.failure == "grading.submission_too_large"
    assert result.fatal_cell == 3 and result.outputs == {} and not result.checkpoints
    assert room._process is None
    assert f"{MAX_SOURCE:,}" in render("grading.submission_too_large", "ko")
    assert f"{MAX_SOURCE:,}" in render("grading.submission_too_large", "en")


def test_many_cells_under_the_cell_cap_can_still_be_too_large_together():
    cells = [{"index": i, "source": "#" * (MAX_SOURCE - 10)} for i in range(9)]
    assert oversized_cell({"cells": cells}) is not None
    assert oversized_cell({"cells": cells[:2]}) is None
    assert oversized_cell({"cells": [{"index": 0, "source": "가" * (MAX_SOURCE // 2)}]}) == 0


def test_frames_encode_any_python_string():
    from autograder.grading.cleanroom.protocol import FrameReader, write_frame

    r, w = os.pipe()
    write_frame(w, {"text": "a\ud800b", "k\udc00": ["\udfff"]})
    os.close(w)
    assert FrameReader(r).read(time.monotonic() + 1) == {"text": "a\ufffdb", "k\ufffd": ["\ufffd"]}
