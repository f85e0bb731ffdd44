# corpus: an index walk that gathers the run of tool messages after each assistant turn
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex09_to_anthropic_answer
def _tool_use(call):
    fn = call["function"]
    return {"type": "tool_use", "id": call["id"], "name": fn["name"], "input": json.loads(fn["arguments"])}


def _tool_result(message):
    text = message["content"]
    block = {"type": "tool_result", "tool_use_id": message["tool_call_id"], "content": text}
    return {**block, "is_error": True} if text.startswith(ERROR_PREFIX) else block


def to_anthropic_messages(messages):
    out = []
    i = 0
    while i < len(messages):
        m = messages[i]
        if m["role"] == "assistant":
            blocks = ([{"type": "text", "text": m["content"]}] if m.get("content") else []) + [_tool_use(c) for c in m.get("tool_calls") or []]
            out.append({"role": "assistant", "content": blocks})
            i += 1
            results = []
            while i < len(messages) and messages[i]["role"] == "tool":
                results.append(_tool_result(messages[i]))
                i += 1
            if results:
                out.append({"role": "user", "content": results})
        else:
            out.append({"role": m["role"], "content": m["content"]})
            i += 1
    return out
