"""A-R7: a request that ends with an assistant turn ("prefill"), by model and profile.

current: models in the 4.6+ family (claude-sonnet-5 included) reject any final assistant
turn; older models accept it unless its content ends with whitespace.
legacy: the model flag is ignored (the old API predates the 2026 ban); with tools
present the 2024 "pre-filling ... not supported when using tools" text applies.
A final turn that ends with a server tool's result block is not a prefill but a paused
turn sent back to continue (``pause_turn``, A-R25/A-R27): every model accepts it.
"""

from __future__ import annotations

from autograder.contract.profiles import Profile, model_rejects_prefill
from autograder.contract.violations import violation

__all__ = ["check_final_turn"]


def check_final_turn(summaries: list, model: object, has_tools: bool, profile: Profile) -> list:
    """Violations of a final assistant turn (none when the last message is the user's)."""
    if not summaries or summaries[-1][1] != "assistant":
        return []
    at = f"messages.{summaries[-1][0]}"
    if _continues_a_paused_turn(summaries[-1][2]):
        return []
    if profile.prefill_with_tools_rejected:
        if has_tools:
            return [violation("contract.prefill_with_tools", at)]
    elif model_rejects_prefill(model):
        return [violation("contract.prefill_unsupported", at, model=str(model))]
    text = _final_text(summaries)
    if text and text != text.rstrip():
        return [violation("contract.final_trailing_whitespace", at)]
    return []


def _continues_a_paused_turn(content: object) -> bool:
    """The turn ends with a server tool's result (``web_search_tool_result``, ...)."""
    if type(content) is not list or not content or type(content[-1]) is not dict:
        return False
    kind = content[-1].get("type")
    return isinstance(kind, str) and kind.endswith("_tool_result") and kind != "tool_result"


def _final_text(summaries: list) -> str | None:
    """The text of the final turn's last block when that block is text."""
    for k in range(len(summaries) - 1, -1, -1):
        _, role, content, *_ = summaries[k]
        if role != "assistant":
            return None
        if type(content) is str:
            return content or None
        if content:
            block = content[-1]
            block = block if type(block) is dict else {}
            return block.get("text") if block.get("type") == "text" else None
    return None
