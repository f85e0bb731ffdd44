"""A real browser opens a lesson in JupyterLab, runs every cell and sees the pictures render.

Needs Debian's chromium (`make system-deps`); without it the test skips and says why.
The screenshots land in test-output/ (ignored by git): look at them to check that Hangul
shows as glyphs in code, outputs and diagrams.
"""

from __future__ import annotations

import time

import pytest

from tests.conftest import ROOT
from tests.lessons.jupyterlab import CHROMIUM, CHROMIUM_ARGS, jupyterlab

pytestmark = pytest.mark.browser

#: The lesson with a conversation view and a sequence diagram.
LESSON = "lessons/02_three_documents.ipynb"
OUTPUT = ROOT / "test-output"

# Counts cells still waiting to run and error outputs, straight from the notebook model.
_PROGRESS = """() => {
  const panel = window.jupyterapp.shell.currentWidget;
  const cells = panel.content.model.cells;
  let pending = 0, errors = [];
  for (let i = 0; i < cells.length; i++) {
    const cell = cells.get(i);
    if (cell.type !== 'code') continue;
    if (!cell.executionCount) pending++;
    for (const out of cell.outputs.toJSON()) {
      if (out.output_type === 'error') errors.push(`cell ${i}: ${out.ename}: ${out.evalue}`);
    }
  }
  const kernel = panel.sessionContext.session && panel.sessionContext.session.kernel;
  return {pending, errors, idle: !!kernel && kernel.status === 'idle'};
}"""
_OPENED = """async () => {
  const panel = window.jupyterapp && window.jupyterapp.shell.currentWidget;
  if (!panel || !panel.sessionContext) return false;
  await panel.sessionContext.ready;
  await panel.revealed;
  return !!panel.sessionContext.session && !!panel.sessionContext.session.kernel;
}"""


def _skip_without_browser():
    if not CHROMIUM.exists():
        pytest.skip(
            f"browser test skipped: {CHROMIUM} not found (Debian: `make system-deps` as root "
            "installs chromium and fonts-noto-cjk)"
        )
    return pytest.importorskip("playwright.sync_api")


def _run_all(page, timeout: float = 150.0) -> dict:
    page.wait_for_function(_OPENED, timeout=60_000, polling=500)
    time.sleep(1.0)  # let the kernel finish starting before the first execute request
    page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        progress = page.evaluate(_PROGRESS)
        if progress["errors"] or (progress["pending"] == 0 and progress["idle"]):
            return progress
        time.sleep(0.5)
    raise AssertionError(f"cells still running after {timeout:.0f} s: {progress}")


def _screenshot(page, selector: str, name: str) -> None:
    OUTPUT.mkdir(exist_ok=True)
    page.locator(selector).first.scroll_into_view_if_needed()
    time.sleep(0.3)
    page.screenshot(path=str(OUTPUT / name))


def test_lesson_runs_and_renders_its_pictures_in_jupyterlab(tmp_path):
    sync_api = _skip_without_browser()
    with jupyterlab(ROOT, tmp_path) as url, sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            page = browser.new_page(viewport={"width": 1400, "height": 1000})
            page.goto(f"{url}lab/tree/{LESSON}")
            progress = _run_all(page)
            assert progress["errors"] == [], progress["errors"]
            page.wait_for_selector(".jp-RenderedMermaid svg", timeout=30_000)
            assert page.locator(".tu-conversation").count() >= 1
            assert page.locator(".tu-conversation .tu-tool_result").count() >= 1
            assert page.locator(".jp-RenderedMermaid svg").count() >= 1
            assert page.locator(".jp-Notification-Toast-Close").count() == 0  # no news pop-up
            _screenshot(page, ".tu-conversation", "lesson02-conversation.png")
            _screenshot(page, ".jp-RenderedMermaid svg", "lesson02-sequence.png")
        finally:
            browser.close()
