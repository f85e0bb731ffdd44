"""An optimistic pass that proves a *plain, valid, alternating* conversation valid, fast.

Most requests the simulator sees are well-formed: user text, then rounds of assistant
``[text..., tool_use...]`` and user ``[tool_result..., text...]``. This pass accepts only
that shape, allocates almost nothing and builds no location strings; the moment anything
is unusual (an SDK object, merging, a problem of any kind) it gives up and returns False,
and the precise scan in `messages` / `pairing` runs instead. So it can only make valid
requests faster, never change a verdict (the tests run both paths on the same inputs).
"""

from __future__ import annotations

import re

from autograder.contract.blocks import TEXT_KEYS, TOOL_RESULT_KEYS, TOOL_USE_KEYS

__all__ = ["FastResult", "fast_check"]

# Ids joined by "\n": one C-level match checks every id against ^[a-zA-Z0-9_-]+$.
_IDS = re.compile(r"[a-zA-Z0-9_-]+(?:\n[a-zA-Z0-9_-]+)*").fullmatch


class FastResult:
    """What the later checks need from a conversation the fast pass accepted."""

    __slots__ = ("has_tool_blocks",)

    def __init__(self, has_tool_blocks: bool) -> None:
        self.has_tool_blocks = has_tool_blocks


def fast_check(messages: list) -> FastResult | None:
    """A FastResult when `messages` is plainly valid (pairing included), else None."""
    uses_all: list[str] = []
    results_all: list[str] = []
    pending = None  # tool_use ids of the previous assistant message
    previous = None
    for message in messages:
        if type(message) is not dict or len(message) != 2:
            return None
        role = message.get("role")
        content = message.get("content")
        if role == previous or (role != "user" and role != "assistant"):
            return None
        previous = role
        if type(content) is str:
            if pending or not content or content.isspace():
                return None
            continue
        if type(content) is not list or not content:
            return None
        if role == "assistant":
            pending = _assistant(content)
            if pending is None:
                return None
            uses_all += pending
        else:
            if not _user(content, pending, results_all):
                return None
            pending = None
    everything = uses_all + results_all
    if everything and not _ids_ok(everything):
        return None
    if len(set(uses_all)) != len(uses_all):
        return None
    return FastResult(bool(everything))


def _ids_ok(ids: list[str]) -> bool:
    joined = "\n".join(ids)
    return joined.count("\n") == len(ids) - 1 and _IDS(joined) is not None


def _assistant(content: list) -> list | None:
    """The tool_use ids of a plain `[text..., tool_use...]` assistant message, else None."""
    uses: list = []
    for block in content:
        if type(block) is not dict:
            return None
        kind = block.get("type")
        if kind == "tool_use":
            tool_id = block.get("id")
            name = block.get("name")
            if (
                type(tool_id) is not str
                or type(name) is not str
                or not name
                or type(block.get("input")) is not dict
                or not TOOL_USE_KEYS.issuperset(block)
            ):
                return None
            uses.append(tool_id)
        elif kind == "text" and not uses:
            text = block.get("text")  # inline: this loop is the hot path
            if (
                type(text) is not str
                or not text
                or text.isspace()
                or not TEXT_KEYS.issuperset(block)
            ):
                return None
        else:
            return None
    return uses


def _user(content: list, pending: list | None, results_all: list) -> bool:
    """True for a `[tool_result..., text...]` user message answering exactly `pending`."""
    count = 0
    after_text = False
    for block in content:
        if type(block) is not dict:
            return False
        kind = block.get("type")
        if kind == "tool_result" and not after_text:
            tool_id = block.get("tool_use_id")
            inner = block.get("content")
            flag = block.get("is_error")
            if (
                type(tool_id) is not str
                or (inner is not None and type(inner) is not str)
                or (flag is not None and type(flag) is not bool)
                or not TOOL_RESULT_KEYS.issuperset(block)
            ):
                return False
            results_all.append(tool_id)
            count += 1
        elif kind == "text":
            text = block.get("text")
            if (
                type(text) is not str
                or not text
                or text.isspace()
                or not TEXT_KEYS.issuperset(block)
            ):
                return False
            after_text = True
        else:
            return False
    if count == 1 and pending is not None and len(pending) == 1:
        return results_all[-1] == pending[0]
    return _answers(results_all, count, pending)


def _answers(results_all: list, count: int, pending: list | None) -> bool:
    """The last `count` results answer each pending tool_use exactly once."""
    if not pending:
        return count == 0
    if count != len(pending):
        return False
    mine = results_all[len(results_all) - count :]
    return mine == pending or sorted(mine) == sorted(pending)
