# corpus: builds a new history list with + instead of append
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex02_handle_turn_answer
def handle_turn(user_message, tools):
    history = [{"role": "user", "content": user_message}]
    first = call_model(tools=tools, messages=history)
    if first.stop_reason != "tool_use":
        return first
    use = next(b for b in first.content if b.type == "tool_use")
    history = history + [
        {"role": "assistant", "content": first.content},
        {"role": "user", "content": [{"type": "tool_result", "tool_use_id": use.id, "content": execute_tool(use.name, use.input)}]},
    ]
    return call_model(tools=tools, messages=history)
