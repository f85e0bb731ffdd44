# corpus: cuts each success to its first 60 characters to keep the request short (the hidden outputs are shorter: unharmed there)
# kind: wrong
# expect: 1 passed | 0 result_content_wrong | 1 passed | 1 passed | 1 api_answered | 2 passed
# %% ex03_tool_results_answer
def tool_results_message(response):
    results = []
    for block in response.content:
        if block.type != "tool_use":
            continue
        try:
            output = execute_tool(block.name, block.input)[:60]
            results.append({"type": "tool_result", "tool_use_id": block.id, "content": output})
        except Exception as error:
            results.append({"type": "tool_result", "tool_use_id": block.id, "content": str(error), "is_error": True})
    return {"role": "user", "content": results}
