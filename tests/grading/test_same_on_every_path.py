"""One grading path: plain `nbgrader autograde` and `make grade` record the same thing.

Every golden and every adversarial case (discovered, so cases added later are compared
too) is graded twice: by the ``nbgrader autograde`` command in a course made from the
repository's nbgrader_config.py (what formgrader's Autograde button runs), and by
``grade_assignment`` (``make grade``). Per grade cell, the gradebook score and the
outputs formgrader shows must be byte-identical; every attack must earn exactly its
honest part on the plain path too; and the learner's feedback (``nbgrader
generate_feedback``) renders every nested diagnosis as Korean text, never as a key.
"""

from __future__ import annotations

import html
import re

import nbformat
import pytest

from tests.grading import both_paths

pytestmark = [pytest.mark.nbgrader, pytest.mark.slow]

SUBMISSIONS = both_paths.discover()
RAW_KEY = re.compile(r"_key': '[a-z0-9]+\.[a-z0-9_.]+'")
IDS = [f"{s.exercise}/{s.student}" for s in SUBMISSIONS]


@pytest.fixture(scope="module")
def compared(tmp_path_factory: pytest.TempPathFactory) -> dict:
    workdir = tmp_path_factory.mktemp("both-paths")
    return {"rows": both_paths.compare(SUBMISSIONS, workdir), "workdir": workdir}


@pytest.mark.parametrize("submission", SUBMISSIONS, ids=IDS)
def test_both_paths_record_identical_scores_and_comments(compared: dict, submission):
    row = compared["rows"][f"{submission.exercise}/{submission.student}"]
    assert row["plain"] is not None, "plain nbgrader autograde did not grade it"
    assert row["plain"] == row["batch"]


@pytest.mark.parametrize(
    "submission", [s for s in SUBMISSIONS if s.kind == "attack"], ids=lambda s: s.student
)
def test_an_attack_earns_only_its_honest_part_on_plain_nbgrader_too(compared: dict, submission):
    row = compared["rows"][f"{submission.exercise}/{submission.student}"]
    assert both_paths.scores(row["plain"]) == submission.expected


def test_formgraders_autograde_button_records_the_same_as_make_grade(compared: dict, tmp_path):
    """The button calls ``NbGraderAPI.autograde`` in the server: re-grade one learner that
    way in a copy of the batch-graded course and compare with what the batch recorded."""
    import shutil

    chosen = [s for s in SUBMISSIONS if s.kind == "golden" and s.exercise == "ex02_handle_turn"]
    submission = next(s for s in chosen if s.student == "g-bugs-abc")
    course = tmp_path / "course"
    shutil.copytree(compared["workdir"] / submission.exercise / "batch", course)
    outcome = both_paths.formgrader_autograde(course, submission.exercise, submission.student)
    assert outcome["success"], outcome.get("error", "")[-2000:]
    row = compared["rows"][f"{submission.exercise}/{submission.student}"]
    assert both_paths.record(course, submission.exercise, submission.student) == row["batch"]


def test_the_class_report_reads_the_same_rows_after_either_path(compared: dict):
    from autograder.grading.commands.report import rows_from_autograded, summarize

    for exercise in sorted({s.exercise for s in SUBMISSIONS}):
        rows = {
            path: rows_from_autograded(
                compared["workdir"] / exercise / path / "autograded", exercise
            )
            for path in both_paths.PATHS
        }
        assert rows["plain"] and rows["plain"] == rows["batch"]
        assert summarize(rows["plain"]).to_json() == summarize(rows["batch"]).to_json()


def test_the_comparison_covers_goldens_and_attacks_of_every_exercise():
    kinds = {(s.exercise, s.kind) for s in SUBMISSIONS}
    for exercise in ("ex01_messages_array", "ex02_handle_turn"):
        assert (exercise, "golden") in kinds
    assert any(kind == "attack" for _, kind in kinds)


def _page_text(page) -> str:
    """The page's visible text (styles and tags removed, entities decoded)."""
    page_html = re.sub(r"<style.*?</style>", " ", page.read_text(encoding="utf-8"), flags=re.S)
    return html.unescape(re.sub(r"<[^>]+>", " ", page_html))


@pytest.mark.parametrize("path", both_paths.PATHS)
def test_feedback_renders_every_nested_diagnosis_as_korean_text(compared: dict, path: str):
    from autograder.checks.results import learner_message
    from autograder.grading.batch.status import stored_verdicts
    from autograder.grading.commands.release import run_nbgrader

    checked = 0
    for exercise in sorted({s.exercise for s in SUBMISSIONS}):
        course = compared["workdir"] / exercise / path
        run_nbgrader("generate_feedback", exercise, "--force", root=course)
        for folder in sorted((course / "autograded").glob(f"*/{exercise}")):
            student = folder.parent.name
            verdicts = stored_verdicts(folder).get(exercise, [])
            nested = [v for v in verdicts if any(k.endswith("_key") for k in v["params"])]
            if not nested:
                continue
            page = course / "feedback" / student / exercise / f"{exercise}.html"
            text = _page_text(page)
            graded = nbformat.read(folder / f"{exercise}.ipynb", as_version=4)
            comments = _comments(graded)
            for verdict in nested:
                sentence = learner_message(verdict["key"], verdict["params"], "ko")
                for line in sentence.splitlines():
                    assert html.unescape(line) in text, (student, verdict["key"])
                assert sentence in comments[verdict["name"]], (student, verdict["name"])
                checked += 1
            if student.startswith("g-"):  # attacks print fake keys in their own cells
                # A raw params dict naming a catalogue key ({'reason_key': 'ex02.x'}), not
                # a learner's own data that happens to end in _key (ex08's idempotency_key).
                assert not RAW_KEY.search(text) and "[diagnosis:" not in text, student
                # No grader traceback: those name real files. A learner's own answer may
                # quote a traceback of its cells ("<cell 5>"; ex03's error-traceback golden).
                assert 'File "/' not in text, student
            grader = [c for c in comments.values() if "/autograder/" in c or '.py"' in c]
            assert grader == [], student  # no grader file path under any grade cell
    assert checked > 0, "no golden or attack fails with a nested diagnosis any more"


def _comments(nb) -> dict[str, str]:
    """grade_id -> the text formgrader shows under that grade cell."""
    found = {}
    for cell in nb.cells:
        grade_id = cell.metadata.get("nbgrader", {}).get("grade_id")
        if grade_id and cell.cell_type == "code":
            parts = []
            for output in cell.get("outputs", []):
                parts.append(output.get("text", "") or output.get("evalue", ""))
            found[grade_id] = "\n".join(parts)
    return found


def test_only_measured_durations_are_blanked_before_the_paths_are_compared():
    text = "최대 2개만(호출 5개, 1.22초); at most 2 (5 calls, 0.80 s); 3 s; toolu_01A 2점"
    assert both_paths.without_measurements(text) == (
        "최대 2개만(호출 5개, …초); at most 2 (5 calls, … s); … s; toolu_01A 2점"
    )
