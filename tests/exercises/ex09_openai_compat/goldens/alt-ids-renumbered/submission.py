# golden: alternative correct: tool_use ids renumbered by position (call_1, call_2, ...), the results renamed with the same table
# base: solution
# %% ex09_to_anthropic_answer
def to_anthropic_messages(messages):
    converted = []
    for message in messages:
        if message["role"] == "tool":
            text = message["content"]
            result = {"type": "tool_result", "tool_use_id": f"call_{sum(m['role'] == 'tool' for m in messages[: messages.index(message)]) + 1}", "content": text}
            if text.startswith(ERROR_PREFIX):
                result["is_error"] = True
            previous = converted[-1] if converted else {}
            if previous.get("role") == "user" and isinstance(previous["content"], list):
                previous["content"].append(result)
            else:
                converted.append({"role": "user", "content": [result]})
        elif message["role"] == "assistant":
            blocks = [{"type": "text", "text": message["content"]}] if message.get("content") else []
            for call in message.get("tool_calls") or []:
                function = call["function"]
                blocks.append(
                    {
                        "type": "tool_use",
                        "id": f"call_{len(blocks)}",
                        "name": function["name"],
                        "input": json.loads(function["arguments"]),
                    }
                )
            converted.append({"role": "assistant", "content": blocks})
        else:
            converted.append({"role": message["role"], "content": message["content"]})
    return converted
