"""A-R24: extended thinking with tool use, judged from the request's ``thinking`` field.

* thinking ``enabled``: when the request continues a tool-use loop (its final turn is a
  user turn holding ``tool_result`` blocks), the assistant turn before it - the one whose
  ``tool_use`` those results answer - must start with ``thinking`` / ``redacted_thinking``;
* thinking not disabled: a final-position assistant turn (prefill) cannot end with a
  ``thinking`` block;
* thinking disabled (or absent): a final-position assistant turn cannot contain thinking.

Turns are consecutive same-role messages (merged as the API merges them); paths use the
learner's original message and block indexes. Runs only on schema-clean ``messages``.
"""

from __future__ import annotations

from autograder.contract.normalize import as_dict
from autograder.contract.violations import violation

__all__ = ["check_thinking"]

_THINKING = ("thinking", "redacted_thinking")


def check_thinking(messages: list | tuple, thinking: object) -> list:
    """A-R24 violations of schema-clean `messages` under the request's `thinking` field."""
    mode = _mode(thinking)
    final = _last_turn(messages, len(messages))
    if final[0] == "assistant":
        return _final_assistant(final[1], mode)
    if mode != "enabled" or not any(kind == "tool_result" for _, _, kind in final[1]):
        return []
    before = _last_turn(messages, final[2])
    if before[0] != "assistant" or not any(kind == "tool_use" for _, _, kind in before[1]):
        return []  # pairing (A-R15) already reports results without a tool_use
    i, j, kind = before[1][0]
    if kind in _THINKING:
        return []
    return [violation("contract.thinking_must_lead", f"messages.{i}.content.{j}", found=kind)]


def _final_assistant(blocks: list, mode: str) -> list:
    if mode == "disabled":
        for i, j, kind in blocks:
            if kind in _THINKING:
                return [violation("contract.thinking_when_disabled", f"messages.{i}.content.{j}")]
        return []
    if blocks and blocks[-1][2] == "thinking":
        i, j, _ = blocks[-1]
        return [
            violation("contract.thinking_last", f"messages.{i}.content.{j}", at=f"messages.{i}")
        ]
    return []


def _mode(thinking: object) -> str:
    """``enabled``, ``adaptive`` (the model may skip thinking) or ``disabled``."""
    kind = (as_dict(thinking) or {}).get("type")
    return kind if kind in ("enabled", "adaptive") else "disabled"


def _last_turn(messages: list | tuple, end: int) -> tuple[str | None, list, int]:
    """(role, [(message, block, type)...], start) of the turn ending before `end`."""
    role = None
    start = end
    while start > 0:
        message = as_dict(messages[start - 1]) or {}
        if role is not None and message.get("role") != role:
            break
        role = message.get("role")
        start -= 1
    blocks = []
    for i in range(start, end):
        content = (as_dict(messages[i]) or {}).get("content")
        if isinstance(content, list | tuple):
            blocks += [(i, j, (as_dict(b) or {}).get("type")) for j, b in enumerate(content)]
        elif content:
            blocks.append((i, 0, "text"))  # a string content is one text block
    return role, blocks, start
