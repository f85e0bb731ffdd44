"""The learner's side of the clean room: one forked process per submission.

It reads its job (cell sources, the exercise's checks module, budgets) from the grader,
runs the cells, then calls the exercise's ``collect(namespace, client_factory)`` and
sends the plain JSON evidence back. Every model call goes through `PipeTransport` to the
grader, which answers it with its own simulator and keeps the transcript; every call on
a world the checks open (``checks/world.py``: ex04's bank, ex06's look-ups, ex08's
shop) goes through `PipeWorlds` to the grader, which holds the real object. Nothing the
learner's code does in this process can change what the grader recorded.
"""

from __future__ import annotations

import base64
import contextlib
import importlib
import json
import os
import signal
import sys
import threading
from collections.abc import Iterator

import httpx2

from autograder.checks import world as worlds
from autograder.checks.hidden import HiddenScenario
from autograder.grading.cleanroom.budgets import Budgets, CappedWriter, apply_limits
from autograder.grading.cleanroom.cellrun import alarm, run_cell, scrub_paths
from autograder.grading.cleanroom.protocol import read_frame, write_frame
from autograder.simulator import Simulator
from autograder.simulator.core import is_beta
from autograder.simulator.transport import SimulatorTransport

__all__ = [
    "PipeTransport",
    "PipeWorlds",
    "make_client_factory",
    "mirror",
    "run_job",
    "scenario_spec",
]

#: Sent with every sandboxed request; the grader never forwards anything to a real API.
SANDBOX_API_KEY = "sk-ant-grading-sandbox-not-a-key"

#: The learner's threads (ex06 runs look-ups concurrently) share the pipes with the main
#: thread: frames are written whole, one at a time; each question carries a tag and its
#: asker waits for the reply with that tag, while one waiting thread at a time reads
#: replies and hands each to its asker (the grader holds a timed world call's reply
#: until it is due and answers other questions meanwhile).
_WRITE = threading.Lock()
_READ = threading.Lock()
_ARRIVED = threading.Condition()
_replies: dict[object, object] = {}
_closed: list[bool] = []  # the grader went away (no more replies)
_tags = iter(range(1, 1 << 62))


#: Threads now waiting for the grader, and the backstop's (left, interval) they paused.
_WAITING = threading.Lock()
_waiters = [0]
_paused: list[tuple[float, float]] = []


@contextlib.contextmanager
def _backstop_paused() -> Iterator[None]:
    """Pause the process's wall-clock timer while at least one thread waits for the grader
    (the first waiter stops it, the last one restarts it with what was left)."""
    with _WAITING:
        _waiters[0] += 1
        if _waiters[0] == 1:
            left, interval = signal.getitimer(signal.ITIMER_REAL)
            if left:
                signal.setitimer(signal.ITIMER_REAL, 0)
                _paused.append((left, interval))
    try:
        yield
    finally:
        with _WAITING:
            _waiters[0] -= 1
            if _waiters[0] == 0 and _paused:
                signal.setitimer(signal.ITIMER_REAL, *_paused.pop())


def _send(data_fd: int, message: dict) -> None:
    with _WRITE:
        write_frame(data_fd, message)


def _ask(data_fd: int, reply_fd: int, message: dict) -> object:
    """Send `message` to the grader and return its answer (None if it went away).

    The wall-clock backstop (`cellrun.alarm`) is paused while any thread waits: the time
    the grader takes to answer (longer on a busy machine) is not the learner's.
    """
    with _backstop_paused():
        return _ask_tagged(data_fd, reply_fd, message)


def _ask_tagged(data_fd: int, reply_fd: int, message: dict) -> object:
    with _ARRIVED:
        tag = next(_tags)
    _send(data_fd, {**message, "tag": tag})
    while True:
        with _ARRIVED:
            if tag in _replies:
                return _replies.pop(tag)
            if _closed:
                return None
        if not _READ.acquire(timeout=0.05):
            continue
        try:
            with _ARRIVED:  # answered while this thread waited for the reader's lock
                if tag in _replies:
                    return _replies.pop(tag)
            reply = read_frame(reply_fd)
            with _ARRIVED:
                if isinstance(reply, dict) and "tag" in reply:
                    _replies[reply["tag"]] = reply
                else:
                    _closed.append(True)
                _ARRIVED.notify_all()
        finally:
            _READ.release()


