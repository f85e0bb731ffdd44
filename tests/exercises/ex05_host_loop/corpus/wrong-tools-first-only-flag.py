# corpus: a first flag: tools sent once
# kind: wrong
# expect: 1 passed | 1 passed | 1 passed | 0 tools_missing | 1 passed | 1 passed | 0 conversation_failed
# %% ex05_run_loop_answer
def run_loop(user_message, tools, max_rounds=10):
    messages = [{"role": "user", "content": user_message}]
    first = True
    for _ in range(max_rounds):
        if first:
            response = call_model(tools=tools, messages=messages)
            first = False
        else:
            response = call_model(messages=messages)
        messages.append({"role": "assistant", "content": response.content})
        if response.stop_reason == "max_tokens":
            return {"status": "max_tokens", "messages": messages}
        if response.stop_reason != "tool_use":
            return {"status": "done", "messages": messages}
        messages.append({"role": "user", "content": [
            {"type": "tool_result", "tool_use_id": b.id, "content": execute_tool(b.name, b.input)}
            for b in response.content if b.type == "tool_use"
        ]})
    return {"status": "max_rounds", "messages": messages}
