# corpus: the failure's content is a dict {"error": ...} instead of text
# kind: wrong
# expect: 1 passed | 1 passed | 1 passed | 0 content_not_text | 0 api_rejected | 0 variant_failed
# %% ex03_tool_results_answer
def tool_results_message(response):
    results = []
    for block in response.content:
        if block.type != "tool_use":
            continue
        try:
            results.append({"type": "tool_result", "tool_use_id": block.id, "content": execute_tool(block.name, block.input)})
        except Exception as error:
            results.append({"type": "tool_result", "tool_use_id": block.id, "content": {"error": str(error)}, "is_error": True})
    return {"role": "user", "content": results}
