"""Pictures of a conversation: who sent what, which result answers which call, how long it took.

- `conversation_view(messages, tools)` -- the `messages` array as a chat transcript (HTML),
  calls and results paired by colour and label, contract problems marked at their block.
- `sequence_diagram(transcript)` -- a mermaid sequence diagram (user, host, model) of every
  recorded request and response; JupyterLab renders it as SVG.
- `time_calls(calls, parallel=...)` and `latency_chart(sequential, parallel)` -- measured
  tool-call timings and their timeline (matplotlib, bundled Korean font).
- `show_json(data)` -- a request or response body as a highlighted JSON block.
"""

from __future__ import annotations

from autograder.viz.conversation import ConversationView, conversation_view
from autograder.viz.fonts import korean_font_path, use_korean_font
from autograder.viz.jsonview import JsonView, show_json
from autograder.viz.sequence import SequenceDiagram, sequence_diagram
from autograder.viz.timeline import LatencyChart, Span, latency_chart, time_calls, wall_time

__all__ = [
    "ConversationView",
    "JsonView",
    "LatencyChart",
    "SequenceDiagram",
    "Span",
    "conversation_view",
    "korean_font_path",
    "latency_chart",
    "sequence_diagram",
    "show_json",
    "time_calls",
    "use_korean_font",
    "wall_time",
]
