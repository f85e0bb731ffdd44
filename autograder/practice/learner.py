"""Calling the learner's code from a practice check, and describing what went wrong.

`call_learner` runs one learner call and records its value or its error as plain data.
An error is described the way a learner can use it: the exception class, its message
(shortened at a word, never mid-word), the learner's own line that raised it (the
innermost frame of code the learner wrote, never a grader frame or a file path), the
missing name of a ``NameError``, and for an SDK error (``anthropic`` or ``openai``) the
HTTP status, the API's own message and, for a request the course's contract engine can
read, its Korean explanation of the first problem.
"""

from __future__ import annotations

import json
import linecache
import sys
import sysconfig
from collections.abc import Callable
from functools import cache
from pathlib import Path
from types import TracebackType
from typing import Any

from autograder.checks.plain import to_json_data

__all__ = ["Missing", "Skipped", "call_learner", "describe_error", "is_learner_file", "shorten"]

#: How much of an exception's message a learner reads (cut at a word, with a notice).
MESSAGE_LIMIT = 300
#: Exceptions Python raises for a bug in the code (not ones a learner raises to refuse).
BUGS = (
    NameError,
    TypeError,
    AttributeError,
    LookupError,
    ArithmeticError,
    RecursionError,
    ImportError,
    SyntaxError,
    AssertionError,
)


class Skipped(Exception):
    """The learner left the stub as it is: the practice is not attempted yet."""


class Missing(Exception):
    """The name the practice checks is not defined in the kernel (the cell was not run)."""


def call_learner(func: Callable[..., Any], *args: Any, **kwargs: Any) -> dict[str, Any]:
    """Call the learner's code; the outcome (value or error) as plain data.

    ``NotImplementedError`` means the stub is untouched: the practice is skipped. The time
    limit (``practice.limits.TimeLimit``, a BaseException) passes through.
    """
    try:
        value = func(*args, **kwargs)
    except NotImplementedError:
        raise Skipped(getattr(func, "__name__", "?")) from None
    except Exception as exc:  # the learner's bug is evidence
        return {"error": describe_error(exc)}
    return {"value": to_json_data(value)}


def describe_error(exc: BaseException) -> dict[str, Any]:
    """Plain data about `exc` for a learner: class, short message, own line, API details."""
    described: dict[str, Any] = {
        "type": type(exc).__name__,
        "message": shorten(str(exc)),
        "line": learner_line(exc.__traceback__),
        "bug": isinstance(exc, BUGS),
    }
    if isinstance(exc, NameError) and not isinstance(exc, UnboundLocalError):
        described["name"] = getattr(exc, "name", None)
    api = _api_error(exc)
    if api is not None:
        described["api"] = api
    return described


def shorten(text: str, limit: int = MESSAGE_LIMIT) -> str:
    """`text` on one line, at most `limit` characters, cut after a whole word."""
    flat = " ".join(str(text).split())
    if len(flat) <= limit:
        return flat
    cut = flat[:limit]
    if " " in cut:
        cut = cut[: cut.rindex(" ")]
    return f"{cut} …(생략)"


@cache
def _grader_roots() -> tuple[str, ...]:
    """Folders whose code is not the learner's: this package, the standard library and
    every installed package."""
    package = str(Path(__file__).resolve().parent.parent)
    paths = sysconfig.get_paths()
    roots = {package, paths["stdlib"], paths["purelib"], paths["platlib"], sys.prefix}
    roots.add(sys.base_prefix)
    return tuple(sorted(root.rstrip("/") for root in roots))


@cache
def is_learner_file(filename: str) -> bool:
    """Whether code compiled from `filename` is the learner's (a notebook cell, say)."""
    if filename.startswith("<"):
        # Code compiled from a string ("<string>": dataclass and namedtuple methods the
        # standard library generates; "<frozen ...>"): never a learner's cell, which
        # ipykernel compiles under a real file name. Counting it made the time limit fire
        # inside generated methods called from finalizers, where it cannot be raised.
        return False
    try:
        path = str(Path(filename).resolve())
    except (OSError, ValueError):
        return True
    return not any(path == root or path.startswith(root + "/") for root in _grader_roots())


def learner_line(tb: TracebackType | None) -> dict[str, Any] | None:
    """The innermost traceback line in the learner's own code: {"lineno", "code"}."""
    found = None
    while tb is not None:
        filename = tb.tb_frame.f_code.co_filename
        if is_learner_file(filename):
            code = linecache.getline(filename, tb.tb_lineno).strip()
            found = {"lineno": tb.tb_lineno, "code": shorten(code, 120)}
        tb = tb.tb_next
    return found


def _api_error(exc: BaseException) -> dict[str, Any] | None:
    """An SDK's HTTP error: status, the API's message, and the contract's Korean reading."""
    status = getattr(exc, "status_code", None)
    response = getattr(exc, "response", None)
    if not isinstance(status, int) or response is None:
        return None
    body = getattr(exc, "body", None)
    error = body.get("error", body) if isinstance(body, dict) else {}
    error = error if isinstance(error, dict) else {}
    return {
        "status": status,
        "message": shorten(str(error.get("message") or exc)),
        "explain": _explain(getattr(response, "request", None)),
    }


def _explain(request: Any) -> dict[str, str] | None:
    """The contract's explanation ({"ko", "en"}) of the first problem in a rejected Messages
    API request (None for other endpoints, or when the contract finds nothing)."""
    try:
        body = json.loads(request.content)
        path = request.url.path
    except (AttributeError, TypeError, ValueError):
        return None
    if not isinstance(body, dict) or not str(path).endswith("/v1/messages"):
        return None
    from autograder.contract import validate_request

    violations = validate_request(body)
    if not violations:
        return None
    return {lang: violations[0].explain(lang) for lang in ("ko", "en")}
