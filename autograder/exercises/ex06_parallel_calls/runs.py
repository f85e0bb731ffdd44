"""Run the learner's `run_batch` on a batch of slow look-ups and record when each one ran.

Each run asks the scenario's question (the model answers with several `tool_use` blocks),
gives the namespace a ``HANDLERS`` dict whose functions spend the scenario's simulated
latency (the seed's Meridian timing, scaled) and log when each call started and ended,
calls ``run_batch(response)``, and sends the next request with the message it returned.
Concurrency is then judged from those intervals (calls in flight together), never from
a wall-clock threshold. The intervals are kept by a `Lookups` world (``checks/world.py``):
in the clean room the grader holds it and times every call on its own clock. One handler of each run raises after its latency (a failure the
message must carry as a result). Visible run: Meridian's three look-ups; hidden run: five
look-ups of three tools with other latencies and another failing call.
"""

from __future__ import annotations

import contextlib
import io
import json
import threading
import time
from collections import Counter
from collections.abc import Callable, Mapping, MutableMapping
from dataclasses import dataclass
from typing import Any, ClassVar

from autograder.checks.plain import to_json_data
from autograder.checks.record import exchanges_of
from autograder.checks.scenario_files import exercise_scenario
from autograder.checks.swap import patched
from autograder.checks.world import open_world

__all__ = [
    "PATIENCE",
    "RUNS",
    "SETTLE",
    "Lookups",
    "Run",
    "call_key",
    "expected_output",
    "latency_of",
    "make_handlers",
    "run_batch_once",
    "scenario_for",
    "scenario_object",
]

FUNCTION = "run_batch"
SCALE = 0.1  # 4.6 s of the seed -> 0.46 s here (as `Latency.meridian()`)
#: After the whole batch is in flight, how long its calls still run: long enough that every
#: span ends clearly after the last one started (spans are kept to 0.1 ms).
SETTLE = 0.01
#: While the batch is not yet all in flight, how long the checks' world holds a call before
#: it ends anyway: four times the longest look-up (0.52 s), because a busy machine starts
#: a pool's threads late, and a call ending before the last one started would fail a right
#: answer as "partly parallel" (seen: a 5-call pool on a loaded test machine). Once a call
#: of the batch has ended that way, the verdict is decided (the batch was not all in
#: flight), so later calls keep their own latencies: code that runs one by one pays this
#: once per run. Only the checks' world waits so (`for_run`); the try-it cells' times are
#: judged by nobody.
PATIENCE = 2.0


@dataclass(frozen=True)
class Run:
    scenario: str
    latency: Mapping[str, float]  # seconds of the seed, per tool (scaled by SCALE)
    failing: tuple[str, str, str]  # (tool, input value, message) of the call that raises
    hidden: bool = False


#: NB: order = the order clients are opened (the grader binds transcripts by it).
RUNS = {
    "visible": Run(
        "meridian",
        {"get_project_status": 4.6, "get_site_weather": 4.5, "get_permit_state": 4.6},
        (
            "get_site_weather",
            "Riverside",
            "기상청 API가 응답하지 않습니다. 잠시 뒤 다시 조회하세요.",
        ),
    ),
    "variant": Run(
        "ex06_warehouse",
        {"get_dock_status": 3.9, "get_truck_eta": 5.2, "get_inventory": 4.1},
        ("get_truck_eta", "TRK-77", "운송사 위치 서버가 점검 중입니다. 10분 뒤 다시 조회하세요."),
        hidden=True,
    ),
}


def scenario_for(run: str) -> Any:
    """The scenario (name or `Scenario`) a run plays."""
    name = RUNS[run].scenario
    return exercise_scenario(name) if name.startswith("ex") else name


def scenario_object(run: str) -> Any:
    from autograder.simulator import get_scenario

    scenario = scenario_for(run)
    return get_scenario(scenario) if isinstance(scenario, str) else scenario


