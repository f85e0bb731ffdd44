# corpus: the condition inverted (answers only when the model did not ask for a tool)
# kind: wrong
# expect: 1 passed | 0 no_second_call | 0 no_second_call | 0 no_second_call | 0 variant_failed
# %% ex02_handle_turn_answer
def handle_turn(user_message, tools):
    messages = [{"role": "user", "content": user_message}]
    response = call_model(tools=tools, messages=messages)
    if response.stop_reason == "end_turn":
        tool_block = next(b for b in response.content if b.type == "tool_use")
        result = execute_tool(tool_block.name, tool_block.input)
        messages.append({"role": "assistant", "content": response.content})
        messages.append({"role": "user", "content": [{"type": "tool_result", "tool_use_id": tool_block.id, "content": result}]})
        return call_model(tools=tools, messages=messages)
    return response
