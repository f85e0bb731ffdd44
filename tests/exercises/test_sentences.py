"""`unfinished` is the check both rendering tests rely on: it must name each way a sentence
can be unfinished, and pass a finished one."""

from __future__ import annotations

from autograder.catalogue import render
from autograder.checks.results import UNRENDERABLE, learner_message
from tests.exercises.sentences import keys_of, unfinished


def test_a_finished_sentence_passes_in_both_languages():
    for lang in ("ko", "en"):
        text = learner_message("grading.cell_timeout", {"cell_seconds": 5}, lang)
        assert unfinished(text, ["grading.cell_timeout"], lang) is None


def test_the_fallback_a_placeholder_and_a_shown_key_are_each_named():
    assert unfinished(render(UNRENDERABLE, "ko"), ["x.y"], "ko") == "the key-and-params fallback"
    assert "placeholder" in unfinished("호출 {count}개", ["x.y"], "ko")
    assert "catalogue key" in unfinished("see ex02.bug_a here", ["ex02.bug_a"], "en")


def test_the_keys_nested_in_params_are_checked_too():
    keys = keys_of("ex02.variant_failed", {"reason_key": "ex02.bug_b", "count": 2})
    assert keys == ["ex02.variant_failed", "ex02.bug_b"]
    assert "catalogue key" in unfinished("실패: ex02.bug_b", keys, "ko")
