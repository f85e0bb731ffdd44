# corpus: unfinished: the tool_result branch still raises NotImplementedError
# kind: wrong
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 0 unfinished | 1 passed | 1 passed | 0 variant_failed
# %% ex09_to_openai_answer
def to_openai_messages(messages):
    out = []
    for message in messages:
        content = message["content"]
        if isinstance(content, str):
            out.append({"role": message["role"], "content": content})
        elif message["role"] == "assistant":
            text = "".join(b["text"] for b in content if b["type"] == "text")
            calls = [{"id": b["id"], "type": "function", "function": {"name": b["name"], "arguments": json.dumps(b["input"])}}
                     for b in content if b["type"] == "tool_use"]
            out.append({"role": "assistant", "content": text or None, "tool_calls": calls})
        else:
            raise NotImplementedError("tool_result -> tool 메시지")
    return out
