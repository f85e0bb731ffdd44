"""The rules behind Exercise 1's criteria: where a `messages` array goes wrong, and where.

Every function takes plain data (lists, dicts, strings) and returns ``None`` when its rule
holds, else :func:`~autograder.checks.results.failed` with a catalogue key and the location
(`messages.N`, `messages.N.content.M`, field) of the first problem.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Iterator, Mapping
from typing import Any

from autograder.checks.record import RESPONSE_ONLY
from autograder.checks.results import Outcome, failed

from .facts import facts_problem

TOOL_ID = "toolu_01Weather9527"
TOOL_NAME = "get_weather"
TOOL_INPUT = {"city": "Hangzhou"}
SCENARIO = "weather"
#: The content of the model's response the learner must send back unchanged.
ASSISTANT_CONTENT = [{"type": "tool_use", "id": TOOL_ID, "name": TOOL_NAME, "input": TOOL_INPUT}]
#: Fields of a *response* that have no place in a request message.


def usable_messages(evidence: Mapping[str, Any]) -> list | None:
    """The learner's list, or None when there is nothing list-shaped to judge."""
    messages = evidence.get("messages")
    return messages if evidence.get("messages_defined") and isinstance(messages, list) else None


def not_usable(evidence: Mapping[str, Any]) -> Outcome:
    if not evidence.get("messages_defined"):
        return failed("ex01.not_started", name="messages")
    return failed("ex01.not_a_list", found=_type_name(evidence.get("messages")))


def order_problem(messages: list) -> Outcome:
    """Three messages user/assistant/user; the question and the response kept as they were."""
    shape = _shape_problem(messages)
    if shape:
        return shape
    if not _is_question(messages[0].get("content")):
        return failed("ex01.first_message_changed", path="messages.0.content")
    for index, message in enumerate(messages):
        extra = [key for key in message if key not in ("role", "content")]
        if extra:
            key = "ex01.response_fields_copied" if set(extra) & set(RESPONSE_ONLY) else None
            return failed(
                key or "ex01.unknown_message_fields",
                path=f"messages.{index}",
                fields=", ".join(extra),
            )
    return _assistant_changed(messages[1].get("content"))


def _shape_problem(messages: list) -> Outcome:
    for index, message in enumerate(messages):
        if not isinstance(message, dict):
            return failed(
                "ex01.message_not_dict", path=f"messages.{index}", found=_type_name(message)
            )
        if message.get("role") == "tool" or "tool_call_id" in message:
            return failed("ex01.openai_tool_message", path=f"messages.{index}")
    roles = [message.get("role") for message in messages]
    if roles == ["user", "assistant", "user"]:
        return None
    if "assistant" not in roles:
        return failed("ex01.assistant_missing", count=len(messages))
    if len(messages) != 3:
        return failed("ex01.wrong_count", count=len(messages))
    return failed("ex01.assistant_reordered", roles=" / ".join(map(str, roles)))


def _is_question(content: Any) -> bool:
    if isinstance(content, list) and len(content) == 1 and isinstance(content[0], dict):
        content = content[0].get("text") if content[0].get("type") == "text" else None
    return content == _scenario().prompt("ko")


def _scenario() -> Any:
    from autograder.simulator import get_scenario

    return get_scenario(SCENARIO)


def _assistant_changed(content: Any) -> Outcome:
    if not isinstance(content, list):
        return failed("ex01.assistant_changed", path="messages.1.content", field="content")
    if len(content) != len(ASSISTANT_CONTENT):
        return failed("ex01.assistant_changed", path="messages.1.content", field="content")
    for index, (found, expected) in enumerate(zip(content, ASSISTANT_CONTENT, strict=True)):
        if not isinstance(found, dict):
            return failed(
                "ex01.assistant_changed", path=f"messages.1.content.{index}", field="type"
            )
        for field in expected:
            if found.get(field) != expected[field]:
                path = f"messages.1.content.{index}"
                return failed("ex01.assistant_changed", path=path, field=field)
    return None


def tool_results(messages: list) -> Iterator[tuple[int, int, dict]]:
    """(message index, block index, block) of every `tool_result` block, in order."""
    for m_index, message in enumerate(messages):
        content = message.get("content") if isinstance(message, dict) else None
        if isinstance(content, list):
            for b_index, block in enumerate(content):
                if isinstance(block, dict) and block.get("type") == "tool_result":
                    yield m_index, b_index, block


def _missing_result(messages: list) -> Outcome:
    for index, message in enumerate(messages):
        if not isinstance(message, dict):
            continue
        if message.get("role") == "tool" or "tool_call_id" in message:
            return failed("ex01.openai_tool_message", path=f"messages.{index}")
        if isinstance(message.get("content"), dict):
            return failed("ex01.message_content_is_dict", path=f"messages.{index}.content")
    return failed("ex01.no_tool_result")


def pairing_problem(messages: list) -> Outcome:
    """The result answers the call: right message, first block, the exact id."""
    found = next(tool_results(messages), None)
    if found is None:
        return _missing_result(messages)
    m_index, b_index, block = found
    roles = [m.get("role") if isinstance(m, dict) else None for m in messages]
    if m_index != _after_call(messages, roles) or roles[m_index] != "user":
        return failed("ex01.result_in_wrong_message", path=f"messages.{m_index}")
    if b_index > 0:
        return failed("ex01.text_before_result", path=f"messages.{m_index}.content.0")
    path = f"messages.{m_index}.content.{b_index}.tool_use_id"
    tool_use_id = block.get("tool_use_id")
    if tool_use_id is None:
        return failed("ex01.tool_use_id_missing", path=path)
    if tool_use_id == TOOL_NAME:
        return failed("ex01.id_is_tool_name", path=path)
    if tool_use_id != TOOL_ID:
        return failed("ex01.invented_id", path=path, found=json.dumps(tool_use_id))
    # a second result for the same id is a 400: the API criterion's finding alone
    return None


