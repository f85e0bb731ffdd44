"""Consecutive same-role messages (A-R4): merged by the current API, rejected by legacy.

A turn is a ``(start, end)`` range over the message summaries: merging only groups
indexes, so every block keeps the index the learner wrote it at (see the package
docstring on paths after merging).
"""

from __future__ import annotations

from autograder.contract.violations import violation

__all__ = ["legacy_first_message", "turns"]


def turns(summaries: list, merge: bool) -> tuple[list[tuple[int, int]], list]:
    """(turn ranges, violations): merged turns, or one turn per message plus A-R4 errors."""
    ranges: list[tuple[int, int]] = []
    problems: list = []
    start = 0
    for k in range(1, len(summaries) + 1):
        if k < len(summaries) and summaries[k][1] == summaries[k - 1][1]:
            if merge:
                continue
            role = summaries[k][1]
            problems.append(
                violation(
                    "contract.legacy_alternation",
                    f"messages.{summaries[k][0]}",
                    at="messages",
                    role=role,
                )
            )
        ranges.append((start, k))
        start = k
    return ranges, problems


def legacy_first_message(summaries: list) -> list:
    """A-R5 before 2024-10-08: the first message must be a user message."""
    if summaries and summaries[0][1] != "user":
        return [violation("contract.legacy_first_not_user", f"messages.{summaries[0][0]}")]
    return []
