"""The whole class cycle in a real browser, on the course's JupyterHub, offline.

The instructor and two learners log in (PAM, real unix users); the instructor releases in
formgrader; each learner fetches in the Assignment List, answers (one right, one wrong),
validates and submits; the instructor collects, grades with the course's grading, grades
the manual criterion in formgrader and releases feedback; each learner fetches and reads
their own feedback in Korean. Every request to anything but 127.0.0.1 is blocked and
counted as a failure. Screenshots of each step land in test-output/hub/: look at them.
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
import time
import urllib.parse

import nbformat
import pytest

from autograder.grading.commands.goldens import build_notebook, golden_path, parse
from tests.hub.browser import (
    OUTPUT,
    Offline,
    Step,
    api,
    formgrader,
    spawn_seconds,
    start_login,
    until_lab,
    usage,
    wait_for,
)
from tests.hub.classroom import (
    ASSIGNMENT,
    GOLDEN_RIGHT,
    GOLDEN_WRONG,
    Classroom,
    classroom,
    skip_reason,
)
from tests.hub.hubserver import PROXY, running_hub
from tests.lessons.jupyterlab import CHROMIUM, CHROMIUM_ARGS

pytestmark = [pytest.mark.browser, pytest.mark.hub, pytest.mark.slow]

MANUAL = "ex02_explain_faulty_lines"  # the manual criterion (3 points): explain the bugs
MANUAL_POINTS = {0: "3", 1: "1"}
COMMENTS = {0: "설명이 분명합니다.", 1: "어느 줄이 왜 틀렸는지 더 써 보세요."}


def _skip_unless_possible():
    reason = skip_reason()
    if reason is None and not CHROMIUM.exists():
        reason = f"{CHROMIUM} not found (Debian: `make system-deps`)"
    if reason is None and not PROXY.exists():
        reason = "configurable-http-proxy not installed (`make hub-install` runs npm ci in hub/)"
    if reason:
        pytest.skip(f"hub browser test skipped: {reason}")
    return pytest.importorskip("playwright.sync_api")


def _assignment_action(page, column: str) -> None:
    """Click an action of the assignment's row in Manage Assignments; close its dialog."""
    page.locator(f"tr:has-text('{ASSIGNMENT}') td.{column} a").first.click()
    dialog = page.locator(".modal.in, .modal.show").first
    dialog.wait_for()
    text = dialog.inner_text()
    dialog.locator("button").last.click()
    page.locator(".modal.in, .modal.show").wait_for(state="hidden")
    assert "error" not in text.lower(), text


def _assignment_list(page, base: str, user: str):
    page.goto(f"{base}/user/{user}/lab")
    page.wait_for_selector(".jp-DirListing-item")  # the lab has loaded the learner's files
    page.locator(".lm-MenuBar-itemLabel", has_text="Nbgrader").click()
    page.locator(".lm-Menu-itemLabel", has_text="Assignment List").click()
    panel = page.locator("#nbgrader-assignment-list, .nbgrader-AssignmentList, .jp-AssignmentList")
    panel.first.wait_for()
    return panel.first


def _save_answer(page, base: str, user: str, golden: str) -> None:
    notebook = json.loads(nbformat.writes(build_notebook(parse(golden_path(golden)))))
    path = f"contents/{ASSIGNMENT}/{ASSIGNMENT}.ipynb"
    answer = api(
        page, base, user, "PUT", path, {"type": "notebook", "format": "json", "content": notebook}
    )
    assert answer["status"] in (200, 201), answer


def test_the_whole_class_cycle_in_a_browser_offline():
    sync_api = _skip_unless_possible()
    started = time.monotonic()
    offline, step, timings = Offline(), Step(), {}
    with (
        classroom(learners=2) as room,
        running_hub(room, room.base / "hub.log") as base,
        sync_api.sync_playwright() as playwright,
    ):
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            _cycle(room, base, browser, offline, step, timings)
        except Exception:
            print((room.base / "hub.log").read_text(errors="replace")[-4000:])
            raise
        finally:
            browser.close()
        timings["spawn_seconds"] = spawn_seconds((room.base / "hub.log").read_text())
    timings["cycle"] = time.monotonic() - started
    (OUTPUT / "timings.json").write_text(json.dumps(timings, indent=2))
    assert offline.blocked == [], f"requests to the internet: {offline.blocked}"


