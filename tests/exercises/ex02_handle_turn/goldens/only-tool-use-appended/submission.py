# golden: only the tool_use block appended as the assistant turn
# base: solution
# %% ex02_handle_turn_answer
def handle_turn(user_message, tools):
    messages = [{"role": "user", "content": user_message}]
    response = call_model(tools=tools, messages=messages)

    if response.stop_reason == "tool_use":
        tool_block = next(b for b in response.content if b.type == "tool_use")
        result = execute_tool(tool_block.name, tool_block.input)

        messages.append({"role": "assistant", "content": [tool_block]})
        tool_result = {"type": "tool_result", "tool_use_id": tool_block.id, "content": result}
        messages.append({"role": "user", "content": [tool_result]})

        final_response = call_model(tools=tools, messages=messages)
        return final_response

    return response
