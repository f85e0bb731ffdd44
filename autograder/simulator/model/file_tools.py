"""Anthropic-defined client tools over files: ``memory`` and the text editor, simulated.

These tools are schema-less in the request (``{"type": "memory_20250818", "name":
"memory"}``, ``{"type": "text_editor_20250728", "name": "str_replace_based_edit_tool"}``);
the client executes the commands (the SDK's ``BetaLocalFilesystemMemoryTool`` keeps a
memory directory in a folder of the client's choosing) and the model only emits
``tool_use`` blocks whose ``input`` has the shape the real tool defines:

* memory: ``view`` (``path``), ``create`` (``path``, ``file_text``), ``str_replace``
  (``path``, ``old_str``, ``new_str``), ``insert`` (``path``, ``insert_line``,
  ``insert_text``), ``delete`` (``path``), ``rename`` (``old_path``, ``new_path``).
* text editor: ``view`` (``path``, optional ``view_range``), ``create``, ``str_replace``,
  ``insert`` (``insert_line`` and ``insert_text`` from ``text_editor_20250429`` on, as the
  model really sends it; ``new_str`` in the older ``str_replace_editor``).

The plan is deterministic and reads only the conversation: memory is viewed first (as the
API's memory instructions tell Claude to); a fact to remember ("remember that ...",
"기억해") goes into ``/memories/notes.md`` (created, or appended after viewing it); a
question is answered from that file. The editor views the file the user names, then
replaces a quoted string with another, appends a quoted text, or creates the file.
"""

from __future__ import annotations

import re

from autograder.simulator.model.text import blocks_of, messages_of, result_text
from autograder.simulator.responses import stable_id, text_block, tool_use_block

NOTES = "/memories/notes.md"
_INSERT_KEY = {
    "text_editor_20250728": "insert_text",
    "text_editor_20250429": "insert_text",
    "text_editor_20250124": "new_str",
    "text_editor_20241022": "new_str",
}
_REMEMBER = re.compile(
    r"(?:remember|note|keep in mind)\s+(?:that\s+)?(.+)|(.+?)\s*(?:을|를)?\s*기억해", re.I | re.S
)
_PATH = re.compile(r"(?<![\w/])(/?(?:[\w.-]+/)*[\w-]+\.[A-Za-z0-9]{1,5})\b")
_QUOTED = re.compile(r"[\"“'‘`]([^\"”'’`]+)[\"”'’`]")
_REPLACE = re.compile(r"replace|change|rename|바꿔|바꾸|고쳐|수정", re.I)
_CREATE = re.compile(r"\bcreate\b|\bnew file\b|만들어|생성", re.I)
_ADD = re.compile(r"\badd\b|\bappend\b|\binsert\b|추가", re.I)


def file_tool(request: dict) -> dict | None:
    """The request's memory or text editor tool definition, if it declares one."""
    for tool in request.get("tools") or []:
        kind = str(tool.get("type", "")) if isinstance(tool, dict) else ""
        if kind.startswith(("memory_", "text_editor_")) and isinstance(tool.get("name"), str):
            return tool
    return None


def file_turn(request: dict, tool: dict, ask: str, lang: str) -> tuple[list[dict], str]:
    """The next blocks of a turn that works on files, and its stop reason."""
    done = _calls_since_ask(request, tool["name"])
    memory = str(tool["type"]).startswith("memory_")
    step = _memory_step(ask, done) if memory else _editor_step(ask, done, tool["type"])
    if isinstance(step, dict):
        use_id = stable_id("toolu_01", ask, len(done), step)
        return [tool_use_block(use_id, tool["name"], step)], "tool_use"
    return [text_block(step)], "end_turn"


def others_called(request: dict, name: str) -> bool:
    """Whether other tools were called since the user's last written message.

    Then the turn belongs to them: their results are being answered, and the file tool
    stays out of it rather than replacing that answer with a memory lookup.
    """
    called = False
    for message in messages_of(request):
        for block in blocks_of(message):
            if message["role"] == "user" and block.get("type") == "text":
                called = False
            elif block.get("type") == "tool_use" and block.get("name") != name:
                called = True
    return called


