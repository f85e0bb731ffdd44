"""A-R19 tool names, A-R20 input_schema, A-R21 description/strict/extra fields."""

from __future__ import annotations

import copy

import pytest

from autograder.contract import validate_messages

from .factories import ORDER_TOOL, summary, user

HI = [user("hi")]


def tool(**changes):
    defined = copy.deepcopy(ORDER_TOOL)
    for key, value in changes.items():
        if value is ...:
            defined.pop(key, None)
        else:
            defined[key] = value
    return defined


def found(*tools, profile="current"):
    return summary(validate_messages(HI, list(tools), profile=profile))


def test_a_good_tool_and_a_server_tool_are_accepted():
    assert found(tool(), {"type": "web_search_20250305", "name": "web_search", "max_uses": 3}) == []
    assert found(tool(description=...)) == []  # description is optional
    assert found(tool(type="custom")) == []


@pytest.mark.parametrize("name", ["get_weather", "a", "GET-order_2", "x" * 128])
def test_accepted_names(name):
    assert found(tool(name=name)) == []


@pytest.mark.parametrize("name", ["get weather", "get.weather", "날씨", "get_weather()"])
def test_name_pattern_text_is_verbatim(name):
    expected = "tools.0.custom.name: String should match pattern '^[a-zA-Z0-9_-]{1,128}$'"
    assert found(tool(name=name)) == [("A-R19", "tools.0.custom.name", expected)]


def test_name_length_texts():
    assert found(tool(name="x" * 129)) == [
        (
            "A-R19",
            "tools.0.custom.name",
            "tools.0.custom.name: String should have at most 128 characters",
        )
    ]
    assert found(tool(name="")) == [
        (
            "A-R19",
            "tools.0.custom.name",
            "tools.0.custom.name: String should have at least 1 character",
        )
    ]


def test_name_missing_or_not_a_string():
    assert found(tool(name=...)) == [
        ("A-R19", "tools.0.custom.name", "tools.0.custom.name: Field required")
    ]
    assert found(tool(name=5)) == [
        ("A-R19", "tools.0.custom.name", "tools.0.custom.name: Input should be a valid string")
    ]


def test_duplicate_names_text_is_verbatim():
    assert found(tool(), tool()) == [("A-R19", "tools.1", "tools: Tool names must be unique.")]


def test_openai_style_parameters_instead_of_input_schema():
    openai_style = {"name": "get_order_status", "parameters": ORDER_TOOL["input_schema"]}
    assert found(openai_style) == [
        ("A-R20", "tools.0.custom.input_schema", "tools.0.custom.input_schema: Field required"),
        (
            "A-R9",
            "tools.0.custom.parameters",
            "tools.0.custom.parameters: Extra inputs are not permitted",
        ),
    ]


def test_openai_function_wrapper_is_an_unknown_tag():
    wrapped = {"type": "function", "function": ORDER_TOOL}
    (rule, path, text), *_ = found(wrapped)
    assert (rule, path) == ("A-R19", "tools.0")
    assert text.startswith(
        "tools.0: Input tag 'function' found using 'type' does not match any of the expected tags: 'custom', 'bash_20250124'"
    )


def test_input_schema_shape_errors():
    assert found(tool(input_schema="object")) == [
        (
            "A-R20",
            "tools.0.custom.input_schema",
            "tools.0.custom.input_schema: Input should be a valid dictionary",
        )
    ]
    assert found(tool(input_schema={"properties": {}})) == [
        (
            "A-R20",
            "tools.0.custom.input_schema.type",
            "tools.0.custom.input_schema.type: Field required",
        )
    ]
    assert found(tool(input_schema={"type": "string"})) == [
        (
            "A-R20",
            "tools.0.custom.input_schema.type",
            "tools.0.custom.input_schema.type: Input should be 'object'",
        )
    ]


def test_a_root_union_without_type_reports_the_missing_type_like_the_fixture():
    schema = {"anyOf": [{"type": "object"}, {"type": "string"}]}
    assert found(tool(input_schema=schema)) == [
        (
            "A-R20",
            "tools.0.custom.input_schema.type",
            "tools.0.custom.input_schema.type: Field required",
        )
    ]


