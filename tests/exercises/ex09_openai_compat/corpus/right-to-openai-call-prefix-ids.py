# corpus: ids renamed toolu_... -> call_... in the calls and the tool messages alike
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex09_to_openai_answer
def _call_id(tool_use_id):
    return "call_" + tool_use_id.removeprefix("toolu_")


def to_openai_messages(messages):
    result = []
    for msg in messages:
        if type(msg["content"]) is str:
            result.append({"role": msg["role"], "content": msg["content"]})
        elif msg["role"] == "assistant":
            text = "".join(b["text"] for b in msg["content"] if b["type"] == "text")
            calls = [{"id": _call_id(b["id"]), "type": "function",
                      "function": {"name": b["name"], "arguments": json.dumps(b["input"])}}
                     for b in msg["content"] if b["type"] == "tool_use"]
            result.append({"role": "assistant", "content": text or None, "tool_calls": calls})
        else:
            for b in msg["content"]:
                if b["type"] == "tool_result":
                    content = b["content"]
                    if b.get("is_error"):
                        content = "Error: " + content
                    result.append({"role": "tool", "tool_call_id": _call_id(b["tool_use_id"]), "content": content})
    return result
