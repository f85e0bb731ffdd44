# corpus: a loop version that still pairs results by the tool's name
# kind: wrong
# expect: 1 passed | 1 passed | 0 tool_use_id_is_name | 1 passed | 0 variant_failed
# %% ex02_handle_turn_answer
def handle_turn(user_message, tools):
    messages = [{"role": "user", "content": user_message}]
    response = call_model(tools=tools, messages=messages)
    while response.stop_reason == "tool_use":
        messages.append({"role": "assistant", "content": response.content})
        results = [
            {"type": "tool_result", "tool_use_id": b.name, "content": execute_tool(b.name, b.input)}
            for b in response.content
            if b.type == "tool_use"
        ]
        messages.append({"role": "user", "content": results})
        response = call_model(tools=tools, messages=messages)
    return response
