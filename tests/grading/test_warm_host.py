"""The grader-side simulator host is warmed before any learner, and `make grade` warms it
once (its preflight), before its workers fork, so they share it instead of each loading it.

Each check runs in a fresh interpreter: what it asserts is what a new grading process
has loaded, which the test process (it imported everything long ago) cannot show.
"""

from __future__ import annotations

import json
import subprocess
import sys

from tests.conftest import ROOT
from tests.grading import course

#: What the host's first request loads: the API's request checks and the SDK's types
#: (~1.2 s of CPU), and whether the loaded heap is frozen out of garbage collection.
_LOADED = (
    "import gc, json, sys; print(json.dumps({"
    "'contract': 'autograder.contract' in sys.modules, 'sdk': 'anthropic' in sys.modules,"
    "'frozen': gc.get_freeze_count() > 0}))"
)


def _fresh(code: str) -> dict:
    done = subprocess.run(
        [sys.executable, "-c", f"{code}\n{_LOADED}"],
        cwd=ROOT, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_a_warm_host_has_loaded_the_api_checks_a_first_request_needs():
    cold = _fresh("from autograder.grading.cleanroom.simhost import SimulatorHost")
    warm = _fresh(
        "from autograder.grading.cleanroom.simhost import SimulatorHost\nSimulatorHost.warm()"
    )
    assert cold["contract"] is False and cold["sdk"] is False  # loading is the warm-up's doing
    assert warm["contract"] is True and warm["sdk"] is True


#: `make grade`'s pool is replaced by one that records what the process holds when the
#: workers would fork from it, and grades nobody. argv: fixtures, root, assignment, jobs,
#: settings (JSON).
_AT_FORK = """
import gc, json, sys
from pathlib import Path
from autograder.grading.batch import parallel

def pool_round(tasks, workers, *rest):
    held = {"workers": workers, "contract": "autograder.contract" in sys.modules,
            "frozen": gc.get_freeze_count() > 0}
    print(json.dumps(held))
    return []

parallel._pool_round = pool_round
fixtures, root, assignment, jobs, settings = sys.argv[1:]
sys.path.insert(0, fixtures)
parallel.grade_assignment(Path(root), assignment, jobs=int(jobs), settings=json.loads(settings),
                          progress=False)
"""


def _at_fork(root, jobs: int) -> dict:
    argv = [str(course.FIXTURES), str(root), course.ASSIGNMENT, str(jobs)]
    done = subprocess.run(
        [sys.executable, "-c", _AT_FORK, *argv, json.dumps(course.SETTINGS)],
        cwd=ROOT, capture_output=True, text=True, timeout=180,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout.strip().splitlines()[0])


def test_make_grade_warms_the_host_before_its_workers_fork(tiny_course):
    for student in ("ana", "ben"):
        course.submit(tiny_course, student, course.HONEST)
    assert _at_fork(tiny_course, jobs=2) == {"workers": 2, "contract": True, "frozen": True}
