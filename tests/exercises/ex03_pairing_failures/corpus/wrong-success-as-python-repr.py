# corpus: turns each success into a Python dict's repr (str of the parsed value), not the tool's output
# kind: wrong
# expect: 1 passed | 0 result_content_wrong | 1 passed | 1 passed | 1 api_answered | 0 variant_failed
# %% ex03_tool_results_answer
def tool_results_message(response):
    results = []
    for block in response.content:
        if block.type != "tool_use":
            continue
        try:
            value = json.loads(execute_tool(block.name, block.input))
            results.append({"type": "tool_result", "tool_use_id": block.id, "content": str(value)})
        except Exception as error:
            results.append({"type": "tool_result", "tool_use_id": block.id, "content": str(error), "is_error": True})
    return {"role": "user", "content": results}
