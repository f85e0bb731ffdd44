# corpus: the reply and the results added with one extend
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 3 passed
# %% ex05_run_loop_answer
def run_loop(user_message, tools, max_rounds=10):
    messages = [{"role": "user", "content": user_message}]
    for _ in range(max_rounds):
        response = call_model(tools=tools, messages=messages)
        if response.stop_reason != "tool_use":
            messages.append({"role": "assistant", "content": response.content})
            status = "max_tokens" if response.stop_reason == "max_tokens" else "done"
            return {"status": status, "messages": messages}
        results = [{"type": "tool_result", "tool_use_id": b.id, "content": execute_tool(b.name, b.input)}
                   for b in response.content if b.type == "tool_use"]
        messages.extend([
            {"role": "assistant", "content": response.content},
            {"role": "user", "content": results},
        ])
    return {"status": "max_rounds", "messages": messages}
