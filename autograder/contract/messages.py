"""One pass over ``messages``: schema checks (A-R2, A-R3, A-R6 forms, blocks) and the
per-message rules that do not depend on merging (A-R6 emptiness, A-R8 roles, A-R11).

This is the *precise* scan: `fastpath` has already accepted the common valid shapes, so
this pass favours clarity over speed and locates every problem exactly.

The pass also yields one summary per message for merging and pairing:
``(index, role, content, uses, not_last, results, leading)`` where ``uses`` are the
client ``tool_use`` ids, ``not_last`` those followed by another block in the message,
``results`` the ``(block_index, tool_use_id)`` of ``tool_result`` blocks and ``leading``
how many blocks at the start are ``tool_result`` blocks.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from autograder.contract.blocks import check_block
from autograder.contract.normalize import as_dict
from autograder.contract.violations import show, violation

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
        message = as_dict(message)
        if message is None:
            scan.schema.append(violation("contract.not_a_dict", f"messages.{i}"))
            continue
        role = message.get("role")
        content = message.get("content")
        if not _shell(message, role, content, i, scan.schema):
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
            out.append(violation("contract.invalid_role", f"messages.{i}.role", role=show(role)))
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
    """Check the blocks of one message and summarise its tool blocks."""
    uses: list = []
    not_last: list = []
    results: list = []
    leading = 0
    for j, raw in enumerate(content):
        at = f"messages.{i}.content.{j}"
        block = as_dict(raw)
        if block is None:
            scan.schema.append(violation("contract.not_an_object", at, rule="A-R8"))
            continue
        before = len(scan.schema)
        check_block(block, at, scan.schema)
        if len(scan.schema) > before:
            continue
        kind = block["type"]  # check_block accepted it, so it is a known tag
        if kind != "tool_use" and len(not_last) < len(uses):
            not_last = list(uses)  # every tool_use so far is followed by this block (A-R12)
        _placement(i, j, kind, role, scan.local)
        if kind == "tool_use":
            _unique(block["id"], at, seen_ids, scan.local)
            uses.append(block["id"])
        elif kind == "tool_result":
            leading += leading == j
            results.append((j, block["tool_use_id"]))
        elif kind == "text" and (not block["text"] or block["text"].isspace()):
            empty = (
                "contract.whitespace_text_block" if block["text"] else "contract.empty_text_block"
            )
            scan.local.append(violation(empty, at))
    scan.has_tool_blocks = scan.has_tool_blocks or bool(uses or results)
    return (i, role, content, uses or _NONE, not_last or _NONE, results or _NONE, leading)


def _placement(i: int, j: int, kind: str, role: str, out: list) -> None:
    """A-R8: blocks that only the other role may send."""
    if kind in (_ONLY_USER if role == "assistant" else _ONLY_ASSISTANT):
        owner = "user" if role == "assistant" else "assistant"
        at = f"messages.{i}.content.{j}"
        out.append(
            violation(
                "contract.block_wrong_role", at, at=f"messages.{i}", block_type=kind, role=owner
            )
        )


def _unique(tool_id: str, at: str, seen_ids: dict, out: list) -> None:
    """A-R11: tool_use ids are unique across the request; report the later duplicate."""
    first = seen_ids.setdefault(tool_id, at)
    if first != at:
        out.append(violation("contract.tool_use_ids_not_unique", at, id=tool_id, first=first))
