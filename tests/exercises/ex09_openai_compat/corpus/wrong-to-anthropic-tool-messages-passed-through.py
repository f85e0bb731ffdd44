# corpus: partial: tool messages appended unchanged (role tool, tool_call_id)
# kind: wrong
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 0 tool_role_kept | 1 passed | 0 variant_failed
# %% ex09_to_anthropic_answer
def to_anthropic_messages(messages):
    out = []
    for message in messages:
        if message["role"] == "assistant":
            blocks = [{"type": "text", "text": message["content"]}] if message.get("content") else []
            for call in message.get("tool_calls") or []:
                blocks.append({"type": "tool_use", "id": call["id"], "name": call["function"]["name"], "input": json.loads(call["function"]["arguments"])})
            out.append({"role": "assistant", "content": blocks})
        else:
            out.append(message)  # TODO tool 메시지
    return out
