"""Whether a learner's function is still the release's stub, or was filled in.

A released answer cell holds ``raise NotImplementedError()`` where the learner writes.
"Not started" is only true of a function whose body is still exactly that; a filled-in
function that left one branch raising ``NotImplementedError`` is unfinished, and says so.
"""

from __future__ import annotations

from typing import Any

__all__ = ["is_stub"]


def is_stub(function: Any) -> bool:
    """Whether `function`'s code uses no global or attribute name but NotImplementedError
    (the release's ``raise NotImplementedError()``; any filled-in body reads more names:
    ``response.content``, ``bank.balance``, ``execute_tool``). Read from the code object,
    never by calling anything of the learner's."""
    code = getattr(function, "__code__", None)
    names = getattr(code, "co_names", None)
    return isinstance(names, tuple) and names == ("NotImplementedError",)
