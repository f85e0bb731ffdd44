# golden: sends `tools` with the first request only
# base: solution
# %% ex05_run_loop_answer
def run_loop(user_message, tools, max_rounds=10):
    messages = [{"role": "user", "content": user_message}]
    for round_number in range(max_rounds):
        extra = {"tools": tools} if round_number == 0 else {}
        response = call_model(messages=messages, **extra)
        messages.append({"role": "assistant", "content": response.content})
        if response.stop_reason == "max_tokens":
            return {"status": "max_tokens", "messages": messages}
        if response.stop_reason != "tool_use":
            return {"status": "done", "messages": messages}
        results = [
            {"type": "tool_result", "tool_use_id": b.id, "content": execute_tool(b.name, b.input)}
            for b in response.content
            if b.type == "tool_use"
        ]
        messages.append({"role": "user", "content": results})
    return {"status": "max_rounds", "messages": messages}
