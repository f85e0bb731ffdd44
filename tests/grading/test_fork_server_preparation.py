"""The fork server prepares once what every learner's process would otherwise load anew:
the ``anthropic`` SDK's response models always (`simulator.warmup`), and whatever a checks
module's ``prepare_fork_server()`` loads. What it prepares is inherited, frozen out of
garbage collection, and a failing preparation is reported without stopping grading
(cleanroom/zygote.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from autograder.grading.cleanroom.budgets import Budgets
from autograder.grading.cleanroom.room import CleanRoom
from autograder.grading.cleanroom.sandbox import SandboxSpec

pytestmark = pytest.mark.nbgrader  # starts real clean rooms

#: A fork server as grading starts one: preloading the checks (and with them the SDK).
GRADING = SandboxSpec(preload=("autograder.checks",))
LOADED = "import sys; print('dateparser.search' in sys.modules, 'mecab_ko' in sys.modules)"


def _printed(spec: SandboxSpec, source: str) -> str:
    with CleanRoom(spec) as room:
        run = room.run([{"index": 0, "source": source}], None, Budgets(notebook_timeout=60))
    assert run.failure is None, run.detail
    return "".join(o.get("text", "") for o in run.outputs.get(0, [])).strip()


def test_a_learner_inherits_what_the_exercise_prepared_in_the_fork_server():
    ex07 = "autograder.exercises.ex07_tool_design"  # its try-it cell runs the model in-process
    assert _printed(SandboxSpec(preload=("autograder.checks", ex07)), LOADED) == "True True"
    # without the hook nothing loads them ahead: each learner's process would pay for them
    assert _printed(GRADING, LOADED) == "False False"


def test_a_failing_preparation_is_reported_and_learners_still_run(tmp_path: Path, capfd):
    (tmp_path / "brokenprep_checks.py").write_text(
        "def prepare_fork_server():\n    raise OSError('no data here')\n"
    )
    spec = SandboxSpec(extra_paths=(str(tmp_path),), preload=("brokenprep_checks",))
    assert _printed(spec, "print(6 * 7)") == "42"
    assert "could not prepare the fork server for brokenprep_checks: no data here" in (
        capfd.readouterr().err
    )


BUILT = (
    "import anthropic.types as a, sys; o = sys.modules.get('openai.types.chat');"
    "print(a.Message.__pydantic_complete__, bool(o and o.ChatCompletion.__pydantic_complete__))"
)


def test_a_learner_inherits_the_sdks_built_response_models():
    # every fork server builds the anthropic client's; ex09 (its runs use a real openai
    # client) has its hook build the openai client's too
    assert _printed(GRADING, BUILT) == "True False"
    ex09 = "autograder.exercises.ex09_openai_compat"
    assert _printed(SandboxSpec(preload=("autograder.checks", ex09)), BUILT) == "True True"


def test_a_probe_fork_server_loads_nothing_ahead_and_its_learners_still_import():
    # make grade's preflight asks for no module: its fork server only proves the sandbox
    # starts and runs a cell, so the SDK (~1.3 s of CPU to import) is not loaded ahead there
    probe = "import sys; print('anthropic' in sys.modules)"
    assert _printed(SandboxSpec(), probe) == "False"
    assert _printed(GRADING, probe) == "True"
    assert _printed(SandboxSpec(), "import anthropic; print(anthropic.Anthropic.__name__)") == (
        "Anthropic"
    )


FROZEN = (
    "import gc, sys; before = gc.get_freeze_count(); gc.collect();"
    "print(before > 10_000, 'anthropic' in sys.modules, gc.get_freeze_count() == before)"
)


def test_a_learner_inherits_the_loaded_heap_out_of_garbage_collection():
    # what the fork server loaded (the SDK, the checks) is frozen before the first fork,
    # so a full collection in a learner's process walks none of it (and copies no page
    # of it); the learner's own objects are still collected
    assert _printed(GRADING, FROZEN) == "True True True"
    garbage = "import gc; a = []; a.append(a); del a; print(gc.collect() > 0)"
    assert _printed(GRADING, garbage) == "True"


def test_the_grader_leaves_what_it_loaded_out_of_collection_before_each_learner():
    # the grader's own process too: ex10's session data would otherwise make every full
    # collection walk nbgrader, the SDK and the checks again (cleanroom/heap.py)
    import gc

    gc.unfreeze()
    assert gc.get_freeze_count() == 0
    assert _printed(SandboxSpec(), "print(1)") == "1"
    assert gc.get_freeze_count() > 10_000
