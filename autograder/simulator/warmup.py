"""Build an SDK's response models once, in a process that forks learners' processes.

The ``anthropic`` and ``openai`` clients parse a response into pydantic models, and pydantic
builds each model's schema the first time one is parsed: about 50 ms of CPU for a Messages
reply with a tool call and an error (measured in a forked child: 47-74 ms for its first
round trip, 7-9 ms once the parent had made one). The clean room forks one process per
learner, so each paid it again. `warm_up` makes one offline round trip per kind of answer --
a reply with text and a tool call, then an API error -- through the SDK's real client, and
has the contract judge one request with a tool (what the learner's process does for each
request it mirrors: its first judging loads the model list and jsonschema's validators), so
the fork server holds all of it and every process it forks inherits it.

The answers are canned (`httpx2.MockTransport`), not the simulator's: nothing of the
scripted model runs, so no language data and no file is opened in the forking process.
"""

from __future__ import annotations

import contextlib

import httpx2

from autograder.config import MODEL
from autograder.simulator.clients import sdk_client
from autograder.simulator.core import check_request

__all__ = ["warm_up"]

_TOOL = {
    "name": "get_weather",
    "description": "The weather in a city.",
    "input_schema": {"type": "object", "properties": {"city": {"type": "string"}}},
}

_QUESTION = [{"role": "user", "content": "What is the weather in Seoul?"}]

#: sdk -> (the reply with a tool call, the error body), as the API sends them.
_ANSWERS = {
    "anthropic": (
        {
            "id": "msg_01WarmUp",
            "type": "message",
            "role": "assistant",
            "model": MODEL,
            "content": [
                {"type": "text", "text": "Checking."},
                {
                    "type": "tool_use",
                    "id": "toolu_01WarmUp",
                    "name": "get_weather",
                    "input": {"city": "Seoul"},
                },
            ],
            "stop_reason": "tool_use",
            "stop_sequence": None,
            "usage": {"input_tokens": 10, "output_tokens": 5},
        },
        {"type": "error", "error": {"type": "invalid_request_error", "message": "warm-up"}},
    ),
    "openai": (
        {
            "id": "chatcmpl-WarmUp",
            "object": "chat.completion",
            "created": 0,
            "model": MODEL,
            "choices": [
                {
                    "index": 0,
                    "finish_reason": "tool_calls",
                    "message": {
                        "role": "assistant",
                        "content": None,
                        "tool_calls": [
                            {
                                "id": "call_WarmUp",
                                "type": "function",
                                "function": {"name": "get_weather", "arguments": "{}"},
                            },
                        ],
                    },
                }
            ],
            "usage": {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15},
        },
        {"error": {"message": "warm-up", "type": "invalid_request_error", "code": None}},
    ),
}


def warm_up(sdk: str = "anthropic") -> None:
    """One offline round trip through `sdk`'s client for a reply and one for an error."""
    reply, error = _ANSWERS[sdk]
    answers = iter([(200, reply), (400, error)])

    def answer(request: httpx2.Request) -> httpx2.Response:
        status, body = next(answers)
        return httpx2.Response(status, json=body, headers={"request-id": "req_warm_up"})

    client = sdk_client(sdk, httpx2.MockTransport(answer))
    with client:
        _ask(client, sdk)  # the reply with a tool call
        with contextlib.suppress(_bad_request(sdk)):  # the 400, raised as the SDK raises it
            _ask(client, sdk)
    check_request({"model": MODEL, "max_tokens": 64, "tools": [_TOOL], "messages": _QUESTION})


def _bad_request(sdk: str) -> type[Exception]:
    if sdk == "anthropic":
        import anthropic

        return anthropic.BadRequestError
    import openai

    return openai.BadRequestError


def _ask(client, sdk: str) -> None:
    if sdk == "anthropic":
        client.messages.create(model=MODEL, max_tokens=64, tools=[_TOOL], messages=_QUESTION)
    else:
        function = {"name": _TOOL["name"], "parameters": _TOOL["input_schema"]}
        client.chat.completions.create(
            model=MODEL, messages=_QUESTION, tools=[{"type": "function", "function": function}]
        )
