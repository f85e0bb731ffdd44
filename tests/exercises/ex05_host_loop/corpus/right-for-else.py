# corpus: for ... else: the else branch is the cap
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 3 passed
# %% ex05_run_loop_answer
def run_loop(user_message, tools, max_rounds=10):
    messages = [{"role": "user", "content": user_message}]
    for attempt in range(max_rounds):
        response = call_model(tools=tools, messages=messages)
        messages.append({"role": "assistant", "content": response.content})
        if response.stop_reason != "tool_use":
            break
        answers = []
        for part in response.content:
            if part.type == "tool_use":
                answers.append({"type": "tool_result", "tool_use_id": part.id, "content": execute_tool(part.name, part.input)})
        messages.append({"role": "user", "content": answers})
    else:
        return {"status": "max_rounds", "messages": messages}
    if response.stop_reason == "max_tokens":
        return {"status": "max_tokens", "messages": messages}
    return {"status": "done", "messages": messages}
