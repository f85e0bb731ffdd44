"""The capstone's class report: pass^1 / pass^k per learner, the rules the class breaks most.

A small class is made from the ex10 goldens: each learner's verdicts are what the grader
stores (``evaluate`` on the golden's evidence -> `Verdict.to_json` -> `learner_result`),
written where grading writes them; the report then reads only those files.
"""

from __future__ import annotations

import argparse
import json

import pytest

from autograder.checks import default_client_factory
from autograder.exercises import ex10_support_agent as ex10
from autograder.grading.commands import report
from autograder.grading.commands.goldens import golden_path, read_cells
from autograder.grading.plugins.verdicts import _from_result, learner_result

#: Every trial of every task, several times (seconds each): not in `make test-fast`.
pytestmark = pytest.mark.slow

EXERCISE = "ex10_support_agent"
#: learner -> the golden they hand in (two learners share a flaw, so a rule counts twice).
CLASS = {
    "ana": "alt-while-loop",
    "ben": "writes-in-batches",
    "cho": "writes-in-batches",
    "dae": "no-verification",
    "eun": "swallows-failures",
}


def _graded(case: str) -> list[dict]:
    _, cells = read_cells(golden_path(f"{EXERCISE}-{case}") / "submission.py")
    namespace: dict = {}
    exec(
        "import json\nimport jsonschema\nfrom autograder.exercises.ex10_support_agent.shop import WRITE_TOOLS",
        namespace,
    )
    exec(cells["ex10_run_support_answer"], namespace)
    evidence = json.loads(json.dumps(ex10.collect(namespace, default_client_factory)))
    return [_from_result(r).to_json() for r in ex10.evaluate(evidence)]


@pytest.fixture(scope="module")
def course(tmp_path_factory):
    root = tmp_path_factory.mktemp("course")
    results = root / ".grading" / EXERCISE / "results"
    results.mkdir(parents=True)
    graded = {case: _graded(case) for case in set(CLASS.values())}
    for student, case in CLASS.items():
        stored = learner_result(student, {EXERCISE: graded[case]})
        (results / f"{student}.json").write_text(json.dumps(stored), encoding="utf-8")
    return root, graded


def _expected_points(case: str) -> dict:
    stored = json.loads((golden_path(f"{EXERCISE}-{case}") / "results.json").read_text())
    return {c["name"]: c["points"] for c in stored["checks"]}


def test_the_class_is_graded_as_the_goldens_say(course):
    _, graded = course
    for case, verdicts in graded.items():
        assert {v["name"]: v["points"] for v in verdicts} == _expected_points(case), case


def test_the_report_gives_pass1_and_passk_per_learner_from_the_stored_verdicts(course, capsys):
    root, graded = course
    args = argparse.Namespace(assignment=EXERCISE, root=root, out=root / "reports")
    assert report.run(args) == 0
    text = capsys.readouterr().out
    summary = json.loads((root / "reports" / f"{EXERCISE}_summary.json").read_text())
    learners = summary["reliability"]["learners"]
    assert sorted(learners) == sorted(CLASS)
    assert learners["ana"]["hidden"] == {"pass1": 1.0, "passk": 1.0}
    swallow = graded["swallows-failures"][0]["params"]["stats"]
    assert learners["eun"] == swallow and swallow["hidden"]["passk"] < swallow["hidden"]["pass1"]
    assert "| 학습자 | 연습 pass^1 | 연습 pass^4 | 숨은 pass^1 | 숨은 pass^4 | 정책 위반 |" in text
    hidden = swallow["hidden"]
    assert f"| eun | {swallow['practice']['pass1']:.2f} |" in text
    assert f"| {hidden['pass1']:.2f} | {hidden['passk']:.2f} | 0 |" in text


def test_the_rules_broken_most_count_learners_and_violations_and_link_the_lesson(course):
    root, graded = course
    summary = json.loads((root / "reports" / f"{EXERCISE}_summary.json").read_text())
    rules = summary["reliability"]["rules"]
    batches = graded["writes-in-batches"][0]["params"]["stats"]["violations"]["R5"]
    assert rules[0]["rule"] == "R5" and rules[0]["students"] == ["ben", "cho"]
    assert rules[0]["learners"] == 2 and rules[0]["violations"] == 2 * batches
    assert [r["rule"] for r in rules] == ["R5", "R1"]  # no other rule broken by this class
    lessons = [p for t in rules[0]["teach"] for p in t["lessons"]]
    assert "lessons/04_same_batch_dependencies.ipynb" in lessons
    markdown = (root / "reports" / f"{EXERCISE}_summary.md").read_text()
    assert "# 가장 많이 어긴 정책 규칙" in markdown
    assert "(lessons/04_same_batch_dependencies.ipynb)" in markdown
    assert "| 2 | " + str(2 * batches) + " | ben, cho |" in markdown


def test_exercises_without_trials_have_no_reliability_section(tmp_path):
    from tests.grading.test_report import write_results

    rows = report.load_rows(write_results(tmp_path))
    summary = report.summarize(rows)
    assert "reliability" not in summary.to_json()
    assert "pass^" not in report._markdown(summary)
