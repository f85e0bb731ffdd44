"""Which version of the rules applies: API profiles ("current", "legacy") and model flags.

``current`` is the behaviour of 2025-2026 (api_rules.md). ``legacy`` is the API before
2024-10-08 / 2025-02-27, for lessons that show how the rules changed: no merging (strict
alternation), first message ``user``, ``tools`` required with tool blocks, the old
"Did not find N `tool_result` block(s)" text, no ``tool_choice: none``, tool names of at
most 64 characters, and the 2024 "pre-filling ... not supported when using tools" rule.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["PROFILES", "Profile", "get_profile", "model_rejects_prefill"]


@dataclass(frozen=True)
class Profile:
    name: str
    merge_consecutive: bool
    first_must_be_user: bool
    tools_required_with_tool_blocks: bool
    legacy_pairing_text: bool
    tool_name_max: int
    tool_choice_tags: tuple[str, ...]
    prefill_with_tools_rejected: bool


PROFILES = {
    "current": Profile(
        name="current",
        merge_consecutive=True,
        first_must_be_user=False,
        tools_required_with_tool_blocks=False,
        legacy_pairing_text=False,
        tool_name_max=128,
        tool_choice_tags=("auto", "any", "tool", "none"),
        prefill_with_tools_rejected=False,
    ),
    "legacy": Profile(
        name="legacy",
        merge_consecutive=False,
        first_must_be_user=True,
        tools_required_with_tool_blocks=True,
        legacy_pairing_text=True,
        tool_name_max=64,
        tool_choice_tags=("auto", "any", "tool"),
        prefill_with_tools_rejected=True,
    ),
}


def get_profile(name: object) -> Profile:
    """The named profile; an unknown name is a caller bug, so it raises ValueError."""
    if isinstance(name, Profile):
        return name
    try:
        return PROFILES[name]  # type: ignore[index]
    except (KeyError, TypeError):
        raise ValueError(f"profile must be one of {sorted(PROFILES)}, found {name!r}") from None


# Models known to accept assistant prefill (A-R7: Claude <= 4.5). Everything else -- the
# 4.6+ family, claude-sonnet-5 and any id we cannot parse -- rejects it: an unknown id is
# most likely a newer model, and rejecting teaches the habit that works everywhere.
_PREFILL_OK = re.compile(
    r"^claude-(?:instant|2|3)|^claude-(?:opus|sonnet|haiku)-4(?:-[0-5])?(?:-\d{8})?$"
)
_PREFILL_TABLE = {
    "claude-sonnet-5": False,
    "claude-opus-4-6": False,
    "claude-sonnet-4-6": False,
    "claude-sonnet-4-5": True,
    "claude-haiku-4-5": True,
    "claude-opus-4-5": True,
}


def model_rejects_prefill(model: object) -> bool:
    """True when `model` answers a request that ends with an assistant message with a 400."""
    if not isinstance(model, str):
        return True
    known = _PREFILL_TABLE.get(model)
    if known is not None:
        return not known
    return _PREFILL_OK.match(model) is None
