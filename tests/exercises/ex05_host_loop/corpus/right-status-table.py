# corpus: stop_reason mapped to a status with a dict
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 3 passed
# %% ex05_run_loop_answer
FINISHED = {"end_turn": "done", "stop_sequence": "done", "max_tokens": "max_tokens", "refusal": "done"}


def run_loop(user_message, tools, max_rounds=10):
    messages = [{"role": "user", "content": user_message}]
    for _ in range(max_rounds):
        response = call_model(tools=tools, messages=messages)
        messages.append({"role": "assistant", "content": response.content})
        if response.stop_reason in FINISHED:
            return {"status": FINISHED[response.stop_reason], "messages": messages}
        messages.append({"role": "user", "content": [
            {"type": "tool_result", "tool_use_id": b.id, "content": execute_tool(b.name, b.input)}
            for b in response.content if b.type == "tool_use"
        ]})
    return {"status": "max_rounds", "messages": messages}
