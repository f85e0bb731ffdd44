"""Whether a learner's function is still the release's stub, or was filled in.

A released answer cell holds ``raise NotImplementedError()`` where the learner writes.
"Not started" is only true of a function whose body still does nothing but that; a filled-in
function that left one branch raising ``NotImplementedError`` is unfinished, and says so.
"""

from __future__ import annotations

import dis
from types import CodeType
from typing import Any

__all__ = ["is_stub", "stub_that_raised", "why_undefined"]

#: Instructions that do nothing a body says: the frame's set-up, a ``pass`` (NOP), the cache
#: slots and call preludes some CPython versions emit. A docstring or a comment emits none.
_SET_UP = frozenset(
    {"RESUME", "NOP", "CACHE", "EXTENDED_ARG", "PUSH_NULL", "PRECALL", "KW_NAMES",
     "COPY_FREE_VARS", "MAKE_CELL"}
)  # fmt: skip
#: What may stand between loading the exception and raising it: its message (constants) and
#: the call that makes the instance (``NotImplementedError("...")``).
_MESSAGE = frozenset({"LOAD_CONST", "LOAD_SMALL_INT"})
_CALLS = frozenset({"CALL", "CALL_FUNCTION", "CALL_KW", "CALL_FUNCTION_KW"})


def _is_stub_code(code: object) -> bool:
    """The body, as compiled, is only ``raise NotImplementedError`` (called or not, with a
    constant message or none): every path of the function raises it and nothing else runs.

    Read from the instructions, not from the names the code uses: a filled-in body that
    kept the release's ``raise`` below its ``return`` still lists NotImplementedError among
    its names (the compiler drops the unreachable raise, not the name), and a body of locals
    and literals uses no other name."""
    if not isinstance(code, CodeType):
        return False
    ops = [i for i in dis.get_instructions(code) if i.opname not in _SET_UP]
    if len(ops) < 2 or ops[-1].opname != "RAISE_VARARGS" or ops[-1].arg != 1:
        return False
    first, between = ops[0], ops[1:-1]
    if first.opname not in ("LOAD_GLOBAL", "LOAD_NAME") or first.argval != "NotImplementedError":
        return False
    if between and between[-1].opname in _CALLS:
        between = between[:-1]
    return all(i.opname in _MESSAGE for i in between)


def is_stub(function: Any) -> bool:
    """Whether `function`'s body only raises NotImplementedError (the release's
    ``raise NotImplementedError()``, with or without a message, after a docstring, ``pass``
    or a comment). Read from the code object, never by calling anything of the learner's."""
    return _is_stub_code(getattr(function, "__code__", None))


def stub_that_raised(exc: BaseException) -> str | None:
    """The name of the release stub whose body raised `exc`, else None.

    A filled-in function may call a helper the learner never filled (ex09's
    ``answer_with_openai`` calling ``to_openai_tool``): the stub is the frame that raised,
    which need not be the function the grader called. A filled-in function raising
    ``NotImplementedError`` in one of its own branches is not a stub (None).
    """
    if not isinstance(exc, NotImplementedError):
        return None
    tb = exc.__traceback__
    code: CodeType | None = None
    while tb is not None:
        code, tb = tb.tb_frame.f_code, tb.tb_next
    return code.co_name if code is not None and _is_stub_code(code) else None


def why_undefined(namespace: Any, name: str) -> dict[str, Any]:
    """Why `name` is not a function of `namespace` although the release defines it.

    The release's answer cell defines `name` (as a stub), so an absent name means the
    cell did not run to the end: a SyntaxError, or an error while defining it (a default
    or decorator naming something undefined). Where the kernel keeps the cells' sources
    (IPython's ``_ih``), the last one defining `name` is compiled -- never run -- to say
    where its SyntaxError is: ``{"line", "error"}``; elsewhere ``{}`` (nothing to cite)."""
    sources = namespace.get("_ih") if hasattr(namespace, "get") else None
    if not isinstance(sources, list):
        return {}
    defining = [s for s in sources if isinstance(s, str) and f"def {name}" in s]
    if not defining:
        return {}
    try:
        compile(defining[-1], "<cell>", "exec", dont_inherit=True)
    except SyntaxError as exc:
        return {"line": exc.lineno or 0, "error": str(exc.msg)[:200]}
    except (ValueError, OverflowError):  # a null byte, a literal too large
        return {}
    return {}
