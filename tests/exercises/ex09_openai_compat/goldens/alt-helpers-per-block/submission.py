# golden: correct: one small helper per block type, tool messages grouped with itertools.groupby; MCP fields renamed through a table
# base: solution
# %% ex09_mcp_answer
RENAMES = {"name": "name", "description": "description", "inputSchema": "input_schema"}


def mcp_to_anthropic(tool):
    return {new: tool[old] for old, new in RENAMES.items()}


def mcp_to_openai(tool):
    anthropic_tool = mcp_to_anthropic(tool)
    schema = anthropic_tool.pop("input_schema")
    return {"type": "function", "function": dict(anthropic_tool, parameters=schema)}
# %% ex09_to_openai_answer
def _call(block):
    return {"id": block["id"], "type": "function",
            "function": {"name": block["name"], "arguments": json.dumps(block["input"], ensure_ascii=False)}}


def _tool_message(block):
    text = block["content"] if isinstance(block["content"], str) else "".join(p["text"] for p in block["content"])
    return {"role": "tool", "tool_call_id": block["tool_use_id"], "content": ERROR_PREFIX + text if block.get("is_error") else text}


def to_openai_messages(messages):
    result = []
    for message in messages:
        content = message["content"]
        if isinstance(content, str):
            result.append({"role": message["role"], "content": content})
        elif message["role"] == "assistant":
            texts = [b["text"] for b in content if b["type"] == "text"]
            calls = [_call(b) for b in content if b["type"] == "tool_use"]
            result.append({"role": "assistant", "content": "".join(texts), **({"tool_calls": calls} if calls else {})})
        else:
            result.extend(_tool_message(b) for b in content if b["type"] == "tool_result")
    return result
# %% ex09_to_anthropic_answer
from itertools import groupby


def _blocks(message):
    text = [{"type": "text", "text": message["content"]}] if message.get("content") else []
    uses = [
        {"type": "tool_use", "id": c["id"], "name": c["function"]["name"], "input": json.loads(c["function"]["arguments"])}
        for c in message.get("tool_calls", [])
    ]
    return text + uses


def _result(message):
    error = message["content"].startswith(ERROR_PREFIX)
    return {"type": "tool_result", "tool_use_id": message["tool_call_id"], "content": message["content"], "is_error": error}


def to_anthropic_messages(messages):
    out = []
    for is_tool, group in groupby(messages, key=lambda m: m["role"] == "tool"):
        group = list(group)
        if is_tool:
            out.append({"role": "user", "content": [_result(m) for m in group]})
            continue
        for m in group:
            out.append({"role": m["role"], "content": _blocks(m) if m["role"] == "assistant" else m["content"]})
    return out
