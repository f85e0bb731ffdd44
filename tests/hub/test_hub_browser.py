"""The whole class cycle in a real browser, on the course's JupyterHub, offline, as
docs/INSTRUCTOR_GUIDE.md §4 writes it (menus included).

`make hub`'s own provisioning and start (`hub.lifecycle`); the instructor and two learners
log in (PAM, real unix users). The instructor opens formgrader from the menu
(Nbgrader › Formgrader; learners have no such item) and releases; each learner fetches in
Nbgrader › Assignment List, answers (one right, one wrong), validates and submits; the
instructor collects, grades each submission with formgrader's Autograde button (the
course's sandboxed grading; the sandbox stops when grading ends), releases feedback once
too early (formgrader warns: a written answer is still ungraded), grades the written
criterion, and releases again; each learner fetches and reads their own feedback, in
Korean. Then one learner walks the whole file system from their shell (tests/hub/leaks.py).
Every request to anything but 127.0.0.1 is blocked and counted as a failure. Screenshots
of each step land in test-output/hub/: look at them; timings in timings.json.

The class is the session's shared one (tests/hub/conftest.py), used by no test before:
the CLI cycle of tests/hub/test_exchange.py runs on it afterwards, on its own assignment.
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
import stat
import time
import urllib.parse

import nbformat
import pytest

from autograder.catalogue import render
from autograder.grading.commands.goldens import build_notebook, golden_path, parse
from autograder.grading.plugins.texts import feedback_labels
from tests.hub.browser import (
    OUTPUT,
    Offline,
    Step,
    api,
    formgrader,
    hub_lines,
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
    auto_scores,
    skip_reason,
)
from tests.hub.hubserver import PROXY, running_hub
from tests.hub.leaks import forbidden, walk
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


def test_the_whole_class_cycle_in_a_browser_offline(class_for_browser):
    sync_api = _skip_unless_possible()
    room = class_for_browser
    started = time.monotonic()
    offline, step, timings = Offline(), Step(), {}
    log = room.state / "private" / "jupyterhub.log"
    with running_hub(room, timings) as base, sync_api.sync_playwright() as playwright:
        _private_state_is_private(room)
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            _cycle(room, base, browser, offline, step, timings)
        except Exception:
            text = log.read_text(errors="replace")
            print(f"the hub's own lines:\n{hub_lines(text)}\n\nthe log's end:\n{text[-3000:]}")
            raise
        finally:
            browser.close()
        timings["spawn_seconds"] = spawn_seconds(log.read_text())
    timings["cycle"] = round(time.monotonic() - started, 1)
    _save(timings)
    timings["walk"] = _walk(room, room.learners[0])
    _save(timings)
    assert offline.blocked == [], f"requests to the internet: {offline.blocked}"
    assert not [line for line in timings["left_running_at_stop"] if "leftover" in line]


def _save(timings: dict) -> None:
    (OUTPUT / "timings.json").write_text(json.dumps(timings, indent=2, ensure_ascii=False))


def _private_state_is_private(room: Classroom) -> None:
    private = room.state / "private"
    assert stat.S_IMODE(private.stat().st_mode) == 0o700
    for name in (
        "jupyterhub.sqlite",
        "jupyterhub_cookie_secret",
        "jupyterhub.log",
        "passwords.csv",
    ):
        assert stat.S_IMODE((private / name).stat().st_mode) == 0o600, name


def _walk(room: Classroom, learner: str) -> dict:
    with forbidden(room, learner) as spec:
        hits, elsewhere, seen = walk(room, learner, spec)
    for path, what in elsewhere[:10]:
        print(f"  (not the hub's: another checkout or an older file) {path}: {what}")
    assert hits == [], hits
    return {**seen, "in_other_checkouts": len(elsewhere)}


def _menu(page, top: str) -> list[str]:
    """The items of a top-level JupyterLab menu (opened, read, closed)."""
    page.locator(".lm-MenuBar-itemLabel", has_text=top).click()
    items = page.locator(".lm-Menu-content .lm-Menu-itemLabel").all_inner_texts()
    page.keyboard.press("Escape")
    return items


def _open_formgrader_from_the_menu(page, base: str, user: str) -> None:
    page.locator(".lm-MenuBar-itemLabel", has_text="Nbgrader").click()
    page.locator(".lm-Menu-itemLabel").get_by_text("Formgrader", exact=True).click()
    page.locator("#formgrader").wait_for()  # nbgrader's main-area widget, an iframe inside
    try:
        frame = page.frame_locator("#formgrader iframe")
        frame.get_by_text("Manage Assignments").first.wait_for(state="attached", timeout=60_000)
    except Exception:
        page.screenshot(path=str(OUTPUT / "failed-formgrader-menu.png"))
        print(page.locator("#formgrader").inner_html()[:2000])
        raise


def _modal(page) -> str:
    """The text of formgrader's dialog; closes it."""
    dialog = page.locator(".modal.in, .modal.show").first
    dialog.wait_for(timeout=300_000)  # autograding runs the submission in the clean room
    text = dialog.inner_text()
    dialog.locator("button").last.click()
    page.locator(".modal.in, .modal.show").wait_for(state="hidden")
    return text


