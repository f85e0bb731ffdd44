"""The API's success shape (api_rules.md A-R26): ``msg_...`` id, content, stop reason, usage.

Plain functions on plain dicts; no SDK involved. Ids are deterministic (derived from the
conversation), so a lesson run top to bottom prints the same ids every time.
"""

from __future__ import annotations

import hashlib
import json

from autograder.simulator.errors import to_base62


def stable_id(prefix: str, *parts: object) -> str:
    """``prefix`` + 22 base-62 characters derived from ``parts`` (the API's id length)."""
    digest = hashlib.sha256(json.dumps(parts, sort_keys=True, default=str).encode()).digest()
    return prefix + to_base62(int.from_bytes(digest[:17], "big"), 22)


def estimate_tokens(obj: object) -> int:
    """A rough, deterministic token count: about four characters per token, at least 1."""
    text = obj if isinstance(obj, str) else json.dumps(obj, ensure_ascii=False, default=str)
    return max(1, len(text) // 4)


def text_block(text: str) -> dict:
    return {"type": "text", "text": text}


def tool_use_block(tool_id: str, name: str, tool_input: dict) -> dict:
    return {"type": "tool_use", "id": tool_id, "name": name, "input": tool_input}


def usage(input_tokens: int, output_tokens: int) -> dict:
    """The ``usage`` object of a response (cache counters present and zero)."""
    return {
        "input_tokens": input_tokens,
        "cache_creation_input_tokens": 0,
        "cache_read_input_tokens": 0,
        "output_tokens": output_tokens,
        "service_tier": "standard",
    }


def build_message(
    request: dict,
    content: list[dict],
    stop_reason: str,
    *,
    message_id: str,
    stop_sequence: str | None = None,
) -> dict:
    """The complete response message for ``request`` with ``content`` (A-R26)."""
    prompt = {k: request.get(k) for k in ("system", "tools", "messages")}
    searches = sum(b.get("type") == "server_tool_use" for b in content)
    counted = usage(estimate_tokens(prompt), estimate_tokens(content))
    if searches:
        counted["server_tool_use"] = {"web_search_requests": searches}
    return {
        "id": message_id,
        "type": "message",
        "role": "assistant",
        "model": request.get("model"),
        "content": content,
        "stop_reason": stop_reason,
        "stop_sequence": stop_sequence,
        "usage": counted,
    }


def truncate_to(content: list[dict], max_tokens: int) -> tuple[list[dict], bool]:
    """Cut ``content`` to ``max_tokens`` (A-R27 ``max_tokens``); returns (content, truncated).

    Text is cut at the budget; a ``tool_use`` block that does not fit is left out (the
    docs: retry with a larger ``max_tokens``), so the content may end up empty.
    """
    budget = max_tokens * 4
    kept: list[dict] = []
    for block in content:
        size = len(json.dumps(block, ensure_ascii=False))
        if size <= budget:
            kept.append(block)
            budget -= size
            continue
        if block["type"] == "text" and budget > 0:
            kept.append(text_block(block["text"][: max(1, budget // 2)]))
        return kept, True
    return kept, False


def cut_at_stop_sequence(content: list[dict], sequences: object) -> tuple[list[dict], str | None]:
    """Stop at the first of ``sequences`` in the text (A-R27 ``stop_sequence``).

    Returns the content up to (not including) the sequence and the sequence that matched.
    """
    if not isinstance(sequences, list):
        return content, None
    wanted = [s for s in sequences if isinstance(s, str) and s]
    for index, block in enumerate(content):
        if block["type"] != "text":
            continue
        hits = [(block["text"].find(s), s) for s in wanted if s in block["text"]]
        if hits:
            at, sequence = min(hits)
            kept = content[:index] + ([text_block(block["text"][:at])] if at else [])
            return kept, sequence
    return content, None
