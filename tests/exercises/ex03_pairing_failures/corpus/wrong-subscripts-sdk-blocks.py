# corpus: crashing: indexes the SDK's blocks like dicts (block["id"]), a TypeError
# kind: wrong
# expect: 0 crashed | 0 crashed | 0 crashed | 0 crashed | 0 crashed | 0 variant_failed
# %% ex03_tool_results_answer
def tool_results_message(response):
    results = []
    for block in response.content:
        if block.type != "tool_use":
            continue
        try:
            results.append({"type": "tool_result", "tool_use_id": block["id"], "content": execute_tool(block["name"], block["input"])})
        except Exception as error:
            results.append({"type": "tool_result", "tool_use_id": block["id"], "content": str(error), "is_error": True})
    return {"role": "user", "content": results}
