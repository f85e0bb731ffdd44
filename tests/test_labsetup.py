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


def test_learners_lose_the_instructor_panels_but_keep_validate(tmp_path):
    from autograder.labsetup import INSTRUCTOR_ONLY, write_page_config

    target = write_page_config(tmp_path)
    disabled = json.loads(target.read_text(encoding="utf-8"))["disabledExtensions"]
    assert set(disabled) == set(INSTRUCTOR_ONLY) and all(disabled.values())
    assert "@jupyter/nbgrader:validate-assignment" not in disabled
    write_page_config(tmp_path, instructor=True)
    assert json.loads(target.read_text(encoding="utf-8"))["disabledExtensions"] == {}


def test_instructor_only_ids_are_plugins_nbgrader_ships():
    from autograder.labsetup import INSTRUCTOR_ONLY

    static = Path(sys.prefix) / "share" / "jupyter" / "labextensions" / "@jupyter" / "nbgrader"
    if not static.exists():
        pytest.skip("nbgrader's lab extension is not installed in this environment")
    code = "".join(p.read_text(errors="replace") for p in (static / "static").glob("*.js"))
    for plugin in (*INSTRUCTOR_ONLY, "@jupyter/nbgrader:validate-assignment"):
        assert f'"{plugin}"' in code, plugin
