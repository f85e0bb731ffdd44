# golden: each tool message becomes its own user message
# base: solution
# %% ex09_to_anthropic_answer
def to_anthropic_messages(messages):
    converted = []
    for message in messages:
        if message["role"] == "tool":
            text = message["content"]
            result = {"type": "tool_result", "tool_use_id": message["tool_call_id"], "content": text}
            if text.startswith(ERROR_PREFIX):
                result["is_error"] = True
            converted.append({"role": "user", "content": [result]})
        elif message["role"] == "assistant":
            blocks = [{"type": "text", "text": message["content"]}] if message.get("content") else []
            for call in message.get("tool_calls") or []:
                function = call["function"]
                blocks.append(
                    {
                        "type": "tool_use",
                        "id": call["id"],
                        "name": function["name"],
                        "input": json.loads(function["arguments"]),
                    }
                )
            converted.append({"role": "assistant", "content": blocks})
        else:
            converted.append({"role": message["role"], "content": message["content"]})
    return converted