def run_job(data_fd: int, reply_fd: int) -> None:
    """Run one submission end to end; never returns normally (the process exits).

    ``collect`` runs at each checkpoint: after the learner cell whose index is listed
    (-1: before any cell), so each group of grade cells is judged on the state the
    notebook has at that point, as a kernel would see it.
    """
    job = read_frame(reply_fd)
    if not isinstance(job, dict):
        os._exit(3)  # the grader went away before sending the job
    budgets = Budgets.from_json(job["budgets"])
    _quiet_standard_streams()
    apply_limits(budgets)
    namespace: dict = {"__name__": "__main__", "__builtins__": __builtins__}
    checkpoints = set(job.get("checkpoints") or [])
    collect = _checkpoint_collector(job.get("checks"), namespace, budgets, data_fd, reply_fd)
    if -1 in checkpoints:
        collect(-1)
    for cell in job["cells"]:
        _send(data_fd, {"type": "cell_start", "index": cell["index"]})
        outputs = run_cell(
            cell["source"],
            namespace,
            index=cell["index"],
            timeout=budgets.cell_timeout,
            output_bytes=budgets.output_bytes,
        )
        _send(data_fd, {"type": "cell", "index": cell["index"], "outputs": outputs})
        if cell["index"] in checkpoints:
            collect(cell["index"])
    os._exit(0)


def _checkpoint_collector(module_name, namespace, budgets, data_fd, reply_fd):
    def collect(checkpoint: int) -> None:
        _send(data_fd, {"type": "collect_start", "checkpoint": checkpoint})
        evidence, error = _collect(module_name, namespace, budgets, data_fd, reply_fd)
        message = {"type": "result", "checkpoint": checkpoint, "evidence": evidence, "error": error}
        _send(data_fd, message)

    return collect


def _collect(
    module_name: str | None, namespace: dict, budgets: Budgets, data_fd: int, reply_fd: int
) -> tuple[object, str | None]:
    if not module_name:
        return None, None
    factory = make_client_factory(data_fd, reply_fd)
    worlds.installed(PipeWorlds(data_fd, reply_fd))
    saved = sys.stdout, sys.stderr
    # What the learner's functions print while the checks call them is shown nowhere, as
    # in a grade cell's hidden part; it must never fail (a lone surrogate, a flood).
    sys.stdout = sys.stderr = CappedWriter(budgets.output_bytes)
    try:
        module = importlib.import_module(module_name)
        with alarm(budgets.cell_timeout, repeat=True):
            evidence = module.collect(namespace, factory)
        return json.loads(json.dumps(evidence, allow_nan=False)), None
    except BaseException as exc:  # the learner's code runs inside collect
        return None, scrub_paths(f"{type(exc).__name__}: {exc}")[:500]
    finally:
        sys.stdout, sys.stderr = saved
        worlds.installed(None)


def _quiet_standard_streams() -> None:
    """Point fds 0-2 at /dev/null: only the framed pipes carry anything back."""
    devnull = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):
        os.dup2(devnull, fd)
    os.close(devnull)


def make_client_factory(data_fd: int, reply_fd: int):
    """`client_factory(scenario, sdk=...)` for `collect`: clients answered by the grader.

    ``sdk`` is ``"anthropic"`` (default) or ``"openai"`` (the real ``openai.OpenAI``,
    talking to the simulator's ``/v1/chat/completions``); both go through the same
    `PipeTransport`, so the grader records and binds them alike. Each client also carries
    a local simulator (so ``get_simulator(client).transcript`` works for `collect` as in
    the notebook), but every answer comes from the grader, and only the grader's own
    recording is ever judged.
    """

    def client_factory(scenario: object = None, sdk: str = "anthropic", **options: object):
        from autograder.simulator.clients import SDKS, sdk_client

        if sdk not in SDKS:
            raise ValueError(f"unknown sdk {sdk!r}; known: {SDKS}")
        reply = _ask(data_fd, reply_fd, {"type": "open", "scenario": scenario_spec(scenario)})
        client_id = reply.get("client") if isinstance(reply, dict) else None
        # a hidden scenario is known to the grader only: the local mirror plays "auto"
        mirrored = None if isinstance(scenario, HiddenScenario) else scenario
        transport = PipeTransport(Simulator(mirrored), data_fd, reply_fd, client_id)
        return sdk_client(sdk, transport, api_key=SANDBOX_API_KEY)

    return client_factory


