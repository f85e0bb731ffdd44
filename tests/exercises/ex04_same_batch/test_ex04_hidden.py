"""Exercise 4's unseen runs are grader-only data (issue 24, class 2).

Their account, amount and balances live in ``autograder/exercises/ex04_same_batch/hidden/``
and are read only through `autograder.checks.hidden.load_json`. Proven here: nothing a
learner's kernel imports holds them (a learner installation, where ``hidden/`` is absent,
runs the notebook's own checks and keeps none of those values); there the hidden criterion
says "checked only when graded" while the visible ones are judged as usual; and in the
clean room, where the learner's process cannot read ``hidden/`` either, the unseen runs
are still played and judged: the learner's side asks for them by name, the grader builds
them.
"""

from __future__ import annotations

import json
import subprocess
import sys

import httpx2
import pytest

from autograder.checks import hidden, results_for
from autograder.checks import world as worlds
from autograder.exercises import ex04_same_batch as ex04
from autograder.exercises.ex04_same_batch.runs import HIDDEN_RUNS, run_spec, scenario_for
from autograder.grading.cleanroom.binding import bind
from autograder.grading.cleanroom.child import mirror, scenario_spec
from autograder.grading.cleanroom.simhost import SimulatorHost
from autograder.simulator import Simulator
from autograder.simulator.clients import sdk_client
from autograder.simulator.transport import SimulatorTransport
from tests.conftest import ROOT
from tests.exercises.ex04_same_batch.test_ex04_same_batch import reference_namespace

FOLDER = ROOT / "autograder" / "exercises" / ex04.EXERCISE
TABLE = json.loads((FOLDER / hidden.HIDDEN / "runs.json").read_text(encoding="utf-8"))
#: The values only grading may know: the unseen account and its balances.
SECRETS = ["B207", *(f"{row['balance']}" for row in TABLE["runs"].values())]


@pytest.fixture
def no_hidden_data(monkeypatch, tmp_path):
    """A learner installation (or the sandbox): every ``hidden/`` folder is absent."""
    monkeypatch.setattr(hidden, "_EXERCISES", tmp_path)


def test_no_learner_visible_file_of_the_exercise_names_the_unseen_account():
    released = ROOT / "exercises" / ex04.EXERCISE / f"{ex04.EXERCISE}.ipynb"
    files = [p for p in FOLDER.rglob("*") if p.is_file() and hidden.HIDDEN not in p.parts]
    files = [p for p in files if p.suffix in (".py", ".json", ".toml")] + [released]
    assert [p for p in files if "B207" in p.read_text(encoding="utf-8")] == []


def test_the_hidden_table_is_read_only_through_load_json(no_hidden_data):
    with pytest.raises(hidden.HiddenDataUnavailable):
        run_spec(HIDDEN_RUNS[0])
    assert scenario_for(HIDDEN_RUNS[0]) == hidden.HiddenScenario(ex04.EXERCISE, HIDDEN_RUNS[0])


def test_without_hidden_data_the_visible_criteria_are_judged_and_the_hidden_one_waits(
    no_hidden_data,
):
    found = {r.name: r for r in results_for(ex04.EXERCISE, reference_namespace())}
    hidden_one = found.pop("ex04_works_on_unseen_account")
    assert all(r.passed for r in found.values()), [r.detail() for r in found.values()]
    assert (hidden_one.passed, hidden_one.key) == (False, "ex04.checked_when_graded")
    assert "B207" not in hidden_one.message("ko") + hidden_one.message("en")


LEARNER_KERNEL = """
import gc, json, sys, types
from pathlib import Path
from autograder.checks import hidden
hidden._EXERCISES = Path(sys.argv[1])  # a learner installation: no hidden/ folders
from tests.exercises.ex04_same_batch.test_ex04_same_batch import reference_namespace
from autograder.checks import self_check
import autograder.exercises.ex04_same_batch.runs, autograder.exercises.ex04_same_batch.rules
namespace = reference_namespace()
self_check("ex04_same_batch", namespace)
secrets = json.loads(sys.argv[2])
found = set()
for obj in gc.get_objects():
    if isinstance(obj, str) and len(obj) < 10_000:
        found.update(s for s in secrets[:1] if s in obj)
    elif isinstance(obj, dict):
        for value in list(obj.values()):
            if isinstance(value, (int, float)) and not isinstance(value, bool):
                continue
            text = value if isinstance(value, str) else ""
            found.update(s for s in secrets[:1] if s in text)
modules = [m for m in sys.modules if m.startswith("autograder.exercises.ex04")]
print(json.dumps({"found": sorted(found), "modules": modules}))
"""


