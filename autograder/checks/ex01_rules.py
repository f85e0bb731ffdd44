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

from autograder.checks.results import Outcome, failed

TOOL_ID = "toolu_01Weather9527"
TOOL_NAME = "get_weather"
TOOL_INPUT = {"city": "Hangzhou"}
SCENARIO = "weather"
#: The content of the model's response the learner must send back unchanged.
ASSISTANT_CONTENT = [{"type": "tool_use", "id": TOOL_ID, "name": TOOL_NAME, "input": TOOL_INPUT}]
#: Fields of a *response* that have no place in a request message.
RESPONSE_ONLY = ("id", "type", "model", "stop_reason", "stop_sequence", "usage", "container")
CONDITION_WORDS = ("sunny", "clear", "맑")
TEMPERATURE = 26


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
    after_call = roles.index("assistant") + 1 if "assistant" in roles else 1
    if m_index != after_call or roles[m_index] != "user":
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
    return None


def content_problem(messages: list) -> Outcome:
    """The result's content is JSON text holding the weather that was looked up."""
    found = next(tool_results(messages), None)
    if found is None:
        return _missing_result(messages)
    m_index, b_index, block = found
    path = f"messages.{m_index}.content.{b_index}.content"
    text, problem = _content_text(block.get("content"))
    if problem:
        return failed(problem, path=path)
    try:
        data = json.loads(text)
    except ValueError:
        return failed("ex01.content_not_parseable", path=path)
    if not isinstance(data, dict):
        return failed("ex01.content_not_object", path=path, found=_type_name(data))
    return _weather_problem(data, path)


def _content_text(content: Any) -> tuple[str, str | None]:
    """(text of a tool_result content, None) or ("", diagnosis key of why there is none)."""
    if content in (None, "", []):
        return "", "ex01.content_empty"
    if isinstance(content, dict):
        return "", "ex01.content_is_dict"
    if isinstance(content, list):
        texts = [b.get("text") for b in content if isinstance(b, dict) and b.get("type") == "text"]
        text = "".join(t for t in texts if isinstance(t, str))
        return (text, None) if text else ("", "ex01.content_empty")
    if isinstance(content, str):
        return content, None
    return "", "ex01.content_wrong_type"


def _weather_problem(data: dict, path: str) -> Outcome:
    values = list(_scalars(data))
    if not any(_is_temperature(value) for value in values):
        return failed("ex01.temperature_mismatch", path=path)
    words = [str(value).lower() for value in values if isinstance(value, str)]
    if not any(word in value for value in words for word in CONDITION_WORDS):
        return failed("ex01.condition_mismatch", path=path)
    return None


def _scalars(data: Any) -> Iterator[Any]:
    if isinstance(data, dict):
        for value in data.values():
            yield from _scalars(value)
    elif isinstance(data, list):
        for value in data:
            yield from _scalars(value)
    else:
        yield data


def _is_temperature(value: Any) -> bool:
    if isinstance(value, int | float) and not isinstance(value, bool):
        return value == TEMPERATURE
    return isinstance(value, str) and value.strip().startswith(str(TEMPERATURE))


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
