# corpus: the output parsed and put back with str() (not JSON)
# kind: wrong
# expect: 1 passed | 1 passed | 0 result_content_wrong | 1 passed | 1 passed | 1 passed | 0 conversation_failed
# %% ex05_run_loop_answer
def run_loop(user_message, tools, max_rounds=10):
    messages = [{"role": "user", "content": user_message}]
    for _ in range(max_rounds):
        response = call_model(tools=tools, messages=messages)
        messages.append({"role": "assistant", "content": response.content})
        if response.stop_reason == "max_tokens":
            return {"status": "max_tokens", "messages": messages}
        if response.stop_reason != "tool_use":
            return {"status": "done", "messages": messages}
        results = []
        for block in response.content:
            if block.type == "tool_use":
                results.append({"type": "tool_result", "tool_use_id": block.id, "content": str(json.loads(execute_tool(block.name, block.input)))})
        messages.append({"role": "user", "content": results})
    return {"status": "max_rounds", "messages": messages}
