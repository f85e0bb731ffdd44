# golden: correct: appends replies as plain dicts and results as text blocks
# base: solution
# %% ex05_run_loop_answer
def run_loop(user_message, tools, max_rounds=10):
    messages = [{"role": "user", "content": user_message}]
    for _ in range(max_rounds):
        response = call_model(tools=tools, messages=messages)
        reply = response.model_dump(exclude_none=True)
        messages.append({"role": "assistant", "content": reply["content"]})
        if reply["stop_reason"] == "tool_use":
            results = []
            for block in reply["content"]:
                if block["type"] == "tool_use":
                    text = execute_tool(block["name"], block["input"])
                    results.append({"type": "tool_result", "tool_use_id": block["id"], "content": [{"type": "text", "text": text}]})
            messages.append({"role": "user", "content": results})
            continue
        return {"status": "max_tokens" if reply["stop_reason"] == "max_tokens" else "done", "messages": messages}
    return {"status": "max_rounds", "messages": messages}