def _cycle(room: Classroom, base, browser, offline, step, timings) -> None:
    teacher = room.instructor
    roles = {teacher: "instructor", **{u: f"learner{i + 1}" for i, u in enumerate(room.learners)}}
    opened = {u: start_login(browser, offline, base, u, room.passwords[u]) for u in roles}
    pages = {}
    for user, (page, clicked) in opened.items():
        timings[f"{roles[user]}_login_to_lab"] = until_lab(page, user, clicked)
        pages[user] = page
        step.shot(page, f"{roles[user]}-lab-korean")
    tpage = pages[teacher]
    formgrader(tpage, base, teacher, "manage_assignments")
    step.shot(tpage, "formgrader-before-release")
    _assignment_action(tpage, "release")
    step.shot(tpage, "formgrader-released")

    for index, (learner, golden) in enumerate(
        zip(room.learners, (GOLDEN_RIGHT, GOLDEN_WRONG), strict=True)
    ):
        page = pages[learner]
        assert page.goto(f"{base}/user/{learner}/formgrader/").status == 404  # instructors only
        panel = _assignment_list(page, base, learner)
        panel.locator("button", has_text="Fetch").first.click()
        panel.locator("button", has_text="Submit").first.wait_for()
        step.shot(page, f"learner{index + 1}-fetched")
        _save_answer(page, base, learner, golden)
        page.goto(f"{base}/user/{learner}/lab/tree/{ASSIGNMENT}/{ASSIGNMENT}.ipynb")
        page.wait_for_selector(".jp-Notebook .jp-Cell")
        step.shot(page, f"learner{index + 1}-answer")
        page.locator(".jp-NotebookPanel-toolbar .validate-button").first.click()
        dialog = page.locator(".jp-Dialog")
        dialog.wait_for(timeout=180_000)  # validation runs the whole notebook
        step.shot(page, f"learner{index + 1}-validated")
        assert ("Success" in dialog.inner_text()) == (golden == GOLDEN_RIGHT)
        dialog.locator(".jp-Dialog-button").last.click()
        panel = _assignment_list(page, base, learner)
        panel.locator("button", has_text="Submit").first.click()
        page.wait_for_function(
            "() => document.body.innerText.match(/\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}/)"
        )
        step.shot(page, f"learner{index + 1}-submitted")

    timings["usage"] = {learner: usage(learner) for learner in room.learners}
    formgrader(tpage, base, teacher, "manage_assignments")
    _assignment_action(tpage, "collect")
    step.shot(tpage, "formgrader-collected")
    # The instructor's grading command (what they type in their terminal): the course's
    # sandboxed grading, the same as `make grade`.
    grading = time.monotonic()
    room.run(teacher, "python", "-m", "autograder", "grade", "--assignment", ASSIGNMENT,
             "--root", str(room.course), "--quiet", cwd=room.course)  # fmt: skip
    timings["grade_two_submissions"] = time.monotonic() - grading
    formgrader(tpage, base, teacher, f"manage_submissions/{ASSIGNMENT}")
    step.shot(tpage, "formgrader-autograded")
    _manual_grades(tpage, base, teacher, room.course, step)
    formgrader(tpage, base, teacher, "manage_assignments")
    _assignment_action(tpage, "generate-feedback")
    _assignment_action(tpage, "release-feedback")
    step.shot(tpage, "formgrader-feedback-released")

    manual = _manual_scores(room.course)
    for index, learner in enumerate(room.learners):
        page = pages[learner]
        panel = _assignment_list(page, base, learner)
        panel.locator("button", has_text="Fetch Feedback").first.click()
        panel.get_by_text("view feedback").first.wait_for()
        step.shot(page, f"learner{index + 1}-feedback-fetched")
        html = _read_feedback(page, base, learner)
        step.shot(page, f"learner{index + 1}-feedback")
        assert "BEGIN HIDDEN TESTS" not in html
        assert "메시지" in html or "도구" in html, "the feedback is in Korean"
        # Their own instructor's comment, not the other learner's.
        mine = next(i for i, p in MANUAL_POINTS.items() if float(p) == manual[learner])
        assert COMMENTS[mine] in html
        assert all(text not in html for i, text in COMMENTS.items() if i != mine)


def _manual_grades(page, base: str, teacher: str, course, step) -> None:
    formgrader(page, base, teacher, f"gradebook/{ASSIGNMENT}/{ASSIGNMENT}")
    links = page.locator("a[href*='/formgrader/submissions/']")
    links.first.wait_for()
    # Each row links its submission twice (name and score): one visit per submission.
    hrefs = list(dict.fromkeys(links.nth(i).get_attribute("href") for i in range(links.count())))
    assert len(hrefs) == 2, hrefs
    for index, href in enumerate(hrefs):
        page.goto(urllib.parse.urljoin(page.url, href))
        page.wait_for_load_state("networkidle")
        score = page.locator(f"input#{MANUAL}")
        score.fill(MANUAL_POINTS[index])
        score.press("Tab")
        comment = page.locator(f"textarea#{MANUAL}-comment")
        comment.fill(COMMENTS[index])
        comment.press("Tab")
        wait_for(lambda n=index + 1: len(_manual_scores(course)) == n, "the manual score saved")
        page.locator(f"input#{MANUAL}").scroll_into_view_if_needed()
        step.shot(page, f"formgrader-manual-grade-{index + 1}")
    assert sorted(_manual_scores(course).values()) == sorted(
        float(p) for p in MANUAL_POINTS.values()
    )


def _manual_scores(course) -> dict[str, float]:
    """The manual scores formgrader saved in the gradebook, by learner."""
    with contextlib.closing(sqlite3.connect(course / "gradebook.db")) as conn:
        return dict(conn.execute(
            "SELECT submitted_assignment.student_id, grade.manual_score FROM grade "
            "JOIN base_cell ON grade.cell_id = base_cell.id "
            "JOIN submitted_notebook ON grade.notebook_id = submitted_notebook.id "
            "JOIN submitted_assignment ON submitted_notebook.assignment_id = submitted_assignment.id "
            "WHERE base_cell.name = ? AND grade.manual_score IS NOT NULL", (MANUAL,)
        ).fetchall())  # fmt: skip


def _read_feedback(page, base: str, learner: str) -> str:
    listing = api(page, base, learner, "GET", f"contents/{ASSIGNMENT}/feedback")
    stamps = sorted(item["name"] for item in json.loads(listing["body"])["content"])
    path = f"{ASSIGNMENT}/feedback/{stamps[-1]}/{ASSIGNMENT}.html"
    page.goto(f"{base}/user/{learner}/lab/tree/{path}")
    frame = page.frame_locator("iframe").first
    frame.locator("body").wait_for()
    html = json.loads(api(page, base, learner, "GET", f"contents/{path}?content=1")["body"])
    return html["content"]
