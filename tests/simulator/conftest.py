"""Shared helpers for the simulator tests: the canonical requests, built from scenario data."""

from __future__ import annotations

import json

import pytest

from autograder.config import MODEL
from autograder.simulator import get_scenario


def request(scenario: str, lang: str = "en", **extra: object) -> dict:
    """The first request that plays ``scenario`` (its tools, its prompt)."""
    data = get_scenario(scenario)
    body = {
        "model": MODEL,
        "max_tokens": 1024,
        "tools": data.tools,
        "messages": [{"role": "user", "content": data.prompt(lang)}],
    }
    body.update(extra)
    return body


def answer_all(body: dict, response: dict, results: dict | None = None, **flags: object) -> dict:
    """``body`` continued: the response appended, then one user message with every result."""
    results = results or {}
    calls = [b for b in response["content"] if b["type"] == "tool_use"]
    blocks = [
        {
            "type": "tool_result",
            "tool_use_id": c["id"],
            "content": json.dumps(results.get(c["name"], {"ok": True}), ensure_ascii=False),
            **flags,
        }
        for c in calls
    ]
    messages = [*body["messages"], {"role": "assistant", "content": response["content"]}]
    return {**body, "messages": [*messages, {"role": "user", "content": blocks}]}


@pytest.fixture
def weather_result() -> dict:
    return get_scenario("weather").results()["get_weather"]
