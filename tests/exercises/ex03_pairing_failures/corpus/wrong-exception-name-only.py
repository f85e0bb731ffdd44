# corpus: the failure's content is only the exception's class name
# kind: wrong
# expect: 1 passed | 1 passed | 1 passed | 0 error_message_missing_cause | 1 api_answered | 0 variant_failed
# %% ex03_tool_results_answer
def tool_results_message(response):
    results = []
    for block in response.content:
        if block.type != "tool_use":
            continue
        try:
            results.append({"type": "tool_result", "tool_use_id": block.id, "content": execute_tool(block.name, block.input)})
        except Exception as error:
            results.append({"type": "tool_result", "tool_use_id": block.id, "content": type(error).__name__, "is_error": True})
    return {"role": "user", "content": results}
