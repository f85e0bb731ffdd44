"""Every case of every exercise, through the real pipeline on both instructor paths.

Each exercise's goldens, corpus and attacks are graded once per path per run (one class of
learners: `batches.grade`): by the ``nbgrader autograde`` command in a course made from
the repository's nbgrader_config.py (what formgrader's Autograde button runs) and by
``grade_assignment`` (``make grade``). Then, per case:

- on plain nbgrader it gets exactly what it must: a golden its ``results.json`` (points,
  diagnosis key and status per criterion, total), a corpus answer its rubric verdict, an
  attack only its honest part;
- ``make grade`` recorded byte-identical scores and outputs (the one grading path).

And per exercise: the committed release is what ``generate_assignment`` made for that
course, feedback never shows hidden tests or diagnosis keys and renders nested
diagnoses as text, the class report reads the same rows after either path, and
formgrader's Autograde button records what ``make grade`` did.
"""

from __future__ import annotations

import html
import re
import shutil

import nbformat
import pytest

from autograder.checks import EXERCISES, exercise_module
from tests.conftest import ROOT
from tests.exercises import batches
from tests.exercises.cases import all_cases, usable
from tests.exercises.sentences import keys_of, unfinished

pytestmark = [pytest.mark.nbgrader, pytest.mark.slow]

CASES = usable(list(all_cases()))
RAW_KEY = re.compile(r"_key': '[a-z0-9]+\.[a-z0-9_.]+'")


def _comparable(result: dict) -> list[tuple]:
    keys = ("name", "status", "points", "max_points", "key")
    return [tuple(c.get(k) for k in keys) for c in result["checks"]]


def expected_of(case, result: dict | None, record: dict | None):
    """(what the case got, what it must get) in the form its kind states it."""
    if case.kind == "golden":
        want = case.expected
        got = result and (_comparable(result), result["status"], result["total"])
        return got, (_comparable(want), want["status"], want["total"])
    if case.kind == "corpus":
        automatic = [c for c in (result or {}).get("checks", []) if c["status"] != "manual"]
        return [(c["points"], c["key"]) for c in automatic], list(case.expected)
    return batches.scores(record), case.expected


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_plain_nbgrader_gives_each_case_its_expected_grades(graded, case):
    batch = graded.of(case.exercise)
    record = batch.records["plain"][case.student]
    assert record is not None, f"plain nbgrader autograde did not grade it:\n{batch.plain_log}"
    got, want = expected_of(case, batch.results["plain"][case.student], record)
    assert got == want, case.golden.description


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_make_grade_records_exactly_what_plain_nbgrader_did(graded, case):
    batch = graded.of(case.exercise)
    assert "*" not in batch.failed, batch.failed["*"]
    assert case.student not in batch.failed, batch.failed[case.student]
    assert batch.records["batch"][case.student] == batch.records["plain"][case.student]


@pytest.mark.parametrize("exercise", EXERCISES)
def test_every_verdict_the_grader_stored_is_a_finished_sentence_in_both_languages(graded, exercise):
    """What feedback, the report and formgrader show a learner: the sentences the grader
    stored beside each verdict in the autograded notebook, for every case of every kind."""
    from autograder.grading.batch.status import stored_verdicts

    batch = graded.of(exercise)
    course, read, problems = batch.courses["plain"], 0, []
    for case in batch.cases:
        folder = course / "autograded" / case.student / exercise
        for verdict in stored_verdicts(folder).get(exercise, []):
            read += 1
            keys = keys_of(verdict["key"], verdict["params"])
            problems += [
                (case.student, verdict["name"], lang, why)
                for lang in ("ko", "en")
                if (why := unfinished(verdict[f"message_{lang}"], keys, lang))
            ]
    assert read >= len(batch.cases), "every graded case stores a verdict per criterion"
    assert problems == []


@pytest.mark.parametrize("exercise", EXERCISES)
def test_the_committed_release_is_what_generate_assignment_made(graded, exercise):
    """exercises/<id>/ is in sync with solutions/: byte for byte the release that the real
    ``nbgrader generate_assignment`` made for the course the batches were graded in."""
    made = graded.of(exercise).courses["plain"] / "exercises" / exercise / f"{exercise}.ipynb"
    committed = ROOT / "exercises" / exercise / made.name
    assert committed.read_text(encoding="utf-8") == made.read_text(encoding="utf-8"), (
        f"{committed.relative_to(ROOT)} is out of sync with solutions/: run `make release`"
    )


