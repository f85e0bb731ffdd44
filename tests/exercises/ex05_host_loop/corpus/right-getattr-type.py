# corpus: getattr for the block type, a results variable per round
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 3 passed
# %% ex05_run_loop_answer
def run_loop(user_message, tools, max_rounds=10):
    messages = [{"role": "user", "content": user_message}]
    count = 0
    while count < max_rounds:
        response = call_model(messages=messages, tools=tools)
        count += 1
        messages.append({"role": "assistant", "content": response.content})
        stop = response.stop_reason
        if stop == "end_turn" or stop == "stop_sequence":
            return {"status": "done", "messages": messages}
        if stop == "max_tokens":
            return {"status": "max_tokens", "messages": messages}
        tool_results = []
        for item in response.content:
            if getattr(item, "type", None) == "tool_use":
                tool_results.append({"type": "tool_result", "tool_use_id": item.id, "content": execute_tool(item.name, item.input)})
        messages.append({"role": "user", "content": tool_results})
    return {"status": "max_rounds", "messages": messages}
