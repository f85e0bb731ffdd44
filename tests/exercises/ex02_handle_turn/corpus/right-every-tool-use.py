# corpus: answers every tool_use block of the response (parallel-ready)
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex02_handle_turn_answer
def handle_turn(user_message, tools):
    messages = [{"role": "user", "content": user_message}]
    response = call_model(tools=tools, messages=messages)
    if response.stop_reason == "tool_use":
        calls = [b for b in response.content if b.type == "tool_use"]
        messages.append({"role": "assistant", "content": response.content})
        messages.append({
            "role": "user",
            "content": [
                {"type": "tool_result", "tool_use_id": c.id, "content": execute_tool(c.name, c.input)}
                for c in calls
            ],
        })
        response = call_model(tools=tools, messages=messages)
    return response
