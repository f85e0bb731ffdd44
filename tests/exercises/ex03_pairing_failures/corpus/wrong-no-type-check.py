# corpus: runs every content block as a call, without checking its type (the variant opens with a text block)
# kind: wrong
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 api_answered | 0 variant_failed
# %% ex03_tool_results_answer
def tool_results_message(response):
    results = []
    for block in response.content:
        try:
            results.append({"type": "tool_result", "tool_use_id": block.id, "content": execute_tool(block.name, block.input)})
        except Exception as error:
            results.append({"type": "tool_result", "tool_use_id": block.id, "content": str(error), "is_error": True})
    return {"role": "user", "content": results}
