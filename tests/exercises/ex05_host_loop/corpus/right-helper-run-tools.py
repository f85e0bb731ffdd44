# corpus: a helper function that runs one reply's tools
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 3 passed
# %% ex05_run_loop_answer
def run_tools(content):
    """응답의 tool_use 블록을 모두 실행해 tool_result 목록을 만듭니다."""
    results = []
    for block in content:
        if block.type != "tool_use":
            continue
        output = execute_tool(block.name, block.input)
        results.append({"type": "tool_result", "tool_use_id": block.id, "content": output})
    return results


def run_loop(user_message, tools, max_rounds=10):
    messages = [{"role": "user", "content": user_message}]
    for _ in range(max_rounds):
        response = call_model(tools=tools, messages=messages)
        messages.append({"role": "assistant", "content": response.content})
        if response.stop_reason == "tool_use":
            messages.append({"role": "user", "content": run_tools(response.content)})
        elif response.stop_reason == "max_tokens":
            return {"status": "max_tokens", "messages": messages}
        else:
            return {"status": "done", "messages": messages}
    return {"status": "max_rounds", "messages": messages}
