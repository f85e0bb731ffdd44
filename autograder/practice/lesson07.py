"""Lesson 7 practice: fix a poor tool definition until the reviewer and the API accept it."""

from __future__ import annotations

import copy
import re
from typing import Any

from autograder.checks.plain import to_json_data
from autograder.checks.results import Check, check, failed
from autograder.practice import Missing, Practice, Skipped
from autograder.practice.tool_review import findings

#: The definition the lesson hands out (its practice cell starts from this exact value).
STUB = {
    "name": "deliveryinfo",
    "description": "배송",
    "input_schema": {
        "type": "object",
        "properties": {"id": {"type": "string"}, "date": {"type": "string"}},
    },
}


def stub() -> dict[str, Any]:
    """A fresh copy of the starting definition."""
    return copy.deepcopy(STUB)


def collect(namespace: dict[str, Any]) -> dict[str, Any]:
    from autograder import MODEL, validate_request

    if "my_tool" not in namespace:
        raise Missing("my_tool")
    tool = to_json_data(namespace["my_tool"])
    if tool == STUB:
        raise Skipped("my_tool")
    request = {
        "model": MODEL,
        "max_tokens": 256,
        "tools": [tool],
        "messages": [{"role": "user", "content": "ORD-2026-8842 배송 언제 와?"}],
    }
    problems = [{"path": v.path, "explain": v.explain("ko")} for v in validate_request(request)]
    return {"tool": tool, "findings": findings(tool), "problems": problems}


CHECKS: list[Check] = []


@check(CHECKS, "practice_l07_review_clean", 2)
def review_clean(evidence: dict[str, Any]):
    if evidence["findings"]:
        key, params = evidence["findings"][0]
        return failed(
            "practice.l07.still_findings", count=len(evidence["findings"]), first_key=key, **params
        )
    return None


@check(CHECKS, "practice_l07_api_accepts", 1)
def api_accepts(evidence: dict[str, Any]):
    if evidence["problems"]:
        first = evidence["problems"][0]
        return failed("practice.l07.rejected", path=first["path"], explain=first["explain"])
    return None


#: Words that name the tool's job, delivery (Korean and English, as learners write it).
DELIVERY = re.compile(r"배송|배달|택배|도착|출고|deliver|shipping|shipment|\bship", re.IGNORECASE)


@check(CHECKS, "practice_l07_keeps_purpose", 1)
def keeps_purpose(evidence: dict[str, Any]):
    tool = evidence["tool"] if isinstance(evidence["tool"], dict) else {}
    schema = tool.get("input_schema") if isinstance(tool.get("input_schema"), dict) else {}
    properties = schema.get("properties") if isinstance(schema.get("properties"), dict) else {}
    if not DELIVERY.search(str(tool.get("description", ""))) or not properties:
        return failed("practice.l07.purpose_lost")
    return None


PRACTICES = {"l07_fix_tool": Practice("my_tool", ("F12", "F5"), collect, tuple(CHECKS))}
