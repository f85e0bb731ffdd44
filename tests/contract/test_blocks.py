"""A-R9 block tags and extra fields, A-R10 tool_use, A-R13 tool_result, A-R25 server ids."""

from __future__ import annotations

import pytest

from .factories import ORDER_ID, assistant, check, result, text, use, user

PATTERN = "String should match pattern '^[a-zA-Z0-9_-]+$'"
TAGS = (
    "'text', 'image', 'document', 'search_result', 'thinking', 'redacted_thinking', 'tool_use', "
    "'tool_result', 'server_tool_use', 'web_search_tool_result', 'web_fetch_tool_result', "
    "'code_execution_tool_result', 'bash_code_execution_tool_result', "
    "'text_editor_code_execution_tool_result', 'tool_search_tool_result', 'container_upload'"
)


def _after_use(block):
    """A conversation whose assistant turn holds `block` and whose last turn answers it."""
    return [user("hi"), assistant([text("보겠습니다."), block]), user([result()])]


@pytest.mark.parametrize(
    "tool_id", ["call_1", "toolu_01A09q90qw90lq917835lq9", "bash-uOQIdN0O", "toolu_bdrk_01", "A"]
)
def test_accepted_tool_use_ids(tool_id):
    assert check([user("hi"), assistant([use(tool_id)]), user([result(tool_id)])]) == []


@pytest.mark.parametrize("tool_id", ["", "toolu 01", "toolu.01", "주문", "toolu_01\n", "a/b"])
def test_rejected_tool_use_ids(tool_id):
    found = check(_after_use(use(tool_id)))
    assert found == [
        (
            "A-R10",
            "messages.1.content.1.tool_use.id",
            f"messages.1.content.1.tool_use.id: {PATTERN}",
        )
    ]


def test_tool_use_field_errors():
    block = {"type": "tool_use"}
    assert check(_after_use(block)) == [
        (
            "A-R10",
            "messages.1.content.1.tool_use.id",
            "messages.1.content.1.tool_use.id: Field required",
        ),
        (
            "A-R10",
            "messages.1.content.1.tool_use.name",
            "messages.1.content.1.tool_use.name: Field required",
        ),
        (
            "A-R10",
            "messages.1.content.1.tool_use.input",
            "messages.1.content.1.tool_use.input: Field required",
        ),
    ]


def test_tool_use_empty_name_text_is_verbatim():
    found = check(_after_use(use(name="")))
    at = "messages.1.content.1.tool_use.name"
    assert found == [("A-R10", at, f"{at}: String should have at least 1 character")]


@pytest.mark.parametrize("value", ['{"order_id": "ORD-2026-8842"}', ["ORD"], None, 5])
def test_tool_use_input_must_be_an_object(value):
    block = {**use(), "input": value}
    at = "messages.1.content.1.tool_use.input"
    assert check(_after_use(block)) == [("A-R10", at, f"{at}: Input should be a valid dictionary")]


def test_tool_use_id_of_the_wrong_type():
    at = "messages.1.content.1.tool_use.id"
    assert check(_after_use({**use(), "id": 7})) == [
        ("A-R10", at, f"{at}: Input should be a valid string")
    ]


def test_tool_use_response_fields_are_accepted_and_unknown_ones_are_not():
    assert check(_after_use({**use(), "caller": {"type": "direct"}})) == []
    at = "messages.1.content.1.tool_use.arguments"
    assert check(_after_use({**use(), "arguments": "{}"})) == [
        ("A-R9", at, f"{at}: Extra inputs are not permitted")
    ]


def test_tool_result_missing_id_text_is_verbatim():
    found = check([user("hi"), assistant([use()]), user([{"type": "tool_result", "content": "x"}])])
    at = "messages.2.content.0.tool_result.tool_use_id"
    assert found == [("A-R13", at, f"{at}: Field required")]


def test_tool_result_id_pattern_text_is_verbatim():
    found = check([user([text("hi"), result("bad id")])])
    at = "messages.0.content.1.tool_result.tool_use_id"
    assert found == [("A-R13", at, f"{at}: {PATTERN}")]


@pytest.mark.parametrize(
    "extra",
    [
        {},
        {"content": ""},
        {"content": [{"type": "text", "text": "26°C"}]},
        {
            "content": [
                {
                    "type": "image",
                    "source": {"type": "base64", "media_type": "image/png", "data": "AA=="},
                }
            ]
        },
        {"is_error": True, "content": "order not found"},
        {"cache_control": {"type": "ephemeral"}},
    ],
)
def test_accepted_tool_result_forms(extra):
    block = {"type": "tool_result", "tool_use_id": ORDER_ID, **extra}
    assert check([user("hi"), assistant([use()]), user([block])]) == []


def test_tool_result_content_tag_text_is_verbatim():
    block = result(content=[{"type": "tool_reference", "tool_name": "x"}])
    found = check([user("hi"), assistant([use()]), user([block])])
    at = "messages.2.content.0.tool_result.content.0"
    expected = f"{at}: Input tag 'tool_reference' found using 'type' does not match any of the expected tags: 'document', 'image', 'search_result', 'text'"
    assert found == [("A-R9", at, expected)]


def test_tool_result_content_and_is_error_types():
    found = check([user("hi"), assistant([use()]), user([result(content=5, is_error="yes")])])
    at = "messages.2.content.0.tool_result"
    assert found == [
        ("A-R13", f"{at}.content", f"{at}.content: Input should be a valid list"),
        ("A-R13", f"{at}.is_error", f"{at}.is_error: Input should be a valid boolean"),
    ]


def test_unknown_and_missing_block_types():
    found = check([user([{"type": "function_call", "name": "x"}, {"text": "hi"}, "hi"])])
    assert found == [
        (
            "A-R9",
            "messages.0.content.0",
            f"messages.0.content.0: Input tag 'function_call' found using 'type' does not match any of the expected tags: {TAGS}",
        ),
        (
            "A-R9",
            "messages.0.content.1",
            "messages.0.content.1: Unable to extract tag using discriminator 'type'",
        ),
        ("A-R8", "messages.0.content.2", "messages.0.content.2: Input should be an object"),
    ]


def test_text_block_fields():
    at = "messages.0.content.0.text"
    assert check([user([{"type": "text"}])]) == [
        ("A-R6", f"{at}.text", f"{at}.text: Field required")
    ]
    assert check([user([{"type": "text", "text": 5}])]) == [
        ("A-R6", f"{at}.text", f"{at}.text: Input should be a valid string")
    ]
    assert check([user([{"type": "text", "text": "hi", "citations": None}])]) == []


def test_server_tool_use_id_pattern():
    server = {"type": "server_tool_use", "id": "toolu_1", "name": "web_search", "input": {}}
    found = check([user("hi"), assistant([server]), user("x")])
    at = "messages.1.content.0.server_tool_use.id"
    assert found == [("A-R25", at, f"{at}: String should match pattern '^srvtoolu_[a-zA-Z0-9_]+$'")]
    assert check([user("hi"), assistant([{**server, "id": "srvtoolu_01"}]), user("x")]) == []


def test_schema_errors_stop_the_message_rules():
    # Without the schema error this conversation would also break pairing (A-R14).
    found = check([user("hi"), assistant([use(), {"type": "tool_use"}]), user("x")])
    assert [f[0] for f in found] == ["A-R10", "A-R10", "A-R10"]
