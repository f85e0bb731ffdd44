# corpus: while rounds < max_rounds, the status decided after the loop
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 3 passed
# %% ex05_run_loop_answer
def run_loop(user_message, tools, max_rounds=10):
    messages = [{"role": "user", "content": user_message}]
    rounds = 0
    status = "max_rounds"
    while rounds < max_rounds:
        rounds += 1
        reply = call_model(tools=tools, messages=messages)
        messages.append({"role": "assistant", "content": reply.content})
        if reply.stop_reason == "max_tokens":
            status = "max_tokens"
            break
        if reply.stop_reason != "tool_use":
            status = "done"
            break
        messages.append({"role": "user", "content": [
            {"type": "tool_result", "tool_use_id": b.id, "content": execute_tool(b.name, b.input)}
            for b in reply.content if b.type == "tool_use"
        ]})
    return {"status": status, "messages": messages}
