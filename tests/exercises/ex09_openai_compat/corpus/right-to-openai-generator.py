# corpus: to_openai_messages as a generator, listed at the end
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex09_to_openai_answer
def _converted(messages):
    for m in messages:
        if isinstance(m["content"], str):
            yield {"role": m["role"], "content": m["content"]}
            continue
        if m["role"] == "assistant":
            texts = [b["text"] for b in m["content"] if b["type"] == "text"]
            yield {
                "role": "assistant",
                "content": "\n".join(texts) if texts else None,
                "tool_calls": [
                    {"id": b["id"], "type": "function", "function": {"name": b["name"], "arguments": json.dumps(b["input"], ensure_ascii=False)}}
                    for b in m["content"] if b["type"] == "tool_use"
                ],
            }
            continue
        for b in m["content"]:
            if b["type"] == "tool_result":
                prefix = ERROR_PREFIX if b.get("is_error") else ""
                yield {"role": "tool", "tool_call_id": b["tool_use_id"], "content": prefix + b["content"]}


def to_openai_messages(messages):
    return list(_converted(messages))
