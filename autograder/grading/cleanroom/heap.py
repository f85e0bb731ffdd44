"""Keep what a long-lived process has loaded out of garbage collection (``gc.freeze``).

Both sides of the clean room load a large heap once (the SDK, nbgrader, the checks) and
then allocate a great deal per learner. A full collection walks every object it tracks,
loaded or not. In the fork server's children it wrote to each inherited object, so it
copied the whole inherited heap, page by page (ex08's learners: a median 225 ms of CPU
each, 95 ms once frozen). In the grader it was a sixth of ex10's grading CPU (8.9 s of
55 s in full collections, plain ``nbgrader autograde`` of the 102 cases).

Frozen objects are still freed by reference counting when nothing refers to them; only
a reference cycle among them that becomes garbage later is never reclaimed. What is
frozen is what the process keeps anyway: modules, their tables, warm caches.
"""

from __future__ import annotations

import gc

__all__ = ["freeze_loaded"]


def freeze_loaded() -> None:
    """Collect what is garbage now, then leave every object still alive out of later
    collections (the learner's objects, made after, are collected as before)."""
    gc.collect()
    gc.freeze()
