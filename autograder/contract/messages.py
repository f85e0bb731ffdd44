"""One pass over ``messages``: schema checks (A-R2, A-R3, A-R6 forms, blocks) and the
per-message rules that do not depend on merging (A-R6 emptiness, A-R8 roles, A-R11).

The pass also produces ``parsed``: per message ``(index, role, blocks)`` with blocks as
``(block_index, type, block)``; string content becomes one text block with index None.
Pairing and prefill checks run on it after merging.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from autograder.contract.blocks import check_block
from autograder.contract.normalize import as_dict
from autograder.contract.violations import violation

__all__ = ["Scan", "scan_messages"]

_MESSAGE_KEYS = frozenset(("role", "content"))
_ROLES = ("user", "assistant")
# Blocks that only one role may carry (A-R8); everything else may appear in both.
_ONLY_USER = frozenset(("tool_result", "image", "document", "search_result", "container_upload"))
_ONLY_ASSISTANT = frozenset(
    (
        "tool_use",
        "thinking",
        "redacted_thinking",
        "server_tool_use",
        "web_search_tool_result",
        "web_fetch_tool_result",
        "code_execution_tool_result",
        "bash_code_execution_tool_result",
        "text_editor_code_execution_tool_result",
        "tool_search_tool_result",
    )
)


@dataclass
class Scan:
    schema: list = field(default_factory=list)  # reported first, in message order
    local: list = field(default_factory=list)  # per-message rules, reported after schema
    parsed: list = field(default_factory=list)
    has_tool_blocks: bool = False


def scan_messages(messages: list | tuple) -> Scan:
    """Check every message; build `parsed` only when the schema holds."""
    scan = Scan()
    seen_ids: dict[str, str] = {}
    last = len(messages) - 1
    for i, raw in enumerate(messages):
        message = as_dict(raw)
        if message is None:
            scan.schema.append(violation("contract.not_a_dict", f"messages.{i}"))
            continue
        role = _role(message, i, scan.schema)
        blocks = _content(message, i, scan.schema)
        if not _MESSAGE_KEYS.issuperset(message):
            _message_extras(message, i, scan.schema)
        if role is None or blocks is None or scan.schema:
            continue
        if not blocks and not (i == last and role == "assistant"):
            scan.local.append(violation("contract.empty_content", f"messages.{i}"))
        _local_rules(i, role, blocks, seen_ids, scan)
        scan.parsed.append((i, role, blocks))
    return scan


def _role(message: dict, i: int, out: list) -> str | None:
    role = message.get("role")
    if role in _ROLES:
        return role
    if "role" not in message:
        out.append(violation("contract.field_required", f"messages.{i}.role", rule="A-R3"))
    elif role == "system" and i == 0:
        out.append(violation("contract.system_role", f"messages.{i}.role", at=f"messages.{i}"))
    else:
        out.append(violation("contract.invalid_role", f"messages.{i}.role", role=_show(role)))
    return None


def _content(message: dict, i: int, out: list) -> list | None:
    """The message's blocks as (index, type, block), or None after a schema violation."""
    content = message.get("content")
    if type(content) is str:
        return [(None, "text", {"type": "text", "text": content})] if content else []
    if type(content) is not list and not isinstance(content, list | tuple):
        key = "contract.field_required" if "content" not in message else "contract.content_invalid"
        out.append(violation(key, f"messages.{i}.content", rule="A-R6"))
        return None
    blocks = []
    before = len(out)
    for j, raw in enumerate(content):
        block = as_dict(raw)
        if block is None:
            out.append(
                violation("contract.not_an_object", f"messages.{i}.content.{j}", rule="A-R8")
            )
            continue
        check_block(block, f"messages.{i}.content.{j}", out)
        blocks.append((j, block.get("type"), block))
    return blocks if len(out) == before else None


def _message_extras(message: dict, i: int, out: list) -> None:
    for key in message:
        if key not in _MESSAGE_KEYS:
            out.append(violation("contract.extra_field", f"messages.{i}.{key}", rule="A-R9"))


def _local_rules(i: int, role: str, blocks: list, seen_ids: dict, scan: Scan) -> None:
    """A-R6 text emptiness, A-R8 block placement, A-R11 unique ids, for one message."""
    wrong = _ONLY_USER if role == "assistant" else _ONLY_ASSISTANT
    for j, kind, block in blocks:
        path = f"messages.{i}" if j is None else f"messages.{i}.content.{j}"
        if kind == "text":
            text = block["text"]
            if not text.strip():
                key = "contract.whitespace_text_block" if text else "contract.empty_text_block"
                scan.local.append(violation(key, path))
        elif kind in wrong:
            owner = "user" if role == "assistant" else "assistant"
            scan.local.append(
                violation(
                    "contract.block_wrong_role",
                    path,
                    at=f"messages.{i}",
                    block_type=kind,
                    role=owner,
                )
            )
        if kind == "tool_use" or kind == "tool_result":
            scan.has_tool_blocks = True
            if kind == "tool_use":
                _unique(block["id"], path, seen_ids, scan)


def _unique(tool_id: str, path: str, seen_ids: dict, scan: Scan) -> None:
    first = seen_ids.get(tool_id)
    if first is None:
        seen_ids[tool_id] = path
    else:
        scan.local.append(
            violation("contract.tool_use_ids_not_unique", path, id=tool_id, first=first)
        )


def _show(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."