def scenario_spec(scenario: object) -> object:
    """A scenario as plain data: its name, {"name", "data"} for a custom `Scenario`, or
    {"hidden", "run"} for one the grader builds from hidden data (`HiddenScenario`)."""
    if scenario is None or isinstance(scenario, str):
        return scenario
    if isinstance(scenario, HiddenScenario):
        return scenario.spec()
    return {"name": str(scenario.name), "data": json.loads(json.dumps(scenario.data))}


class PipeTransport(SimulatorTransport):
    """Hands each request to the grader over the pipes; the local simulator only mirrors."""

    def __init__(self, simulator: object, data_fd: int, reply_fd: int, client_id: object) -> None:
        super().__init__(simulator)
        self._data_fd, self._reply_fd, self._client_id = data_fd, reply_fd, client_id

    def handle_request(self, request: httpx2.Request) -> httpx2.Response:
        body = request.read()
        reply = _ask(
            self._data_fd,
            self._reply_fd,
            {
                "type": "http",
                "client": self._client_id,
                "method": request.method,
                "path": request.url.raw_path.decode("ascii", "replace"),
                "headers": [
                    [k.decode("latin-1"), v.decode("latin-1")] for k, v in request.headers.raw
                ],
                "body": base64.b64encode(body).decode("ascii"),
            },
        )
        if not isinstance(reply, dict):
            raise ConnectionError("the grader closed the simulator channel")
        answer = httpx2.Response(
            status_code=int(reply["status"]),
            headers=[tuple(pair) for pair in reply["headers"]],
            content=base64.b64decode(reply["body"]),
            request=request,
        )
        mirror(self.simulator, request, body, answer)
        return answer


def mirror(
    simulator: Simulator, request: httpx2.Request, body: bytes, answer: httpx2.Response
) -> None:
    """Keep a sandboxed client's exchange in its local simulator's transcript, which
    ``collect`` reads as in the notebook (the grader binds its own recording in its place).

    A JSON answer is kept as the grader gave it (`Simulator.keep`): playing the request
    again locally was most of a learner process's CPU (the scripted model, with none of
    the grader's warm caches), for an answer no one used. A streamed answer and the beta
    endpoint's (`is_beta`, the simulator's own test) are played again by the local
    simulator, which assembles the message and expands the thread as in the notebook."""
    path = request.url.raw_path.decode("ascii", "replace")
    payload = None
    if answer.headers.get("content-type", "").startswith("application/json"):
        with contextlib.suppress(ValueError):
            payload = answer.json()
    if isinstance(payload, dict) and not is_beta(path, request.headers):
        simulator.keep(request.method, path, body, answer.status_code, payload)
    else:
        simulator.handle(request.method, path, request.headers, body)


class PipeWorlds:
    """`world.WorldChannel` over the pipes: each call is run and answered by the grader."""

    def __init__(self, data_fd: int, reply_fd: int) -> None:
        self._data_fd, self._reply_fd = data_fd, reply_fd

    def open(self, kind: str, run: str) -> object:
        message = {"type": "world_open", "kind": kind, "run": run}
        reply = _ask(self._data_fd, self._reply_fd, message)
        return reply.get("world") if isinstance(reply, dict) else None

    def call(self, world: object, name: str, args: list, kwargs: dict) -> object:
        message = {"type": "world_call", "world": world, "name": name, "args": args}
        reply = _ask(self._data_fd, self._reply_fd, {**message, "kwargs": kwargs})
        if not isinstance(reply, dict):
            raise ConnectionError("the grader closed the world channel")
        if "raise" in reply:
            raise worlds.raised(*reply["raise"])
        return reply.get("ok")
