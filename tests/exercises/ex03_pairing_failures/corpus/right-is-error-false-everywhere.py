# corpus: writes is_error on every result, False for the successes
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 api_answered | 2 passed
# %% ex03_tool_results_answer
def tool_results_message(response):
    results = []
    for block in response.content:
        if block.type != "tool_use":
            continue
        try:
            content, is_error = execute_tool(block.name, block.input), False
        except Exception as error:
            content, is_error = str(error), True
        results.append({"type": "tool_result", "tool_use_id": block.id, "content": content, "is_error": is_error})
    return {"role": "user", "content": results}
