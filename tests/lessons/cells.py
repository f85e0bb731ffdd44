"""Run learner sources the way a Jupyter kernel runs cells (for the practice tests).

ipykernel compiles each cell under a file name of its own and puts the source in
``linecache``, so a traceback can quote the learner's line; `run_cells` does the same, so
the practice checks see learner code exactly as they do in a lesson.
"""

from __future__ import annotations

import hashlib
import linecache

from autograder.practice import results
from tests.lessons.practice_answers.answers import CONTEXT


def run_cells(*sources: str, context: bool = True) -> dict:
    """A namespace after running the lesson context (optional) and each source as a cell."""
    namespace: dict = {}
    for source in ([CONTEXT] if context else []) + list(sources):
        digest = hashlib.sha256(source.encode()).hexdigest()[:12]
        filename = f"/tmp/ipykernel_test/{digest}.py"  # what ipykernel's cells are called
        linecache.cache[filename] = (len(source), None, source.splitlines(True), filename)
        exec(compile(source, filename, "exec"), namespace)
    return namespace


def judged(practice_id: str, *sources: str, context: bool = True):
    """The practice's results for the learner's cells."""
    return results(practice_id, run_cells(*sources, context=context))