def _hidden_lines(exercise: str) -> list[str]:
    source = nbformat.read(ROOT / "solutions" / exercise / f"{exercise}.ipynb", 4)
    lines = []
    for cell in source.cells:
        if "### BEGIN HIDDEN TESTS" in cell.source:
            region = cell.source.split("### BEGIN HIDDEN TESTS", 1)[1]
            region = region.split("### END HIDDEN TESTS")[0]
            lines += [line.strip() for line in region.splitlines() if line.strip()]
    return lines


def _failing_hidden(batch, exercise: str):
    """(student, diagnosis key) of the first golden failing a hidden criterion."""
    hidden = {c.name for c in exercise_module(exercise).CHECKS if c.hidden}
    for case in (c for c in batch.cases if c.kind == "golden" and c.name != "not-started"):
        for check in case.expected["checks"]:
            if check["name"] in hidden and check["status"] == "fail":
                return case.student, check["key"]
    return None


@pytest.fixture(scope="session")
def feedback(graded):
    """A path's course of an exercise, after its feedback was made (`batches.FEEDBACK_FOR`)."""
    return lambda exercise, path: graded.of(exercise).courses[path]


@pytest.mark.parametrize("exercise", EXERCISES)
def test_feedback_shows_no_hidden_test_source_and_no_diagnosis_key(graded, feedback, exercise):
    batch = graded.of(exercise)
    course = feedback(exercise, "plain")
    pages = sorted((course / "feedback").glob(f"*/{exercise}/*.html"))
    assert len(pages) == sum(c.kind != "corpus" for c in batch.cases)
    hidden = _hidden_lines(exercise)
    for page in pages:
        text = html.unescape(page.read_text(encoding="utf-8"))
        assert "HIDDEN TESTS" not in text, page
        assert [line for line in hidden if line in text] == [], page
        if not page.parent.parent.name.startswith("a-"):  # attacks print fake keys
            assert "[diagnosis:" not in text, page
    failing = _failing_hidden(batch, exercise)
    if hidden:  # a failing hidden test still says why: its sentence, never code or key
        assert failing, "some golden should fail a hidden criterion"
    if failing:
        from autograder.catalogue import all_messages

        student, key = failing
        page = (course / "feedback" / student / exercise / f"{exercise}.html").read_text()
        head = all_messages()[key]["ko"].split("{")[0].splitlines()[0].strip()
        assert head and (html.escape(head, quote=False) in page or head in page), head
        assert key not in page


def test_autograded_notebooks_keep_hidden_tests_for_the_instructor(graded):
    course = graded.of("ex02_handle_turn").courses["plain"]
    notebook = course / "autograded" / "g-reference" / "ex02_handle_turn" / "ex02_handle_turn.ipynb"
    assert "BEGIN HIDDEN TESTS" in notebook.read_text(encoding="utf-8")


def test_feedback_after_make_grade_shows_verdicts_and_visible_tests_only(feedback):
    exercise = batches.MAKE_GRADE_FEEDBACK
    course = feedback(exercise, "batch")
    page = (course / "feedback" / "g-reference" / exercise / f"{exercise}.html").read_text()
    text = html.unescape(re.sub(r"<[^>]+>", "", page))
    assert "✓ 통과: 2/2점" in text
    assert "[diagnosis:" not in text  # keys are for instructors (the autograded notebook)
    assert 'grade_cell("ex02_appends_assistant_turn"' in text  # visible test source is shown
    assert 'grade_cell("ex02_works_on_unseen_variant"' not in text  # the hidden one is not
    assert "BEGIN HIDDEN TESTS" not in text


def _page_text(page) -> str:
    """The page's visible text (styles and tags removed, entities decoded)."""
    page_html = re.sub(r"<style.*?</style>", " ", page.read_text(encoding="utf-8"), flags=re.S)
    return html.unescape(re.sub(r"<[^>]+>", " ", page_html))


