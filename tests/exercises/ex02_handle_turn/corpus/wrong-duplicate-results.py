# corpus: the tool_result block added twice to the result message
# kind: wrong
# expect: 1 passed | 1 passed | 0 tool_result_duplicated | 1 passed | 0 variant_failed
# %% ex02_handle_turn_answer
def handle_turn(user_message, tools):
    messages = [{"role": "user", "content": user_message}]
    response = call_model(tools=tools, messages=messages)
    if response.stop_reason == "tool_use":
        tool_block = next(b for b in response.content if b.type == "tool_use")
        result = execute_tool(tool_block.name, tool_block.input)
        messages.append({"role": "assistant", "content": response.content})
        tool_result = {"type": "tool_result", "tool_use_id": tool_block.id, "content": result}
        messages.append({"role": "user", "content": [tool_result, tool_result]})
        return call_model(tools=tools, messages=messages)
    return response
