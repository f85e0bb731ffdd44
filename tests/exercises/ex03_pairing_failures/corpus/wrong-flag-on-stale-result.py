# corpus: sets is_error on the previous call's dict (a stale variable), not on the failure's result
# kind: wrong
# expect: 1 passed | 1 passed | 0 failure_not_flagged | 1 passed | 1 api_answered | 0 variant_failed
# %% ex03_tool_results_answer
def tool_results_message(response):
    results = []
    result = {}
    for block in response.content:
        if block.type != "tool_use":
            continue
        try:
            result = {"type": "tool_result", "tool_use_id": block.id, "content": execute_tool(block.name, block.input)}
            results.append(result)
        except Exception as error:
            results.append({"type": "tool_result", "tool_use_id": block.id, "content": str(error)})
            result["is_error"] = True
    return {"role": "user", "content": results}
