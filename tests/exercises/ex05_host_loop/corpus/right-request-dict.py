# corpus: the request built as a dict and unpacked
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 3 passed
# %% ex05_run_loop_answer
def run_loop(user_message, tools, max_rounds=10):
    request = {"tools": tools, "messages": [{"role": "user", "content": user_message}]}
    for _ in range(max_rounds):
        response = call_model(**request)
        request["messages"].append({"role": "assistant", "content": response.content})
        if response.stop_reason == "max_tokens":
            return {"status": "max_tokens", "messages": request["messages"]}
        if response.stop_reason != "tool_use":
            return {"status": "done", "messages": request["messages"]}
        request["messages"].append({"role": "user", "content": [
            {"type": "tool_result", "tool_use_id": b.id, "content": execute_tool(b.name, b.input)}
            for b in response.content if b.type == "tool_use"
        ]})
    return {"status": "max_rounds", "messages": request["messages"]}
