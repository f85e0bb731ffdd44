"""The `messages` array drawn as a chat transcript (HTML), for notebooks and feedback.

Each `tool_use` gets a numbered label and a colour; the `tool_result` answering it carries
the same label and colour, so pairing is visible at a glance. Problems found by the
contract engine are drawn at the exact message or block their path names
(``messages.2`` / ``messages.2.content.0``); problems without such a place are listed
at the top. Inline styles only, so the view survives nbconvert and HTML sanitizers.
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from autograder.catalogue import render
from autograder.viz._plain import blocks, field, plain

__all__ = ["ConversationView", "conversation_view", "locate"]

#: Colours for call/result pairs (matplotlib's tab10, readable on white).
PALETTE = ("#1f77b4", "#ff7f0e", "#2ca02c", "#9467bd", "#8c564b", "#e377c2", "#17becf")
UNPAIRED = "#7f7f7f"
PROBLEM = "#d62728"
_PATH = re.compile(r"^messages\.(\d+)(?:\.content\.(\d+))?")
_ROLE_BG = {"user": "#eef5ff", "assistant": "#f4f4f4"}


@dataclass(frozen=True)
class ConversationView:
    """Rendered conversation; displays itself in Jupyter (`_repr_html_`)."""

    html: str
    violations: tuple[Any, ...]

    def _repr_html_(self) -> str:
        return self.html

    def __repr__(self) -> str:
        return f"<ConversationView: {len(self.violations)} problem(s)>"


def conversation_view(
    messages: Any,
    tools: Any = None,
    *,
    tool_choice: Any = None,
    violations: Sequence[Any] | None = None,
    profile: str = "current",
    lang: str = "ko",
    status: str | None = None,
) -> ConversationView:
    """Draw `messages`; check them with the contract engine unless `violations` is given.

    `status` replaces the header's contract-check line (for problems that are not the
    API's, e.g. a broken policy rule)."""
    msgs = plain(messages)
    msgs = msgs if isinstance(msgs, list) else []
    if violations is None:
        from autograder.contract import validate_messages

        violations = validate_messages(messages, tools, tool_choice=tool_choice, profile=profile)
    pairs = pair_labels(msgs)
    answered = _answered_ids(msgs)
    pairs = {k: (label, colour, k in answered) for k, (label, colour) in pairs.items()}
    placed, loose = _place(violations, msgs)
    parts = [_header(msgs, plain(tools), violations, loose, lang, status)]
    for index, message in enumerate(msgs):
        parts.append(_message(index, message, pairs, placed, lang))
    body = "".join(parts)
    root = (
        f'<div class="tu-conversation" data-messages="{len(msgs)}" '
        f'data-problems="{len(violations)}" style="font-family:sans-serif;font-size:13px;'
        f'color:#222;background:#fff;padding:8px;border:1px solid #ddd;border-radius:6px">'
    )
    return ConversationView(root + body + "</div>", tuple(violations))


def pair_labels(msgs: list[Any]) -> dict[str, tuple[str, str]]:
    """tool_use id -> (label, colour), numbered in order of appearance."""
    labels: dict[str, tuple[str, str]] = {}
    for message in msgs:
        for block in blocks(message):
            if field(block, "type") == "tool_use" and isinstance(field(block, "id"), str):
                n = len(labels)
                labels.setdefault(block["id"], (f"#{n + 1}", PALETTE[n % len(PALETTE)]))
    return labels


def _answered_ids(msgs: list[Any]) -> set[str]:
    return {
        str(field(block, "tool_use_id"))
        for message in msgs
        for block in blocks(message)
        if field(block, "type") == "tool_result"
    }


def locate(path: str) -> tuple[int | None, int | None]:
    """(message index, block index) named by a violation path; None where it names neither."""
    match = _PATH.match(path or "")
    if not match:
        return None, None
    block = match.group(2)
    return int(match.group(1)), None if block is None else int(block)


def _place(violations: Sequence[Any], msgs: list[Any]) -> tuple[dict, list]:
    """Violations keyed by (message, block) where that place exists; the rest are loose."""
    placed: dict[tuple[int, int | None], list[Any]] = {}
    loose = []
    for violation in violations:
        msg, blk = locate(str(field(violation, "path", "")))
        if msg is None or msg >= len(msgs):
            loose.append(violation)
        else:
            if blk is not None and blk >= len(blocks(msgs[msg])):
                blk = None
            placed.setdefault((msg, blk), []).append(violation)
    return placed, loose


def _header(msgs, tools, violations, loose, lang, override=None) -> str:
    names = [str(field(t, "name", "?")) for t in tools] if isinstance(tools, list) else []
    tools_line = (
        render("viz.tools", lang, names=", ".join(names)) if names else render("viz.no_tools", lang)
    )
    if violations:
        status = render("viz.problems", lang, count=len(violations))
        colour = PROBLEM
    else:
        status, colour = render("viz.ok", lang), "#2ca02c"
    status = status if override is None else override
    return (
        f'<div style="margin-bottom:6px"><b>{_e(render("viz.title", lang, count=len(msgs)))}</b>'
        f" · <code>{_e(tools_line)}</code><br>"
        f'<span class="tu-status" style="color:{colour}">{_e(status)}</span></div>'
        + "".join(_problem(v, lang) for v in loose)
    )


