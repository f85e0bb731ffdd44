# corpus: keeps the first request's list untouched and sends a copied history
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex02_handle_turn_answer
def handle_turn(user_message, tools):
    first_messages = [{"role": "user", "content": user_message}]
    response = call_model(tools=tools, messages=first_messages)
    if response.stop_reason == "tool_use":
        block = next(b for b in response.content if b.type == "tool_use")
        history = list(first_messages)
        history.append({"role": "assistant", "content": response.content})
        history.append({"role": "user", "content": [{"type": "tool_result", "tool_use_id": block.id, "content": execute_tool(block.name, block.input)}]})
        return call_model(tools=tools, messages=history)
    return response