def _assignment_action(page, column: str) -> str:
    """Click an action of the assignment's row in Manage Assignments; its dialog's text."""
    page.locator(f"tr:has-text('{ASSIGNMENT}') td.{column} a").first.click()
    text = _modal(page)
    assert "error" not in text.lower(), text
    return text


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


def _cycle(room: Classroom, base, browser, offline, step, timings) -> None:
    teacher = room.instructor
    roles = {teacher: "instructor", **{u: f"learner{i + 1}" for i, u in enumerate(room.learners)}}
    opened = {u: start_login(browser, offline, base, u, room.passwords[u]) for u in roles}
    pages = {}
    for user, (page, clicked) in opened.items():
        timings[f"{roles[user]}_login_to_lab"] = round(until_lab(page, user, clicked), 1)
        pages[user] = page
        step.shot(page, f"{roles[user]}-lab-korean")
    time.sleep(10)  # let the servers settle: idle memory, no kernel yet
    timings["idle"] = {user: usage(user) for user in roles}
    tpage = pages[teacher]
    assert "Formgrader" in _menu(tpage, "Nbgrader")  # the guide's menu path exists
    _open_formgrader_from_the_menu(tpage, base, teacher)
    step.shot(tpage, "instructor-formgrader-from-the-menu")
    formgrader(tpage, base, teacher, "manage_students")
    names = tpage.locator("td.name, td.student-name").all_inner_texts()
    assert any("이, 학생" in n for n in names) and not any("None" in n for n in names), names
    step.shot(tpage, "formgrader-roster-names")
    formgrader(tpage, base, teacher, "manage_assignments")
    _assignment_action(tpage, "release")
    step.shot(tpage, "formgrader-released")
    for index, (learner, golden) in enumerate(
        zip(room.learners, (GOLDEN_RIGHT, GOLDEN_WRONG), strict=True)
    ):
        _learner_turn(pages[learner], base, learner, golden, index, step)
    timings["after_submit"] = {learner: usage(learner) for learner in room.learners}
    _grade_with_the_buttons(room, tpage, base, step, timings)
    formgrader(tpage, base, teacher, "manage_assignments")
    _assignment_action(tpage, "generate-feedback")
    early = _assignment_action(tpage, "release-feedback")  # before hand-grading: warned
    assert render("nbgrader.feedback_ungraded", "ko", count=2, where="x").split("(")[0] in early
    step.shot(tpage, "formgrader-early-release-warned")
    _manual_grades(tpage, base, teacher, room.course, step)
    formgrader(tpage, base, teacher, "manage_assignments")
    _assignment_action(tpage, "generate-feedback")
    assert "경고" not in _assignment_action(tpage, "release-feedback")
    step.shot(tpage, "formgrader-feedback-released")
    _learners_read_feedback(room, pages, base, step)


