"""No real API while grading: with a key and a live switch in the instructor's shell,
grading still answers from the simulator and opens no connection outside the machine."""

from __future__ import annotations

import socket
import threading

import nbformat
import pytest

from autograder.grading.batch.parallel import grade_assignment
from tests.grading import course
from tests.grading.conftest import needs_bwrap

pytestmark = [pytest.mark.nbgrader, pytest.mark.slow, needs_bwrap]

TEST_KEY = "sk-ant-test-key-that-must-never-leave"

TRY_EVERYTHING = """\
import os, socket
import anthropic
from autograder import make_client

seen_key = os.environ.get("ANTHROPIC_API_KEY")
attempts = []
try:
    anthropic.Anthropic(base_url="http://127.0.0.1:{port}", api_key="{key}", max_retries=0).messages.create(
        model="claude-sonnet-5", max_tokens=5, messages=[{{"role": "user", "content": "hi"}}])
    attempts.append("live call answered")
except Exception as error:
    attempts.append(type(error).__name__)
try:
    socket.create_connection(("127.0.0.1", {port}), timeout=2)
    attempts.append("socket connected")
except OSError as error:
    attempts.append(type(error).__name__)
live = make_client("weather", live=True)
print("key:", seen_key, "attempts:", attempts, "client:", type(live._client._transport).__name__)

def ask(client):
    reply = client.messages.create(
        model="claude-sonnet-5", max_tokens=200,
        messages=[{{"role": "user", "content": "What's the weather in Hangzhou?"}}],
    )
    return reply.stop_reason
"""


class CountingServer:
    """A loopback 'API' that counts every connection made to it."""

    def __init__(self) -> None:
        self.sock = socket.create_server(("127.0.0.1", 0))
        self.port = self.sock.getsockname()[1]
        self.connections = 0
        threading.Thread(target=self._serve, daemon=True).start()

    def _serve(self) -> None:
        while True:
            try:
                conn, _ = self.sock.accept()
            except OSError:
                return
            self.connections += 1
            conn.close()


def _refuse_inet(original):
    def connect(self, address):
        if self.family in (socket.AF_INET, socket.AF_INET6):
            raise AssertionError(f"the grader tried to connect to {address!r}")
        return original(self, address)

    return connect


def test_grading_with_a_key_set_makes_no_connection(tiny_course, monkeypatch):
    server = CountingServer()
    monkeypatch.setenv("ANTHROPIC_API_KEY", TEST_KEY)
    monkeypatch.setenv("ANTHROPIC_BASE_URL", f"http://127.0.0.1:{server.port}")
    monkeypatch.setenv("TOOLUSE_LIVE", "1")
    # The grader's own processes (this one and its forked workers) fail loudly on any TCP connect.
    monkeypatch.setattr(socket.socket, "connect", _refuse_inet(socket.socket.connect))
    answer = TRY_EVERYTHING.format(port=server.port, key=TEST_KEY)
    course.submit(tiny_course, "mallory", {**course.HONEST, "answer_ask": answer})

    batch = grade_assignment(
        tiny_course, course.ASSIGNMENT, jobs=1, settings=course.SETTINGS, progress=False
    )

    assert batch.failed == {}
    assert server.connections == 0
    assert (
        course.scores(tiny_course, "mallory")["tinyex_model_call"] == 1.0
    )  # the simulator answered
    graded = nbformat.read(tiny_course / "autograded" / "mallory" / "tinyex" / "tinyex.ipynb", 4)
    printed = "".join(o.get("text", "") for c in graded.cells for o in c.get("outputs", []))
    assert "key: None" in printed and TEST_KEY not in printed
    assert "live call answered" not in printed and "socket connected" not in printed
    assert "SimulatorTransport" in printed  # make_client(live=True) stays offline while grading
