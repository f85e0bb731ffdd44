# corpus: writes is_error as the strings "true"/"false" (the successes carry "false")
# kind: wrong
# expect: 1 passed | 1 passed | 0 is_error_not_bool | 1 passed | 0 api_rejected | 0 variant_failed
# %% ex03_tool_results_answer
def tool_results_message(response):
    results = []
    for block in response.content:
        if block.type != "tool_use":
            continue
        try:
            content, flag = execute_tool(block.name, block.input), "false"
        except Exception as error:
            content, flag = str(error), True
        results.append({"type": "tool_result", "tool_use_id": block.id, "content": content, "is_error": flag})
    return {"role": "user", "content": results}