def _after_call(messages: list, roles: list) -> int:
    """Where the result belongs: right after the (last) message holding the model's call,
    whatever role that message has (a wrong role is the order criterion's finding), else
    after the last assistant turn."""
    calls = [i for i, message in enumerate(messages) if _holds_call(message)]
    assistants = [i for i, role in enumerate(roles) if role == "assistant"]
    anchor = calls or assistants
    return anchor[-1] + 1 if anchor else 1


def _holds_call(message: Any) -> bool:
    content = message.get("content") if isinstance(message, dict) else None
    return isinstance(content, list) and any(
        isinstance(b, dict) and b.get("type") == "tool_use" and b.get("id") == TOOL_ID
        for b in content
    )


def answers_the_call(messages: list) -> bool:
    """The last message is the user turn holding a `tool_result` for the model's call."""
    last = messages[-1] if messages else None
    if not isinstance(last, dict) or last.get("role") != "user":
        return False
    content = last.get("content")
    return isinstance(content, list) and any(
        isinstance(b, dict) and b.get("type") == "tool_result" and b.get("tool_use_id") == TOOL_ID
        for b in content
    )


def content_problem(messages: list) -> Outcome:
    """The result's content is JSON text (objects) holding the weather that was looked up."""
    found = next(tool_results(messages), None)
    if found is None:
        return _missing_result(messages)
    m_index, b_index, block = found
    path = f"messages.{m_index}.content.{b_index}.content"
    texts, problem = _content_texts(block.get("content"))
    if problem:
        return failed(problem, path=path)
    parsed = [data for data in map(_parse_json, texts) if data is not _NOT_JSON]
    if not parsed:
        return failed("ex01.content_not_parseable", path=path)
    objects = [data for data in parsed if _holds_object(data)]
    if not objects:
        return failed("ex01.content_not_object", path=path, found=_type_name(parsed[0]))
    if block.get("is_error") is True:
        return failed("ex01.result_marked_error", path=f"messages.{m_index}.content.{b_index}")
    return facts_problem(objects, path)


_NOT_JSON = object()


def _parse_json(text: str) -> Any:
    try:
        return json.loads(text)
    except ValueError:
        return _NOT_JSON


def _holds_object(data: Any) -> bool:
    """A JSON object, or an array holding at least one (named fields say what is what)."""
    return isinstance(data, dict) or (
        isinstance(data, list) and any(isinstance(item, dict) for item in data)
    )


def _content_texts(content: Any) -> tuple[list[str], str | None]:
    """(texts of a tool_result content, None) or ([], diagnosis key of why there are none)."""
    if content is None or content == [] or (isinstance(content, str) and not content.strip()):
        return [], "ex01.content_empty"
    if isinstance(content, dict):
        return [], "ex01.content_is_dict"
    if isinstance(content, str):
        return [content], None
    if not isinstance(content, list):
        return [], "ex01.content_wrong_type"
    if not all(isinstance(b, dict) and isinstance(b.get("type"), str) for b in content):
        return [], "ex01.content_wrong_type"  # the API wants typed blocks here
    texts = [b.get("text") for b in content if b["type"] == "text"]
    texts = [t for t in texts if isinstance(t, str) and t.strip()]
    return (texts, None) if texts else ([], "ex01.content_empty")


def _type_name(value: Any) -> str:
    names = {dict: "dict", list: "list", str: "str", int: "int", float: "float", bool: "bool"}
    return names.get(type(value), "None" if value is None else type(value).__name__)


def send_to_simulator(messages: list) -> dict[str, Any]:
    """What the API answers when `messages` is sent as the next request (fresh simulator)."""
    from autograder.config import MODEL
    from autograder.simulator import get_simulator, make_client

    client = make_client(SCENARIO, live=False)
    tools = _scenario().tools
    # The SDK raises on a 400; the transcript holds what happened either way.
    with contextlib.suppress(Exception):
        client.messages.create(model=MODEL, max_tokens=1024, tools=tools, messages=messages)
    exchange = get_simulator(client).transcript.last
    if exchange is None:
        return {"status": 0, "error": _rejection(messages, "(no request was sent)", 0)}
    if exchange.status == 200:
        texts = [b.get("text", "") for b in exchange.response["content"] if b.get("type") == "text"]
        return {"status": 200, "answer": " ".join(texts).strip()}
    api_message = ((exchange.error or {}).get("error") or {}).get("message", "")
    return {"status": exchange.status, "error": _rejection(messages, api_message, exchange.status)}


def _rejection(messages: list, api_message: str, status: int) -> dict[str, Any]:
    from autograder.contract import validate_messages

    violations = validate_messages(messages, tools=_scenario().tools)
    hints = {lang: violations[0].explain(lang) if violations else "" for lang in ("ko", "en")}
    return {
        "status": status,
        "api_message": api_message,
        "hint_ko": hints["ko"],
        "hint_en": hints["en"],
    }
