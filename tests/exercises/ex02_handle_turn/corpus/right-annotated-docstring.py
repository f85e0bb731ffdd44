# corpus: type hints, a docstring and a named final variable
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex02_handle_turn_answer
def handle_turn(user_message: str, tools: list[dict]):
    """Run one tool round trip and return the model's final response."""
    messages: list[dict] = [{"role": "user", "content": user_message}]
    response = call_model(tools=tools, messages=messages)
    if response.stop_reason != "tool_use":
        return response
    tool_block = next(b for b in response.content if b.type == "tool_use")
    tool_output: str = execute_tool(tool_block.name, tool_block.input)
    messages.append({"role": "assistant", "content": response.content})
    messages.append({"role": "user", "content": [{"type": "tool_result", "tool_use_id": tool_block.id, "content": tool_output}]})
    final_response = call_model(tools=tools, messages=messages)
    return final_response
