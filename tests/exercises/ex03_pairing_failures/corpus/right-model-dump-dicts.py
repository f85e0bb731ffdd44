# corpus: reads the response as plain dicts (model_dump) and answers by key
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 api_answered | 2 passed
# %% ex03_tool_results_answer
def tool_results_message(response):
    content = []
    for block in response.model_dump()["content"]:
        if block["type"] != "tool_use":
            continue
        try:
            output = execute_tool(block["name"], block["input"])
            content.append({"type": "tool_result", "tool_use_id": block["id"], "content": output})
        except Exception as problem:
            content.append({"type": "tool_result", "tool_use_id": block["id"], "content": str(problem), "is_error": True})
    return {"role": "user", "content": content}
