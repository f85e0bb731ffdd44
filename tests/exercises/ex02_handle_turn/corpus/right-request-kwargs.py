# corpus: the request fields gathered in a dict and passed with **
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex02_handle_turn_answer
def handle_turn(user_message, tools):
    request = {"tools": tools, "messages": [{"role": "user", "content": user_message}]}
    response = call_model(**request)
    if response.stop_reason == "tool_use":
        tool_block = next(b for b in response.content if b.type == "tool_use")
        result = execute_tool(tool_block.name, tool_block.input)
        request["messages"].append({"role": "assistant", "content": response.content})
        request["messages"].append({"role": "user", "content": [{"type": "tool_result", "tool_use_id": tool_block.id, "content": result}]})
        response = call_model(**request)
    return response
