"""The hub's settings, from the roster and a few environment variables (see `configure`).

| variable              | default                 | what                                      |
|-----------------------|-------------------------|-------------------------------------------|
| TOOLUSE_HUB_STATE     | /var/lib/tooluse-hub    | private/ (db, cookie secret, passwords, log), exchange/, install/ |
| TOOLUSE_HUB_ROSTER    | hub/roster.csv          | who may log in, and with which role       |
| TOOLUSE_HUB_PORT      | 18000                   | the hub's public port (API: +1, proxy: +2) |
| TOOLUSE_HUB_USER_PORTS| 18010-18099             | ports for the users' servers              |
"""

from __future__ import annotations

import os
from pathlib import Path

from hub.roster import read_roster
from hub.spawner import HUB_DIR, CourseSpawner

__all__ = ["DEFAULT_STATE", "configure"]

DEFAULT_STATE = "/var/lib/tooluse-hub"
COURSE_GROUP = "tooluse"


def configure(c, env=os.environ) -> None:
    """Fill JupyterHub's config object `c` for the course."""
    state = Path(env.get("TOOLUSE_HUB_STATE", DEFAULT_STATE))
    members = read_roster(Path(env.get("TOOLUSE_HUB_ROSTER", HUB_DIR / "roster.csv")))
    port = int(env.get("TOOLUSE_HUB_PORT", "18000"))
    first, last = (int(p) for p in env.get("TOOLUSE_HUB_USER_PORTS", "18010-18099").split("-"))
    instructors = {m.username for m in members if m.is_instructor}
    learners = {m.username for m in members if not m.is_instructor}

    # Loopback only: a workshop reaches it through the machine's reverse proxy or a tunnel.
    c.JupyterHub.ip = "127.0.0.1"
    c.JupyterHub.port = port
    c.JupyterHub.hub_ip = "127.0.0.1"
    c.JupyterHub.hub_port = port + 1
    c.ConfigurableHTTPProxy.api_url = f"http://127.0.0.1:{port + 2}"
    c.ConfigurableHTTPProxy.command = [str(HUB_DIR / "node_modules/.bin/configurable-http-proxy")]
    private = state / "private"  # 700, files 600 (hub/provision.py)
    c.ConfigurableHTTPProxy.pid_file = str(private / "proxy.pid")
    c.JupyterHub.db_url = f"sqlite:///{private / 'jupyterhub.sqlite'}"
    c.JupyterHub.cookie_secret_file = str(private / "jupyterhub_cookie_secret")
    c.JupyterHub.pid_file = str(private / "jupyterhub.pid")
    c.JupyterHub.template_paths = [str(HUB_DIR / "templates")]  # a Korean line on the login page

    # PAM against the unix users `python -m hub provision` made from the roster.
    c.JupyterHub.authenticator_class = "pam"
    c.PAMAuthenticator.open_sessions = False
    c.Authenticator.allowed_users = instructors | learners
    c.Authenticator.admin_users = instructors
    c.JupyterHub.load_groups = {
        COURSE_GROUP: {"users": sorted(instructors | learners)},
        f"{COURSE_GROUP}-instructors": {"users": sorted(instructors)},
        f"{COURSE_GROUP}-learners": {"users": sorted(learners)},
    }

    c.JupyterHub.spawner_class = CourseSpawner
    c.CourseSpawner.instructors = instructors
    c.CourseSpawner.exchange_root = str(state / "exchange")
    c.CourseSpawner.port_range = (first, last)
    # Each role's installation (hub/install.py): the checkout's pins, never the checkout.
    c.CourseSpawner.install_root = str(state / "install")
    c.Spawner.environment = {"LANG": "C.UTF-8"}
    c.Spawner.notebook_dir = "~"
    c.Spawner.default_url = "/lab/tree/lessons/README.md"
    c.Spawner.start_timeout = 120  # a loaded 2-core machine starts JupyterLab slowly
    c.Spawner.http_timeout = 120
