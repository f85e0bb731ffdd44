# corpus: takes the id of the first content block, which is the text block
# kind: wrong
# expect: 1 passed | 0 crashed | 0 crashed | 0 crashed | 0 variant_failed
# %% ex02_handle_turn_answer
def handle_turn(user_message, tools):
    messages = [{"role": "user", "content": user_message}]
    response = call_model(tools=tools, messages=messages)
    if response.stop_reason == "tool_use":
        first = response.content[0]
        result = execute_tool(first.name, first.input)
        messages.append({"role": "assistant", "content": response.content})
        messages.append({"role": "user", "content": [{"type": "tool_result", "tool_use_id": first.id, "content": result}]})
        return call_model(tools=tools, messages=messages)
    return response