def _learner_turn(page, base, learner, golden, index, step) -> None:
    items = _menu(page, "Nbgrader")  # learners: Assignment List only
    assert "Assignment List" in items and not [i for i in items if "Formgrader" in i], items
    assert page.goto(f"{base}/user/{learner}/formgrader/").status == 404
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
    text = dialog.inner_text()
    assert ("Success" in text) == (golden == GOLDEN_RIGHT)
    if golden != GOLDEN_RIGHT:  # nbgrader's own heading stays English; the reasons are ours
        assert "The following cell failed" in text and "점" in text
    dialog.locator(".jp-Dialog-button").last.click()
    panel = _assignment_list(page, base, learner)
    panel.locator("button", has_text="Submit").first.click()
    page.wait_for_function(
        "() => document.body.innerText.match(/\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}/)"
    )
    step.shot(page, f"learner{index + 1}-submitted")


def _sandboxes(user: str) -> int:
    """How many grading fork servers (`autograder.grading.zygote`) `user` runs."""
    import psutil

    count = 0
    for proc in psutil.process_iter(["username", "cmdline"]):
        if proc.info["username"] == user and "autograder.grading.zygote" in (
            " ".join(proc.info["cmdline"] or [])
        ):
            count += 1
    return count


def _grade_with_the_buttons(room: Classroom, page, base, step, timings) -> None:
    """Collect, then formgrader's Autograde button for each submission (guide §4.5)."""
    teacher = room.instructor
    formgrader(page, base, teacher, "manage_assignments")
    _assignment_action(page, "collect")
    step.shot(page, "formgrader-collected")
    timings["instructor_before_grading"] = usage(teacher)
    formgrader(page, base, teacher, f"manage_submissions/{ASSIGNMENT}")
    grading = time.monotonic()
    for learner in room.learners:
        page.locator(f"tr:has-text('{learner}') td.autograde a").first.click()
        text = _modal(page)
        assert "Successfully autograded" in text, text
    timings["autograde_button_two_submissions"] = round(time.monotonic() - grading, 1)
    timings["instructor_right_after_grading"] = usage(teacher)
    wait_for(lambda: _sandboxes(teacher) == 0, "the grading sandbox to stop", timeout=90)
    timings["instructor_after_grading"] = usage(teacher)
    formgrader(page, base, teacher, f"manage_submissions/{ASSIGNMENT}")
    step.shot(page, "formgrader-autograded")
    scores = auto_scores(room.course, ASSIGNMENT)
    expected = [json.loads((golden_path(g) / "results.json").read_text())["total"]
                for g in (GOLDEN_RIGHT, GOLDEN_WRONG)]  # fmt: skip
    assert scores == dict(zip(room.learners, expected, strict=True))
    graded = room.course / "autograded" / room.learners[0] / ASSIGNMENT / f"{ASSIGNMENT}.ipynb"
    assert "producer" in nbformat.read(graded, 4).metadata["tooluse"]  # the grader's stamp


def _learners_read_feedback(room: Classroom, pages, base, step) -> None:
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
        labels = feedback_labels("ko")  # the page's own labels, not words of the notebook
        assert f"({labels['score']}: " in html and f">{labels['test_cell']}</a>" in html
        assert "Test cell" not in html and "Score:" not in html
        # Their own instructor's comment, not the other learner's.
        mine = next(i for i, p in MANUAL_POINTS.items() if float(p) == manual[learner])
        assert COMMENTS[mine] in html
        assert all(text not in html for i, text in COMMENTS.items() if i != mine)


FORMGRADER_BOUND = """() => typeof formgrader !== 'undefined'
    && formgrader.grades && formgrader.grades.loaded
    && formgrader.comments && formgrader.comments.loaded"""


def _manual_grades(page, base: str, teacher: str, course, step) -> None:
    formgrader(page, base, teacher, f"gradebook/{ASSIGNMENT}/{ASSIGNMENT}")
    links = page.locator("a[href*='/formgrader/submissions/']")
    links.first.wait_for()
    # Each row links its submission twice (name and score): one visit per submission.
    hrefs = list(dict.fromkeys(links.nth(i).get_attribute("href") for i in range(links.count())))
    assert len(hrefs) == 2, hrefs
    for index, href in enumerate(hrefs):
        page.goto(urllib.parse.urljoin(page.url, href))
        # formgrader binds its inputs to the gradebook only when its grades and
        # comments have loaded; a score typed before that is never saved.
        page.wait_for_function(FORMGRADER_BOUND)
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
