"""Consecutive same-role messages (A-R4): merged by the current API, rejected by legacy.

A group is ``(role, first_index, blocks)`` with blocks ``(message_index, block_index,
type, block)``: every block remembers where the learner wrote it, so paths after
merging still point at the original message (see the package docstring).
"""

from __future__ import annotations

from autograder.contract.violations import violation

__all__ = ["group_messages"]


def group_messages(parsed: list, merge: bool) -> tuple[list, list]:
    """(groups, violations): merged turns, or one group per message plus A-R4/A-R5 errors."""
    groups: list = []
    problems: list = []
    for i, role, blocks in parsed:
        tagged = [(i, j, kind, block) for j, kind, block in blocks]
        if groups and groups[-1][0] == role:
            if merge:
                groups[-1][2].extend(tagged)
                continue
            problems.append(
                violation("contract.legacy_alternation", f"messages.{i}", at="messages", role=role)
            )
        groups.append((role, i, tagged))
    return groups, problems


def legacy_first_message(parsed: list) -> list:
    """A-R5 before 2024-10-08: the first message must be a user message."""
    if parsed and parsed[0][1] != "user":
        return [violation("contract.legacy_first_not_user", f"messages.{parsed[0][0]}")]
    return []
