"""The conversation state the scripted model decides from, read once from a request."""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from autograder.simulator.model.structured import resolve_refs
from autograder.simulator.model.text import (
    blocks_of,
    language,
    messages_of,
    parse_result,
    result_text,
    user_texts,
)


@dataclass
class Call:
    """A ``tool_use`` the model made earlier, with the result the host sent back (if any)."""

    id: str
    name: str
    input: dict
    result: object = None
    answered: bool = False
    is_error: bool = False


@dataclass
class Choice:
    """The request's ``tool_choice`` (A-R22), defaults filled in."""

    type: str = "auto"
    name: str | None = None
    disable_parallel: bool = False


@dataclass
class State:
    """Everything the policy needs: tools, choice, text, earlier calls and their results."""

    tools: dict[str, dict]
    choice: Choice
    text: str
    lang: str
    calls: list[Call] = field(default_factory=list)
    split_results: bool = False
    ids_seen: set[str] = field(default_factory=set)

    def done(self, name: str, tool_input: dict) -> Call | None:
        """The latest answered call with this name and input, if any."""
        for call in reversed(self.calls):
            if call.answered and call.name == name and call.input == tool_input:
                return call
        return None

    def errors_for(self, name: str, tool_input: dict) -> int:
        return sum(
            c.answered and c.is_error and c.name == name and c.input == tool_input
            for c in self.calls
        )


def read_state(request: dict) -> State:
    """Read tools, tool choice, the user's text and earlier calls out of ``request``."""
    messages = messages_of(request)
    tools = _tools(request)
    state = State(
        tools=tools,
        choice=_choice(request.get("tool_choice"), bool(tools)),
        text="\n".join(user_texts(request)),
        lang=language(request),
    )
    by_id: dict[str, Call] = {}
    for message in messages:
        for block in blocks_of(message):
            _read_block(message["role"], block, state, by_id)
    state.split_results = _results_split(messages)
    return state


def _read_block(role: str, block: dict, state: State, by_id: dict[str, Call]) -> None:
    kind = block.get("type")
    if role == "assistant" and kind == "tool_use" and isinstance(block.get("id"), str):
        tool_input = block.get("input") if isinstance(block.get("input"), dict) else {}
        call = Call(block["id"], str(block.get("name")), tool_input)
        by_id[call.id] = call
        state.calls.append(call)
        state.ids_seen.add(call.id)
    elif role == "user" and kind == "tool_result" and block.get("tool_use_id") in by_id:
        call = by_id[block["tool_use_id"]]
        call.answered = True
        call.is_error = block.get("is_error") is True
        call.result = parse_result(result_text(block))


def _tools(request: dict) -> dict[str, dict]:
    tools = request.get("tools")
    if not isinstance(tools, list):
        return {}
    found = {}
    for tool in tools:
        if isinstance(tool, dict) and isinstance(tool.get("name"), str) and "input_schema" in tool:
            schema = tool["input_schema"]
            if isinstance(schema, dict) and "$ref" in json.dumps(schema):
                tool = {**tool, "input_schema": resolve_refs(schema)}  # pydantic's $defs
            found[tool["name"]] = tool
    return found


def _choice(raw: object, has_tools: bool) -> Choice:
    if not isinstance(raw, dict):
        return Choice(type="auto" if has_tools else "none")
    return Choice(
        type=raw.get("type") if raw.get("type") in ("auto", "any", "tool", "none") else "auto",
        name=raw.get("name") if isinstance(raw.get("name"), str) else None,
        disable_parallel=raw.get("disable_parallel_tool_use") is True,
    )


def _results_split(messages: list[dict]) -> bool:
    """Whether the results of one multi-call response came back in separate user messages."""
    for i, message in enumerate(messages):
        ids = {b.get("id") for b in blocks_of(message) if b.get("type") == "tool_use"}
        if message["role"] != "assistant" or len(ids) < 2:
            continue
        carriers = 0
        for follower in messages[i + 1 :]:
            if follower["role"] != "user":
                break
            results = {
                b.get("tool_use_id") for b in blocks_of(follower) if b.get("type") == "tool_result"
            }
            carriers += bool(results & ids)
        if carriers > 1:
            return True
    return False
