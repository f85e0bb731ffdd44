"""Exercise 10's first-failure view: the right trial, the right step marked, no hidden data.

Evidence comes from the goldens' hosts run in-process (the same `collect` the notebook
calls); the browser test draws one view in Debian's chromium and saves a screenshot in
test-output/ to look at.
"""

from __future__ import annotations

import json
import re

import pytest

from autograder.checks import default_client_factory
from autograder.exercises import ex10_support_agent as ex10
from autograder.exercises.ex10_support_agent.failure import failure_view, first_failure
from autograder.exercises.ex10_support_agent.runs import run_task
from autograder.exercises.ex10_support_agent.shop import ORDERS, RULES
from autograder.exercises.ex10_support_agent.tasks import TASKS
from autograder.grading.commands.goldens import golden_path, read_cells
from tests.conftest import ROOT

#: Every trial of every task, several times (seconds each): not in `make test-fast`.
pytestmark = pytest.mark.slow


def _host(case: str) -> dict:
    _, cells = read_cells(golden_path(f"ex10_support_agent-{case}") / "submission.py")
    namespace: dict = {}
    exec(
        "import json\nimport jsonschema\nfrom autograder.exercises.ex10_support_agent.shop import WRITE_TOOLS",
        namespace,
    )
    exec(cells["ex10_run_support_answer"], namespace)
    return namespace


def _evidence(case: str) -> dict:
    return json.loads(json.dumps(ex10.collect(_host(case), default_client_factory)))


def _at(view, messages_of) -> dict:
    index, block = (int(n) for n in view.marked.split(".")[1::2])
    return messages_of[index]["content"][block]


def _drawn_messages(evidence: dict) -> list:
    """The messages the view draws: the failing trial's last request and the final reply."""
    task_id, seed, _, exchanges = first_failure(evidence)
    from autograder.exercises.ex10_support_agent.record import Recording

    last = Recording(TASKS[task_id], seed, exchanges[-1:]).responses[0]
    return [*exchanges[-1]["request"]["messages"], {"role": "assistant", **last}]


def test_a_batched_write_marks_the_write_in_the_batch():
    evidence = _evidence("writes-in-batches")
    view = failure_view(evidence)
    assert (view.task, view.trial, view.kind) == ("P02", 2, "call")  # odd seed: batched
    marked = _at(view, _drawn_messages(evidence))
    assert marked["type"] == "tool_use" and marked["name"] == "refund_order"
    assert view.html.count('class="tu-problem"') == 1 and "R5" in view.html
    assert RULES["R5"] in view.html
    assert "빨간 테두리가 처음 실패한 곳" in view.html and "계약 검사" not in view.html  # not a 400


def test_a_swallowed_failure_marks_the_result_that_hid_it():
    evidence = _evidence("swallows-failures")
    view = failure_view(evidence)
    assert view.kind == "result" and view.task == "P01" and view.trial == 3  # seed 2 fails a read
    marked = _at(view, _drawn_messages(evidence))
    assert marked["type"] == "tool_result" and not marked.get("is_error")
    assert "최종 답에" in view.html  # the diagnosis: a fact is missing from the answer


def test_a_rejected_request_marks_where_the_contract_engine_places_it():
    view = failure_view(_evidence("first-tool-use-only"))
    assert view.kind == "request" and view.marked.startswith("messages.")
    assert "API가 거절했습니다" in view.html


def test_a_correct_host_has_no_failure_to_show():
    assert failure_view(_evidence("alt-while-loop")) is None


def _hidden_only_failure() -> tuple[dict, str]:
    """The correct host's evidence, except one hidden task run by a host that batches writes."""
    evidence = _evidence("alt-while-loop")
    hidden = next(t for t in TASKS.values() if t.hidden and "batch_write" in t.quirks)
    run = run_task(_host("writes-in-batches"), hidden.id, default_client_factory)
    evidence["runs"][hidden.id] = json.loads(json.dumps(run))
    return evidence, hidden.id


