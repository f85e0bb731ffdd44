# corpus: the assistant turn as plain dicts (model_dump without None fields)
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex02_handle_turn_answer
def handle_turn(user_message, tools):
    messages = [{"role": "user", "content": user_message}]
    response = call_model(tools=tools, messages=messages)
    if response.stop_reason == "tool_use":
        content = [block.model_dump(exclude_none=True) for block in response.content]
        call = next(c for c in content if c["type"] == "tool_use")
        messages.append({"role": "assistant", "content": content})
        result = execute_tool(call["name"], call["input"])
        messages.append({"role": "user", "content": [{"type": "tool_result", "tool_use_id": call["id"], "content": result}]})
        return call_model(tools=tools, messages=messages)
    return response
