# corpus: sets is_error: True on every result, the successes too
# kind: wrong
# expect: 1 passed | 1 passed | 0 success_flagged | 1 passed | 1 api_answered | 0 variant_failed
# %% ex03_tool_results_answer
def tool_results_message(response):
    results = []
    for block in response.content:
        if block.type != "tool_use":
            continue
        try:
            content = execute_tool(block.name, block.input)
        except Exception as error:
            content = str(error)
        results.append({"type": "tool_result", "tool_use_id": block.id, "content": content, "is_error": True})
    return {"role": "user", "content": results}
