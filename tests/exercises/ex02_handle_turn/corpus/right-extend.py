# corpus: both new turns added with one extend
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex02_handle_turn_answer
def handle_turn(user_message, tools):
    messages = [{"role": "user", "content": user_message}]
    response = call_model(tools=tools, messages=messages)
    if response.stop_reason == "tool_use":
        tb = next(b for b in response.content if b.type == "tool_use")
        messages.extend([
            {"role": "assistant", "content": response.content},
            {"role": "user", "content": [{"type": "tool_result", "tool_use_id": tb.id, "content": execute_tool(tb.name, tb.input)}]},
        ])
        response = call_model(tools=tools, messages=messages)
    return response
