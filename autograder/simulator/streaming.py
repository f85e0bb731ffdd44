"""A finished message as the API's SSE event sequence (api_rules.md A-R26, streaming).

``message_start`` (empty content, ``stop_reason`` null) -> per block ``content_block_start``,
``content_block_delta`` (``text_delta`` / ``input_json_delta`` / ``thinking_delta`` fragments,
then one ``signature_delta`` for a thinking block),
``content_block_stop`` -> ``message_delta`` (stop reason, output tokens) -> ``message_stop``.
"""

from __future__ import annotations

import copy
import json

from autograder.simulator.errors import json_bytes

#: Characters per delta fragment (the API sends a few tokens at a time).
FRAGMENT = 24


def events(message: dict) -> list[dict]:
    """The SSE events (as dicts) that stream ``message``."""
    start = copy.deepcopy(message)
    start.update(content=[], stop_reason=None, stop_sequence=None)
    start["usage"] = {**message["usage"], "output_tokens": 1}
    out: list[dict] = [{"type": "message_start", "message": start}, {"type": "ping"}]
    for index, block in enumerate(message["content"]):
        out.extend(_block_events(index, block))
    out.append(
        {
            "type": "message_delta",
            "delta": {
                "stop_reason": message["stop_reason"],
                "stop_sequence": message["stop_sequence"],
            },
            "usage": {"output_tokens": message["usage"]["output_tokens"]},
        }
    )
    out.append({"type": "message_stop"})
    return out


def _block_events(index: int, block: dict) -> list[dict]:
    if block["type"] == "web_search_tool_result":  # sent whole, as the API does
        return [
            {"type": "content_block_start", "index": index, "content_block": block},
            {"type": "content_block_stop", "index": index},
        ]
    if block["type"] in ("tool_use", "server_tool_use"):
        empty = {**block, "input": {}}
        text = json.dumps(block["input"], ensure_ascii=False)
        delta = [{"type": "input_json_delta", "partial_json": part} for part in fragments(text)]
    elif block["type"] == "thinking":
        empty = {**block, "thinking": "", "signature": ""}
        delta = [{"type": "thinking_delta", "thinking": p} for p in fragments(block["thinking"])]
        delta.append({"type": "signature_delta", "signature": block["signature"]})
    else:
        empty = {**block, "text": ""}
        delta = [{"type": "text_delta", "text": part} for part in fragments(block.get("text", ""))]
    out = [{"type": "content_block_start", "index": index, "content_block": empty}]
    out += [{"type": "content_block_delta", "index": index, "delta": d} for d in delta]
    out.append({"type": "content_block_stop", "index": index})
    return out


def fragments(text: str) -> list[str]:
    """``text`` in ``FRAGMENT``-character pieces, as the deltas carry it."""
    return [text[i : i + FRAGMENT] for i in range(0, len(text), FRAGMENT)]


def sse_body(message: dict) -> bytes:
    """The whole event stream as bytes (``event:`` and ``data:`` lines, blank-line separated)."""
    return b"".join(
        b"event: " + e["type"].encode() + b"\ndata: " + json_bytes(e) + b"\n\n"
        for e in events(message)
    )
