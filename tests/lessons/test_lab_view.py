"""`make lab` opens the learner's view: lessons, exercises, README, and nothing else.

Run as a person would: `make lab` itself (on a free port, no token, no browser of its own),
then a real chromium opens the URL it serves. The file browser must list exactly the
learner view, the quiz key and practice answers under tests/ and the nbgrader sources in
solutions/ must be out of reach (by click and by URL), and the table of contents must
open a lesson and an exercise. Screenshots go to test-output/ (look at them).
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import time
import urllib.error
import urllib.request
from collections.abc import Iterator

import pytest

from tests.conftest import ROOT
from tests.lessons.jupyterlab import (
    CHROMIUM,
    CHROMIUM_ARGS,
    _environment,
    _write_settings,
    free_port,
)
from tests.lessons.test_browser import OUTPUT, _skip_without_browser

pytestmark = pytest.mark.browser

LEARNER_VIEW = {"lessons", "exercises", "README.md"}
#: Files a learner must not reach from the lab (the quiz key, practice answers, sources).
PRIVATE = [
    "tests/lessons/practice_answers/quiz_key.py",
    "tests/lessons/practice_answers/answers.py",
    "solutions/ex01_messages_array/ex01_messages_array.ipynb",
]
_LISTED = """() => Array.from(document.querySelectorAll('.jp-DirListing-item .jp-DirListing-itemText'))
  .map(e => e.textContent.trim())"""


def _status(url: str) -> int:
    try:
        with urllib.request.urlopen(url, timeout=10) as response:
            return response.status
    except urllib.error.HTTPError as error:
        return error.code
    except OSError:  # not listening yet
        return 0


@contextlib.contextmanager
def make_lab(tmp_path, port: int) -> Iterator[subprocess.Popen]:
    """`make lab` on `port`, stopped (with the server it started) when the block ends."""
    args = (
        f"--ServerApp.port={port} --ServerApp.port_retries=0 --ServerApp.ip=127.0.0.1 "
        "--ServerApp.open_browser=False --IdentityProvider.token= --ServerApp.password= "
        f"--LabApp.workspaces_dir={tmp_path / 'workspaces'} "
        f"--LabApp.user_settings_dir={_write_settings(tmp_path)}"  # no autosave of the lessons
    )
    with (tmp_path / "make-lab.log").open("w") as log:
        process = subprocess.Popen(
            ["make", "--no-print-directory", "lab", f"LAB_ARGS={args}"],
            cwd=ROOT,
            env=_environment(tmp_path),
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,  # make and the server it starts: one group to stop
        )
        try:
            yield process
        finally:
            _stop(process)


def _wait(url: str, process: subprocess.Popen, tmp_path, timeout: float = 120.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise AssertionError((tmp_path / "make-lab.log").read_text()[-2000:])
        if _status(f"{url}api/status") == 200:
            return
        time.sleep(0.5)
    raise AssertionError(f"make lab did not serve {url} in {timeout:.0f} s")


def _stop(process: subprocess.Popen) -> None:
    os.killpg(process.pid, signal.SIGTERM)
    try:
        process.wait(timeout=20)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()


def test_make_lab_serves_the_learner_view_only(tmp_path):
    sync_api = _skip_without_browser()
    port = free_port()
    url = f"http://127.0.0.1:{port}/"
    with make_lab(tmp_path, port) as process:
        _wait(url, process, tmp_path)
        for private in PRIVATE:
            for path in (private, f"lessons/../{private}", f"lessons/..%2F..%2F{private}"):
                assert _status(f"{url}files/{path}") in (403, 404), path
                assert _status(f"{url}api/contents/{path}") in (403, 404), path
        with sync_api.sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
            try:
                _look_around(browser.new_page(viewport={"width": 1400, "height": 900}), url)
            finally:
                browser.close()


def _look_around(page, url: str) -> None:
    OUTPUT.mkdir(exist_ok=True)
    page.goto(url)  # make lab's default URL: the table of contents, rendered
    page.wait_for_selector(".jp-RenderedMarkdown :text('레슨 목차')", timeout=90_000)
    page.screenshot(path=str(OUTPUT / "lab-view-start.png"))
    page.locator(".jp-BreadCrumbs-home").first.click()  # the top of what the lab serves
    page.wait_for_function(f"() => ({_LISTED})().includes('exercises')", timeout=30_000)
    assert set(page.evaluate(_LISTED)) == LEARNER_VIEW
    page.screenshot(path=str(OUTPUT / "lab-view-root.png"))
    page.locator(
        ".jp-RenderedMarkdown a[href*='lessons/03_pairing_and_is_error.ipynb']"
    ).first.click()
    page.wait_for_selector(
        ".jp-Notebook .jp-RenderedMarkdown h1:has-text('레슨 3')", timeout=60_000
    )
    page.screenshot(path=str(OUTPUT / "lab-view-lesson.png"))
    # ?reset: a fresh workspace, so the restored lesson tab cannot lie over the README's link
    page.goto(f"{url}lab/tree/lessons/README.md?reset")
    link = "a[href*='exercises/ex03_pairing_failures/ex03_pairing_failures.ipynb']"
    page.wait_for_selector(f".jp-RenderedMarkdown {link}", timeout=60_000)
    page.locator(f".jp-RenderedMarkdown {link}").first.click()
    page.wait_for_selector(
        ".jp-Notebook .jp-RenderedMarkdown h1:has-text('연습 3')", timeout=60_000
    )
    page.screenshot(path=str(OUTPUT / "lab-view-exercise.png"))
    page.goto(f"{url}lab/tree/tests/lessons/practice_answers")  # typed by hand: not there
    time.sleep(5)
    listed = set(page.evaluate(_LISTED))
    assert not listed & {"quiz_key.py", "answers.py", "conftest.py", "golden"}, listed
    page.screenshot(path=str(OUTPUT / "lab-view-no-tests.png"))
