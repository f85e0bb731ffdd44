# corpus: reports the failure as JSON {error: ...} but never sets is_error
# kind: wrong
# expect: 1 passed | 1 passed | 0 failure_not_flagged | 1 passed | 1 api_answered | 0 variant_failed
# %% ex03_tool_results_answer
def tool_results_message(response):
    results = []
    for block in response.content:
        if block.type != "tool_use":
            continue
        try:
            content = execute_tool(block.name, block.input)
        except Exception as error:
            content = json.dumps({"error": str(error)}, ensure_ascii=False)
        results.append({"type": "tool_result", "tool_use_id": block.id, "content": content})
    return {"role": "user", "content": results}
