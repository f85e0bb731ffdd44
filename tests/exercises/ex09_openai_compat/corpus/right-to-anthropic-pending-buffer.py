# corpus: tool messages collected in a buffer and flushed as one user message
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex09_to_anthropic_answer
def to_anthropic_messages(messages):
    out, buffer = [], []

    def flush():
        if buffer:
            out.append({"role": "user", "content": list(buffer)})
            buffer.clear()

    for m in messages:
        if m["role"] == "tool":
            block = {"type": "tool_result", "tool_use_id": m["tool_call_id"], "content": m["content"]}
            if m["content"].startswith(ERROR_PREFIX):
                block["is_error"] = True
            buffer.append(block)
            continue
        flush()
        if m["role"] == "assistant":
            content = []
            if m.get("content"):
                content.append({"type": "text", "text": m["content"]})
            for call in m.get("tool_calls", []):
                content.append({"type": "tool_use", "id": call["id"], "name": call["function"]["name"],
                                "input": json.loads(call["function"]["arguments"])})
            out.append({"role": "assistant", "content": content})
        else:
            out.append({"role": m["role"], "content": m["content"]})
    flush()
    return out
