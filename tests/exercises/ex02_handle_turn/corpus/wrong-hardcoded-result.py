# corpus: sends the result seen in the notebook instead of running the tool
# kind: wrong
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 0 variant_tool_not_run
# %% ex02_handle_turn_answer
def handle_turn(user_message, tools):
    messages = [{"role": "user", "content": user_message}]
    response = call_model(tools=tools, messages=messages)
    if response.stop_reason == "tool_use":
        tool_block = next(b for b in response.content if b.type == "tool_use")
        result = '{"status": "in_transit", "location": "Shanghai hub", "eta": "2026-08-27"}'
        messages.append({"role": "assistant", "content": response.content})
        messages.append({"role": "user", "content": [{"type": "tool_result", "tool_use_id": tool_block.id, "content": result}]})
        return call_model(tools=tools, messages=messages)
    return response
