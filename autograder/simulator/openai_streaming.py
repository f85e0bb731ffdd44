"""A ``chat.completion`` as OpenAI's ``chat.completion.chunk`` event stream (``stream: true``).

A role chunk, text fragments, per tool call a chunk with its id and name followed by
``arguments`` fragments, a last chunk with ``finish_reason``, then ``data: [DONE]``.
"""

from __future__ import annotations

from autograder.simulator.errors import json_bytes
from autograder.simulator.streaming import fragments


def chunks(completion: dict) -> list[dict]:
    """The chunk objects that stream ``completion``."""
    choice = completion["choices"][0]
    message = choice["message"]
    deltas: list[dict] = [{"role": "assistant", "content": ""}]
    text = message.get("content") or ""
    deltas += [{"content": part} for part in fragments(text)]
    for index, call in enumerate(message.get("tool_calls") or []):
        head = {
            "index": index,
            "id": call["id"],
            "type": "function",
            "function": {"name": call["function"]["name"], "arguments": ""},
        }
        deltas.append({"tool_calls": [head]})
        for part in fragments(call["function"]["arguments"]):
            deltas.append({"tool_calls": [{"index": index, "function": {"arguments": part}}]})
    out = [_chunk(completion, delta, None) for delta in deltas]
    out.append(_chunk(completion, {}, choice["finish_reason"]))
    return out


def _chunk(completion: dict, delta: dict, finish_reason: str | None) -> dict:
    return {
        "id": completion["id"],
        "object": "chat.completion.chunk",
        "created": completion["created"],
        "model": completion["model"],
        "choices": [{"index": 0, "delta": delta, "logprobs": None, "finish_reason": finish_reason}],
    }


def sse_body(completion: dict) -> bytes:
    """The whole stream as bytes: one ``data:`` line per chunk, then ``data: [DONE]``."""
    return (
        b"".join(b"data: " + json_bytes(c) + b"\n\n" for c in chunks(completion))
        + b"data: [DONE]\n\n"
    )
