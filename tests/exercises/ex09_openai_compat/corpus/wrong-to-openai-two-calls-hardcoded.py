# corpus: the assistant turn converted as exactly two tool_use blocks
# kind: wrong
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 0 variant_failed
# %% ex09_to_openai_answer
def _call(block):
    return {"id": block["id"], "type": "function", "function": {"name": block["name"], "arguments": json.dumps(block["input"])}}


def to_openai_messages(messages):
    out = []
    for message in messages:
        content = message["content"]
        if isinstance(content, str):
            out.append({"role": message["role"], "content": content})
        elif message["role"] == "assistant":
            uses = [b for b in content if b["type"] == "tool_use"]
            text = "".join(b["text"] for b in content if b["type"] == "text")
            out.append({"role": "assistant", "content": text or None, "tool_calls": [_call(uses[0]), _call(uses[1])]})
        else:
            for b in content:
                text = ERROR_PREFIX + b["content"] if b.get("is_error") else b["content"]
                out.append({"role": "tool", "tool_call_id": b["tool_use_id"], "content": text})
    return out
