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
from collections.abc import Collection
from pathlib import Path

from jupyterhub.spawner import LocalProcessSpawner
from traitlets import Int, Set, Tuple, Unicode

__all__ = ["HUB_DIR", "CourseSpawner", "PortBook", "free_port_in"]

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


def free_port_in(first: int, last: int, taken: Collection[int] = ()) -> int:
    """A port of [first, last], not in `taken`, that nothing listens on (random order)."""
    ports = [port for port in range(first, last + 1) if port not in taken]
    random.shuffle(ports)
    for port in ports:
        with socket.socket() as probe:
            try:
                probe.bind(("127.0.0.1", port))
            except OSError:
                continue
            return port
    raise RuntimeError(f"no free port in {first}-{last} for a user's server")


class PortBook:
    """The ports this hub has handed to its users' servers, one owner each.

    A probe finds a port free, but the server binds it only seconds later, when JupyterLab
    has started. Spawns run side by side (a class logs in at once), so two of them could
    pick the same free port: the second server then fails to bind, while the hub, seeing the
    first one answer on that port, routes the second user to it. The book closes that window:
    a port stays claimed from the choice until its server stops.
    """

    def __init__(self):
        self._held: dict[object, int] = {}  # owner (a spawner) -> its port

    def claim(self, owner: object, first: int, last: int) -> int:
        """A fresh port for `owner`'s server; whatever it held before is released."""
        self.release(owner)
        port = self._held[owner] = free_port_in(first, last, taken=set(self._held.values()))
        return port

    def release(self, owner: object) -> None:
        self._held.pop(owner, None)


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
    #: One book for the hub process: every user's spawner claims from it.
    ports = PortBook()

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
        # A fresh claim at every start: the port of a stopped server may be anyone's now.
        self.port = self.ports.claim(self, *self.port_range)
        self.cmd = [str(Path(self.install_root) / self.role / "bin" / "jupyterhub-singleuser")]
        try:
            return await super().start()
        except BaseException:
            self.ports.release(self)
            raise

    async def stop(self, now=False):
        try:
            return await super().stop(now=now)
        finally:
            self.ports.release(self)
