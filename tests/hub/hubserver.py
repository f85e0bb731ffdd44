"""The course's JupyterHub, started for a test on loopback ports 18000–18099.

Started and stopped the way `make hub` / `make hub-down` do (`hub.lifecycle`), so the test
measures the real start and leaves nothing running.
"""

from __future__ import annotations

import contextlib
import os
import socket
from collections.abc import Iterator

from hub import lifecycle
from hub.provision import Layout
from hub.roster import read_roster
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
def running_hub(room: Classroom, timings: dict) -> Iterator[str]:
    """Start JupyterHub for `room` (seconds in timings["hub_start"]); yield its base URL;
    stop it, its proxy and its users' servers."""
    port = _hub_port()
    env = {k: v for k, v in os.environ.items() if k not in ("ANTHROPIC_API_KEY", "TOOLUSE_LIVE")}
    env.update(
        TOOLUSE_HUB_STATE=str(room.state),
        TOOLUSE_HUB_ROSTER=str(room.roster),
        TOOLUSE_HUB_PORT=str(port),
        TOOLUSE_HUB_USER_PORTS=USER_PORTS,
    )
    layout = Layout(repo=ROOT, state=room.state, homes=room.base / "home")
    members = read_roster(room.roster)
    try:
        timings["hub_start"] = round(lifecycle.start(layout, port, env), 1)
        yield f"http://127.0.0.1:{port}"
    finally:
        timings["left_running_at_stop"] = lifecycle.stop(layout, members)
