"""The instructor report: pass rate per criterion, learners per mistake, a Korean chart."""

from __future__ import annotations

import csv
import json
import subprocess
import sys

from autograder.grading.commands.report import load_rows, summarize, write_report
from autograder.grading.plugins.verdicts import learner_result


def verdict(name, passed, key, points=1.0):
    return {
        "name": name,
        "passed": passed,
        "points": points if passed else 0.0,
        "max_points": points,
        "key": key,
        "message_ko": "메시지",
        "message_en": "message",
    }


CLASS = {
    "alice": [verdict("ex02_lines", True, "ex02.passed"), verdict("ex02_id", True, "ex02.passed")],
    "bob": [
        verdict("ex02_lines", False, "ex02.lines_wrong"),
        verdict("ex02_id", False, "ex02.id_is_name"),
    ],
    "carol": [
        verdict("ex02_lines", True, "ex02.passed"),
        verdict("ex02_id", False, "ex02.id_is_name"),
    ],
}


def write_results(folder):
    results = folder / ".grading" / "ex02_handle_turn" / "results"
    results.mkdir(parents=True)
    for student, verdicts in CLASS.items():
        stored = learner_result(student, {"ex02_handle_turn": verdicts})
        (results / f"{student}.json").write_text(json.dumps(stored))
    return results


def test_summary_counts_pass_rates_and_learners_per_mistake(tmp_path):
    summary = summarize(load_rows(write_results(tmp_path)))
    assert summary.learners == 3
    assert summary.criteria == {"ex02_lines": [2, 3], "ex02_id": [1, 3]}
    assert dict(summary.diagnoses) == {"ex02.lines_wrong": 1, "ex02.id_is_name": 2}
    first = summary.to_json()["diagnoses"][0]
    assert (first["key"], first["learners"], first["students"]) == (
        "ex02.id_is_name",
        2,
        ["bob", "carol"],
    )


def test_report_files_csv_rows_and_a_chart_without_missing_glyphs(tmp_path):
    rows = load_rows(write_results(tmp_path))
    # filterwarnings=error: a Hangul glyph missing from the font would fail this test.
    paths = write_report(rows, summarize(rows), tmp_path / "out", "ex02_handle_turn")
    with paths[0].open(encoding="utf-8") as handle:
        table = list(csv.DictReader(handle))
    assert (
        len(table) == 6 and table[2]["student"] == "bob" and table[2]["key"] == "ex02.lines_wrong"
    )
    assert "통과율" in paths[2].read_text(encoding="utf-8")
    assert paths[3].suffix == ".png" and paths[3].stat().st_size > 10_000


def test_the_chart_font_has_hangul():
    from matplotlib import font_manager
    from matplotlib.ft2font import FT2Font

    from autograder.viz.fonts import use_korean_font

    font = font_manager.findfont(use_korean_font(), fallback_to_default=False)
    assert FT2Font(font).get_char_index(ord("통")) != 0


def test_cli_report_exits_zero_and_one(tmp_path):
    write_results(tmp_path)
    command = [sys.executable, "-m", "autograder", "report", "--assignment", "ex02_handle_turn"]
    done = subprocess.run(
        [*command, "--root", str(tmp_path)], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "reports" / "ex02_handle_turn_report.png").exists()
    missing = subprocess.run(
        [*command, "--root", str(tmp_path / "nowhere")], capture_output=True, text=True, timeout=120
    )
    assert missing.returncode == 1 and missing.stderr.startswith("FileNotFoundError")


def test_stored_results_follow_the_stable_schema():
    passed = learner_result("alice", {"nb": [verdict("a", True, "ex.passed")]})
    failed = learner_result(
        "bob", {"nb": [verdict("a", True, "ex.passed"), verdict("b", False, "ex.x")]}
    )
    broken = learner_result("eve", {"nb": [verdict("a", False, "grading.notebook_timeout")]})
    assert (passed["status"], failed["status"], broken["status"]) == ("pass", "fail", "error")
    assert broken["message"] == "메시지" and passed["version"] == 1
    assert set(failed["checks"][1]) >= {"name", "status", "message", "points", "task_id"}


def _with_params(name, passed, key, params, points=1.0):
    return {**verdict(name, passed, key, points), "params": params}


VARIANT = {
    "dan": [
        _with_params("ex02_lines", True, "ex02.passed", {}),
        _with_params(
            "ex02_variant",
            False,
            "ex02.variant_failed",
            {"reason_key": "ex02.hardcoded_id", "path": "messages.2"},
            2.0,
        ),
    ],
    "erin": [
        _with_params("ex02_lines", False, "ex02.not_started", {"name": "faulty_lines"}),
        _with_params("ex02_variant", False, "grading.notebook_timeout", {"seconds": 120}, 2.0),
    ],
    "finn": [
        _with_params("ex02_lines", True, "ex02.passed", {}),
        _with_params(
            "ex02_variant",
            False,
            "ex02.variant_failed",
            {"reason_key": "ex02.hardcoded_id", "path": "messages.2"},
            2.0,
        ),
    ],
}


def _summary(classes):
    stored = [learner_result(s, {"ex02_handle_turn": v}) for s, v in classes.items()]
    from autograder.grading.commands.report import _rows

    return summarize(_rows(stored))


def test_a_failed_variant_counts_under_its_cause_not_as_its_own_diagnosis():
    summary = _summary(VARIANT)
    causes = summary.to_json()["diagnoses"]
    assert causes[0]["key"] == "ex02.hardcoded_id" and causes[0]["students"] == ["dan", "finn"]
    assert causes[0]["explains"] == {"ex02.variant_failed": ["dan", "finn"]}
    assert "ex02.variant_failed" not in summary.diagnoses
    assert (
        causes[0]["label"] and "{" not in causes[0]["label"] and "ex02." not in causes[0]["label"]
    )


def test_grading_failures_and_blanks_are_kept_apart_from_mistakes():
    summary = _summary(VARIANT)
    groups = {c["key"]: c["group"] for c in summary.to_json()["diagnoses"]}
    assert groups == {
        "ex02.hardcoded_id": "mistake",
        "ex02.not_started": "blank",
        "grading.notebook_timeout": "grading",
    }
    text = __import__("autograder.grading.commands.report", fromlist=["_markdown"])._markdown(
        summary
    )
    assert text.index("다시 가르칠") < text.index("답하지 않은") < text.index("채점 실패")


def test_each_cause_links_to_the_lesson_that_teaches_it():
    summary = _summary(VARIANT)
    [teach] = summary.to_json()["diagnoses"][0]["teach"]
    assert teach["concept"] == "C6" and "lessons/03_pairing_and_is_error.ipynb" in teach["lessons"]


def test_the_histogram_names_the_learners_behind_each_bar():
    summary = _summary(VARIANT)
    bins = summary.histogram()
    assert summary.max_total == 3.0
    assert sum(len(b["learners"]) for b in bins) == 3
    assert next(b for b in bins if "erin" in b["learners"])["low"] == 0
    assert [b for b in bins if "dan" in b["learners"]] == [
        b for b in bins if "finn" in b["learners"]
    ]
