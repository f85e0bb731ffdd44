# corpus: a helper with a typo: NameError on the first tool round
# kind: wrong
# expect: 0 crashed | 0 crashed | 0 crashed | 0 crashed | 0 crashed | 1 passed | 0 conversation_failed
# %% ex05_run_loop_answer
def make_results(response):
    return [{"type": "tool_result", "tool_use_id": b.id, "content": execute_tool(b.name, b.inputs)}
            for b in response.content if b.type == "tool_use"]


def run_loop(user_message, tools, max_rounds=10):
    messages = [{"role": "user", "content": user_message}]
    for _ in range(max_rounds):
        response = call_model(tools=tools, messages=messages)
        messages.append({"role": "assistant", "content": response.content})
        if response.stop_reason == "max_tokens":
            return {"status": "max_tokens", "messages": messages}
        if response.stop_reason != "tool_use":
            return {"status": "done", "messages": messages}
        messages.append({"role": "user", "content": make_results(response)})
    return {"status": "max_rounds", "messages": messages}
