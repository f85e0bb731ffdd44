# corpus: the second request starts over from the assistant turn (the question dropped)
# kind: wrong
# expect: 1 passed | 0 history_changed | 1 passed | 1 passed | 0 variant_failed
# %% ex02_handle_turn_answer
def handle_turn(user_message, tools):
    messages = [{"role": "user", "content": user_message}]
    response = call_model(tools=tools, messages=messages)
    if response.stop_reason == "tool_use":
        tool_block = next(b for b in response.content if b.type == "tool_use")
        result = execute_tool(tool_block.name, tool_block.input)
        follow_up = [
            {"role": "assistant", "content": response.content},
            {"role": "user", "content": [{"type": "tool_result", "tool_use_id": tool_block.id, "content": result}]},
        ]
        return call_model(tools=tools, messages=follow_up)
    return response
