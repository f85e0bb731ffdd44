# corpus: answers the calls from the last to the first (order is free; ids pair them)
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 api_answered | 2 passed
# %% ex03_tool_results_answer
def tool_results_message(response):
    calls = [b for b in response.content if b.type == "tool_use"]
    results = []
    for call in reversed(calls):
        try:
            results.append({"type": "tool_result", "tool_use_id": call.id, "content": execute_tool(call.name, call.input)})
        except Exception as e:
            results.append({"type": "tool_result", "tool_use_id": call.id, "content": "오류: " + str(e), "is_error": True})
    return {"role": "user", "content": results}