class Lookups:
    """Run `run`'s slow look-ups: when each one ran (``log``: name, input, start, end) and
    what it answered. A world (``checks/world.py``) with one operation, ``call(name,
    input)``: one declared tool call, timed from its arrival to its answer. In the clean
    room the world lives in the grader, which answers a call only once its latency has
    passed on the grader's clock (``"timed"``: the reply is held, `start`/`finish` run
    grader-side and are unreachable from the learner's process); here it waits in the
    calling thread. Either way, a span exists only for a call the learner made, and calls
    overlap only if the learner's code had them waiting at the same time.

    The world the checks open (`for_run`) also releases the batch together: the moment
    every call of the batch is in flight, those calls end `SETTLE` later instead of at
    their latency (the overlap the criterion asks for is already on record), so a right
    answer is graded in a fraction of a second. Until then a call waits `PATIENCE` (not
    its latency) for the rest of its batch, so the verdict does not depend on how fast the
    machine starts threads; once a call of the batch has ended without the rest, later
    calls keep their latencies. The learner's own ``Lookups(run)`` keeps the real waits, so
    the try-it cells show what running one by one costs (except while grading, when
    those cells' times serve nobody)."""

    REMOTE: ClassVar[dict[str, str]] = {"call": "timed"}

    def __init__(
        self, run: str, *, release_together: bool | None = None, patience: float = 0.0
    ) -> None:
        from autograder.checks import grading_in_progress
        from autograder.simulator.handlers import handlers

        scenario = scenario_object(run)
        self._spec = RUNS[run]
        self._table = handlers(scenario)
        self._batch = Counter(call_key(c["tool"], c["input"]) for c in scenario.rounds[0])
        # the learner's own world (None) keeps the real waits, except while the notebook is
        # graded: its try-it cells' times then serve nobody
        self._release_together = (
            grading_in_progress() if release_together is None else release_together
        )
        self._started = time.perf_counter()
        self._lock = threading.Condition()
        self._running: dict[int, tuple[str, Any, float, float]] = {}  # name, input, began, hold
        self._released: dict[int, float] = {}  # ticket -> when it may end (perf_counter)
        self._patience = patience  # how long a call waits for its batch (`PATIENCE`)
        self._decided = False  # a call of the batch ended before the whole batch was in flight
        self._tickets = 0
        self.log: list[list[Any]] = []

    @classmethod
    def for_run(cls, run: str) -> Lookups:
        """The world the checks open (``open_world``): it releases the batch together and
        waits `PATIENCE` for it."""
        return cls(run, release_together=True, patience=PATIENCE)

    def latency(self, name: str) -> float:
        return latency_of(self._spec, name)

    def call(self, name: str, tool_input: Any) -> str:
        """One look-up, start to answer (its output, or the failure it raises)."""
        ticket, hold = self.start("call", name, tool_input)
        with self._lock:
            self._lock.wait_for(lambda: ticket in self._released, timeout=hold)
        return self.finish(ticket)

    def start(self, operation: str, name: Any, tool_input: Any) -> tuple[int, float]:
        """Grader side of a ``"timed"`` operation: note its start; (ticket, seconds to hold)."""
        if operation != "call":
            raise AttributeError(operation)
        with self._lock:
            self._tickets += 1
            ticket = self._tickets
            began = time.perf_counter()
            hold = self.latency(str(name))
            if not self._decided:
                hold = max(hold, self._patience)  # wait for the rest of the batch
            self._running[ticket] = (str(name), to_json_data(tool_input), began, hold)
            self._release_if_together(began)
        return ticket, hold

    def _release_if_together(self, now: float) -> None:
        """Once every call of the batch is in flight at one moment, what the criterion asks
        is shown: the calls running then may end a moment later (`SETTLE`) instead of at
        their latency. A call alone, or a part of the batch, waits its whole hold."""
        if not self._release_together:
            return
        running = Counter(call_key(n, i) for n, i, _, _ in self._running.values())
        if running & self._batch != self._batch:
            return
        for ticket in self._running:
            self._released.setdefault(ticket, now + SETTLE)
        self._lock.notify_all()

    def ready(self, ticket: int) -> bool:
        """Grader side: whether call `ticket` may be answered now, before its latency."""
        with self._lock:
            return ticket in self._released

    def finish(self, ticket: int) -> str:
        """Grader side: end the call `ticket` (waiting out its latency if need be)."""
        with self._lock:
            name, tool_input, began, hold = self._running.pop(ticket)
            if ticket not in self._released and call_key(name, tool_input) in self._batch:
                self._decided = True
            due = min(began + hold, self._released.pop(ticket, float("inf")))
        wait = due - time.perf_counter()
        if wait > 0:
            time.sleep(wait)
        ended = time.perf_counter()
        with self._lock:
            self.log.append(
                [name, tool_input, round(began - self._started, 4), round(ended - self._started, 4)]
            )
        tool, value, message = self._spec.failing
        if not isinstance(tool_input, dict):
            raise TypeError(f"{name}() takes keyword arguments")
        if name == tool and value in tool_input.values():
            raise ConnectionError(message)
        if name not in self._table:
            raise KeyError(name)
        return self._table[name](**tool_input)

    def snapshot(self) -> dict[str, Any]:
        """What the criteria judge: every look-up's interval, in the order they ended."""
        with self._lock:
            return {"spans": [list(span) for span in self.log]}


