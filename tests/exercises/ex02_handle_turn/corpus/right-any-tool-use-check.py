# corpus: decides by looking for tool_use blocks instead of stop_reason
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex02_handle_turn_answer
def handle_turn(user_message, tools):
    messages = [{"role": "user", "content": user_message}]
    response = call_model(tools=tools, messages=messages)
    uses = [b for b in response.content if b.type == "tool_use"]
    if not uses:
        return response
    messages.append({"role": "assistant", "content": response.content})
    messages.append({"role": "user", "content": [{"type": "tool_result", "tool_use_id": uses[0].id, "content": execute_tool(uses[0].name, uses[0].input)}]})
    return call_model(tools=tools, messages=messages)
