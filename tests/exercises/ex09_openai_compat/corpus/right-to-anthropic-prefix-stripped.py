# corpus: the Error: prefix checked case-insensitively and stripped on the way back
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex09_to_anthropic_answer
def to_anthropic_messages(messages):
    converted = []
    for message in messages:
        role = message["role"]
        if role == "tool":
            text = message["content"]
            failed = text.lower().startswith("error:")
            block = {"type": "tool_result", "tool_use_id": message["tool_call_id"],
                     "content": text.split(":", 1)[1].strip() if failed else text}
            if failed:
                block["is_error"] = True
            if converted and converted[-1]["role"] == "user" and isinstance(converted[-1]["content"], list):
                converted[-1]["content"].append(block)
            else:
                converted.append({"role": "user", "content": [block]})
        elif role == "assistant":
            blocks = []
            if message.get("content"):
                blocks.append({"type": "text", "text": message["content"]})
            blocks += [{"type": "tool_use", "id": c["id"], "name": c["function"]["name"], "input": json.loads(c["function"]["arguments"])}
                       for c in message.get("tool_calls") or []]
            converted.append({"role": "assistant", "content": blocks})
        else:
            converted.append({"role": role, "content": message["content"]})
    return converted