def call_key(tool: Any, tool_input: Any) -> str:
    """One look-up as a comparable key: the tool and its input (the rules count by it too)."""
    return json.dumps([tool, to_json_data(tool_input)], sort_keys=True, default=str)


def latency_of(spec: Run, name: str) -> float:
    """The seconds a call of tool `name` takes in run `spec` (the seed's timing, scaled)."""
    return spec.latency.get(name, 1.0) * SCALE


def make_handlers(run: str, lookups: Any) -> dict[str, Callable[..., str]]:
    """Name -> slow function for run `run`: each call is one ``lookups.call`` (a `Lookups`,
    or its proxy in the clean room), which waits out the look-up's latency."""
    from autograder.simulator.handlers import handlers

    def slow(name: str) -> Callable[..., str]:
        def call(**tool_input: Any) -> str:
            return lookups.call(name, tool_input)

        call.__name__ = name
        return call

    return {name: slow(name) for name in handlers(scenario_object(run))}


def run_batch_once(
    namespace: MutableMapping[str, Any], run: str, client_factory: Callable[..., Any]
) -> dict[str, Any]:
    """One batch answered by the learner's function; plain record of spans and exchanges."""
    function = namespace.get(FUNCTION)
    if not callable(function):
        return {"defined": False}
    from autograder import MODEL

    scenario = scenario_object(run)
    client = client_factory(scenario_for(run))
    question = {"role": "user", "content": scenario.prompt("ko")}
    request = {"model": MODEL, "max_tokens": 1024, "tools": scenario.tools}
    record: dict[str, Any] = {"defined": True, "error": None}
    try:
        first = client.messages.create(**request, messages=[question])
    except Exception as exc:
        record["error"] = _error(exc, "first_call")
        return _finish(record, client, None)
    lookups = open_world("ex06/lookups", run)
    sink = io.StringIO()  # the learner's prints stay out of the grade cell
    with patched(namespace, HANDLERS=make_handlers(run, lookups)):
        try:
            with contextlib.redirect_stdout(sink), contextlib.redirect_stderr(sink):
                returned = function(first)
        except Exception as exc:  # the learner's bug is evidence, never a grader error
            record["error"] = _error(exc, "function")
            return _finish(record, client, lookups)
    turn = {"role": "assistant", "content": to_json_data(first.content)}
    with contextlib.suppress(Exception):  # a 400 is recorded by the simulator
        client.messages.create(**request, messages=[question, turn, to_json_data(returned)])
    return _finish(record, client, lookups)


def expected_output(run: str, name: Any, tool_input: Any) -> tuple[bool, str]:
    """(fails, output or the failure's message) of a call in run `run`, without waiting."""
    from autograder.simulator.handlers import handlers

    tool, value, message = RUNS[run].failing
    if not isinstance(tool_input, dict):
        return False, ""
    if name == tool and value in tool_input.values():
        return True, message
    table = handlers(scenario_object(run))
    return False, table[name](**tool_input) if name in table else ""


def _error(exc: BaseException, stage: str) -> dict[str, str]:
    return {"type": type(exc).__name__, "message": str(exc)[:500], "stage": stage}


def _finish(record: dict[str, Any], client: Any, lookups: Any) -> dict[str, Any]:
    # here, the world's own record; in the clean room the proxy offers only `call`, and
    # binding puts the grader's record in place of this empty claim (`bind_worlds`)
    snapshot = getattr(lookups, "snapshot", None)
    record["spans"] = to_json_data(snapshot()["spans"]) if callable(snapshot) else []
    record["exchanges"] = exchanges_of(client)
    return record
