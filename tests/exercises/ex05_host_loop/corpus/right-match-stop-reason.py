# corpus: match on stop_reason
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 3 passed
# %% ex05_run_loop_answer
def run_loop(user_message, tools, max_rounds=10):
    messages = [{"role": "user", "content": user_message}]
    for _ in range(max_rounds):
        response = call_model(tools=tools, messages=messages)
        messages.append({"role": "assistant", "content": response.content})
        match response.stop_reason:
            case "tool_use":
                messages.append({"role": "user", "content": [
                    {"type": "tool_result", "tool_use_id": c.id, "content": execute_tool(c.name, c.input)}
                    for c in response.content if c.type == "tool_use"
                ]})
            case "max_tokens":
                return {"status": "max_tokens", "messages": messages}
            case _:
                return {"status": "done", "messages": messages}
    return {"status": "max_rounds", "messages": messages}
