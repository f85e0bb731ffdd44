# golden: one `if` instead of a loop: at most one tool round
# base: solution
# %% ex05_run_loop_answer
def run_loop(user_message, tools, max_rounds=10):
    messages = [{"role": "user", "content": user_message}]
    response = call_model(tools=tools, messages=messages)
    messages.append({"role": "assistant", "content": response.content})
    if response.stop_reason == "tool_use":
        results = [
            {"type": "tool_result", "tool_use_id": b.id, "content": execute_tool(b.name, b.input)}
            for b in response.content
            if b.type == "tool_use"
        ]
        messages.append({"role": "user", "content": results})
        response = call_model(tools=tools, messages=messages)
        messages.append({"role": "assistant", "content": response.content})
    return {"status": "done", "messages": messages}
