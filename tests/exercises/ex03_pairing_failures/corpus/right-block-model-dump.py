# corpus: turns each block into a dict with model_dump() before reading its fields
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 api_answered | 2 passed
# %% ex03_tool_results_answer
def tool_results_message(response):
    answers = []
    for block in response.content:
        data = block.model_dump()
        if data["type"] != "tool_use":
            continue
        try:
            text = execute_tool(data["name"], data["input"])
            answers.append({"type": "tool_result", "tool_use_id": data["id"], "content": text})
        except Exception as e:
            answers.append({"type": "tool_result", "tool_use_id": data["id"], "content": f"{type(e).__name__}: {e}", "is_error": True})
    return {"role": "user", "content": answers}
