"""The instructor report: pass rate per criterion, learners per mistake, a Korean chart."""

from __future__ import annotations

import csv
import json
import subprocess
import sys

from autograder.grading.report import load_rows, summarize, write_report
from autograder.grading.verdicts import learner_result


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
    assert summary.to_json()["diagnoses"][0] == {"key": "ex02.id_is_name", "learners": 2}


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
