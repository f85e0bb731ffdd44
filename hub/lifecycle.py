"""Start, stop and take down the course's hub (`make hub`, `make hub-down`).

`start` runs JupyterHub in the background (its own session, its log in the private state
folder, 600), waits until it answers and says how long that took. `stop` ends it by its pid
file; JupyterHub stops its users' servers and its proxy on the way out, and whatever of the
roster's users still runs is listed and ended by pid. `down` stops the hub and undoes what
`make hub` changed on the system (`hub.journal`): the checkout's mode comes back; with
``purge`` the accounts and groups it created, their homes and the whole state folder go too.
"""

from __future__ import annotations

import contextlib
import os
import pwd
import shutil
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

from hub.provision import Layout
from hub.roster import Member

__all__ = ["down", "start", "stop", "user_processes"]

_START_TIMEOUT = 180.0  # a loaded 2-core machine
#: Hubs this process started, kept so that `stop` can reap them (no zombie, no warning).
_STARTED: dict[int, subprocess.Popen] = {}


def start(layout: Layout, port: int, env: dict[str, str]) -> float:
    """Start JupyterHub on 127.0.0.1:`port`; return the seconds until it answered."""
    private = layout.private
    database = private / "jupyterhub.sqlite"
    if not database.exists():  # an empty file is an empty SQLite database: made 600 here
        os.close(os.open(database, os.O_WRONLY | os.O_CREAT, 0o600))
    log_path = private / "jupyterhub.log"
    log = os.open(log_path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
    config = layout.repo / "hub" / "jupyterhub_config.py"
    started = time.monotonic()
    process = subprocess.Popen(
        [sys.executable, "-m", "jupyterhub", "-f", str(config)],
        cwd=private, env=env, stdout=log, stderr=log, stdin=subprocess.DEVNULL,
        start_new_session=True,
    )  # fmt: skip
    os.close(log)
    _STARTED[process.pid] = process
    url, shown = f"http://127.0.0.1:{port}/hub/api", 0.0
    while time.monotonic() - started < _START_TIMEOUT:
        if process.poll() is not None:
            raise SystemExit(f"JupyterHub stopped at start; see {log_path}")
        with contextlib.suppress(OSError), urllib.request.urlopen(url, timeout=2):
            return time.monotonic() - started
        if time.monotonic() - shown >= 5:
            shown = time.monotonic()
            print(f"  waiting for JupyterHub to answer ({shown - started:.0f} s)", flush=True)
        time.sleep(0.5)
    process.terminate()
    raise SystemExit(f"JupyterHub did not answer on {url} in {_START_TIMEOUT:.0f} s")


#: How long a stopped hub's users' processes get to end by themselves before `stop` kills them.
_SETTLE_SECONDS = 10.0


def stop(layout: Layout, members: list[Member]) -> list[str]:
    """Stop the hub (and so its users' servers and proxy); end what is left by pid."""
    said = []
    pid_file = layout.private / "jupyterhub.pid"
    pid = int(pid_file.read_text()) if pid_file.exists() else None
    if pid is not None and _alive(pid):
        os.kill(pid, signal.SIGTERM)
        _wait_gone(pid, 60)
        said.append(f"stopped JupyterHub (pid {pid})")
    for process in list(_STARTED.values()):
        with contextlib.suppress(subprocess.TimeoutExpired):
            process.wait(timeout=60)
            _STARTED.pop(process.pid)
    pid_file.unlink(missing_ok=True)
    # A stopped server's kernels end a moment after it: give them that moment, so what
    # is ended below is only what would not end by itself.
    deadline = time.monotonic() + _SETTLE_SECONDS
    while user_processes(members) and time.monotonic() < deadline:
        time.sleep(0.2)
    for user, pids in user_processes(members).items():
        for found in pids:
            with contextlib.suppress(ProcessLookupError):
                os.kill(found, signal.SIGKILL)
        said.append(f"ended {len(pids)} leftover process(es) of {user}")
    return said


def down(layout: Layout, members: list[Member], *, purge: bool) -> list[str]:
    """Stop the hub and undo the journal's changes (and, with `purge`, its creations)."""
    said = stop(layout, members)
    journal = layout.journal.read() if layout.private.is_dir() else {"modes": {}}
    for path, mode in journal.get("modes", {}).items():
        if Path(path).exists():
            Path(path).chmod(mode)
            said.append(f"{path}: mode {mode:o} again")
    if purge:
        for user in journal.get("users", []):
            subprocess.run(["userdel", "--remove", user], capture_output=True)
            said.append(f"removed user {user} and their home")
        for group in journal.get("groups", []):
            subprocess.run(["groupdel", group], capture_output=True)
            said.append(f"removed group {group}")
        shutil.rmtree(layout.state, ignore_errors=True)
        said.append(f"removed {layout.state}")
    return said


def user_processes(members: list[Member]) -> dict[str, list[int]]:
    """The pids each roster member's account still runs (servers, kernels, shells)."""
    uids = {}
    for member in members:
        with contextlib.suppress(KeyError):
            uids[pwd.getpwnam(member.username).pw_uid] = member.username
    found: dict[str, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            with contextlib.suppress(OSError):
                owner = uids.get(entry.stat().st_uid)
                if owner:
                    found.setdefault(owner, []).append(int(entry.name))
    return found


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def _wait_gone(pid: int, seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while _alive(pid) and time.monotonic() < deadline:
        if pid in _STARTED and _STARTED[pid].poll() is not None:
            return  # our own child: reaped by poll
        time.sleep(0.2)
    if _alive(pid):
        os.kill(pid, signal.SIGKILL)
