# corpus: reads the block's fields with getattr
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex02_handle_turn_answer
def handle_turn(user_message, tools):
    messages = [{"role": "user", "content": user_message}]
    response = call_model(tools=tools, messages=messages)
    if getattr(response, "stop_reason", None) == "tool_use":
        tool_block = next(b for b in response.content if getattr(b, "type", "") == "tool_use")
        tool_id = getattr(tool_block, "id")
        result = execute_tool(getattr(tool_block, "name"), getattr(tool_block, "input"))
        messages.append({"role": "assistant", "content": response.content})
        messages.append({"role": "user", "content": [{"type": "tool_result", "tool_use_id": tool_id, "content": result}]})
        return call_model(tools=tools, messages=messages)
    return response
