# corpus: the failure as ASCII-escaped JSON with ok=false, the tool, its input and the reason
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 api_answered | 2 passed
# %% ex03_tool_results_answer
def tool_results_message(response):
    results = []
    for block in response.content:
        if block.type != "tool_use":
            continue
        try:
            results.append({"type": "tool_result", "tool_use_id": block.id, "content": execute_tool(block.name, block.input)})
        except Exception as error:
            report = {"ok": False, "tool": block.name, "input": block.input, "reason": str(error)}
            results.append({"type": "tool_result", "tool_use_id": block.id, "content": json.dumps(report), "is_error": True})
    return {"role": "user", "content": results}
