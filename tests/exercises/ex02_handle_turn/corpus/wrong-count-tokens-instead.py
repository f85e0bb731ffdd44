# corpus: counts tokens instead of calling the model, then reads a stop_reason that is not there
# kind: wrong
# expect: 1 passed | 0 crashed | 0 crashed | 0 crashed | 0 variant_failed
# %% ex02_handle_turn_answer
def handle_turn(user_message, tools):
    messages = [{"role": "user", "content": user_message}]
    response = client.messages.count_tokens(model=MODEL, tools=tools, messages=messages)
    if response.stop_reason == "tool_use":
        return call_model(tools=tools, messages=messages)
    return response
