"""The learner settings name real JupyterLab plugins and settings, with allowed values."""

import json
import sys
from pathlib import Path

import jsonschema
import pytest

from autograder.labsetup import LAB_OVERRIDES, write_lab_overrides

SCHEMAS = Path(sys.prefix) / "share" / "jupyter" / "lab" / "schemas"


def schema_for(plugin_id: str) -> dict:
    package, plugin = plugin_id.split(":")
    path = SCHEMAS / package / f"{plugin}.json"
    assert path.exists(), f"{plugin_id!r} is not an installed JupyterLab plugin ({path})"
    return json.loads(path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("plugin_id", sorted(LAB_OVERRIDES))
def test_each_override_is_valid_for_its_plugin_schema(plugin_id):
    schema = schema_for(plugin_id)
    settings = LAB_OVERRIDES[plugin_id]
    assert set(settings) <= set(schema["properties"]), "unknown setting name"
    # Validate only the properties we set: JupyterLab merges overrides with defaults.
    partial = {"type": "object", "properties": schema["properties"]}
    jsonschema.validate(settings, {**partial, "definitions": schema.get("definitions", {})})


def test_a_misspelt_value_is_caught_by_the_schema():
    schema = schema_for("@jupyterlab/apputils-extension:notification")
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate({"fetchNews": False}, {"properties": schema["properties"]})


def test_overrides_are_written_where_jupyterlab_reads_them(tmp_path):
    target = write_lab_overrides(tmp_path)
    assert target == tmp_path / "share" / "jupyter" / "lab" / "settings" / "overrides.json"
    assert json.loads(target.read_text(encoding="utf-8")) == LAB_OVERRIDES
