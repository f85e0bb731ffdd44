"""A-R22 tool_choice shapes and disable_parallel_tool_use, A-R23 interactions."""

from __future__ import annotations

import pytest

from autograder.contract import validate_messages

from .factories import ORDER_TOOL, summary, user

HI = [user("hi")]


def found(choice, tools=(ORDER_TOOL,), profile="current"):
    return summary(
        validate_messages(
            HI, list(tools) if tools is not None else None, tool_choice=choice, profile=profile
        )
    )


@pytest.mark.parametrize(
    "choice",
    [
        {"type": "auto"},
        {"type": "any"},
        {"type": "tool", "name": "get_order_status"},
        {"type": "none"},
        {"type": "auto", "disable_parallel_tool_use": True},
        {"type": "any", "disable_parallel_tool_use": False},
        {"type": "tool", "name": "get_order_status", "disable_parallel_tool_use": True},
    ],
)
def test_accepted_shapes(choice):
    assert found(choice) == []


def test_wrong_tag_text_is_verbatim():
    assert found({"type": "required"}) == [
        (
            "A-R22",
            "tool_choice",
            "tool_choice: Input tag 'required' found using 'type' does not match any of the expected tags: 'auto', 'any', 'tool', 'none'",
        )
    ]


def test_bare_string_text_is_verbatim():
    assert found("auto") == [("A-R22", "tool_choice", "tool_choice: Input should be an object")]


def test_missing_type_and_missing_name():
    assert found({"name": "get_order_status"}) == [
        ("A-R22", "tool_choice", "tool_choice: Unable to extract tag using discriminator 'type'")
    ]
    assert found({"type": "tool"}) == [
        ("A-R22", "tool_choice.tool.name", "tool_choice.tool.name: Field required")
    ]


def test_disable_parallel_tool_use_must_be_boolean_and_is_not_allowed_on_none():
    assert found({"type": "auto", "disable_parallel_tool_use": "true"}) == [
        (
            "A-R22",
            "tool_choice.auto.disable_parallel_tool_use",
            "tool_choice.auto.disable_parallel_tool_use: Input should be a valid boolean",
        )
    ]
    assert found({"type": "none", "disable_parallel_tool_use": True}) == [
        (
            "A-R22",
            "tool_choice.none.disable_parallel_tool_use",
            "tool_choice.none.disable_parallel_tool_use: Extra inputs are not permitted",
        )
    ]


def test_openai_style_parallel_flag_is_an_extra_field():
    assert found({"type": "auto", "parallel_tool_calls": False}) == [
        (
            "A-R22",
            "tool_choice.auto.parallel_tool_calls",
            "tool_choice.auto.parallel_tool_calls: Extra inputs are not permitted",
        )
    ]


def test_choice_without_tools_is_rejected_except_none():
    expected = [
        (
            "A-R23",
            "tool_choice",
            "tool_choice: tool_choice may only be specified while providing tools.",
        )
    ]
    assert found({"type": "auto"}, tools=None) == expected
    assert found({"type": "any"}, tools=[]) == expected
    assert found({"type": "none"}, tools=None) == []


def test_forcing_an_undefined_tool_is_rejected():
    assert found({"type": "tool", "name": "get_weather"}) == [
        (
            "A-R23",
            "tool_choice.tool.name",
            "tool_choice.tool.name: Tool 'get_weather' not found in tools.",
        )
    ]


def test_legacy_has_no_none_choice():
    assert found({"type": "none"}, profile="legacy") == [
        (
            "A-R22",
            "tool_choice",
            "tool_choice: Input tag 'none' found using 'type' does not match any of the expected tags: 'auto', 'any', 'tool'",
        )
    ]


def test_thinking_with_a_forced_tool_text_is_verbatim():
    from .factories import check_request, request

    thinking = {"type": "enabled", "budget_tokens": 2048}
    forced = request(HI, tools=[ORDER_TOOL], thinking=thinking, tool_choice={"type": "any"})
    assert check_request(forced) == [
        ("A-R23", "tool_choice", "Thinking may not be enabled when tool_choice forces tool use.")
    ]
    assert check_request({**forced, "tool_choice": {"type": "auto"}}) == []
    assert check_request({**forced, "thinking": {"type": "disabled"}}) == []