def _message(index, message, pairs, placed, lang) -> str:
    role = field(message, "role") if isinstance(message, dict) else None
    if role in ("user", "assistant"):
        title = render(f"viz.role.{role}", lang)
    else:
        title = render("viz.role.other", lang, role=role)
    problems = placed.get((index, None), [])
    border = PROBLEM if problems else "#ccc"
    inner = "".join(
        _block(block, pairs, placed.get((index, i), []), lang)
        for i, block in enumerate(blocks(message))
    )
    return (
        f'<div class="tu-message tu-role-{_e(str(role))}" data-index="{index}" '
        f'style="background:{_ROLE_BG.get(role, "#fff7e6")};border:2px solid {border};'
        f'border-radius:6px;margin:6px 0;padding:6px">'
        f'<div style="font-weight:bold">messages[{index}] · {_e(title)}</div>'
        + "".join(_problem(v, lang) for v in problems)
        + inner
        + "</div>"
    )


def _block(block, pairs, problems, lang) -> str:
    kind = str(field(block, "type", "?")) if isinstance(block, dict) else "?"
    colour, title, body = _block_parts(kind, block, pairs, lang)
    return (
        f'<div class="tu-block tu-{_e(kind)}" style="border-left:6px solid {colour};'
        f"outline:{'2px solid ' + PROBLEM if problems else 'none'};background:#fff;"
        f'margin:4px 0 4px 8px;padding:4px 8px">'
        f'<div style="color:{colour};font-weight:bold">{title}</div>{body}'
        + "".join(_problem(v, lang) for v in problems)
        + "</div>"
    )


def _block_parts(kind, block, pairs, lang) -> tuple[str, str, str]:
    """(colour, title html, body html) of one content block."""
    if kind == "text":
        return "#999", _e(render("viz.block.text", lang)), _pre(block.get("text", ""))
    if kind == "tool_use":
        label, colour, answered = pairs.get(str(block.get("id")), ("?", UNPAIRED, False))
        title = _e(render("viz.block.tool_use", lang, label=label))
        if not answered:
            note = _e(render("viz.block.unanswered", lang))
            title += f' <span class="tu-unanswered" style="color:{UNPAIRED}">({note})</span>'
        detail = f"{block.get('name')}  id={block.get('id')}"
        return colour, title, _code(detail) + _pre(_json(block.get("input")))
    if kind == "tool_result":
        return _result_parts(block, pairs, lang)
    return UNPAIRED, _e(render("viz.block.other", lang, type=kind)), _pre(_json(block))


def _result_parts(block, pairs, lang) -> tuple[str, str, str]:
    use_id = str(block.get("tool_use_id"))
    label, colour, _ = pairs.get(use_id, (render("viz.block.unpaired", lang), UNPAIRED, True))
    title = _e(render("viz.block.tool_result", lang, label=label))
    if block.get("is_error"):
        title += f' <span class="tu-is-error" style="color:{PROBLEM}">⚠ '
        title += _e(render("viz.block.is_error", lang)) + "</span>"
    body = _code(f"tool_use_id={use_id}") + _pre(_result_text(block.get("content")))
    return colour, title, body


def _result_text(content: Any) -> str:
    if content is None or isinstance(content, str):
        return content or ""
    texts = [b.get("text", "") for b in content if isinstance(b, dict) and b.get("type") == "text"]
    return "\n".join(texts) if len(texts) == len(content) else _json(content)


def _problem(violation: Any, lang: str) -> str:
    """One marked problem. The API's rules are told by their explanation and the API's own
    text; their ids (``A-R14``, the course's rules document) are internal and not shown. A
    mark from another checker keeps its rule (ex10's policy rules, which its rubric names)."""
    explain = getattr(violation, "explain", None)
    text = explain(lang) if callable(explain) else str(field(violation, "message", ""))
    api = field(violation, "api_message", "")
    rule = "" if api else field(violation, "rule", "")
    return (
        f'<div class="tu-problem" style="color:{PROBLEM};border:1px dashed {PROBLEM};'
        f'padding:3px 6px;margin:4px 0;background:#fff5f5">'
        f'<b><span style="background:{PROBLEM};color:#fff;border-radius:3px;padding:0 5px">!</span> '
        f"{_e(' '.join(filter(None, [render('viz.problem', lang), str(rule)])))}</b>: {_e(text)}"
        f'<div style="font-family:monospace;font-size:11px;color:#a00">{_e(str(api))}</div></div>'
    )


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, indent=1, default=str)


def _pre(text: str) -> str:
    return f'<pre style="white-space:pre-wrap;margin:2px 0;background:none">{_e(text)}</pre>'


def _code(text: str) -> str:
    return f'<div style="font-family:monospace;font-size:12px">{_e(text)}</div>'


def _e(text: str) -> str:
    return html.escape(str(text), quote=True)
