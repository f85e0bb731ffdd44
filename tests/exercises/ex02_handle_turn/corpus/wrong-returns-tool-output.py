# corpus: returns the tool's output without sending it back to the model
# kind: wrong
# expect: 1 passed | 0 no_second_call | 0 no_second_call | 0 no_second_call | 0 variant_failed
# %% ex02_handle_turn_answer
def handle_turn(user_message, tools):
    messages = [{"role": "user", "content": user_message}]
    response = call_model(tools=tools, messages=messages)
    if response.stop_reason == "tool_use":
        tool_block = next(b for b in response.content if b.type == "tool_use")
        return execute_tool(tool_block.name, tool_block.input)
    return response
