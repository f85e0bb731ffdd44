# corpus: flags the failure under a misspelt key, "is_eror"
# kind: wrong
# expect: 1 passed | 1 passed | 0 failure_not_flagged | 1 passed | 0 api_rejected | 0 variant_failed
# %% ex03_tool_results_answer
def tool_results_message(response):
    results = []
    for block in response.content:
        if block.type != "tool_use":
            continue
        try:
            results.append({"type": "tool_result", "tool_use_id": block.id, "content": execute_tool(block.name, block.input)})
        except Exception as error:
            results.append({"type": "tool_result", "tool_use_id": block.id, "content": str(error), "is_eror": True})
    return {"role": "user", "content": results}
