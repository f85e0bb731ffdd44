"""Anthropic-defined server tools, simulated offline: ``web_search`` over a small local corpus.

A request that declares ``{"type": "web_search_20250305", "name": "web_search"}`` gets what
the API sends when Claude searches: a ``server_tool_use`` block (the query), a
``web_search_tool_result`` block (the pages found), then the answer, with
``usage.server_tool_use.web_search_requests``. The corpus (``data/web_corpus.json``) is a
few short pages written for the course; pages are ranked by RapidFuzz against the query.

``pause_turn``: the API's server-side loop has a step budget; a turn that would exceed it
stops with ``stop_reason: "pause_turn"`` and the client continues by sending the paused
assistant content back as the final message. Here one search is one step and the budget
is ``SEARCHES_PER_TURN``: a user message asking several questions ("What is X? And Y?
And Z?") gets one search per question, so three questions pause after two searches and
the continuation searches the rest, then answers. Deterministic, like everything else.
"""

from __future__ import annotations

import base64
import functools
import json
import re
from pathlib import Path

from rapidfuzz import fuzz

from autograder.simulator.responses import stable_id, text_block

CORPUS = Path(__file__).parent / "data" / "web_corpus.json"
_MAX_RESULTS = 3
SEARCHES_PER_TURN = 2  # the simulated server loop's step budget: more searches pause the turn
_QUESTION = re.compile(r"[^?？\n]+[?？]")


def web_search_tool(request: dict) -> dict | None:
    """The request's ``web_search`` server tool definition, if it declares one."""
    for tool in request.get("tools") or []:
        if isinstance(tool, dict) and str(tool.get("type", "")).startswith("web_search_"):
            return tool
    return None


@functools.cache
def _pages() -> tuple[dict, ...]:
    return tuple(json.loads(CORPUS.read_text(encoding="utf-8"))["pages"])


def search(query: str) -> list[dict]:
    """The corpus pages that match ``query`` best (at most three, best first)."""
    scored = [
        (fuzz.token_set_ratio(query.lower(), f"{p['title']} {p['text']}".lower()), p)
        for p in _pages()
    ]
    ranked = sorted((s for s in scored if s[0] >= 40), key=lambda s: -s[0])
    return [page for _, page in ranked[:_MAX_RESULTS]]


def planned_queries(text: str) -> list[str]:
    """One search per question when the user asks several, else one for the whole text."""
    questions = [q.strip() for q in _QUESTION.findall(text) if q.strip(" ?？")]
    return questions if len(questions) > 1 else [text.strip()]


def continued_queries(request: dict) -> list[str] | None:
    """The queries already searched when the request continues a paused turn, else None.

    A paused turn comes back as the final (assistant) message, ending with a server
    tool's result block.
    """
    messages = request.get("messages")
    last = messages[-1] if isinstance(messages, list) and messages else None
    content = last.get("content") if isinstance(last, dict) else None
    if not isinstance(last, dict) or last.get("role") != "assistant":
        return None
    if not isinstance(content, list) or not content or not isinstance(content[-1], dict):
        return None
    if not str(content[-1].get("type", "")).endswith("_tool_result"):
        return None
    return [
        str((b.get("input") or {}).get("query", ""))
        for b in content
        if isinstance(b, dict) and b.get("type") == "server_tool_use"
    ]


def searched_turn(request: dict, text: str, lang: str, done: list[str]) -> tuple[list[dict], str]:
    """The blocks of a searching turn and its stop reason (``pause_turn`` over budget)."""
    queries = planned_queries(text)
    todo = [q for q in queries if q not in done]
    now = todo[:SEARCHES_PER_TURN]
    blocks = [block for query in now for block in _search_blocks(request, query)]
    if len(todo) > len(now):
        return blocks, "pause_turn"
    return [*blocks, _answer([search(q) for q in queries], lang)], "end_turn"


def _search_blocks(request: dict, query: str) -> list[dict]:
    """A ``server_tool_use`` block (the query) and its ``web_search_tool_result``."""
    tool = web_search_tool(request) or {}
    use_id = stable_id("srvtoolu_01", query)
    results = [
        {
            "type": "web_search_result",
            "url": p["url"],
            "title": p["title"],
            "page_age": p["page_age"],
            "encrypted_content": base64.b64encode(p["text"].encode()).decode(),
        }
        for p in search(query)
    ]
    name = tool.get("name", "web_search")
    return [
        {"type": "server_tool_use", "id": use_id, "name": name, "input": {"query": query}},
        {"type": "web_search_tool_result", "tool_use_id": use_id, "content": results},
    ]


def _answer(found: list[list[dict]], lang: str) -> dict:
    """What the searches found, each search's best page with its address."""
    lead = "검색해 보니 이렇습니다: " if lang == "ko" else "Here is what I found: "
    best = [pages[0] for pages in found if pages]
    if not best:
        return text_block(
            "검색 결과가 없습니다." if lang == "ko" else "The search found nothing on that."
        )
    return text_block(lead + " ".join(f"{p['text']} ({p['url']})" for p in best))
