"""A-R7: a final assistant message, by model (per-model table) and profile."""

from __future__ import annotations

import pytest

from autograder.config import MODEL
from autograder.contract.profiles import model_rejects_prefill

from .factories import ORDER_TOOL, assistant, check, text, user

BAN = "This model does not support assistant message prefill. The conversation must end with a user message."
WHITESPACE = "messages: final assistant content cannot end with trailing whitespace"
PREFILL = [user("JSON으로 답해 줘"), assistant("{")]


def test_the_course_model_rejects_prefill():
    assert MODEL == "claude-sonnet-5"
    assert check(PREFILL) == [("A-R7", "messages.1", BAN)]


@pytest.mark.parametrize(
    "model",
    [
        "claude-opus-4-6",
        "claude-sonnet-4-6",
        "claude-opus-4-7",
        "claude-sonnet-5",
        "claude-future-9",
        "gpt-4o",
        None,
    ],
)
def test_newer_and_unknown_models_reject_prefill(model):
    assert model_rejects_prefill(model)
    assert check(PREFILL, model=model) == [("A-R7", "messages.1", BAN)]


@pytest.mark.parametrize(
    "model",
    [
        "claude-sonnet-4-5",
        "claude-sonnet-4-5-20250929",
        "claude-haiku-4-5-20251001",
        "claude-opus-4-1-20250805",
        "claude-sonnet-4-20250514",
        "claude-3-5-haiku-20241022",
    ],
)
def test_older_models_accept_prefill(model):
    assert not model_rejects_prefill(model)
    assert check(PREFILL, model=model) == []


def test_older_models_reject_trailing_whitespace_in_the_prefill():
    assert check([user("hi"), assistant("The answer is ")], model="claude-sonnet-4-5") == [
        ("A-R7", "messages.1", WHITESPACE)
    ]
    assert check([user("hi"), assistant([text("a"), text("b\n")])], model="claude-sonnet-4-5") == [
        ("A-R7", "messages.1", WHITESPACE)
    ]


def test_merged_final_turn_is_reported_at_the_last_message():
    assert check([user("hi"), assistant("a"), assistant("b")]) == [("A-R7", "messages.2", BAN)]


def test_a_conversation_ending_with_the_user_is_not_prefill():
    assert check([user("hi"), assistant("hello "), user("bye")]) == []


def test_legacy_rejects_prefill_only_with_tools():
    legacy_text = (
        "Your API request included an `assistant` message in the final position, which would pre-fill the "
        "`assistant` response. When using tools, pre-filling the `assistant` response is not supported."
    )
    assert check(PREFILL, [ORDER_TOOL], profile="legacy") == [("A-R7", "messages.1", legacy_text)]
    assert check(PREFILL, profile="legacy") == []
