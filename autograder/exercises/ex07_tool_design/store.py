"""The helpdesk's tickets for Exercise 7, and what the search tool should answer over them.

A ticket carries far more than the model needs (assignee, internal notes, an audit log):
the learner's executor must keep only `FIELDS`, filter, sort newest first and page. The
grader computes its own answer (`expected_tickets`) for the input the model really sent,
so a check never trusts the learner's numbers. Visible and hidden runs use different
desks (`desk(hidden)`): other requesters, counts and dates; the hidden one is grader-only
data (``hidden/conversations.json``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

__all__ = ["DEFAULT_LIMIT", "FIELDS", "MAX_LIMIT", "STATUSES", "desk", "expected_tickets"]

#: The fields each ticket of a result keeps (the need says so).
FIELDS = ("ticket_id", "title", "status", "created_at")
STATUSES = ("open", "in_progress", "resolved")
DEFAULT_LIMIT = 5
MAX_LIMIT = 20

_TITLES = (
    "노트북 전원이 켜지지 않음",
    "VPN 접속이 끊김",
    "메일 용량 초과",
    "모니터 한 대 추가 요청",
    "프린터 용지 걸림",
    "비밀번호 재설정",
    "회의실 화면 공유 안 됨",
    "소프트웨어 설치 권한 요청",
)

#: requester -> [(status, created_at), ...]: newest-first order is the test of sorting.
_VISIBLE = {
    "E-20417": [
        ("open", "2026-08-20"),
        ("resolved", "2026-08-11"),
        ("open", "2026-08-02"),
        ("open", "2026-07-25"),
        ("resolved", "2026-07-14"),
        ("open", "2026-06-30"),
        ("resolved", "2026-06-19"),
        ("open", "2026-05-08"),
        ("resolved", "2026-04-02"),
    ],
    "E-31008": [
        ("in_progress", "2026-08-22"),
        ("in_progress", "2026-08-15"),
        ("open", "2026-08-09"),
        ("in_progress", "2026-07-30"),
        ("in_progress", "2026-07-12"),
        ("in_progress", "2026-06-28"),
        ("in_progress", "2026-05-17"),
        ("in_progress", "2026-03-03"),
    ],
    "E-52006": [
        ("resolved", "2026-08-18"),
        ("open", "2026-07-21"),
        ("in_progress", "2026-06-05"),
        ("resolved", "2026-02-27"),
    ],
}


def _hidden_desk() -> dict[str, list]:
    """The other desk (grader-only data, ``hidden/conversations.json``; `HiddenDataUnavailable`
    where it is not readable: a learner's installation, the grading sandbox)."""
    from autograder.checks.hidden import load_json

    return load_json("ex07_tool_design", "conversations.json")["desk"]


def desk(hidden: bool = False) -> list[dict[str, Any]]:
    """Every ticket of the visible (or hidden) desk, all fields, in storage order.

    Storage order is not newest first (the executor must sort), and each ticket carries
    fields the model never needs.
    """
    rows = []
    number = 7000 if hidden else 1000
    for requester, tickets in (_hidden_desk() if hidden else _VISIBLE).items():
        for index, (status, created) in enumerate(tickets):
            number += 7
            rows.append(
                {
                    "ticket_id": f"T-{number}",
                    "requester_id": requester,
                    "title": _TITLES[(number // 7) % len(_TITLES)],
                    "status": status,
                    "created_at": created,
                    "assignee": {"email": "helpdesk@example.com", "team": "IT-2"},
                    "internal_notes": "내부 메모: 고객에게 보이지 않음",
                    "audit_log": [{"at": created, "event": "viewed"}] * 8,
                    "sla_ms": 86_400_000 + index,
                }
            )
    return sorted(rows, key=lambda row: row["ticket_id"][::-1])  # a scrambled, stable order


def expected_tickets(tickets: list[Mapping[str, Any]], tool_input: Mapping[str, Any]) -> list[str]:
    """Ticket ids the search should find for `tool_input`, newest first, before paging."""
    found = [
        t
        for t in tickets
        if t["requester_id"] == tool_input.get("requester_id")
        and (tool_input.get("status") in (None, t["status"]))
        and t["created_at"] >= str(tool_input.get("created_after") or "")
    ]
    return [t["ticket_id"] for t in sorted(found, key=lambda t: t["created_at"], reverse=True)]


def page_limit(tool_input: Mapping[str, Any]) -> int:
    """The page size the input asks for (the need's default when it names none)."""
    limit = tool_input.get("limit")
    return limit if isinstance(limit, int) and not isinstance(limit, bool) else DEFAULT_LIMIT
