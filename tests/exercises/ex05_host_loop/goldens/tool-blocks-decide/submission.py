# golden: loops while the reply holds tool_use blocks, whatever stop_reason says
# base: solution
# %% ex05_run_loop_answer
def run_loop(user_message, tools, max_rounds=10):
    messages = [{"role": "user", "content": user_message}]
    for _ in range(max_rounds):
        response = call_model(tools=tools, messages=messages)
        messages.append({"role": "assistant", "content": response.content})
        calls = [b for b in response.content if b.type == "tool_use"]
        if not calls:
            return {"status": "done", "messages": messages}
        results = [
            {"type": "tool_result", "tool_use_id": b.id, "content": execute_tool(b.name, b.input)}
            for b in calls
        ]
        messages.append({"role": "user", "content": results})
    return {"status": "max_rounds", "messages": messages}
