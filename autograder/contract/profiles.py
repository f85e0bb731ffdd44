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
from datetime import date

__all__ = [
    "AS_OF",
    "MODELS",
    "PROFILES",
    "Model",
    "Profile",
    "get_profile",
    "model_available",
    "model_rejects_prefill",
]


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


@dataclass(frozen=True)
class Model:
    """One model id the API knows: when it retires (404 from then on), whether it prefills."""

    id: str
    retired: date | None = None
    prefill: bool = False


#: The simulated today (the scripted model's ``extract.TODAY``): the table is read as of it,
#: so a lesson that shows "model ids retire" gives the same 404 on every day.
AS_OF = date(2026, 8, 25)

#: Model ids and their retirement dates: the pinned anthropic SDK's own table
#: (``resources/messages/messages.py`` ``DEPRECATED_MODELS``) and Anthropic's model
#: deprecations page for ids the SDK has since dropped; a date nobody published is marked
#: ``# chosen``. Aliases (ids without a date) are listed like snapshots.
MODELS = {
    m.id: m
    for m in (
        Model("claude-1.3", date(2024, 11, 6), prefill=True),
        Model("claude-instant-1.1", date(2024, 11, 6), prefill=True),
        Model("claude-instant-1.2", date(2024, 11, 6), prefill=True),
        Model("claude-2.0", date(2025, 7, 21), prefill=True),
        Model("claude-2.1", date(2025, 7, 21), prefill=True),
        Model("claude-3-sonnet-20240229", date(2025, 7, 21), prefill=True),
        Model("claude-3-opus-20240229", date(2026, 1, 5), prefill=True),
        Model("claude-3-haiku-20240307", date(2026, 4, 20), prefill=True),  # chosen
        Model("claude-3-5-sonnet-20240620", date(2025, 10, 22), prefill=True),
        Model("claude-3-5-sonnet-20241022", date(2025, 10, 22), prefill=True),
        Model("claude-3-5-sonnet-latest", date(2025, 10, 22), prefill=True),
        Model("claude-3-5-haiku-20241022", date(2026, 2, 19), prefill=True),
        Model("claude-3-5-haiku-latest", date(2026, 2, 19), prefill=True),
        Model("claude-3-7-sonnet-20250219", date(2026, 2, 19), prefill=True),
        Model("claude-3-7-sonnet-latest", date(2026, 2, 19), prefill=True),
        Model("claude-sonnet-4-20250514", date(2026, 6, 15), prefill=True),
        Model("claude-sonnet-4-0", date(2026, 6, 15), prefill=True),
        Model("claude-opus-4-20250514", date(2026, 6, 15), prefill=True),
        Model("claude-opus-4-0", date(2026, 6, 15), prefill=True),
        Model("claude-opus-4-1-20250805", prefill=True),
        Model("claude-opus-4-1", prefill=True),
        Model("claude-sonnet-4-5-20250929", date(2026, 11, 30), prefill=True),
        Model("claude-sonnet-4-5", date(2026, 11, 30), prefill=True),
        Model("claude-haiku-4-5-20251001", prefill=True),
        Model("claude-haiku-4-5", prefill=True),
        Model("claude-opus-4-5-20251101", prefill=True),
        Model("claude-opus-4-5", prefill=True),
        Model("claude-opus-4-6"),
        Model("claude-sonnet-4-6"),
        Model("claude-sonnet-5"),
    )
}


def model_available(model: object) -> bool:
    """Whether the API serves ``model`` as of ``AS_OF`` (unknown and retired ids: 404)."""
    known = MODELS.get(model) if isinstance(model, str) else None
    return known is not None and (known.retired is None or known.retired > AS_OF)


# Models known to accept assistant prefill (A-R7: Claude <= 4.5). Everything else -- the
# 4.6+ family, claude-sonnet-5 and any id we cannot parse -- rejects it: an unknown id is
# most likely a newer model, and rejecting teaches the habit that works everywhere.
_PREFILL_OK = re.compile(
    r"^claude-(?:instant|2|3)|^claude-(?:opus|sonnet|haiku)-4(?:-[0-5])?(?:-\d{8})?$"
)
_PREFILL_TABLE = {m.id: m.prefill for m in MODELS.values()}


def model_rejects_prefill(model: object) -> bool:
    """True when `model` answers a request that ends with an assistant message with a 400."""
    if not isinstance(model, str):
        return True
    known = _PREFILL_TABLE.get(model)
    if known is not None:
        return not known
    return _PREFILL_OK.match(model) is None
