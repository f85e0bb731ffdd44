# corpus: failures marked "error: ..." in lower case (the check is case-insensitive)
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex09_to_openai_answer
def to_openai_messages(messages):
    converted = []
    for message in messages:
        role, content = message["role"], message["content"]
        if isinstance(content, str):
            converted.append({"role": role, "content": content})
            continue
        if role == "assistant":
            tool_calls = []
            text_parts = []
            for block in content:
                if block["type"] == "tool_use":
                    tool_calls.append({"id": block["id"], "type": "function", "function": {"name": block["name"], "arguments": json.dumps(block["input"])}})
                elif block["type"] == "text":
                    text_parts.append(block["text"])
            converted.append({"role": "assistant", "content": " ".join(text_parts), "tool_calls": tool_calls})
        else:
            for block in content:
                if block["type"] != "tool_result":
                    continue
                text = f"error: {block['content']}" if block.get("is_error", False) else block["content"]
                converted.append({"role": "tool", "tool_call_id": block["tool_use_id"], "content": text})
    return converted
