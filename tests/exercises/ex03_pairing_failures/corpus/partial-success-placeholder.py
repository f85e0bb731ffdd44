# corpus: partial: the failure is handled, each success still carries a placeholder text
# kind: wrong
# expect: 1 passed | 0 result_content_wrong | 1 passed | 1 passed | 1 api_answered | 0 variant_failed
# %% ex03_tool_results_answer
def tool_results_message(response):
    results = []
    for block in response.content:
        if block.type != "tool_use":
            continue
        try:
            execute_tool(block.name, block.input)
            results.append({"type": "tool_result", "tool_use_id": block.id, "content": "TODO: 결과 넣기"})
        except Exception as error:
            results.append({"type": "tool_result", "tool_use_id": block.id, "content": str(error), "is_error": True})
    return {"role": "user", "content": results}
