# corpus: each request holds only the question and the last round
# kind: wrong
# expect: 0 history_rebuilt | 0 history_rebuilt | 1 passed | 1 passed | 1 passed | 1 passed | 0 conversation_failed
# %% ex05_run_loop_answer
def run_loop(user_message, tools, max_rounds=10):
    question = {"role": "user", "content": user_message}
    messages = [question]
    for _ in range(max_rounds):
        response = call_model(tools=tools, messages=messages)
        turn = {"role": "assistant", "content": response.content}
        if response.stop_reason == "max_tokens":
            return {"status": "max_tokens", "messages": messages + [turn]}
        if response.stop_reason != "tool_use":
            return {"status": "done", "messages": messages + [turn]}
        results = [{"type": "tool_result", "tool_use_id": b.id, "content": execute_tool(b.name, b.input)}
                   for b in response.content if b.type == "tool_use"]
        messages = [question, turn, {"role": "user", "content": results}]
    return {"status": "max_rounds", "messages": messages}
