"""The course's JupyterHub, started for a test on loopback ports 18000–18099."""

from __future__ import annotations

import contextlib
import os
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

from hub.spawner import HUB_DIR
from tests.conftest import ROOT
from tests.hub.classroom import Classroom

PROXY = HUB_DIR / "node_modules" / ".bin" / "configurable-http-proxy"
#: The hub takes three consecutive ports (public, API, proxy API); users' servers the rest.
HUB_PORTS, USER_PORTS = range(18000, 18010, 3), "18010-18099"


def _free(port: int) -> bool:
    with socket.socket() as probe:
        try:
            probe.bind(("127.0.0.1", port))
        except OSError:
            return False
        return True


def _hub_port() -> int:
    for port in HUB_PORTS:
        if all(_free(p) for p in (port, port + 1, port + 2)):
            return port
    raise RuntimeError("no free ports for the hub in 18000-18009")


@contextlib.contextmanager
def running_hub(room: Classroom, log_path) -> Iterator[str]:
    """Start JupyterHub for `room`; yield its base URL; stop it and its users' servers."""
    port = _hub_port()
    env = {k: v for k, v in os.environ.items() if k not in ("ANTHROPIC_API_KEY", "TOOLUSE_LIVE")}
    env.update(
        TOOLUSE_HUB_STATE=str(room.state),
        TOOLUSE_HUB_ROSTER=str(room.roster),
        TOOLUSE_HUB_PORT=str(port),
        TOOLUSE_HUB_USER_PORTS=USER_PORTS,
    )
    command = [sys.executable, "-m", "jupyterhub", "-f", str(HUB_DIR / "jupyterhub_config.py")]
    with open(log_path, "w") as log:
        process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=log, stderr=log)
        url = f"http://127.0.0.1:{port}"
        try:
            _wait_until_up(f"{url}/hub/api", process, log_path)
            yield url
        finally:
            process.terminate()  # the hub stops its users' servers and its proxy on the way out
            try:
                process.wait(timeout=60)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


def _wait_until_up(url: str, process: subprocess.Popen, log_path, timeout: float = 90.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"jupyterhub exited early:\n{Path(log_path).read_text()[-3000:]}")
        with contextlib.suppress(OSError), urllib.request.urlopen(url, timeout=2):
            return
        time.sleep(0.5)
    raise TimeoutError(f"jupyterhub did not answer on {url}:\n{Path(log_path).read_text()[-3000:]}")
