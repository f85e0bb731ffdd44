"""Swap names in a learner's namespace for one run of their code, then put them back."""

from __future__ import annotations

from collections.abc import Iterator, MutableMapping
from contextlib import contextmanager
from typing import Any

__all__ = ["patched"]


@contextmanager
def patched(namespace: MutableMapping[str, Any], **values: Any) -> Iterator[None]:
    """Set `values` in `namespace` (e.g. the grader's `client`) and restore what was there,
    removing names that were absent, even when the learner's code raises."""
    missing = object()
    saved = {name: namespace.get(name, missing) for name in values}
    namespace.update(values)
    try:
        yield
    finally:
        for name, value in saved.items():
            if value is missing:
                namespace.pop(name, None)
            else:
                namespace[name] = value
