# corpus: counts the prompt's tokens first (a non-model call), then does the round trip right
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex02_handle_turn_answer
def handle_turn(user_message, tools):
    messages = [{"role": "user", "content": user_message}]
    count = client.messages.count_tokens(model=MODEL, tools=tools, messages=messages)
    print("input tokens:", count.input_tokens)
    response = call_model(tools=tools, messages=messages)
    if response.stop_reason == "tool_use":
        tool_block = next(b for b in response.content if b.type == "tool_use")
        messages.append({"role": "assistant", "content": response.content})
        messages.append({"role": "user", "content": [{"type": "tool_result", "tool_use_id": tool_block.id, "content": execute_tool(tool_block.name, tool_block.input)}]})
        return call_model(tools=tools, messages=messages)
    return response
