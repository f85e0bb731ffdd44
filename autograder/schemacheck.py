"""``jsonschema.validate`` without re-checking a schema it has already found valid.

Learners validate a tool call's input the way jsonschema's docs show it:
``jsonschema.validate(args, tool["input_schema"])``, once per call. ``validate`` first
checks the *schema* against its metaschema (``check_schema``, ~1.2 ms for a tool schema
under draft 2020-12) and only then the input (~0.03 ms). An ex10 answer runs hundreds of
calls per trial and every trial of every task, so the schema checks were a third of the
CPU of the ex08 and ex10 answers, in the learner's kernel and in the clean room alike.

`install` (called from ``autograder/__init__.py``, which every notebook's setup cell
imports) replaces ``jsonschema.validate`` with `validate`: the same steps in the same
order, the same arguments, the same errors; it only remembers which (validator class,
schema) pairs passed ``check_schema``. What is remembered is the schema's exact value
(`_frozen`: container and scalar types included, so ``("a",)`` is not ``["a"]`` and
``True`` is not ``1``); a schema with any other kind of value is checked every time, as
is an invalid schema (its ``SchemaError`` is raised afresh), and a schema edited between
calls is a new value. ``check_schema`` depends only on those two, so no result can
differ. When jsonschema is not imported yet, it is patched as soon as it is, so
``import autograder`` stays as cheap as before. ``tests/test_schemacheck.py`` runs both
functions on the same schemas and inputs and requires the same outcome.
"""

from __future__ import annotations

import contextlib
import importlib.abc
import importlib.util
import sys
import threading
from typing import Any

__all__ = ["install", "validate"]

#: Remembered valid (class, schema) pairs; cleared past this many (learner data is unbounded).
MAX_REMEMBERED = 4096

_valid: set[tuple] = set()
_lock = threading.Lock()
_original: Any = None  #: jsonschema's own ``validate``, once patched (for tests)


def validate(instance: Any, schema: Any, cls: Any = None, *args: Any, **kwargs: Any) -> None:
    """``jsonschema.validate``, with ``check_schema`` skipped for a schema already valid."""
    from jsonschema import exceptions, validators

    if cls is None:
        cls = validators.validator_for(schema)
    key = _key(cls, schema)
    if key is None or key not in _valid:
        cls.check_schema(schema)
        if key is not None:
            _remember(key)
    validator = cls(schema, *args, **kwargs)
    error = exceptions.best_match(validator.iter_errors(instance))
    if error is not None:
        raise error


def install() -> None:
    """Patch jsonschema now if it is imported, else right after its import (idempotent)."""
    module = sys.modules.get("jsonschema")
    if module is not None:
        _patch(module)
    elif not any(isinstance(f, _PatchOnImport) for f in sys.meta_path):
        sys.meta_path.insert(0, _PatchOnImport())


def _patch(module: Any) -> None:
    global _original
    import jsonschema.validators

    if module.validate is not validate:
        _original = module.validate
        module.validate = validate
        jsonschema.validators.validate = validate


def _remember(key: tuple) -> None:
    with _lock:
        if len(_valid) >= MAX_REMEMBERED:
            _valid.clear()
        _valid.add(key)


def _key(cls: Any, schema: Any) -> tuple | None:
    try:
        return (cls, _frozen(schema, 0))
    except (_Unfrozen, RecursionError):
        return None


class _Unfrozen(Exception):
    """A value `_frozen` does not remember (not plain JSON data, or too deep)."""


def _frozen(value: Any, depth: int) -> tuple:
    """`value` as a hashable tuple that keeps every container's and scalar's exact type."""
    if depth > 64:
        raise _Unfrozen
    kind = type(value)
    if kind is dict:
        items = []
        for name, item in value.items():
            if type(name) is not str:
                raise _Unfrozen
            items.append((name, _frozen(item, depth + 1)))
        return (dict, tuple(items))
    if kind is list:
        return (list, tuple(_frozen(item, depth + 1) for item in value))
    if kind in (str, int, bool) or value is None:
        return (kind, value)
    if kind is float and value == value:  # NaN equals nothing: never remembered
        return (kind, value)
    raise _Unfrozen


class _PatchOnImport(importlib.abc.MetaPathFinder):
    """Finds nothing itself: when ``jsonschema`` is imported, patch it once it has run."""

    def find_spec(self, name: str, path: Any = None, target: Any = None) -> Any:
        if name != "jsonschema":
            return None
        with contextlib.suppress(ValueError):  # one use; the lookup below must not find us
            sys.meta_path.remove(self)
        spec = importlib.util.find_spec(name)
        if spec is None or spec.loader is None or not hasattr(spec.loader, "exec_module"):
            return spec
        run = spec.loader.exec_module

        def exec_and_patch(module: Any) -> None:
            run(module)
            _patch(module)

        spec.loader.exec_module = exec_and_patch  # this module's own loader object
        return spec
