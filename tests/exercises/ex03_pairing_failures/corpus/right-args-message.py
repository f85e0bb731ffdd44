# corpus: uses error.args[0] as the failure's text
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
        except Exception as error:
            reason = error.args[0] if error.args else type(error).__name__
            results.append({"type": "tool_result", "tool_use_id": block.id, "content": f"조회 실패 - {reason}", "is_error": True})
    return {"role": "user", "content": results}
