"""`simulator.warmup.warm_up` builds each SDK's response models in the calling process (what
the clean room's fork server hands down to every learner's process)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tests.conftest import ROOT

#: sdk -> the response model a reply is parsed into.
MODELS = {"anthropic": "anthropic.types.Message", "openai": "openai.types.chat.ChatCompletion"}

PROBE = """
import importlib, sys
module, _, name = sys.argv[2].rpartition(".")
model = getattr(importlib.import_module(module), name)
before = model.__pydantic_complete__
from autograder.simulator.warmup import warm_up
warm_up(sys.argv[1])
print(before, model.__pydantic_complete__)
"""


@pytest.mark.parametrize("sdk", sorted(MODELS))
def test_a_warm_up_builds_the_models_a_first_reply_would_build(sdk):
    # a fresh process: pydantic's state is per process, and other tests build the models
    done = subprocess.run(
        [sys.executable, "-W", "ignore", "-c", PROBE, sdk, MODELS[sdk]],
        cwd=ROOT, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split() == ["False", "True"]
