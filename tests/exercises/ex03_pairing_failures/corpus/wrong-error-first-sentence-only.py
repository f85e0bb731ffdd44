# corpus: keeps only the exception message's first sentence (what to do next is cut off)
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
            first = str(error).split(".")[0]
            results.append({"type": "tool_result", "tool_use_id": block.id, "content": f"실패: {first}", "is_error": True})
    return {"role": "user", "content": results}
