"""A real browser opens a lesson in JupyterLab, runs every cell and sees the pictures render.

Needs Debian's chromium (`make system-deps`); without it the test skips and says why.
The screenshots land in test-output/ (ignored by git): look at them to check that Hangul
shows as glyphs in code, outputs and diagrams.
"""

from __future__ import annotations

import shutil
import subprocess
import time

import pytest

from tests.conftest import ROOT
from tests.lessons.jupyterlab import CHROMIUM, CHROMIUM_ARGS, jupyterlab

pytestmark = pytest.mark.browser

#: The lesson with a conversation view and a sequence diagram.
LESSON = "lessons/02_three_documents.ipynb"
OUTPUT = ROOT / "test-output"
# JupyterLab 4 draws a mermaid block as an SVG image inside a figure.
MERMAID_SVG = '.jp-RenderedMermaid img[src^="data:image/svg+xml"], .jp-RenderedMermaid svg'

# The notebook panel of the lesson, found among the main area's widgets.
_PANEL = """(() => {
  const app = window.jupyterapp;
  if (!app) return null;
  return Array.from(app.shell.widgets('main')).find(
    w => w.sessionContext && w.content && w.content.model && w.context && w.context.path.endsWith('.ipynb')) || null;
})()"""
# Counts cells still waiting to run and error outputs, straight from the notebook model.
_PROGRESS = """() => {
  const panel = PANEL;
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
# Synchronous on purpose: wait_for_function treats a returned Promise as truthy.
_OPENED = """() => {
  const panel = PANEL;
  const kernel = panel && panel.sessionContext.session && panel.sessionContext.session.kernel;
  return !!kernel && kernel.status === 'idle';
}""".replace("PANEL", _PANEL)
_PROGRESS = _PROGRESS.replace("PANEL", _PANEL)
# Which nbgrader lab plugins are active (learners: no formgrader, no create-assignment).
_PLUGINS = """() => {
  const app = window.jupyterapp;
  const on = id => app.isPluginActivated(id);
  return {formgrader: on('@jupyter/nbgrader:formgrader'),
          create: on('@jupyter/nbgrader:create-assignment'),
          validate: on('@jupyter/nbgrader:validate-assignment')};
}"""
_RUN_ALL = """() => {
  const panel = PANEL;
  window.jupyterapp.shell.activateById(panel.id);
  window.jupyterapp.commands.execute('notebook:run-all-cells');  // not awaited: we poll
  return true;
}""".replace("PANEL", _PANEL)


def _skip_without_browser():
    if not CHROMIUM.exists():
        pytest.skip(
            f"browser test skipped: {CHROMIUM} not found (Debian: `make system-deps` as root "
            "installs chromium and fonts-noto-cjk)"
        )
    sync_api = pytest.importorskip("playwright.sync_api")
    assert _has_korean_font(), (
        "no CJK font: chromium would draw Hangul as boxes (Debian: apt-get install fonts-noto-cjk)"
    )
    return sync_api


def _has_korean_font() -> bool:
    """Whether fontconfig knows a font with Hangul (what chromium falls back to)."""
    if shutil.which("fc-list") is None:
        return False
    found = subprocess.run(["fc-list", ":lang=ko", "family"], capture_output=True, text=True)
    return bool(found.stdout.strip())


def _run_all(page, timeout: float = 150.0) -> dict:
    # JupyterLab may reload once (tree URL -> workspace URL): wait until the panel is stable.
    for _ in range(3):
        page.wait_for_function(_OPENED, timeout=90_000, polling=500)
        time.sleep(2.0)
        if page.evaluate(f"() => !!{_PANEL}"):
            break
    page.evaluate(_RUN_ALL)
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
    served = tmp_path / "course"
    shutil.copytree(ROOT / "lessons", served / "lessons")
    with jupyterlab(served, tmp_path) as url, sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            page = browser.new_page(viewport={"width": 1400, "height": 1000})
            page.goto(f"{url}lab/tree/{LESSON}")
            try:
                progress = _run_all(page)
            except Exception:
                OUTPUT.mkdir(exist_ok=True)
                page.screenshot(path=str(OUTPUT / "lesson02-failure.png"))
                raise
            assert progress["errors"] == [], progress["errors"]
            page.wait_for_selector(MERMAID_SVG, timeout=30_000)
            assert page.locator(".tu-conversation").count() >= 1
            assert page.locator(".tu-conversation .tu-tool_result").count() >= 1
            assert page.locator(MERMAID_SVG).count() >= 1
            assert page.locator(".jp-Notification-Toast-Close").count() == 0  # no news pop-up
            # The practice check and the quiz render; learners keep Validate, not formgrader.
            assert page.locator(".jp-OutputArea-output:has-text('건너뜀')").count() >= 1
            assert page.locator(".jp-RenderedMarkdown:has-text('Q1.')").count() == 1
            plugins = page.evaluate(_PLUGINS)
            assert plugins == {"formgrader": False, "create": False, "validate": True}, plugins
            _screenshot(page, ".jp-RenderedMarkdown:has-text('Q1.')", "lesson02-quiz.png")
            _screenshot(page, ".tu-conversation", "lesson02-conversation.png")
            _screenshot(page, MERMAID_SVG, "lesson02-sequence.png")
        finally:
            browser.close()
