# corpus: every tool_result marked is_error: true
# kind: wrong
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 0 success_marked_error | 1 passed | 0 variant_failed
# %% ex09_to_anthropic_answer
def to_anthropic_messages(messages):
    out = []
    for message in messages:
        if message["role"] == "tool":
            text = message["content"]
            block = {"type": "tool_result", "tool_use_id": message["tool_call_id"], "content": text}
            if True:  # 실패 표시
                block["is_error"] = True
            if out and out[-1]["role"] == "user" and isinstance(out[-1]["content"], list):
                out[-1]["content"].append(block)
            else:
                out.append({"role": "user", "content": [block]})
        elif message["role"] == "assistant":
            blocks = [{"type": "text", "text": message["content"]}] if message.get("content") else []
            for call in message.get("tool_calls") or []:
                blocks.append({"type": "tool_use", "id": call["id"], "name": call["function"]["name"], "input": json.loads(call["function"]["arguments"])})
            out.append({"role": "assistant", "content": blocks})
        else:
            out.append({"role": message["role"], "content": message["content"]})
    return out
