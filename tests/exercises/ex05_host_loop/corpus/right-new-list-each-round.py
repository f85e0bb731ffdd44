# corpus: a new list each round (messages = messages + [...])
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 3 passed
# %% ex05_run_loop_answer
def run_loop(user_message, tools, max_rounds=10):
    history = [{"role": "user", "content": user_message}]
    for _ in range(max_rounds):
        response = call_model(tools=tools, messages=history)
        history = history + [{"role": "assistant", "content": response.content}]
        if response.stop_reason == "max_tokens":
            return {"status": "max_tokens", "messages": history}
        if response.stop_reason != "tool_use":
            return {"status": "done", "messages": history}
        tool_uses = [b for b in response.content if b.type == "tool_use"]
        history = history + [{"role": "user", "content": [
            {"type": "tool_result", "tool_use_id": t.id, "content": execute_tool(t.name, t.input)} for t in tool_uses
        ]}]
    return {"status": "max_rounds", "messages": history}
