# golden: tool_result blocks kept in a user message (Anthropic's role mapping)
# base: solution
# %% ex09_to_openai_answer
def to_openai_messages(messages):
    converted = []
    for message in messages:
        content = message["content"]
        if isinstance(content, str):
            converted.append({"role": message["role"], "content": content})
        elif message["role"] == "assistant":
            text = "".join(block["text"] for block in content if block["type"] == "text")
            turn = {"role": "assistant", "content": text or None}
            calls = [
                {
                    "id": block["id"],
                    "type": "function",
                    "function": {"name": block["name"], "arguments": json.dumps(block["input"])},
                }
                for block in content
                if block["type"] == "tool_use"
            ]
            if calls:
                turn["tool_calls"] = calls
            converted.append(turn)
        elif any(block["type"] == "tool_result" for block in content):
            converted.append({"role": "user", "content": content})
        else:
            for block in content:
                if block["type"] == "tool_result":
                    text = block["content"]
                    if block.get("is_error"):
                        text = ERROR_PREFIX + text
                    tool_message = {"role": "tool", "tool_call_id": block["tool_use_id"]}
                    converted.append({**tool_message, "content": text})
                elif block["type"] == "text":
                    converted.append({"role": "user", "content": block["text"]})
    return converted
