"""A-R7: a request that ends with an assistant turn ("prefill"), by model and profile.

current: models in the 4.6+ family (claude-sonnet-5 included) reject any final assistant
turn; older models accept it unless its content ends with whitespace.
legacy: the model flag is ignored (the old API predates the 2026 ban); with tools
present the 2024 "pre-filling ... not supported when using tools" text applies.
"""

from __future__ import annotations

from autograder.contract.profiles import Profile, model_rejects_prefill
from autograder.contract.violations import violation

__all__ = ["check_final_turn"]


def check_final_turn(
    groups: list, last_index: int, model: object, has_tools: bool, profile: Profile
) -> list:
    """Violations of the final assistant turn; `last_index` is the last message's index."""
    if not groups or groups[-1][0] != "assistant":
        return []
    blocks = groups[-1][2]
    at = f"messages.{last_index}"
    if profile.prefill_with_tools_rejected:
        if has_tools:
            return [violation("contract.prefill_with_tools", at)]
    elif model_rejects_prefill(model):
        return [violation("contract.prefill_unsupported", at, model=str(model))]
    if blocks and blocks[-1][2] == "text":
        text = blocks[-1][3]["text"]
        if text and text != text.rstrip():
            return [violation("contract.final_trailing_whitespace", at)]
    return []
