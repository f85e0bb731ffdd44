"""The memory and text editor tools: the model's commands, run by a client on real files."""

from __future__ import annotations

from pathlib import Path

import pytest

from autograder.config import MODEL
from autograder.contract import validate_request
from autograder.simulator import make_client

EDITORS = [
    ({"type": "text_editor_20250728", "name": "str_replace_based_edit_tool"}, "insert_text"),
    ({"type": "text_editor_20250124", "name": "str_replace_editor"}, "new_str"),
]


def _run_editor(root: Path, command: dict, insert_key: str) -> str:
    """A client's text editor: the commands on files under ``root`` (as the docs define)."""
    path = root / command["path"].lstrip("/")
    if command["command"] == "view":
        lines = path.read_text().splitlines()
        return "\n".join(f"{n}\t{line}" for n, line in enumerate(lines, 1))
    if command["command"] == "create":
        path.write_text(command["file_text"])
    elif command["command"] == "str_replace":
        text = path.read_text()
        assert text.count(command["old_str"]) == 1
        path.write_text(text.replace(command["old_str"], command["new_str"]))
    elif command["command"] == "insert":
        lines = path.read_text().splitlines(keepends=True)
        lines.insert(command["insert_line"], command[insert_key])
        path.write_text("".join(lines))
    return "Success."


def _loop(tool: dict, ask: str, root: Path, insert_key: str = "insert_text") -> list:
    client = make_client()
    messages = [{"role": "user", "content": ask}]
    commands = []
    for _ in range(5):
        response = client.messages.create(
            model=MODEL, max_tokens=512, tools=[tool], messages=messages
        )
        uses = [b for b in response.content if b.type == "tool_use"]
        if response.stop_reason != "tool_use":
            return [*commands, response.content[-1].text]
        assert [u.name for u in uses] == [tool["name"]]
        commands.append(uses[0].input)
        result = _run_editor(root, uses[0].input, insert_key)
        messages += [
            {"role": "assistant", "content": response.content},
            {
                "role": "user",
                "content": [{"type": "tool_result", "tool_use_id": uses[0].id, "content": result}],
            },
        ]
    raise AssertionError("the model never finished")


@pytest.mark.parametrize(("tool", "key"), EDITORS)
def test_editor_views_then_replaces_the_quoted_string(tool, key, tmp_path):
    (tmp_path / "app.py").write_text("def greet():\n    return 'helo'\n")
    *commands, answer = _loop(tool, "In /app.py replace 'helo' with 'hello'", tmp_path, key)
    assert [c["command"] for c in commands] == ["view", "str_replace"]
    assert commands[1] == {
        "command": "str_replace",
        "path": "/app.py",
        "old_str": "helo",
        "new_str": "hello",
    }
    assert (tmp_path / "app.py").read_text() == "def greet():\n    return 'hello'\n"
    assert "/app.py" in answer


@pytest.mark.parametrize(("tool", "key"), EDITORS)
def test_editor_appends_with_the_insert_key_of_its_version(tool, key, tmp_path):
    (tmp_path / "notes.txt").write_text("one\ntwo\n")
    *commands, _ = _loop(tool, "notes.txt 파일 끝에 'three'를 추가해 줘", tmp_path, key)
    assert commands[1]["command"] == "insert" and commands[1]["insert_line"] == 2
    assert key in commands[1] and (tmp_path / "notes.txt").read_text() == "one\ntwo\nthree\n"


def test_editor_creates_a_file_with_the_quoted_text(tmp_path):
    tool = EDITORS[0][0]
    *commands, answer = _loop(tool, "Create /hello.txt with 'Hello, world!'", tmp_path)
    assert commands == [{"command": "create", "path": "/hello.txt", "file_text": "Hello, world!\n"}]
    assert (tmp_path / "hello.txt").read_text() == "Hello, world!\n"
    assert answer == "Done: I edited /hello.txt."


def test_memory_in_korean_views_first_then_creates_the_note():
    client = make_client()
    response = client.messages.create(
        model=MODEL,
        max_tokens=256,
        tools=[{"type": "memory_20250818", "name": "memory"}],
        messages=[{"role": "user", "content": "내 생일은 3월 5일이라는 걸 기억해 줘"}],
    )
    assert response.content[-1].input == {"command": "view", "path": "/memories"}


@pytest.mark.parametrize(
    ("tool", "message"),
    [
        (
            {"type": "memory_20250818", "name": "notes"},
            "tools.0.memory_20250818.name: Input should be 'memory'",
        ),
        (
            {"type": "text_editor_20250728", "name": "str_replace_editor"},
            "tools.0.text_editor_20250728.name: Input should be 'str_replace_based_edit_tool'",
        ),
        ({"type": "text_editor_20250124"}, "tools.0.text_editor_20250124.name: Field required"),
    ],
)
def test_the_contract_checks_the_fixed_names_of_anthropic_defined_tools(tool, message):
    body = {"model": "claude-sonnet-4-5", "max_tokens": 10, "tools": [tool]}
    body["messages"] = [{"role": "user", "content": "hi"}]
    assert [v.api_message for v in validate_request(body)] == [message]
    good = {**tool, "name": "memory" if "memory" in tool["type"] else None}
    if good["name"]:
        assert validate_request({**body, "tools": [good]}) == []


def test_an_anthropic_defined_tool_takes_no_input_schema_or_description():
    tool = {"type": "memory_20250818", "name": "memory", "description": "notes", "input_schema": {}}
    body = {"model": MODEL, "max_tokens": 10, "tools": [tool]}
    body["messages"] = [{"role": "user", "content": "hi"}]
    assert [v.api_message for v in validate_request(body)] == [
        "tools.0.memory_20250818.description: Extra inputs are not permitted",
        "tools.0.memory_20250818.input_schema: Extra inputs are not permitted",
    ]
    editor = {"type": "text_editor_20250728", "name": "str_replace_based_edit_tool"}
    assert validate_request({**body, "tools": [{**editor, "max_characters": 10000}]}) == []


def test_with_a_learner_tool_the_memory_tool_does_not_take_over_its_answer():
    weather = {
        "name": "get_weather",
        "description": "Get the weather for a city",
        "input_schema": {
            "type": "object",
            "properties": {"city": {"type": "string"}},
            "required": ["city"],
        },
    }
    tools = [weather, {"type": "memory_20250818", "name": "memory"}]
    client = make_client()
    messages = [{"role": "user", "content": "What's the weather in Glasgow?"}]
    first = client.messages.create(model=MODEL, max_tokens=256, tools=tools, messages=messages)
    (use,) = [b for b in first.content if b.type == "tool_use"]
    assert use.name == "get_weather" and use.input == {"city": "Glasgow"}
    result = {"type": "tool_result", "tool_use_id": use.id, "content": '{"conditions": "rain"}'}
    messages += [
        {"role": "assistant", "content": first.content},
        {"role": "user", "content": [result]},
    ]
    final = client.messages.create(model=MODEL, max_tokens=256, tools=tools, messages=messages)
    assert final.stop_reason == "end_turn" and "rain" in final.content[0].text