@pytest.mark.parametrize("word", ["oneOf", "allOf", "anyOf"])
def test_top_level_combinators_text_is_verbatim(word):
    schema = {"type": "object", word: [{"required": ["a"]}, {"required": ["b"]}]}
    expected = "tools.1.custom.input_schema: input_schema does not support oneOf, allOf, or anyOf at the top level"
    assert found(tool(name="first"), tool(input_schema=schema)) == [
        ("A-R20", "tools.1.custom.input_schema", expected)
    ]


def test_nested_combinators_are_fine():
    schema = {
        "type": "object",
        "properties": {"id": {"anyOf": [{"type": "string"}, {"type": "integer"}]}},
    }
    assert found(tool(input_schema=schema)) == []


@pytest.mark.parametrize(
    "schema",
    [
        {"type": "object", "properties": {"order_id": {"type": "strnig"}}},
        {"type": "object", "required": "order_id"},
        {"type": "object", "properties": {"n": {"minimum": "zero"}}},
    ],
)
def test_invalid_json_schema(schema):
    (rule, path, text), *rest = found(tool(input_schema=schema))
    assert (rule, path, rest) == ("A-R20", "tools.0.custom.input_schema", [])
    assert text.startswith(
        "tools.0.custom.input_schema: JSON schema is invalid. It must match JSON Schema draft 2020-12 "
        "(https://json-schema.org/draft/2020-12). Learn more about tool use at https://platform.claude.com/d"
    )


def test_strict_requires_additional_properties_false_everywhere():
    nested = {
        "type": "object",
        "properties": {"address": {"type": "object", "properties": {"city": {"type": "string"}}}},
        "additionalProperties": False,
    }
    expected = (
        "tools.0.custom: For 'object' type, 'additionalProperties' must be explicitly set to false"
    )
    assert found(tool(strict=True)) == [("A-R21", "tools.0.custom", expected)]
    assert found(tool(strict=True, input_schema=nested)) == [("A-R21", "tools.0.custom", expected)]
    nested["properties"]["address"]["additionalProperties"] = False
    assert found(tool(strict=True, input_schema=nested)) == []
    assert found(tool(strict=False)) == []


def test_strict_and_description_types():
    assert found(tool(strict="yes")) == [
        ("A-R21", "tools.0.custom.strict", "tools.0.custom.strict: Input should be a valid boolean")
    ]
    assert found(tool(description=["a"])) == [
        (
            "A-R21",
            "tools.0.custom.description",
            "tools.0.custom.description: Input should be a valid string",
        )
    ]


def test_tools_must_be_a_list_of_objects():
    assert found() == []
    assert summary(validate_messages(HI, ORDER_TOOL)) == [
        ("A-R19", "tools", "tools: Input should be a valid list")
    ]
    assert found("get_order_status") == [("A-R19", "tools.0", "tools.0: Input should be an object")]


def test_legacy_name_limit_is_64():
    expected = "tools.0.custom.name: String should have at most 64 characters"
    assert found(tool(name="x" * 65), profile="legacy") == [
        ("A-R19", "tools.0.custom.name", expected)
    ]
    assert found(tool(name="x" * 64), profile="legacy") == []


def test_plain_tools_are_checked_once_and_other_values_every_time(monkeypatch):
    """The memo of `check_tools` serves only plain JSON data: a ``str`` subclass prints
    the same JSON text as a ``str`` yet is not a string to the API's schema."""
    from autograder.contract import tools as module
    from autograder.contract import validate_request

    checked = []
    real = module.check_input_schema
    monkeypatch.setattr(module, "check_input_schema", lambda *a: checked.append(1) or real(*a))
    monkeypatch.setattr(module, "_JUDGED", {})
    body = {"model": "m", "max_tokens": 8, "messages": HI, "tools": [tool(name="get_order_9")]}
    for _ in range(3):
        assert validate_request(body, plain=True) == []
    assert len(checked) == 1

    class Name(str):
        pass

    odd = {**body, "tools": [tool(name=Name("get_order_9"))]}
    for _ in range(2):
        assert [v.key for v in validate_request(odd)] == ["contract.not_a_string"]
    assert len(checked) == 3  # judged each time, and the plain verdict was not reused
