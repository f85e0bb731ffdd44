# corpus: a tool_result whose content may itself be text blocks is flattened to a string
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex09_to_openai_answer
def _as_text(content):
    if isinstance(content, str):
        return content
    return "".join(part.get("text", "") for part in content)


def to_openai_messages(messages):
    converted = []
    for message in messages:
        if isinstance(message["content"], str):
            converted.append(dict(message))
            continue
        blocks = message["content"]
        if message["role"] == "assistant":
            uses = [b for b in blocks if b["type"] == "tool_use"]
            turn = {"role": "assistant", "content": _as_text([b for b in blocks if b["type"] == "text"]) or None}
            if uses:
                turn["tool_calls"] = [
                    {"id": u["id"], "type": "function", "function": {"name": u["name"], "arguments": json.dumps(u["input"])}}
                    for u in uses
                ]
            converted.append(turn)
        else:
            for b in blocks:
                if b["type"] == "tool_result":
                    text = _as_text(b["content"])
                    converted.append({"role": "tool", "tool_call_id": b["tool_use_id"],
                                      "content": (ERROR_PREFIX + text) if b.get("is_error") else text})
    return converted
