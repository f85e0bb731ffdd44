"""JupyterHub's local spawner with the course's environment for each role.

Every user's server runs as that user's unix account from its role's installation
(`hub.install`: learners' holds no hidden data and no formgrader, never the checkout),
with the hub's Jupyter configuration first on the config path: the nbgrader exchange for
all, the course directory for instructors, no formgrader for learners. No API key ever
reaches a user's server (the simulator answers offline). Ports come from a fixed range so
that a shared machine can reserve one block for the hub.
"""

from __future__ import annotations

import os
import random
import socket
from pathlib import Path

from jupyterhub.spawner import LocalProcessSpawner
from traitlets import Int, Set, Tuple, Unicode

__all__ = ["HUB_DIR", "CourseSpawner", "free_port_in"]

HUB_DIR = Path(__file__).resolve().parent
#: Variables that would let a server talk to the real API, or import from the checkout
#: (the hub's own interpreter paths); never passed on.
SECRET_ENV = (
    "ANTHROPIC_API_KEY",
    "TOOLUSE_LIVE",
    "ANTHROPIC_AUTH_TOKEN",
    "PYTHONPATH",
    "VIRTUAL_ENV",
)


def free_port_in(first: int, last: int) -> int:
    """A port of [first, last] that nothing listens on (random order: spawns run in parallel)."""
    ports = list(range(first, last + 1))
    random.shuffle(ports)
    for port in ports:
        with socket.socket() as probe:
            try:
                probe.bind(("127.0.0.1", port))
            except OSError:
                continue
            return port
    raise RuntimeError(f"no free port in {first}-{last} for a user's server")


def role_env(role: str, home: str, exchange: str, jupyter: Path) -> dict[str, str]:
    """The course's variables for one user's server (role: instructor or learner);
    `jupyter` holds the hub's ``config/`` and ``data/`` (`hub.install.Install.config`)."""
    config = jupyter / "config"
    env = {
        "JUPYTER_CONFIG_PATH": os.pathsep.join([str(config / role), str(config / "common")]),
        "JUPYTER_PATH": str(jupyter / "data"),
        "JUPYTER_PLATFORM_DIRS": "1",
        "TOOLUSE_EXCHANGE_ROOT": exchange,
        "TOOLUSE_ROLE": role,
    }
    if role == "instructor":
        env["TOOLUSE_COURSE_ROOT"] = f"{home}/course"
    return env


class CourseSpawner(LocalProcessSpawner):
    instructors = Set(Unicode(), help="usernames whose servers get the instructor role").tag(
        config=True
    )
    exchange_root = Unicode(help="nbgrader's exchange directory").tag(config=True)
    install_root = Unicode(help="where `hub.install` built the role installations").tag(config=True)
    port_range = Tuple(Int(), Int(), default_value=(18010, 18099)).tag(config=True)

    @property
    def role(self) -> str:
        return "instructor" if self.user.name in self.instructors else "learner"

    def get_env(self):
        env = super().get_env()
        for key in SECRET_ENV:
            env.pop(key, None)
        root = Path(self.install_root)
        bin_dir = root / self.role / "bin"
        env["PATH"] = f"{bin_dir}:/usr/local/bin:/usr/bin:/bin"
        env.update(role_env(self.role, env["HOME"], self.exchange_root, root / "jupyter"))
        return env

    async def start(self):
        if self.port == 0:
            self.port = free_port_in(*self.port_range)
        self.cmd = [str(Path(self.install_root) / self.role / "bin" / "jupyterhub-singleuser")]
        return await super().start()