def test_a_hidden_failure_shows_the_task_number_step_kind_and_rule_only():
    evidence, hidden_id = _hidden_only_failure()
    view = failure_view(evidence)
    number = [t.id for t in TASKS.values() if t.hidden].index(hidden_id) + 1
    assert view.task == f"숨은 과제 {number}" and view.marked is None and view.kind == "call"
    text = re.sub(r"<[^>]+>", " ", view.html)
    assert "도구 호출" in text and "R5" in text
    task = TASKS[hidden_id]
    secrets = [hidden_id, task.request, *task.facts, *ORDERS, "toolu_", "refund_order"]
    assert not [s for s in secrets if s in view.html]
    assert "tu-conversation" not in view.html


def test_the_notebook_cell_prints_a_note_when_all_pass(capsys):
    from autograder.exercises.ex10_support_agent.view import show_first_failure

    assert show_first_failure(_host("alt-while-loop")) is None
    assert "통과했습니다" in capsys.readouterr().out


@pytest.mark.browser
def test_the_view_renders_in_chromium_with_the_write_marked(tmp_path):
    from tests.lessons.jupyterlab import CHROMIUM, CHROMIUM_ARGS

    if not CHROMIUM.exists():
        pytest.skip(f"browser test skipped: {CHROMIUM} not found (`make system-deps`)")
    sync_api = pytest.importorskip("playwright.sync_api")
    page_file = tmp_path / "failure.html"
    view = failure_view(_evidence("writes-in-batches"))
    page_file.write_text(f"<meta charset='utf-8'>{view.html}", encoding="utf-8")
    output = ROOT / "test-output"
    output.mkdir(exist_ok=True)
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            page = browser.new_page(viewport={"width": 1000, "height": 900})
            page.goto(page_file.as_uri())
            marked = page.locator(".tu-block:has(> .tu-problem)")
            assert marked.count() == 1
            assert "refund_order" in marked.inner_text() and "R5" in marked.inner_text()
            assert marked.evaluate("e => getComputedStyle(e).outlineStyle") == "solid"
            page.screenshot(path=str(output / "ex10-first-failure.png"), full_page=True)
        finally:
            browser.close()


def test_an_unstarted_host_is_told_so_in_korean():
    from tests.exercises.ex10_support_agent.test_ex10_support_agent import namespace

    stub = "def run_support(request, customer_id, db, tools, max_rounds=8):\n    raise NotImplementedError()\n"
    evidence = ex10.collect(namespace(stub), default_client_factory)
    view = failure_view(evidence)
    assert "NotImplementedError" in view.html and "run_support" in view.html
    assert "자세한 설명을 만들지 못했습니다" not in view.html  # no unrenderable diagnosis


@pytest.mark.parametrize(
    ("key", "params"),
    [
        ("ex10.policy_violation", {"step": 2, "rule": "R5", "tool": "refund_order"}),
        ("ex10.api_rejected", {"step": 2, "api_message": "messages.2: ..."}),
        ("ex10.results_split", {"step": 2, "path": "messages.3"}),
        ("ex10.diverged", {"step": 2, "path": "messages.1"}),
        ("ex10.unasked_write", {"step": 2, "tool": "refund_order"}),
        ("ex10.unbacked_success", {"step": 2, "tool": "cancel_order"}),
        ("ex10.record_mismatch", {}),
        ("ex10.stopped_early", {"step": 1}),
        ("ex10.no_cap", {"calls": 9, "cap": 8}),
        ("ex10.crashed", {"error_type": "KeyError"}),
        ("ex10.no_model_call", {}),
        ("ex10.no_outcome", {}),
        ("ex10.wrong_status", {"found": "None"}),
        ("ex10.wrong_state", {"orders": "ORD-1001"}),
        ("ex10.missing_fact", {"fact": "RF-0001"}),
    ],
)
def test_every_trial_verdict_renders_as_korean_text(key, params):
    from autograder.checks.results import UNRENDERABLE, learner_message
    from autograder.exercises.ex10_support_agent.view import _SHORT

    text = learner_message(key, {**params, "rule_text": RULES.get(params.get("rule"), "")})
    assert text != learner_message(UNRENDERABLE, {}) and re.search("[가-힣]", text)
    assert "{" not in _SHORT[key].format(**params)
