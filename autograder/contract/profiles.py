"""Which version of the rules applies: API profiles ("current", "legacy") and model flags.

``current`` is the behaviour of 2025-2026 (api_rules.md). ``legacy`` is the API before
2024-10-08 / 2025-02-27, for lessons that show how the rules changed: no merging (strict
alternation), first message ``user``, ``tools`` required with tool blocks, the old
"Did not find N `tool_result` block(s)" text, no ``tool_choice: none``, tool names of at
most 64 characters, and the 2024 "pre-filling ... not supported when using tools" rule.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from datetime import date, datetime

__all__ = [
    "AS_OF",
    "DROPPED_BY_THE_SDK",
    "PROFILES",
    "Model",
    "Profile",
    "get_profile",
    "model_available",
    "model_rejects_prefill",
    "models",
    "sdk_models",
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
    """One model id the API knows and the day it retires (404 from then on; None: not planned)."""

    id: str
    retired: date | None = None


#: The simulated today (the scripted model's ``extract.TODAY``): the table is read as of it,
#: so a lesson that shows "model ids retire" gives the same 404 on every day.
AS_OF = date(2026, 8, 25)

#: Ids the pinned SDK no longer lists (neither in ``Model`` nor in ``DEPRECATED_MODELS``),
#: with their retirement from Anthropic's model deprecations page; ``# chosen``: a date
#: nobody published. Everything else comes from the SDK itself (``sdk_models``).
DROPPED_BY_THE_SDK = (
    Model("claude-3-haiku-20240307", date(2026, 4, 20)),  # chosen
    Model("claude-3-5-sonnet-20240620", date(2025, 10, 22)),
    Model("claude-3-5-sonnet-20241022", date(2025, 10, 22)),
    Model("claude-3-5-sonnet-latest", date(2025, 10, 22)),
    Model("claude-opus-4-1-20250805"),
    Model("claude-opus-4-1"),
)


def sdk_models() -> tuple[tuple[str, ...], dict[str, str]]:
    """The pinned SDK's own lists: the ids of its ``Model`` literal, and ``DEPRECATED_MODELS``
    (id -> end-of-life date as the SDK writes it, "November 30th, 2026")."""
    import typing

    from anthropic.resources.messages.messages import DEPRECATED_MODELS
    from anthropic.types import Model as SdkModel

    literals = [a for a in typing.get_args(SdkModel) if typing.get_origin(a) is typing.Literal]
    ids = tuple(i for literal in literals for i in typing.get_args(literal))
    return ids, dict(DEPRECATED_MODELS)


def _sdk_date(written: str) -> date:
    """ "November 6th, 2024" -> 2024-11-06 (the SDK's wording of end-of-life dates)."""
    plain = re.sub(r"(?<=\d)(?:st|nd|rd|th)\b", "", written)
    return datetime.strptime(plain, "%B %d, %Y").date()


@functools.cache
def models() -> dict[str, Model]:
    """Every id the API knows: the SDK's ``Model`` ids and ``DEPRECATED_MODELS`` (with its
    dates), then the ids the SDK has dropped. Read on first use: importing the SDK costs a
    second, which ``import autograder.simulator`` does not pay (a kernel has it already)."""
    ids, deprecated = sdk_models()
    table = {i: Model(i) for i in ids}
    table |= {i: Model(i, _sdk_date(when)) for i, when in deprecated.items()}
    for model in DROPPED_BY_THE_SDK:
        table.setdefault(model.id, model)
    return table


def model_available(model: object) -> bool:
    """Whether the API serves ``model`` as of ``AS_OF`` (unknown and retired ids: 404)."""
    known = models().get(model) if isinstance(model, str) else None
    return known is not None and (known.retired is None or known.retired > AS_OF)


# Models that accept assistant prefill (A-R7: Claude <= 4.5). Everything else -- the 4.6+
# family, claude-sonnet-5 and any id we cannot parse -- rejects it: an unknown id is most
# likely a newer model, and rejecting teaches the habit that works everywhere.
_PREFILL_OK = re.compile(
    r"^claude-(?:instant|2|3)|^claude-(?:opus|sonnet|haiku)-4(?:-[0-5])?(?:-\d{8})?$"
)


def model_rejects_prefill(model: object) -> bool:
    """True when `model` answers a request that ends with an assistant message with a 400."""
    return not isinstance(model, str) or _PREFILL_OK.match(model) is None
