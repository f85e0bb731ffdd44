# golden: correct: a while loop on stop_reason with a counter
# base: solution
# %% ex05_run_loop_answer
def run_loop(user_message, tools, max_rounds=10):
    messages = [{"role": "user", "content": user_message}]
    calls = 0
    status = "max_rounds"
    while calls < max_rounds:
        response = call_model(tools=tools, messages=messages)
        calls += 1
        messages.append({"role": "assistant", "content": response.content})
        if response.stop_reason != "tool_use":
            status = "max_tokens" if response.stop_reason == "max_tokens" else "done"
            break
        tool_results = []
        for block in response.content:
            if block.type != "tool_use":
                continue
            tool_results.append(
                {"type": "tool_result", "tool_use_id": block.id, "content": execute_tool(block.name, block.input)}
            )
        messages.append({"role": "user", "content": tool_results})
    return {"status": status, "messages": messages}
