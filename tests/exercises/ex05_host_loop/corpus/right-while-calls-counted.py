# corpus: counts the calls made, loop on the count
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 3 passed
# %% ex05_run_loop_answer
def run_loop(user_message, tools, max_rounds=10):
    messages = [{"role": "user", "content": user_message}]
    calls_made = 0
    response = None
    while calls_made < max_rounds:
        response = call_model(tools=tools, messages=messages)
        calls_made += 1
        messages.append({"role": "assistant", "content": response.content})
        if response.stop_reason != "tool_use":
            break
        messages.append({"role": "user", "content": [
            {"type": "tool_result", "tool_use_id": b.id, "content": execute_tool(b.name, b.input)}
            for b in response.content if b.type == "tool_use"
        ]})
    if response is not None and response.stop_reason == "max_tokens":
        return {"status": "max_tokens", "messages": messages}
    if response is not None and response.stop_reason != "tool_use":
        return {"status": "done", "messages": messages}
    return {"status": "max_rounds", "messages": messages}
