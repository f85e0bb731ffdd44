"""Small fixtures the practice checks hand to the learner's code (SDK blocks, recorders)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from anthropic.types import TextBlock, ToolUseBlock

__all__ = ["Recorder", "text", "tool_use"]


def tool_use(name: str, tool_input: dict[str, Any], block_id: str) -> ToolUseBlock:
    """A ``tool_use`` block as the SDK hands it to a loop."""
    return ToolUseBlock(id=block_id, name=name, input=tool_input, type="tool_use")


def text(words: str) -> TextBlock:
    """A ``text`` block as the SDK hands it to a loop."""
    return TextBlock(text=words, type="text")


class Recorder:
    """Tool handlers that write down every call (name and keyword arguments).

    Like the course's tool functions they take keyword arguments only, so passing the
    whole ``input`` dict positionally fails as it would with a real tool.
    """

    def __init__(self) -> None:
        self.calls: list[dict[str, Any]] = []

    def handler(self, name: str, answer: Any = None, error: Exception | None = None) -> Callable:
        def run(**kwargs: Any) -> Any:
            self.calls.append({"name": name, "kwargs": kwargs})
            if error is not None:
                raise error
            return answer

        run.__name__ = run.__qualname__ = name
        return run
