# corpus: a done flag and a status variable
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 3 passed
# %% ex05_run_loop_answer
def run_loop(user_message, tools, max_rounds=10):
    messages = [{"role": "user", "content": user_message}]
    status = None
    rounds = 0
    while status is None:
        if rounds == max_rounds:
            status = "max_rounds"
            break
        response = call_model(tools=tools, messages=messages)
        rounds += 1
        messages.append({"role": "assistant", "content": response.content})
        if response.stop_reason == "tool_use":
            results = [{"type": "tool_result", "tool_use_id": b.id, "content": execute_tool(b.name, b.input)}
                       for b in response.content if b.type == "tool_use"]
            messages.append({"role": "user", "content": results})
        elif response.stop_reason == "max_tokens":
            status = "max_tokens"
        else:
            status = "done"
    return {"status": status, "messages": messages}
