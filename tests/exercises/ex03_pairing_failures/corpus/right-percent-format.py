# corpus: old-style % formatting for the failure's text
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 api_answered | 2 passed
# %% ex03_tool_results_answer
def tool_results_message(response):
    results = []
    for block in response.content:
        if block.type == "tool_use":
            try:
                results.append({"type": "tool_result", "tool_use_id": block.id, "content": execute_tool(block.name, block.input)})
            except Exception as e:
                results.append({"type": "tool_result", "tool_use_id": block.id, "content": "%s 호출 실패: %s" % (block.name, e), "is_error": True})
    return {"role": "user", "content": results}
