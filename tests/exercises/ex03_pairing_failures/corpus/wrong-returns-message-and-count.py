# corpus: returns a tuple (message, number of failures) instead of the message
# kind: wrong
# expect: 0 not_a_message | 0 not_a_message | 0 not_a_message | 0 not_a_message | 0 not_a_message | 0 variant_failed
# %% ex03_tool_results_answer
def tool_results_message(response):
    results, failures = [], 0
    for block in response.content:
        if block.type != "tool_use":
            continue
        try:
            results.append({"type": "tool_result", "tool_use_id": block.id, "content": execute_tool(block.name, block.input)})
        except Exception as error:
            failures += 1
            results.append({"type": "tool_result", "tool_use_id": block.id, "content": str(error), "is_error": True})
    return {"role": "user", "content": results}, failures
