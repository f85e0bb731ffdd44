# corpus: small helper functions for the result block and the turns
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex02_handle_turn_answer
def make_tool_result(block, output):
    return {"type": "tool_result", "tool_use_id": block.id, "content": output}


def first_tool_use(response):
    return next(b for b in response.content if b.type == "tool_use")


def handle_turn(user_message, tools):
    messages = [{"role": "user", "content": user_message}]
    response = call_model(tools=tools, messages=messages)
    if response.stop_reason == "tool_use":
        block = first_tool_use(response)
        messages.append({"role": "assistant", "content": response.content})
        messages.append({"role": "user", "content": [make_tool_result(block, execute_tool(block.name, block.input))]})
        response = call_model(tools=tools, messages=messages)
    return response
