"""Helpers for the browser test of the course's hub: offline routing, screenshots, log-in,
calls to a user's own server, and what a user's processes use (psutil)."""

from __future__ import annotations

import json
import pwd
import re
import time
import urllib.parse

from tests.conftest import ROOT

OUTPUT = ROOT / "test-output" / "hub"


class Offline:
    """Blocks, and remembers, every request that would leave the machine."""

    def __init__(self):
        self.blocked: list[str] = []

    def __call__(self, route):
        host = urllib.parse.urlsplit(route.request.url).hostname
        if host in ("127.0.0.1", "localhost") or route.request.url.startswith("data:"):
            route.continue_()
        else:
            self.blocked.append(route.request.url)
            route.abort()


class Step:
    """Numbered screenshots, one per step of the cycle."""

    def __init__(self):
        self.count = 0
        OUTPUT.mkdir(parents=True, exist_ok=True)
        for old in OUTPUT.glob("*.png"):
            old.unlink()

    def shot(self, page, name: str) -> None:
        self.count += 1
        time.sleep(0.4)  # let the last repaint land
        page.screenshot(path=str(OUTPUT / f"{self.count:02d}-{name}.png"))


def start_login(browser, offline, base: str, user: str, password: str):
    """Log in and leave the hub starting the server (several users start side by side)."""
    context = browser.new_context(viewport={"width": 1300, "height": 850}, locale="ko-KR")
    context.route("**/*", offline)
    page = context.new_page()
    page.set_default_timeout(120_000)
    page.goto(f"{base}/hub/login")
    assert "강사에게 받은 아이디" in page.inner_text(".tooluse-login-hint")
    page.fill("#username_input", user)
    page.fill("#password_input", password)
    started = time.monotonic()
    page.click("#login_submit")
    return page, started


def until_lab(page, user: str, started: float) -> float:
    """Wait for the user's JupyterLab; the seconds from clicking 'Sign in' to the lessons."""
    try:
        page.wait_for_url(f"**/user/{user}/lab**")
    except Exception:  # say where the user's log-in stopped (a spawn error, a 403, ...)
        page.screenshot(path=str(OUTPUT / f"failed-login-{user}.png"))
        print(f"{user} stopped at {page.url}:\n{page.inner_text('body')[:1500]}")
        raise
    # The course's table of contents opens rendered, in Korean, with the lessons listed.
    page.wait_for_selector(".jp-RenderedMarkdown h1")
    page.wait_for_selector(".jp-DirListing-item")
    return time.monotonic() - started


def hub_lines(log: str, last: int = 80) -> str:
    """The hub's and the proxy's own lines of the hub's log (the users' servers log there
    too, one line per request: those would hide the hub's errors)."""
    own = [line for line in log.splitlines() if "ServerApp]" not in line]
    return "\n".join(own[-last:])


def formgrader(page, base: str, user: str, path: str) -> None:
    page.goto(f"{base}/user/{user}/formgrader/{path}")
    page.wait_for_load_state("networkidle")


def api(page, base: str, user: str, method: str, path: str, body=None):
    """A call to the user's own Jupyter server API from their page (cookie + xsrf)."""
    return page.evaluate(
        """async ([url, method, body]) => {
            const xsrf = (document.cookie.match(/_xsrf=([^;]+)/) || [])[1] || '';
            const r = await fetch(url, {method, headers: {'Content-Type': 'application/json',
                                        'X-XSRFToken': decodeURIComponent(xsrf)},
                                        body: body === null ? undefined : body});
            return {status: r.status, body: await r.text()};
        }""",
        [f"{base}/user/{user}/api/{path}", method, None if body is None else json.dumps(body)],
    )


def usage(user: str) -> dict[str, float]:
    """A user's server alone and with what it started (kernels): resident memory (MB), and
    the CPU seconds spent so far (log-in, fetch, validate, submit; finished children included)."""
    import psutil

    uid = pwd.getpwnam(user).pw_uid
    server = total = cpu = 0.0
    for proc in psutil.process_iter(["uids", "memory_info", "cmdline", "cpu_times"]):
        if proc.info["uids"] and proc.info["uids"].real == uid and proc.info["memory_info"]:
            rss = proc.info["memory_info"].rss / 2**20
            total += rss
            times = proc.info["cpu_times"]
            cpu += times.user + times.system + times.children_user + times.children_system
            if any("jupyterhub-singleuser" in part for part in proc.info["cmdline"] or []):
                server += rss
    return {
        "server_mb": round(server, 1),
        "server_and_kernels_mb": round(total, 1),
        "cpu_seconds": round(cpu, 1),
    }


def spawn_seconds(log: str) -> dict[str, float]:
    """What the hub logged: 'User <name> took <s> seconds to start'."""
    return {
        m[1]: float(m[2]) for m in re.finditer(r"User (\S+) took ([\d.]+) seconds to start", log)
    }


def wait_for(condition, what: str, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.3)
