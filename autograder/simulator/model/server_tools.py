"""Anthropic-defined server tools, simulated offline: ``web_search`` over a small local corpus.

A request that declares ``{"type": "web_search_20250305", "name": "web_search"}`` gets what
the API sends when Claude searches: a ``server_tool_use`` block (the query), a
``web_search_tool_result`` block (the pages found), then the answer, with
``usage.server_tool_use.web_search_requests``. The corpus (``data/web_corpus.json``) is a
few short pages written for the course; pages are ranked by RapidFuzz against the query.
"""

from __future__ import annotations

import base64
import functools
import json
from pathlib import Path

from rapidfuzz import fuzz

from autograder.simulator.responses import stable_id, text_block

CORPUS = Path(__file__).parent / "data" / "web_corpus.json"
_MAX_RESULTS = 3


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


def searched_answer(request: dict, query: str, lang: str) -> list[dict]:
    """The content blocks of a searched answer: the search, its results, the answer."""
    tool = web_search_tool(request) or {}
    use_id = stable_id("srvtoolu_01", query)
    pages = search(query)
    results = [
        {
            "type": "web_search_result",
            "url": p["url"],
            "title": p["title"],
            "page_age": p["page_age"],
            "encrypted_content": base64.b64encode(p["text"].encode()).decode(),
        }
        for p in pages
    ]
    name = tool.get("name", "web_search")
    blocks = [
        {"type": "server_tool_use", "id": use_id, "name": name, "input": {"query": query}},
        {"type": "web_search_tool_result", "tool_use_id": use_id, "content": results},
    ]
    if pages:
        lead = "검색해 보니 이렇습니다: " if lang == "ko" else "Here is what I found: "
        blocks.append(text_block(lead + pages[0]["text"] + f" ({pages[0]['url']})"))
    else:
        none = "검색 결과가 없습니다." if lang == "ko" else "The search found nothing on that."
        blocks.append(text_block(none))
    return blocks
