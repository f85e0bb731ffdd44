"""SDK objects -> plain JSON-like data, once, at the boundary.

Learners append ``response.content`` (a list of pydantic models such as ``ToolUseBlock``)
to ``messages`` as-is; the SDK sends such models as ``model_dump(exclude_unset=True,
by_alias=True)``, so `to_plain` keeps exactly the fields that were set. It never raises:
a reference cycle becomes the string ``CYCLE`` and nesting deeper than ``MAX_DEPTH``
becomes ``TOO_DEEP``; the validator then reports a type error at that place.
"""

from __future__ import annotations

from collections.abc import Mapping

import pydantic

__all__ = ["CYCLE", "MAX_DEPTH", "TOO_DEEP", "as_dict", "to_plain"]

CYCLE = "<reference cycle>"
TOO_DEEP = "<nested too deeply>"
MAX_DEPTH = 200

_SCALARS = (str, int, float, bool, type(None))


def to_plain(obj: object) -> object:
    """A copy of `obj` made of dicts, lists and scalars (SDK models dumped as the SDK sends them)."""
    try:
        return _plain(obj, set(), 0)
    except Exception:  # a hostile __iter__/__getattr__ must not escape
        return repr(type(obj))


def as_dict(obj: object) -> dict | None:
    """`obj` itself when it is a dict, its plain form when it is an SDK model, else None.

    The hot path calls this for every message and block, so a dict costs one type check.
    """
    if type(obj) is dict:
        return obj
    if isinstance(obj, pydantic.BaseModel | Mapping):
        plain = to_plain(obj)
        return plain if isinstance(plain, dict) else None
    return None


def _plain(obj: object, active: set[int], depth: int) -> object:
    if isinstance(obj, _SCALARS):
        return obj
    if depth >= MAX_DEPTH:
        return TOO_DEEP
    ident = id(obj)
    if ident in active:
        return CYCLE
    active.add(ident)
    try:
        return _container(obj, active, depth + 1)
    finally:
        active.discard(ident)


def _container(obj: object, active: set[int], depth: int) -> object:
    if isinstance(obj, pydantic.BaseModel):
        return {k: _plain(v, active, depth) for k, v in _model_items(obj)}
    if isinstance(obj, Mapping):
        return {k: _plain(v, active, depth) for k, v in obj.items()}
    if isinstance(obj, list | tuple | set | frozenset):
        return [_plain(v, active, depth) for v in obj]
    return obj  # an unknown object stays itself; validation reports its type


def _model_items(model: pydantic.BaseModel):
    """(key, value) pairs the SDK would send: set fields by alias, then extras."""
    fields = type(model).model_fields
    excluded = getattr(model, "__api_exclude__", None) or ()
    for name in fields:
        if name in model.model_fields_set and name not in excluded:
            yield (fields[name].alias or name), getattr(model, name)
    yield from (model.__pydantic_extra__ or {}).items()
