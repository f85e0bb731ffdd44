"""The pairing walk (A-R12, A-R14, A-R15, A-R16) over merged turns.

Walking in order, an assistant turn's check of the *next* turn (A-R14 family, reported at
``messages.N`` of that next turn) comes before the next turn's own A-R15 check, so when
one user turn both misses a result and carries a wrong id, A-R14 is reported first.
"""

from __future__ import annotations

from autograder.contract.violations import violation

__all__ = ["check_pairing"]


def check_pairing(groups: list, legacy: bool) -> list:
    """Violations of the pairing rules, in walk order."""
    out: list = []
    uses: list[str] = []  # client tool_use ids of the previous turn when it was assistant's
    for g, (role, _first, blocks) in enumerate(groups):
        if role == "assistant":
            uses = [b[3]["id"] for b in blocks if b[2] == "tool_use"]
            if uses and g + 1 < len(groups):
                _forward(blocks, uses, groups[g + 1], legacy, out)
        else:
            _backward(blocks, uses, out)
            uses = []
    return out


def _forward(blocks: list, uses: list, nxt: tuple, legacy: bool, out: list) -> None:
    """Every tool_use of this turn answered at the start of the next turn."""
    role, first, next_blocks = nxt
    at = f"messages.{first}"
    leading: set[str] = set()
    if role == "user":
        for block in next_blocks:
            if block[2] != "tool_result":
                break
            leading.add(block[3]["tool_use_id"])
    if legacy:
        if len(leading) < len(uses):
            out.append(violation("contract.legacy_missing_results", at, count=len(uses)))
        return
    not_last = _not_last(blocks)
    missing = [u for u in uses if u not in leading or u in not_last]
    if missing:
        out.append(_missing(missing, not_last, next_blocks if role == "user" else [], at))


def _not_last(blocks: list) -> set[str]:
    """Ids of tool_use blocks that some other block follows in the same turn (A-R12)."""
    found: set[str] = set()
    pending: list[str] = []
    for block in blocks:
        if block[2] == "tool_use":
            pending.append(block[3]["id"])
        else:
            found.update(pending)
            pending.clear()
    return found


def _missing(missing: list, not_last: set, next_blocks: list, at: str):
    answered = {b[3]["tool_use_id"] for b in next_blocks if b[2] == "tool_result"}
    if any(u not in answered and u not in not_last for u in missing):
        key = "contract.tool_use_without_result"
    elif any(u in not_last for u in missing):
        key = "contract.tool_use_not_last"
    else:
        key = "contract.tool_result_not_first"
    return violation(key, at, ids=", ".join(missing), count=len(missing))


def _backward(blocks: list, uses: list, out: list) -> None:
    """Every tool_result refers to a tool_use of the immediately previous turn."""
    known = set(uses)
    wrong = [b for b in blocks if b[2] == "tool_result" and b[3]["tool_use_id"] not in known]
    if wrong:
        i, j = wrong[0][0], wrong[0][1]
        ids = ", ".join(b[3]["tool_use_id"] for b in wrong)
        out.append(
            violation(
                "contract.unexpected_tool_result",
                f"messages.{i}.content.{j}",
                ids=ids,
                count=len(wrong),
            )
        )
