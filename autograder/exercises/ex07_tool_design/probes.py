"""Inputs a tool's ``input_schema`` must accept and reject, judged by a JSON Schema validator.

The schema judged is the one the grader's simulator received (the request as recorded),
validated with `autograder.saferegex` (the learner's ``pattern`` runs on RE2, in linear
time) and a format checker for ``date`` (``format: "date"`` is a constraint here, as in
strict tool use). Each input that should be rejected names the mistake that lets it
through, so the learner reads *which* constraint is missing, not just "wrong".

`VISIBLE` is here, shown to the learner's own checks. The hidden set is grader-only data
(``hidden/probes.json``, read by `hidden_probes` through `autograder.checks.hidden`): it is
absent from a learner's installation and unreadable in the grading sandbox, so no schema
can be built from its answers.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

__all__ = ["VISIBLE", "Probe", "first_wrong_verdict", "hidden_probes", "wrong_verdicts"]


@dataclass(frozen=True)
class Probe:
    """One input; `key` is the diagnosis when the schema gives the wrong verdict."""

    input: Mapping[str, Any]
    accept: bool
    key: str


def _ok(**values: Any) -> Probe:
    return Probe(values, True, "ex07.rejects_valid")


def _no(key: str, **values: Any) -> Probe:
    return Probe(values, False, key)


_ID = "E-20417"

#: NB: accepted inputs first (a schema that rejects everything must not look strict).
VISIBLE = (
    _ok(requester_id=_ID),
    _ok(requester_id=_ID, status="open", limit=3),
    _ok(requester_id="E-31008", status="in_progress", created_after="2026-07-01", limit=20),
    _ok(requester_id=_ID, status="resolved", limit=1),
    _no("ex07.required_missing", status="open"),
    _no("ex07.id_format_open", requester_id="20417"),
    _no("ex07.status_not_enum", requester_id=_ID, status="closed"),
    _no("ex07.limit_unbounded", requester_id=_ID, limit=0),
    _no("ex07.limit_unbounded", requester_id=_ID, limit=21),
    _no("ex07.limit_not_integer", requester_id=_ID, limit=2.5),
    _no("ex07.date_format_open", requester_id=_ID, created_after="7월 1일"),
    _no("ex07.extra_allowed", requester_id=_ID, sort="newest"),
)


def hidden_probes() -> tuple[Probe, ...]:
    """The hidden set (grader side only; `HiddenDataUnavailable` where it is absent)."""
    from autograder.checks.hidden import load_json

    data = load_json("ex07_tool_design", "probes.json")
    return tuple(Probe(p["input"], p["accept"], p["key"]) for p in data["probes"])


def _validator(schema: Any):
    import jsonschema

    from autograder import saferegex

    saferegex.BoundedValidator.check_schema(schema)
    return saferegex.BoundedValidator(schema, format_checker=jsonschema.FormatChecker(["date"]))


def first_wrong_verdict(schema: Any, probes: tuple[Probe, ...]) -> tuple[str, dict] | None:
    """(diagnosis key, params) for the first probe the schema judges wrongly, else None."""
    wrong = wrong_verdicts(schema, probes, first=True)
    return wrong[0] if wrong else None


def wrong_verdicts(
    schema: Any, probes: tuple[Probe, ...], first: bool = False
) -> list[tuple[str, dict]]:
    """(diagnosis key, params) for every probe the schema judges wrongly (an unusable schema
    is one ``schema_invalid``); only the first with `first`."""
    import jsonschema

    try:
        validator = _validator(schema)
    except jsonschema.SchemaError as exc:
        return [("ex07.schema_invalid", {"error": str(exc.message)[:300]})]
    found = []
    for probe in probes:
        try:
            errors = list(validator.iter_errors(dict(probe.input)))
        except Exception as exc:  # an unresolvable $ref and the like: the schema is unusable
            return [("ex07.schema_invalid", {"error": f"{type(exc).__name__}: {exc}"[:300]})]
        if bool(errors) == probe.accept:
            shown = json.dumps(probe.input, ensure_ascii=False)
            error = errors[0].message[:300] if errors else ""
            found.append((probe.key, {"input": shown, "error": error}))
            if first:
                break
    return found
