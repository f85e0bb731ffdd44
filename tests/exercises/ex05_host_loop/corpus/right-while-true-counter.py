# corpus: while True with a round counter checked at the top
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 3 passed
# %% ex05_run_loop_answer
def run_loop(user_message, tools, max_rounds=10):
    messages = [{"role": "user", "content": user_message}]
    rounds = 0
    while True:
        if rounds >= max_rounds:
            return {"status": "max_rounds", "messages": messages}
        rounds += 1
        response = call_model(tools=tools, messages=messages)
        messages.append({"role": "assistant", "content": response.content})
        if response.stop_reason == "tool_use":
            outputs = []
            for block in response.content:
                if block.type == "tool_use":
                    outputs.append({"type": "tool_result", "tool_use_id": block.id, "content": execute_tool(block.name, block.input)})
            messages.append({"role": "user", "content": outputs})
            continue
        status = "max_tokens" if response.stop_reason == "max_tokens" else "done"
        return {"status": status, "messages": messages}
