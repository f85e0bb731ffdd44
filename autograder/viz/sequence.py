"""A mermaid sequence diagram (user, host app, model) generated from a recorded transcript.

Every exchange the simulator recorded becomes one request arrow and one response arrow;
the host's tool runs appear as notes between them. JupyterLab renders the result as SVG
when it is displayed as a ```` ```mermaid ```` Markdown block (`SequenceDiagram` does that
by itself through `_repr_markdown_`).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from autograder.catalogue import render
from autograder.viz._plain import blocks, field, plain

__all__ = ["SequenceDiagram", "escape", "exchanges", "sequence_diagram"]

# One pass over the text: mermaid's entity codes start with '#' and end with ';'.
_ESCAPES = str.maketrans(
    {"#": "#35;", ";": "#59;", "<": "#lt;", ">": "#gt;", "\n": " ", "\r": " ", '"': "#quot;"}
)
_LIMIT = 70


@dataclass(frozen=True)
class SequenceDiagram:
    """Mermaid source; displays itself as a ```mermaid Markdown block in JupyterLab."""

    source: str

    def markdown(self) -> str:
        return f"```mermaid\n{self.source}\n```"

    def _repr_markdown_(self) -> str:
        return self.markdown()


def sequence_diagram(transcript: Any, *, lang: str = "ko") -> SequenceDiagram:
    """The diagram of every exchange in `transcript` (a Transcript or a list of exchanges)."""
    lines = ["sequenceDiagram", *_participants(lang)]
    previous: list[Any] | None = None
    pending_user: str | None = None
    for number, (request, status, response) in enumerate(exchanges(transcript), start=1):
        messages = request.get("messages") if isinstance(request.get("messages"), list) else []
        if _starts_conversation(previous, messages):
            pending_user = None
            lines.append(f"    U->>H: {escape(_first_text(messages))}")
        elif pending_user:
            lines.append(f"    Note over H: {escape(pending_user)}")
        lines.append(f"    H->>M: {escape(_request_label(number, request, messages, lang))}")
        lines.append(_response_line(number, status, response, lang))
        pending_user = _tool_note(response, lang) if status == 200 else None
        if status == 200 and field(response, "stop_reason") != "tool_use":
            lines.append(f"    H->>U: {escape(_text_of(response))}")
        previous = messages
    if len(lines) == 4:
        lines.append(f"    Note over U,M: {escape(render('viz.seq.empty', lang))}")
    return SequenceDiagram("\n".join(lines))


def exchanges(transcript: Any) -> Iterable[tuple[dict, int, dict]]:
    """(request, status, response-or-error body) of each recorded exchange, as plain data."""
    items = field(transcript, "exchanges", None)
    for exchange in transcript if items is None else items:
        request = plain(field(exchange, "request", {}))
        response = plain(field(exchange, "response", None))
        if response is None:
            response = plain(field(exchange, "error", None))
        status = field(exchange, "status", 200)
        yield (
            request if isinstance(request, dict) else {},
            status if isinstance(status, int) else 200,
            response if isinstance(response, dict) else {},
        )


def escape(text: str) -> str:
    """`text` shortened and made safe for a mermaid message."""
    text = " ".join(str(text).split())
    if len(text) > _LIMIT:
        text = text[: _LIMIT - 1] + "…"
    return text.translate(_ESCAPES) or " "


def _participants(lang: str) -> list[str]:
    return [
        f"    participant U as {escape(render('viz.seq.user', lang))}",
        f"    participant H as {escape(render('viz.seq.host', lang))}",
        f"    participant M as {escape(render('viz.seq.model', lang))}",
    ]


def _starts_conversation(previous: list[Any] | None, messages: list[Any]) -> bool:
    """True when `messages` does not continue the previous request's history."""
    if previous is None or len(messages) <= len(previous):
        return True
    return messages[: len(previous)] != previous


def _request_label(number: int, request: dict, messages: list[Any], lang: str) -> str:
    tools = request.get("tools")
    results = (
        [b for b in blocks(messages[-1]) if field(b, "type") == "tool_result"] if messages else []
    )
    extra = ", " + render("viz.seq.results", lang, count=len(results)) if results else ""
    count = len(tools) if isinstance(tools, list) else 0
    return render(
        "viz.seq.request", lang, number=number, count=len(messages), tools=count, extra=extra
    )


def _response_line(number: int, status: int, response: dict, lang: str) -> str:
    if status != 200:
        error = field(response, "error", {}) or {}
        text = render("viz.seq.error", lang, status=status, message=field(error, "message", ""))
        return f"    M--xH: {escape(text)}"
    uses = [b for b in _content(response) if field(b, "type") == "tool_use"]
    # One call shows its arguments; several show their names (the diagram stays narrow).
    calls = [_call(b) if len(uses) == 1 else str(field(b, "name")) for b in uses]
    detail = ", " + ", ".join(calls) if calls else ""
    stop = field(response, "stop_reason")
    return f"    M-->>H: {escape(render('viz.seq.response', lang, number=number, stop=stop, calls=detail))}"


def _call(block: dict) -> str:
    args = block.get("input") if isinstance(block.get("input"), dict) else {}
    shown = ", ".join(f"{k}={v}" for k, v in list(args.items())[:2])
    return f"{block.get('name')}({shown})"


def _tool_note(response: dict, lang: str) -> str | None:
    names = [str(field(b, "name")) for b in _content(response) if field(b, "type") == "tool_use"]
    return render("viz.seq.run_tools", lang, names=", ".join(names)) if names else None


def _content(response: dict) -> list[Any]:
    content = field(response, "content", None)
    return content if isinstance(content, list) else []


def _first_text(messages: list[Any]) -> str:
    for block in blocks(messages[0]) if messages else []:
        if field(block, "type") == "text":
            return str(field(block, "text", ""))
    return "…"


def _text_of(response: dict) -> str:
    texts = [str(field(b, "text", "")) for b in _content(response) if field(b, "type") == "text"]
    return " ".join(texts) or "…"
