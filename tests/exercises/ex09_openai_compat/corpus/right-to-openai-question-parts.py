# corpus: every user text sent as a list of text parts
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex09_to_openai_answer
def to_openai_messages(messages):
    converted = []
    for message in messages:
        content = message["content"]
        if isinstance(content, str):
            parts = [{"type": "text", "text": content}]
            converted.append({"role": message["role"], "content": parts})
            continue
        if message["role"] == "assistant":
            calls = [{"id": b["id"], "type": "function", "function": {"name": b["name"], "arguments": json.dumps(b["input"])}}
                     for b in content if b["type"] == "tool_use"]
            text = "".join(b["text"] for b in content if b["type"] == "text")
            converted.append({"role": "assistant", "content": text or None, **({"tool_calls": calls} if calls else {})})
        else:
            for b in content:
                if b["type"] == "tool_result":
                    marked = ERROR_PREFIX + b["content"] if b.get("is_error") else b["content"]
                    converted.append({"role": "tool", "tool_call_id": b["tool_use_id"], "content": marked})
    return converted
