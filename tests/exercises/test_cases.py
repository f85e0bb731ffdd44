"""The cases themselves: what every exercise must have, and what their expectations say."""

from __future__ import annotations

import json

import pytest

from autograder.checks import EXERCISES
from tests.exercises.cases import all_cases, cases_of

#: Exercises whose corpus is complete: all ten (issue 23); a new exercise joins with its corpus.
CORPUS_EXERCISES = (
    "ex01_messages_array",
    "ex02_handle_turn",
    "ex03_pairing_failures",
    "ex04_same_batch",
    "ex05_host_loop",
    "ex06_parallel_calls",
    "ex07_tool_design",
    "ex08_errors_safety",
    "ex09_openai_compat",
    "ex10_support_agent",
)


@pytest.mark.parametrize("exercise", EXERCISES)
def test_every_exercise_has_a_reference_a_never_started_golden_and_an_attack(exercise):
    goldens = {c.name for c in cases_of(exercise, "golden")}
    assert {"reference", "not-started"} <= goldens
    assert cases_of(exercise, "attack")


def test_reference_solutions_get_full_automatic_marks():
    for case in (c for c in cases_of(kind="golden") if c.name == "reference"):
        for check in case.expected["checks"]:
            assert check["points"] in (check["max_points"], None), (case.id, check)


def test_blank_releases_get_zero_automatic_marks():
    for case in (c for c in cases_of(kind="golden") if c.name == "not-started"):
        assert case.expected["total"] == 0, case.id


def test_golden_results_files_are_stable_json():
    for case in cases_of(kind="golden"):
        text = case.golden.expected_path.read_text(encoding="utf-8")
        assert text == json.dumps(json.loads(text), ensure_ascii=False, indent=2) + "\n", case.id


@pytest.mark.parametrize("exercise", CORPUS_EXERCISES)
def test_each_exercise_has_thirty_right_and_thirty_wrong_answers(exercise):
    labels = [c.label for c in cases_of(exercise, "corpus")]
    assert labels.count("right") >= 30
    assert labels.count("wrong") >= 30


@pytest.mark.parametrize("case", cases_of(kind="corpus"), ids=lambda c: c.id)
def test_right_answers_earn_every_point_and_wrong_ones_lose_some(case):
    # a passing verdict: "passed", or an exercise's own (ex01 "api_answered", ex06 "concurrent")
    full = all(
        key.endswith((".passed", ".api_answered", ".concurrent")) for _, key in case.expected
    )
    assert full == (case.label == "right"), case.expected


def test_no_corpus_case_repeats_a_golden():
    seen = {tuple(sorted(c.golden.cells.items())) for c in cases_of(kind="golden")}
    for case in cases_of(kind="corpus"):
        assert tuple(sorted(case.golden.cells.items())) not in seen, case.id


def test_every_case_is_one_learner_of_its_exercise():
    learners = [(c.exercise, c.student) for c in all_cases()]
    assert len(learners) == len(set(learners))
    assert {c.exercise for c in all_cases()} == set(EXERCISES)
