# corpus: a generator of results turned into a list
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 3 passed
# %% ex05_run_loop_answer
def results_for(response):
    for block in response.content:
        if block.type == "tool_use":
            yield {"type": "tool_result", "tool_use_id": block.id, "content": execute_tool(block.name, block.input)}


def run_loop(user_message, tools, max_rounds=10):
    messages = [{"role": "user", "content": user_message}]
    for _ in range(max_rounds):
        response = call_model(tools=tools, messages=messages)
        messages.append({"role": "assistant", "content": response.content})
        if response.stop_reason == "tool_use":
            messages.append({"role": "user", "content": list(results_for(response))})
        else:
            return {"status": "max_tokens" if response.stop_reason == "max_tokens" else "done", "messages": messages}
    return {"status": "max_rounds", "messages": messages}
