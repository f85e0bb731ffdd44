"""A-R1/A-R2: the request body and its top-level fields."""

from __future__ import annotations

import pytest

from .factories import check_request, request, user

OK = [user("안녕")]


def test_minimal_request_is_accepted():
    assert check_request(request(OK)) == []


@pytest.mark.parametrize("body", [None, 3, "text", [request(OK)], 2.5, True])
def test_a_body_that_is_not_an_object_is_rejected(body):
    assert check_request(body) == [("A-R2", "", "Input should be a valid dictionary")]


def test_missing_fields_are_reported_in_field_order():
    assert check_request({}) == [
        ("A-R2", "max_tokens", "max_tokens: Field required"),
        ("A-R2", "messages", "messages: Field required"),
        ("A-R2", "model", "model: Field required"),
    ]


def test_missing_max_tokens_text_is_verbatim():
    body = request(OK)
    del body["max_tokens"]
    assert check_request(body) == [("A-R2", "max_tokens", "max_tokens: Field required")]


@pytest.mark.parametrize(
    ("value", "text"),
    [
        ("1024", "max_tokens: Input should be a valid integer"),
        (1.5, "max_tokens: Input should be a valid integer"),
        (True, "max_tokens: Input should be a valid integer"),
        (0, "max_tokens: Input should be greater than or equal to 1"),
        (-5, "max_tokens: Input should be greater than or equal to 1"),
    ],
)
def test_max_tokens_must_be_a_positive_integer(value, text):
    assert check_request(request(OK, max_tokens=value)) == [("A-R2", "max_tokens", text)]


def test_max_tokens_of_one_is_accepted():
    assert check_request(request(OK, max_tokens=1)) == []


def test_empty_messages_text_is_verbatim():
    assert check_request(request([])) == [
        ("A-R2", "messages", "messages: at least one message is required")
    ]


@pytest.mark.parametrize("messages", [{"role": "user", "content": "hi"}, "hi", 5])
def test_messages_must_be_a_list(messages):
    assert check_request(request(messages)) == [
        ("A-R2", "messages", "messages: Input should be a valid list")
    ]


def test_messages_may_be_a_tuple():
    assert check_request(request(tuple(OK))) == []


def test_model_must_be_a_string():
    assert check_request(request(OK, model=5)) == [
        ("A-R2", "model", "model: Input should be a valid string")
    ]


def test_system_as_string_or_text_blocks_is_accepted():
    assert check_request(request(OK, system="당신은 친절한 상담원입니다.")) == []
    assert check_request(request(OK, system=[{"type": "text", "text": "상담원"}])) == []


def test_system_of_the_wrong_shape_is_rejected():
    assert check_request(request(OK, system=5)) == [
        ("A-R2", "system", "system: Input should be a valid string")
    ]
    assert check_request(request(OK, system=["상담원"])) == [
        ("A-R2", "system.0", "system.0: Input should be an object")
    ]


def test_unknown_top_level_field_is_rejected_but_sampling_fields_are_not():
    assert check_request(request(OK, functions=[])) == [
        ("A-R9", "functions", "functions: Extra inputs are not permitted")
    ]
    assert (
        check_request(request(OK, temperature=0.2, stream=False, metadata={"user_id": "u1"})) == []
    )


def test_schema_errors_of_several_fields_are_all_reported():
    body = {"model": "claude-sonnet-5", "max_tokens": 0, "messages": [None]}
    assert check_request(body) == [
        ("A-R2", "max_tokens", "max_tokens: Input should be greater than or equal to 1"),
        ("A-R2", "messages.0", "messages.0: Input should be a valid dictionary"),
    ]


def test_unknown_profile_is_a_caller_bug():
    from autograder.contract import validate_request

    with pytest.raises(ValueError, match="profile must be one of"):
        validate_request(request(OK), profile="2023")
