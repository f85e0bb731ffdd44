# corpus: every tool_result carries is_error, False for the successes
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex09_to_anthropic_answer
def to_anthropic_messages(messages):
    result = []
    for message in messages:
        if message["role"] == "assistant":
            content = [{"type": "text", "text": message["content"]}] if message.get("content") else []
            for call in message.get("tool_calls") or []:
                content.append({
                    "type": "tool_use",
                    "id": call["id"],
                    "name": call["function"]["name"],
                    "input": json.loads(call["function"]["arguments"]),
                })
            result.append({"role": "assistant", "content": content})
        elif message["role"] == "tool":
            block = {
                "type": "tool_result",
                "tool_use_id": message["tool_call_id"],
                "content": message["content"],
                "is_error": message["content"].startswith(ERROR_PREFIX),
            }
            if result[-1]["role"] == "user" and isinstance(result[-1]["content"], list):
                result[-1]["content"].append(block)
            else:
                result.append({"role": "user", "content": [block]})
        else:
            result.append({"role": "user", "content": message["content"]})
    return result
