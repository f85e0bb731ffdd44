"""A tool-use course's engine room: the contract engine, the offline simulator, the checks.

Public surface (everything else is private to its module):

- ``MODEL`` -- the one model id every lesson and exercise uses.
- ``validate_request`` / ``validate_messages`` / ``Violation`` -- the contract engine:
  the Messages API's tool-use rules, with the API's own error texts.
- ``make_client`` / ``get_simulator`` -- an ``anthropic`` client answered offline by the
  simulator (or the live API when the learner opts in), and the simulator behind it.
- ``render`` -- the keyed ko/en message catalogue.

Names are imported lazily so that ``import autograder`` stays cheap inside a kernel.
"""

from __future__ import annotations

import importlib
import sys
from typing import TYPE_CHECKING, Any

from autograder import schemacheck
from autograder.catalogue import render
from autograder.config import MODEL

# Kernel start-up cost: `jsonschema` imports `rfc3987_syntax` (it builds a lark grammar,
# ~1.5 s per kernel, a quarter of an autograded notebook) only to check the "iri" formats,
# which no tool schema here uses; without it jsonschema simply skips those two formats.
sys.modules.setdefault("rfc3987_syntax", None)  # type: ignore[arg-type]
# Learners' ``jsonschema.validate(args, schema)`` per tool call re-checked the schema each
# time (a third of ex08/ex10 answers' CPU): remember the schemas found valid (schemacheck.py).
schemacheck.install()

if TYPE_CHECKING:
    from autograder.contract import Violation, validate_messages, validate_request
    from autograder.simulator import get_simulator, make_client

# public name -> module that defines it (imported on first access).
_LAZY = {
    "Violation": "autograder.contract",
    "get_simulator": "autograder.simulator",
    "make_client": "autograder.simulator",
    "validate_messages": "autograder.contract",
    "validate_request": "autograder.contract",
}

__all__ = [
    "MODEL",
    "Violation",
    "get_simulator",
    "make_client",
    "render",
    "validate_messages",
    "validate_request",
]


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module 'autograder' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