def _calls_since_ask(request: dict, name: str) -> list[tuple[dict, str]]:
    """(input, result text) of the tool's calls after the user's last written message."""
    calls: list[tuple[dict, str]] = []
    pending: dict[str, dict] = {}
    for message in messages_of(request):
        for block in blocks_of(message):
            kind = block.get("type")
            if message["role"] == "user" and kind == "text":
                calls, pending = [], {}
            elif kind == "tool_use" and block.get("name") == name:
                pending[str(block.get("id"))] = block.get("input") or {}
            elif kind == "tool_result" and block.get("tool_use_id") in pending:
                calls.append((pending.pop(block["tool_use_id"]), result_text(block)))
    return calls


def _fact(ask: str) -> str | None:
    found = _REMEMBER.search(ask)
    if not found or ask.rstrip().endswith(("?", "？")):  # "what do you remember?" asks
        return None
    fact = (found.group(1) or found.group(2) or "").strip().rstrip(".!?")
    return fact or None


def _memory_step(ask: str, done: list[tuple[dict, str]]) -> dict | str:
    """The next memory command, or the final answer (a string)."""
    korean = bool(re.search(r"[가-힣]", ask))
    if not done:
        return {"command": "view", "path": "/memories"}
    fact = _fact(ask)
    (last, result), commands = done[-1], [c.get("command") for c, _ in done]
    if fact and not {"create", "insert"} & set(commands):
        if last.get("path") == "/memories" and NOTES not in result:
            return {"command": "create", "path": NOTES, "file_text": f"- {fact}\n"}
        if last.get("path") != NOTES:
            return {"command": "view", "path": NOTES}
        lines = len(re.findall(r"^\s*\d+\t", result, re.M))
        return {
            "command": "insert",
            "path": NOTES,
            "insert_line": lines,
            "insert_text": f"- {fact}\n",
        }
    if fact:
        return f"기억해 두겠습니다: {fact}" if korean else f"Noted, I will remember: {fact}."
    if last.get("path") == "/memories" and NOTES in result:
        return {"command": "view", "path": NOTES}
    notes = [line.split("\t", 1)[-1].strip(" -") for line in result.splitlines() if "\t" in line]
    if last.get("path") == NOTES and notes:
        lead = "기억해 둔 내용입니다: " if korean else "From my memory: "
        return lead + "; ".join(n for n in notes if n)
    return "기억해 둔 내용이 없습니다." if korean else "I have nothing about that in memory yet."


def _editor_step(ask: str, done: list[tuple[dict, str]], kind: str) -> dict | str:
    """The next text editor command, or the final answer (a string)."""
    korean = bool(re.search(r"[가-힣]", ask))
    path = next(iter(_PATH.findall(ask)), None)
    quoted = _QUOTED.findall(ask)
    if path is None:
        return "어느 파일을 볼까요? 경로를 알려 주세요." if korean else "Which file should I open?"
    if not done and _CREATE.search(ask) and quoted:
        return {"command": "create", "path": path, "file_text": quoted[0] + "\n"}
    if not done:
        return {"command": "view", "path": path}
    last, result = done[-1]
    edited = len(done) > 1 or last.get("command") == "create"
    if not edited and _REPLACE.search(ask) and len(quoted) >= 2:
        return {"command": "str_replace", "path": path, "old_str": quoted[0], "new_str": quoted[1]}
    if not edited and _ADD.search(ask) and quoted:
        lines = len(re.findall(r"^\s*\d+[\t:]", result, re.M))
        key = _INSERT_KEY.get(kind, "insert_text")
        return {"command": "insert", "path": path, "insert_line": lines, key: quoted[0] + "\n"}
    if edited:
        return f"{path} 파일을 수정했습니다." if korean else f"Done: I edited {path}."
    shown = " ".join(result.split())[:300]
    return f"{path} 파일 내용입니다: {shown}" if korean else f"Here is {path}: {shown}"
