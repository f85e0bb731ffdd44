"""Structured outputs and extended thinking: the two ways a request shapes the answer itself.

* ``output_config.format`` (``{"type": "json_schema", "schema": ...}``; the SDK's
  ``messages.parse(output_format=Model)``) makes the final text one JSON document that
  satisfies the schema: values found in the user's text, the rest produced (``produce``).
* ``thinking`` (``enabled`` / ``adaptive``) puts a ``thinking`` block with a ``signature``
  before the answer (and before tool calls, interleaved as the API does).

``resolve_refs`` inlines local ``$ref``s (``#/$defs/...``), which pydantic's schemas use.
"""

from __future__ import annotations

import base64
import hashlib
import json

from autograder.simulator.model.produce import produce

_MAX_REF_DEPTH = 8


def resolve_refs(schema: object, root: object = None, depth: int = 0) -> object:
    """``schema`` with every local ``$ref`` replaced by what it points to (cycles cut)."""
    root = schema if root is None else root
    if isinstance(schema, list):
        return [resolve_refs(item, root, depth) for item in schema]
    if not isinstance(schema, dict):
        return schema
    ref = schema.get("$ref")
    if isinstance(ref, str) and ref.startswith("#/"):
        if depth >= _MAX_REF_DEPTH:
            return {}
        target = _pointer(root, ref)
        merged = {**(target if isinstance(target, dict) else {}), **_without(schema, "$ref")}
        return resolve_refs(merged, root, depth + 1)
    return {k: resolve_refs(v, root, depth) for k, v in schema.items() if k not in ("$defs",)}


def _pointer(root: object, ref: str) -> object:
    node = root
    for part in ref[2:].split("/"):
        part = part.replace("~1", "/").replace("~0", "~")
        node = node.get(part) if isinstance(node, dict) else None
    return node


def _without(schema: dict, key: str) -> dict:
    return {k: v for k, v in schema.items() if k != key}


def output_schema(request: dict) -> dict | None:
    """The JSON schema the answer must follow (``output_config.format``), if any."""
    config = request.get("output_config")
    fmt = config.get("format") if isinstance(config, dict) else None
    if not isinstance(fmt, dict):
        fmt = request.get("output_format")  # the beta spelling
    if isinstance(fmt, dict) and fmt.get("type") == "json_schema":
        schema = fmt.get("schema")
        return resolve_refs(schema) if isinstance(schema, dict) else None
    return None


def structured_text(schema: dict, text: str) -> str:
    """The answer as one JSON document satisfying ``schema``, made from the user's ``text``."""
    return json.dumps(produce("output", schema, text), ensure_ascii=False)


def thinking_enabled(request: dict) -> bool:
    thinking = request.get("thinking")
    return isinstance(thinking, dict) and thinking.get("type") in ("enabled", "adaptive")


def thinking_block(thought: str) -> dict:
    """A ``thinking`` block; its signature is a stable digest (the API's is opaque)."""
    digest = hashlib.sha256(thought.encode()).digest()
    signature = base64.b64encode(b"sim-thinking-v1:" + digest).decode()
    return {"type": "thinking", "thinking": thought, "signature": signature}


def thought_for(content: list[dict], text: str, lang: str) -> str:
    """What the model thought before ``content``: the request read back, the plan stated."""
    gist = " ".join(text.split())[-200:]
    calls = [b for b in content if b.get("type") == "tool_use"]
    if lang == "ko":
        plan = (
            f"{', '.join(b['name'] for b in calls)} 도구를 호출해 필요한 값을 확인하겠다."
            if calls
            else "지금 가진 정보로 답을 정리하겠다."
        )
        return f"사용자 요청: “{gist}” {plan}"
    plan = (
        f"I will call {', '.join(b['name'] for b in calls)} to get what I need."
        if calls
        else "I have what I need, so I will write the answer."
    )
    return f"The user asks: “{gist}” {plan}"