def test_a_learner_kernel_that_ran_every_check_holds_no_hidden_value(tmp_path):
    """The notebook's setup, answers and self-check in a learner installation: no string
    anywhere in the kernel's memory names the unseen account."""
    done = subprocess.run(
        [sys.executable, "-c", LEARNER_KERNEL, str(tmp_path), json.dumps(SECRETS)],
        cwd=ROOT, capture_output=True, text=True, check=True,
    )  # fmt: skip
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert "autograder.exercises.ex04_same_batch.runs" in report["modules"]
    assert report["found"] == []


class _HostTransport(SimulatorTransport):
    """A sandboxed client's transport without the pipes: straight to the grader's host."""

    def __init__(self, host: SimulatorHost, client: int, grader) -> None:
        super().__init__(Simulator(None))  # the local mirror, as `child.PipeTransport` has
        self.host, self.client, self.grader = host, client, grader

    def handle_request(self, request: httpx2.Request) -> httpx2.Response:
        with self.grader():
            status, headers, body = self.host.handle(
                self.client, request.method, request.url.raw_path.decode(),
                [(k.decode(), v.decode()) for k, v in request.headers.raw], request.read(),
            )  # fmt: skip
        answer = httpx2.Response(status, headers=[tuple(h) for h in headers], content=body)
        mirror(self.simulator, request, request.read(), answer)
        return answer


class _HostWorlds:
    def __init__(self, host: SimulatorHost, grader) -> None:
        self.host, self.grader = host, grader

    def open(self, kind, run):
        with self.grader():
            return self.host.worlds.open(kind, run)

    def call(self, world, name, args, kwargs):
        with self.grader():
            reply = self.host.worlds.call(world, name, args, kwargs)
        if "raise" in reply:
            raise worlds.raised(*reply["raise"])
        return reply["ok"]


def test_in_the_clean_room_the_grader_builds_the_unseen_runs_by_name(monkeypatch, tmp_path):
    """The learner's side of a sandboxed run cannot read ``hidden/``; it opens each unseen
    run by reference and the grader's simulator and worlds build it. Binding and judging
    then give the reference answer every point, as in-process."""
    real = hidden._EXERCISES

    class grader:
        def __enter__(self):
            monkeypatch.setattr(hidden, "_EXERCISES", real)

        def __exit__(self, *exc):
            monkeypatch.setattr(hidden, "_EXERCISES", tmp_path)

    monkeypatch.setattr(hidden, "_EXERCISES", tmp_path)
    host = SimulatorHost()
    specs = []

    def client_factory(scenario=None, sdk="anthropic"):
        specs.append(scenario_spec(scenario))
        with grader():
            client = host.open(specs[-1])
        return sdk_client(sdk, _HostTransport(host, client, grader), api_key="sandbox")

    worlds.installed(_HostWorlds(host, grader))
    try:
        evidence = json.loads(json.dumps(ex04.collect(reference_namespace(), client_factory)))
    finally:
        worlds.installed(None)
    assert [s for s in specs if isinstance(s, dict) and "hidden" in s] == [
        {"hidden": ex04.EXERCISE, "run": name} for name in HIDDEN_RUNS
    ]
    with grader():
        bound = bind(ex04, evidence, host.transcripts(), host.recorded_worlds())
        found = {r.name: (r.points, r.key) for r in ex04.evaluate(bound)}
    assert found["ex04_works_on_unseen_account"] == (2, "ex04.passed")
    assert all(key in ("ex04.passed",) for _, key in found.values()), found
    first = bound["runs"]["batch_hidden"]["exchanges"][0]["request"]["messages"][0]["content"]
    assert "B207" in first  # the grader's question, handed out only while the run is played


def test_an_unknown_hidden_reference_opens_an_empty_conversation():
    host = SimulatorHost()
    host.open({"hidden": "ex99_nothing", "run": "x"})
    host.open({"hidden": ex04.EXERCISE, "run": "batch"})  # a visible run is not hidden data
    assert [t["scenario"] for t in host.transcripts()] == [
        {"invalid": "{'hidden': 'ex99_nothing', 'run': 'x'}"},
        {"invalid": "{'hidden': 'ex04_same_batch', 'run': 'batch'}"},
    ]
