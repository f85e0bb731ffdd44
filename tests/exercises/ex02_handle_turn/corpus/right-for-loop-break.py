# corpus: finds the tool_use block with a for loop and break
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex02_handle_turn_answer
def handle_turn(user_message, tools):
    messages = [{"role": "user", "content": user_message}]
    response = call_model(tools=tools, messages=messages)
    if response.stop_reason != "tool_use":
        return response
    for block in response.content:
        if block.type == "tool_use":
            tool_block = block
            break
    output = execute_tool(tool_block.name, tool_block.input)
    messages.append({"role": "assistant", "content": response.content})
    messages.append({"role": "user", "content": [{"type": "tool_result", "tool_use_id": tool_block.id, "content": output}]})
    return call_model(tools=tools, messages=messages)
