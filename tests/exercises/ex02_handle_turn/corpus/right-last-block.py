# corpus: takes the tool_use as the last content block
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex02_handle_turn_answer
def handle_turn(user_message, tools):
    messages = [{"role": "user", "content": user_message}]
    response = call_model(tools=tools, messages=messages)
    if response.stop_reason == "tool_use":
        last = response.content[-1]
        messages.append({"role": "assistant", "content": response.content})
        messages.append({"role": "user", "content": [{"type": "tool_result", "tool_use_id": last.id, "content": execute_tool(last.name, last.input)}]})
        return call_model(tools=tools, messages=messages)
    return response
