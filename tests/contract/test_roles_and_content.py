"""A-R3 roles, A-R6 content forms and emptiness, A-R8 blocks per role."""

from __future__ import annotations

import pytest

from .factories import ORDER_ID, assistant, check, result, text, use, user

EMPTY = "messages.{n}: all messages must have non-empty content except for the optional final assistant message"


def test_system_role_in_first_message_has_its_own_text():
    found = check([{"role": "system", "content": "상담원"}, user("hi")])
    assert found == [
        (
            "A-R3",
            "messages.0.role",
            "messages.0: use the top-level 'system' parameter for the initial system prompt",
        )
    ]


@pytest.mark.parametrize("role", ["tool", "function", "User", 5, None])
def test_other_roles_are_rejected(role):
    found = check([user("hi"), {"role": role, "content": "x"}])
    assert found == [
        ("A-R3", "messages.1.role", "messages.1.role: Input should be 'user' or 'assistant'")
    ]


def test_system_role_later_uses_the_schema_text():
    found = check([user("hi"), {"role": "system", "content": "x"}])
    assert found == [
        ("A-R3", "messages.1.role", "messages.1.role: Input should be 'user' or 'assistant'")
    ]


def test_missing_role_and_content():
    assert check([{"content": "x"}]) == [
        ("A-R3", "messages.0.role", "messages.0.role: Field required")
    ]
    assert check([{"role": "user"}]) == [
        ("A-R6", "messages.0.content", "messages.0.content: Field required")
    ]


@pytest.mark.parametrize("content", [5, None, {"type": "text", "text": "hi"}])
def test_content_must_be_a_string_or_a_list(content):
    found = check([{"role": "user", "content": content}])
    assert found == [
        ("A-R6", "messages.0.content", "messages.0.content: Input should be a valid list")
    ]


def test_a_message_that_is_not_an_object():
    assert check([user("hi"), "assistant: hello"]) == [
        ("A-R2", "messages.1", "messages.1: Input should be a valid dictionary")
    ]


def test_extra_message_fields_are_rejected():
    found = check([{"role": "user", "content": "hi", "name": "kim"}])
    assert found == [("A-R9", "messages.0.name", "messages.0.name: Extra inputs are not permitted")]


@pytest.mark.parametrize("content", ["", []])
def test_empty_content_is_rejected_except_in_a_final_assistant_message(content):
    assert check([user(content), assistant("ok"), user("hi")]) == [
        ("A-R6", "messages.0", EMPTY.format(n=0))
    ]
    assert check([user("hi"), assistant(content), user("more")]) == [
        ("A-R6", "messages.1", EMPTY.format(n=1))
    ]
    # Final assistant message may be empty (its prefill verdict depends on the model).
    assert check([user("hi"), assistant(content)], model="claude-sonnet-4-5") == []


def test_empty_text_block_text_has_no_index_but_the_path_does():
    found = check([user([text("")])])
    assert found == [
        ("A-R6", "messages.0.content.0", "messages: text content blocks must be non-empty")
    ]


@pytest.mark.parametrize("value", [" ", "\n\t ", "\u3000"])
def test_whitespace_only_text_block(value):
    found = check([user([text("hi"), text(value)])])
    assert found == [
        (
            "A-R6",
            "messages.0.content.1",
            "messages: text content blocks must contain non-whitespace text",
        )
    ]


def test_whitespace_only_string_content_counts_as_a_whitespace_text_block():
    found = check([user("   ")])
    assert found == [
        ("A-R6", "messages.0", "messages: text content blocks must contain non-whitespace text")
    ]


def test_tool_result_in_an_assistant_message_text_is_verbatim():
    found = check([user("hi"), assistant([result()]), user("x")])
    assert found[0] == (
        "A-R8",
        "messages.1.content.0",
        "messages.1: `tool_result` blocks can only be in `user` messages",
    )


def test_tool_use_in_a_user_message_uses_the_symmetric_text():
    found = check([user([use()])])
    assert found[0] == (
        "A-R8",
        "messages.0.content.0",
        "messages.0: `tool_use` blocks can only be in `assistant` messages",
    )


def test_image_in_an_assistant_message():
    image = {"type": "image", "source": {"type": "url", "url": "https://example.com/a.png"}}
    assert check([user([image])]) == []
    found = check([user("hi"), assistant([image]), user("x")])
    assert found == [
        (
            "A-R8",
            "messages.1.content.0",
            "messages.1: `image` blocks can only be in `user` messages",
        )
    ]


def test_thinking_block_is_assistant_only():
    thinking = {"type": "thinking", "thinking": "...", "signature": "sig"}
    found = check([user([thinking])])
    assert found == [
        (
            "A-R8",
            "messages.0.content.0",
            "messages.0: `thinking` blocks can only be in `assistant` messages",
        )
    ]


def test_accepted_plain_conversation():
    assert (
        check([user("hi"), assistant("hello"), user([result(ORDER_ID)] * 0 + [text("thanks")])])
        == []
    )
