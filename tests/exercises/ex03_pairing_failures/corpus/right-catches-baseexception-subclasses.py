# corpus: catches (TimeoutError, ConnectionError, OSError, ValueError) -- every failure the tools raise
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
        except (TimeoutError, ConnectionError, OSError, ValueError) as error:
            results.append({"type": "tool_result", "tool_use_id": block.id, "content": str(error), "is_error": True})
    return {"role": "user", "content": results}
