# corpus: only end_turn ends: a cut reply is handled like a tool round
# kind: wrong
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 0 max_tokens_called_again | 0 conversation_failed
# %% ex05_run_loop_answer
def run_loop(user_message, tools, max_rounds=10):
    messages = [{"role": "user", "content": user_message}]
    for _ in range(max_rounds):
        response = call_model(tools=tools, messages=messages)
        messages.append({"role": "assistant", "content": response.content})
        if response.stop_reason == "end_turn":
            return {"status": "done", "messages": messages}
        results = [{"type": "tool_result", "tool_use_id": b.id, "content": execute_tool(b.name, b.input)}
                   for b in response.content if b.type == "tool_use"]
        messages.append({"role": "user", "content": results or [{"type": "text", "text": "계속해 주세요."}]})
    return {"status": "max_rounds", "messages": messages}
