"""A throw-away JupyterLab server on loopback for the browser test (token-less, no network)."""

from __future__ import annotations

import contextlib
import json
import os
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

#: Debian's chromium; Playwright drives it instead of downloading its own browser.
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
# Render every cell (no virtual scrolling) so the DOM holds every output we assert on; no
# autosave (the test serves a copy of the lessons anyway, never the repository's files).
USER_SETTINGS = {
    "@jupyterlab/notebook-extension/tracker.jupyterlab-settings": {"windowingMode": "none"},
    "@jupyterlab/docmanager-extension/plugin.jupyterlab-settings": {"autosave": False},
}


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _write_settings(root: Path) -> Path:
    settings = root / "user-settings"
    for relative, values in USER_SETTINGS.items():
        path = settings / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(values))
    return settings


def _environment(tmp: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("ANTHROPIC_API_KEY", "TOOLUSE_LIVE")}
    env.update(
        JUPYTER_PLATFORM_DIRS="1",
        JUPYTER_CONFIG_DIR=str(tmp / "config"),
        JUPYTER_RUNTIME_DIR=str(tmp / "runtime"),
        IPYTHONDIR=str(tmp / "ipython"),
    )
    return env


def _wait_until_up(url: str, process: subprocess.Popen, timeout: float = 60.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"jupyter lab exited early with code {process.returncode}")
        with contextlib.suppress(OSError), urllib.request.urlopen(f"{url}api/status", timeout=2):
            return
        time.sleep(0.3)
    raise TimeoutError(f"jupyter lab did not answer on {url} within {timeout:.0f} s")


@contextlib.contextmanager
def jupyterlab(root: Path, tmp: Path) -> Iterator[str]:
    """Serve `root` with JupyterLab from this virtualenv; yields the base URL."""
    port = free_port()
    command = [
        sys.executable,
        "-m",
        "jupyterlab",
        f"--ServerApp.root_dir={root}",
        "--ServerApp.ip=127.0.0.1",
        f"--ServerApp.port={port}",
        "--ServerApp.port_retries=0",
        "--ServerApp.open_browser=False",
        "--IdentityProvider.token=",
        "--ServerApp.password=",
        f"--LabApp.user_settings_dir={_write_settings(tmp)}",
        f"--LabApp.workspaces_dir={tmp / 'workspaces'}",
        "--LabApp.expose_app_in_browser=True",
    ]
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        command.append("--allow-root")  # CI containers run as root
    log = (tmp / "jupyterlab.log").open("w")
    process = subprocess.Popen(command, env=_environment(tmp), stdout=log, stderr=log)
    url = f"http://127.0.0.1:{port}/"
    try:
        try:
            _wait_until_up(url, process)
        except (RuntimeError, TimeoutError) as error:
            log.flush()
            tail = (tmp / "jupyterlab.log").read_text(errors="replace")[-2000:]
            raise RuntimeError(f"{error}; log tail:\n{tail}") from None
        yield url
    finally:
        process.terminate()
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        log.close()
