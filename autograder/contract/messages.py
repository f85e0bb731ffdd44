"""One pass over ``messages``: schema checks (A-R2, A-R3, A-R6 forms, blocks) and the
per-message rules that do not depend on merging (A-R6 emptiness, A-R8 roles, A-R11).

This is the validator's hot path, so a valid block costs a few dict look-ups: the loop
tests the common shapes inline and hands anything unusual to `blocks.check_block`, which
finds the precise violation; location strings are built only when something is wrong.

The pass also yields one summary per message for merging and pairing:
``(index, role, content, uses, not_last, results, leading)`` where ``uses`` are the
client ``tool_use`` ids, ``not_last`` those followed by another block in the message,
``results`` the ``(block_index, tool_use_id)`` of ``tool_result`` blocks and ``leading``
how many blocks at the start are ``tool_result`` blocks.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from autograder.contract.blocks import TEXT_KEYS, TOOL_RESULT_KEYS, TOOL_USE_KEYS, check_block
from autograder.contract.normalize import as_dict
from autograder.contract.violations import violation

__all__ = ["Scan", "scan_messages"]

_ID = re.compile(r"[a-zA-Z0-9_-]+").fullmatch
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
_NONE: tuple = ()


@dataclass
class Scan:
    schema: list = field(default_factory=list)  # reported first, in message order
    local: list = field(default_factory=list)  # per-message rules, reported after schema
    summaries: list = field(default_factory=list)
    has_tool_blocks: bool = False


def scan_messages(messages: list | tuple) -> Scan:
    """Check every message; the summaries are complete only when ``scan.schema`` is empty."""
    scan = Scan()
    seen_ids: dict[str, str] = {}
    last = len(messages) - 1
    for i, message in enumerate(messages):
        if type(message) is not dict:
            message = as_dict(message)
            if message is None:
                scan.schema.append(violation("contract.not_a_dict", f"messages.{i}"))
                continue
        role = message.get("role")
        content = message.get("content")
        if (
            len(message) != 2
            or (role != "user" and role != "assistant")
            or type(content) is not list
        ) and not _shell(message, role, content, i, scan.schema):
            continue
        if type(content) is str:
            summary = _string_message(i, role, content, scan)
        else:
            summary = _block_message(i, role, content, scan, seen_ids)
        if not summary[2] and not (i == last and role == "assistant"):
            scan.local.append(violation("contract.empty_content", f"messages.{i}"))
        scan.summaries.append(summary)
    return scan


def _shell(message: dict, role: object, content: object, i: int, out: list) -> bool:
    """Schema of the message itself; True when its content can still be walked."""
    ok = True
    if role not in _ROLES:
        ok = False
        if "role" not in message:
            out.append(violation("contract.field_required", f"messages.{i}.role", rule="A-R3"))
        elif role == "system" and i == 0:
            out.append(violation("contract.system_role", f"messages.{i}.role", at=f"messages.{i}"))
        else:
            out.append(violation("contract.invalid_role", f"messages.{i}.role", role=_show(role)))
    if type(content) is not str and not isinstance(content, list | tuple):
        ok = False
        key = "contract.field_required" if "content" not in message else "contract.content_invalid"
        out.append(violation(key, f"messages.{i}.content", rule="A-R6"))
    for key in message:
        if key not in _MESSAGE_KEYS:
            out.append(violation("contract.extra_field", f"messages.{i}.{key}", rule="A-R9"))
    return ok


def _string_message(i: int, role: str, content: str, scan: Scan) -> tuple:
    if content and content.isspace():
        scan.local.append(violation("contract.whitespace_text_block", f"messages.{i}"))
    return (i, role, content, _NONE, _NONE, _NONE, 0)


def _block_message(i: int, role: str, content, scan: Scan, seen_ids: dict) -> tuple:
    """Walk the blocks of one message (inline fast path for text/tool_use/tool_result)."""
    schema, local = scan.schema, scan.local
    uses: list = []
    not_last: list = []
    results: list = []
    leading = 0
    assistant = role == "assistant"
    for j, block in enumerate(content):
        if type(block) is not dict:
            block = as_dict(block)
            if block is None:
                schema.append(
                    violation("contract.not_an_object", f"messages.{i}.content.{j}", rule="A-R8")
                )
                continue
        kind = block.get("type")
        if kind == "tool_use":
            tool_id = block.get("id")
            name = block.get("name")
            if (
                type(tool_id) is not str
                or not _ID(tool_id)
                or type(name) is not str
                or not name
                or type(block.get("input")) is not dict
                or not TOOL_USE_KEYS.issuperset(block)
            ):
                check_block(block, f"messages.{i}.content.{j}", schema)
                continue
            if not assistant:
                local.append(_wrong_role(i, j, kind, role))
            if tool_id in seen_ids:
                local.append(_duplicate(i, j, tool_id, seen_ids[tool_id]))
            else:
                seen_ids[tool_id] = f"messages.{i}.content.{j}"
            uses.append(tool_id)
            continue
        if uses and len(not_last) < len(uses):
            not_last[len(not_last) :] = uses[
                len(not_last) :
            ]  # tool_use blocks followed by this one
        if kind == "text":
            text = block.get("text")
            if type(text) is not str or not TEXT_KEYS.issuperset(block):
                check_block(block, f"messages.{i}.content.{j}", schema)
            elif not text or text.isspace():
                key = "contract.whitespace_text_block" if text else "contract.empty_text_block"
                local.append(violation(key, f"messages.{i}.content.{j}"))
        elif kind == "tool_result":
            tool_id = block.get("tool_use_id")
            inner = block.get("content")
            is_error = block.get("is_error")
            if (
                type(tool_id) is not str
                or not _ID(tool_id)
                or (inner is not None and type(inner) is not str)
                or (is_error is not None and type(is_error) is not bool)
                or not TOOL_RESULT_KEYS.issuperset(block)
            ):
                before = len(schema)
                check_block(block, f"messages.{i}.content.{j}", schema)
                if len(schema) > before or type(tool_id) is not str:
                    continue
            if assistant:
                local.append(_wrong_role(i, j, kind, role))
            if leading == j:
                leading += 1
            results.append((j, tool_id))
        else:
            check_block(block, f"messages.{i}.content.{j}", schema)
            if type(kind) is str and kind in (_ONLY_USER if assistant else _ONLY_ASSISTANT):
                local.append(_wrong_role(i, j, kind, role))
    if uses or results:
        scan.has_tool_blocks = True
    return (i, role, content, uses or _NONE, not_last or _NONE, results or _NONE, leading)


def _wrong_role(i: int, j: int, kind: str, role: str):
    owner = "user" if role == "assistant" else "assistant"
    return violation(
        "contract.block_wrong_role",
        f"messages.{i}.content.{j}",
        at=f"messages.{i}",
        block_type=kind,
        role=owner,
    )


def _duplicate(i: int, j: int, tool_id: str, first: str):
    return violation(
        "contract.tool_use_ids_not_unique", f"messages.{i}.content.{j}", id=tool_id, first=first
    )


def _show(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."
