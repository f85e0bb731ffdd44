# corpus: crash: every content iterated as blocks, the question (a string) too
# kind: wrong
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 0 crashed | 1 passed | 1 passed | 0 variant_failed
# %% ex09_to_openai_answer
def to_openai_messages(messages):
    out = []
    for message in messages:
        texts, calls = [], []
        for block in message["content"]:
            if block["type"] == "text":
                texts.append(block["text"])
            elif block["type"] == "tool_use":
                calls.append({"id": block["id"], "type": "function", "function": {"name": block["name"], "arguments": json.dumps(block["input"])}})
            elif block["type"] == "tool_result":
                text = ERROR_PREFIX + block["content"] if block.get("is_error") else block["content"]
                out.append({"role": "tool", "tool_call_id": block["tool_use_id"], "content": text})
        if message["role"] == "assistant":
            out.append({"role": "assistant", "content": "".join(texts) or None, "tool_calls": calls})
        elif texts:
            out.append({"role": "user", "content": "".join(texts)})
    return out
