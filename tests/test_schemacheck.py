"""The course's ``jsonschema.validate`` gives jsonschema's own outcome, call after call.

`autograder.schemacheck.validate` only skips ``check_schema`` for a (class, schema) value
it has already found valid. Each case below runs jsonschema's function and ours on the
same arguments, twice in a row and after the schema has been seen in other forms, and
requires the same outcome: no error, or the same error type, message and paths.
"""

from __future__ import annotations

import collections
import copy
import subprocess
import sys
from pathlib import Path

import jsonschema
import pytest

from autograder import schemacheck

ROOT = Path(__file__).resolve().parents[1]

ORIGINAL = schemacheck._original
TOOL = {
    "type": "object",
    "properties": {
        "order_id": {"type": "string", "pattern": "^ORD-\\d{4}$"},
        "amount_krw": {"type": "integer", "minimum": 1},
    },
    "required": ["order_id"],
    "additionalProperties": False,
}


def _outcome(function, instance, schema, *args, **kwargs):
    try:
        function(instance, copy.deepcopy(schema), *args, **kwargs)
    except (jsonschema.ValidationError, jsonschema.SchemaError) as error:
        return type(error).__name__, error.message, list(error.path), list(error.schema_path)
    return None


def _same(instance, schema, *args, **kwargs):
    expected = _outcome(ORIGINAL, instance, schema, *args, **kwargs)
    for _ in range(2):  # the second call may be served from what the first remembered
        assert _outcome(schemacheck.validate, instance, schema, *args, **kwargs) == expected
    return expected


def test_jsonschema_is_patched_in_this_process():
    assert ORIGINAL is not None and ORIGINAL is not schemacheck.validate
    assert jsonschema.validate is schemacheck.validate
    assert jsonschema.validators.validate is schemacheck.validate


@pytest.mark.parametrize(
    "instance",
    [
        {"order_id": "ORD-1001"},
        {"order_id": "ORD-1001", "amount_krw": 5000},
        {"order_id": "1001"},
        {"order_id": "ORD-1001", "amount_krw": 0},
        {"order_id": "ORD-1001", "amount_krw": "5000"},
        {"amount_krw": 5000},
        {"order_id": "ORD-1001", "note": "x"},
        [],
        None,
    ],
)
def test_a_tool_schema_judges_every_input_as_jsonschema_does(instance):
    _same(instance, TOOL)


INVALID_SCHEMAS = {
    "unknown type": {"type": "objet"},
    "required not a list": {"type": "object", "required": "order_id"},
    "minimum as text": {"type": "integer", "minimum": "1"},
    "properties not an object": {"type": "object", "properties": ["order_id"]},
    "bad pattern type": {"type": "string", "pattern": 3},
}


@pytest.mark.parametrize("name", sorted(INVALID_SCHEMAS))
def test_an_invalid_schema_is_refused_every_time(name):
    assert _same({"order_id": "ORD-1001"}, INVALID_SCHEMAS[name])[0] == "SchemaError"


def test_a_schema_edited_after_a_valid_call_is_checked_again():
    schema = copy.deepcopy(TOOL)
    assert _same({"order_id": "ORD-1001"}, schema) is None
    schema["properties"]["amount_krw"]["minimum"] = "one"
    assert _same({"order_id": "ORD-1001"}, schema)[0] == "SchemaError"


@pytest.mark.parametrize(
    ("valid", "lookalike"),
    [
        ({"type": "object", "required": ["a"]}, {"type": "object", "required": ("a",)}),
        ({"type": "integer", "minimum": 1}, {"type": "integer", "minimum": True}),
        ({"type": "integer", "minimum": 1.5}, {"type": "integer", "minimum": float("nan")}),
    ],
    ids=["tuple for list", "bool for int", "nan for float"],
)
def test_a_lookalike_of_a_valid_schema_is_not_taken_for_it(valid, lookalike):
    # Equal under ==, but not the same JSON value: never served from the remembered one.
    _same({"a": 2}, valid)
    _same({"a": 2}, lookalike)


def test_a_dict_subclass_and_an_explicit_class_or_format_checker_behave_the_same():
    ordered = collections.OrderedDict(TOOL)
    _same({"order_id": "ORD-1001"}, ordered)
    _same({"order_id": "x"}, TOOL, jsonschema.Draft7Validator)
    draft7 = {"$schema": "http://json-schema.org/draft-07/schema#", **TOOL}
    _same({"order_id": "ORD-1001", "amount_krw": -1}, draft7)
    dated = {"type": "string", "format": "date"}
    _same("2026-13-45", dated, format_checker=jsonschema.FormatChecker())
    _same("2026-12-04", dated, format_checker=jsonschema.FormatChecker())


def test_what_is_remembered_stays_bounded(monkeypatch):
    monkeypatch.setattr(schemacheck, "MAX_REMEMBERED", 8)
    for minimum in range(20):
        schemacheck.validate(minimum, {"type": "integer", "minimum": minimum})
    assert len(schemacheck._valid) <= 8


@pytest.mark.parametrize(
    "program",
    [
        # the course first: patched on jsonschema's import
        "import autograder, jsonschema; v = jsonschema.validate",
        # jsonschema first (ex10's setup cell): patched at once
        "import jsonschema, autograder; v = jsonschema.validate",
        "import autograder; from jsonschema import validate as v",
        "import autograder; from jsonschema.validators import validate as v",
    ],
)
def test_a_kernel_gets_the_patched_function_in_either_import_order(program):
    check = "; import sys; print(v.__module__, 'jsonschema' in sys.modules)"
    done = subprocess.run(
        [sys.executable, "-c", program + check], capture_output=True, text=True, check=True
    )
    assert done.stdout.split() == ["autograder.schemacheck", "True"]


def test_importing_the_course_does_not_import_jsonschema():
    done = subprocess.run(
        [sys.executable, "-c", "import autograder, sys; print('jsonschema' in sys.modules)"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert done.stdout.strip() == "False"


def test_nbgraders_cell_metadata_check_goes_through_it_in_the_grader():
    # nbgrader's CheckCellMetadata calls jsonschema.validate per cell with one schema: in
    # any process that loaded the course's config (which imports autograder), the schema
    # is checked once, not per cell.
    program = (
        "from traitlets.config.loader import PyFileConfigLoader\n"
        "PyFileConfigLoader('nbgrader_config.py', path=sys.argv[1]).load_config()\n"
        "from nbgrader.nbgraderformat import common\n"
        "print(common.jsonschema.validate.__module__)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", "import sys\n" + program, str(ROOT)],
        capture_output=True,
        text=True,
        check=True,
    )
    assert done.stdout.split() == ["autograder.schemacheck"]
