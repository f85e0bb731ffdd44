"""formgrader's Autograde button, in a real Jupyter server, keeps the grader's per-submission
guards (issue 24, class 5).

nbgrader 0.9's ``AutogradeHandler.post`` is synchronous: the server grades on its main
thread, where `budgets.grader_memory` and `budgets.grader_deadline` apply (they do nothing
on other threads). Proven end to end: a ``jupyter server`` with nbgrader's formgrader
extension, started in a tiny course, is sent the button's request
(``POST /formgrader/api/submission/<assignment>/<student>/autograde``) for a submission
whose data makes the grader allocate 2 GiB while judging it (`tinygreedy_checks`), then
for an honest one. The first fails alone with ``grading.memory_limit``, the server stays
up and small, and the honest learner graded next by the same server keeps full marks.
"""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from tests.exercises.batches import instructor_env
from tests.grading import course

pytestmark = [pytest.mark.nbgrader, pytest.mark.slow]

#: An `add` whose first result asks the grader for 2 GiB (`tinygreedy_checks`).
GREEDY_ADD = "def add(a, b):\n    return 2048 if (a, b) == (2, 3) else a + b\n"
SETTINGS = {
    **course.SETTINGS,
    "SandboxExecute.checks_modules": {course.ASSIGNMENT: "tinygreedy_checks"},
}
STARTUP = 90.0


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Server:
    """A ``jupyter server`` in `root` with formgrader on, reached with a token."""

    def __init__(self, root: Path, log: Path) -> None:
        self.token, port = secrets.token_hex(16), _free_port()
        self.base = f"http://127.0.0.1:{port}"
        command = [
            sys.executable, "-m", "jupyter_server", "--no-browser", f"--port={port}",
            "--ip=127.0.0.1", f"--IdentityProvider.token={self.token}",
            f"--ServerApp.root_dir={root}",
            "--ServerApp.jpserver_extensions=nbgrader.server_extensions.formgrader=True",
        ]  # fmt: skip
        if os.geteuid() == 0:
            command.append("--allow-root")
        env = instructor_env()  # the instructor's shell, the tiny checks importable too
        env["PYTHONPATH"] += os.pathsep + str(course.FIXTURES)
        self.log = log.open("wb")
        self.process = subprocess.Popen(
            command, cwd=root, env=env, stdout=self.log, stderr=subprocess.STDOUT
        )

    def request(self, path: str, method: str = "GET", timeout: float = 10.0) -> dict:
        request = urllib.request.Request(
            self.base + path, method=method, data=b"" if method == "POST" else None,
            headers={"Authorization": f"token {self.token}"},
        )  # fmt: skip
        with urllib.request.urlopen(request, timeout=timeout) as answer:
            return json.loads(answer.read().decode())

    def wait_ready(self) -> None:
        deadline = time.monotonic() + STARTUP
        while time.monotonic() < deadline:
            assert self.process.poll() is None, "the server exited while starting"
            with contextlib.suppress(urllib.error.URLError, ConnectionError, OSError):
                self.request("/api/status", timeout=2)
                return
            time.sleep(0.3)
        raise AssertionError("the server did not answer in time")

    def rss_mib(self) -> float:
        status = Path(f"/proc/{self.process.pid}/status").read_text(encoding="ascii")
        line = next(line for line in status.splitlines() if line.startswith("VmRSS"))
        return int(line.split()[1]) / 1024

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self.log.close()


@pytest.fixture
def server(tiny_course, tmp_path):
    course.configure_plain(tiny_course, SETTINGS)
    started = Server(tiny_course, tmp_path / "server.log")
    try:
        started.wait_ready()
        yield started
    finally:
        started.stop()


def _autograde(server: Server, student: str) -> dict:
    path = f"/formgrader/api/submission/{course.ASSIGNMENT}/{student}/autograde"
    return server.request(path, method="POST", timeout=300)


def test_formgraders_button_fails_only_the_greedy_submission_and_stays_small(server, tiny_course):
    from autograder.catalogue import render

    course.submit(tiny_course, "mallory", {**course.HONEST, "answer_add": GREEDY_ADD})
    course.submit(tiny_course, "alice", course.HONEST)

    outcome = _autograde(server, "mallory")
    assert outcome["success"], outcome.get("error", "")[-2000:]
    assert server.process.poll() is None and server.rss_mib() < 1024  # 2 GiB never held
    assert render("grading.memory_limit", "ko") in course.graded_outputs(tiny_course, "mallory")
    assert course.scores(tiny_course, "mallory")["tinyex_add"] == 0.0

    outcome = _autograde(server, "alice")  # the next learner, same server and grader
    assert outcome["success"], outcome.get("error", "")[-2000:]
    assert course.scores(tiny_course, "alice") == {
        "tinyex_add": 2.0, "tinyex_messages": 1.0, "tinyex_model_call": 1.0,
    }  # fmt: skip
    assert server.request("/api/status")["started"]  # the server still answers