def _comments(nb) -> dict[str, str]:
    """grade_id -> the text formgrader shows under that grade cell."""
    found = {}
    for cell in nb.cells:
        grade_id = cell.metadata.get("nbgrader", {}).get("grade_id")
        if grade_id and cell.cell_type == "code":
            parts = [o.get("text", "") or o.get("evalue", "") for o in cell.get("outputs", [])]
            found[grade_id] = "\n".join(parts)
    return found


@pytest.mark.parametrize("exercise", EXERCISES)
def test_feedback_renders_every_nested_diagnosis_as_korean_text(feedback, exercise):
    from autograder.checks.results import learner_message
    from autograder.grading.batch.status import stored_verdicts

    course = feedback(exercise, "plain")
    for page_dir in sorted((course / "feedback").glob(f"*/{exercise}")):
        student = page_dir.parent.name
        folder = course / "autograded" / student / exercise
        verdicts = stored_verdicts(folder).get(exercise, [])
        page = course / "feedback" / student / exercise / f"{exercise}.html"
        text = _page_text(page)
        nested = [v for v in verdicts if any(k.endswith("_key") for k in v["params"])]
        if not nested:  # as before the move: pages of learners with a nested diagnosis
            continue
        comments = _comments(nbformat.read(folder / f"{exercise}.ipynb", as_version=4))
        for verdict in nested:
            sentence = learner_message(verdict["key"], verdict["params"], "ko")
            for line in sentence.splitlines():
                assert html.unescape(line) in text, (student, verdict["key"])
            assert sentence in comments[verdict["name"]], (student, verdict["name"])
        if not student.startswith("a-"):  # attacks print fake keys in their own cells
            # A raw params dict naming a catalogue key ({'reason_key': 'ex02.x'}), not a
            # learner's own data that happens to end in _key (ex08's idempotency_key).
            assert not RAW_KEY.search(text) and "[diagnosis:" not in text, student
            # No grader traceback: those name real files. A learner's own answer may quote
            # a traceback of its cells ("<cell 5>"; ex03's error-traceback golden).
            assert 'File "/' not in text, student
        grader = [c for c in comments.values() if "/autograder/" in c or '.py"' in c]
        assert grader == [], student  # no grader file path under any grade cell


def test_nested_diagnoses_are_among_the_cases():
    """The rendering test above means something only if some case fails that way."""
    nested = [
        c
        for c in all_cases()
        if c.kind == "golden"
        and any(k["key"] and k["key"].endswith(("variant_failed", "conversation_failed"))
                for k in c.expected["checks"])
    ]  # fmt: skip
    assert len({c.exercise for c in nested}) >= 3


@pytest.mark.parametrize("exercise", EXERCISES)
def test_the_class_report_reads_the_same_rows_after_either_path(graded, exercise):
    from autograder.grading.commands.report import rows_from_autograded, summarize

    courses = graded.of(exercise).courses
    rows = {path: rows_from_autograded(courses[path] / "autograded", exercise) for path in courses}
    assert rows["plain"] and rows["plain"] == rows["batch"]
    assert summarize(rows["plain"]).to_json() == summarize(rows["batch"]).to_json()


def test_formgraders_autograde_button_records_the_same_as_make_grade(graded, tmp_path):
    """The button calls ``NbGraderAPI.autograde`` in the server: re-grade one learner that
    way in a copy of the batch-graded course and compare with what the batch recorded."""
    exercise, student = "ex02_handle_turn", "g-bugs-abc"
    batch = graded.of(exercise)
    course = tmp_path / "course"
    shutil.copytree(batch.courses["batch"], course)
    outcome = batches.formgrader_autograde(course, exercise, student)
    assert outcome["success"], outcome.get("error", "")[-2000:]
    found = batches.records(course, exercise, [student])[student]
    assert found == batch.records["batch"][student]


def test_only_measured_durations_are_blanked_before_the_paths_are_compared():
    text = "최대 2개만(호출 5개, 1.22초); at most 2 (5 calls, 0.80 s); 3 s; toolu_01A 2점"
    assert batches.without_measurements(text) == (
        "최대 2개만(호출 5개, …초); at most 2 (5 calls, … s); … s; toolu_01A 2점"
    )
