"""The pairing walk (A-R12, A-R14, A-R15, A-R16) over turns of message summaries.

A user turn's results are checked backward twice: every id must name a call of the
previous turn (A-R15), then no call may get more than one result (the later duplicate is
reported, with the API's "each tool_use must have a single result" text).

Walking in order, an assistant turn's check of the *next* turn (A-R14 family, reported at
``messages.N`` of that next turn's first message) comes before the next turn's own A-R15
check, so when one user turn both misses a result and carries a wrong id, A-R14 is
reported first.
"""

from __future__ import annotations

from autograder.contract.violations import violation

__all__ = ["check_pairing"]


def check_pairing(summaries: list, ranges: list, legacy: bool) -> list:
    """Violations of the pairing rules, in walk order."""
    out: list = []
    uses: list = []  # client tool_use ids of the previous turn when it was the assistant's
    for t, (a, b) in enumerate(ranges):
        if summaries[a][1] == "assistant":
            uses, not_last = _assistant_turn(summaries, a, b)
            if uses and t + 1 < len(ranges):
                _forward(summaries, ranges[t + 1], uses, not_last, legacy, out)
        else:
            if any(summaries[k][5] for k in range(a, b)):
                _backward(summaries, a, b, uses, out)
            uses = []
    return out


def _blocks(content) -> int:
    return len(content) if type(content) is not str else 1 if content else 0


def _assistant_turn(summaries: list, a: int, b: int) -> tuple[list, set]:
    """(tool_use ids, ids that some later block of the merged turn follows: A-R12)."""
    if b - a == 1:
        return summaries[a][3], set(summaries[a][4])
    uses: list = []
    not_last: set = set()
    later_block = False
    for k in range(b - 1, a - 1, -1):
        _, _, content, ids, own_not_last, _, _ = summaries[k]
        not_last.update(ids if later_block else own_not_last)
        later_block = later_block or _blocks(content) > len(ids)
        uses[:0] = ids
    return uses, not_last


def _leading_ids(summaries: list, a: int, b: int) -> set:
    """Ids of the tool_result blocks at the very start of the merged user turn."""
    found: set = set()
    for k in range(a, b):
        _, _, content, _, _, results, leading = summaries[k]
        found.update(tool_id for _, tool_id in results[:leading])
        if leading < _blocks(content):
            break
    return found


def _forward(
    summaries: list, nxt: tuple, uses: list, not_last: set, legacy: bool, out: list
) -> None:
    """Every tool_use of this turn answered at the start of the next turn."""
    a, b = nxt
    at = f"messages.{summaries[a][0]}"
    user = summaries[a][1] == "user"
    leading = _leading_ids(summaries, a, b) if user else set()
    if legacy:
        if len(leading) < len(uses):
            out.append(violation("contract.legacy_missing_results", at, count=len(uses)))
        return
    missing = [u for u in uses if u not in leading or u in not_last]
    if not missing:
        return
    answered = {tool_id for k in range(a, b) for _, tool_id in summaries[k][5]} if user else set()
    if any(u not in answered and u not in not_last for u in missing):
        key = "contract.tool_use_without_result"
    elif any(u in not_last for u in missing):
        key = "contract.tool_use_not_last"
    else:
        key = "contract.tool_result_not_first"
    out.append(violation(key, at, ids=", ".join(missing), count=len(missing)))


def _backward(summaries: list, a: int, b: int, uses: list, out: list) -> None:
    """Every tool_result refers to a tool_use of the immediately previous turn."""
    known = set(uses)
    wrong = [
        (summaries[k][0], j, tool_id)
        for k in range(a, b)
        for j, tool_id in summaries[k][5]
        if tool_id not in known
    ]
    if wrong:
        i, j, _ = wrong[0]
        ids = ", ".join(tool_id for _, _, tool_id in wrong)
        out.append(
            violation(
                "contract.unexpected_tool_result",
                f"messages.{i}.content.{j}",
                ids=ids,
                count=len(wrong),
            )
        )
        return
    _duplicates(summaries, a, b, out)


def _duplicates(summaries: list, a: int, b: int, out: list) -> None:
    """Several tool_result blocks for one tool_use id in the (merged) user turn: a 400."""
    seen: set = set()
    for k in range(a, b):
        for j, tool_id in summaries[k][5]:
            if tool_id in seen:
                path = f"messages.{summaries[k][0]}.content.{j}"
                out.append(violation("contract.tool_result_duplicated", path, ids=tool_id))
                return
            seen.add(tool_id)
