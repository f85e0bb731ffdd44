# corpus: results first, then a short text block for the model
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 api_answered | 2 passed
# %% ex03_tool_results_answer
def tool_results_message(response):
    parts = []
    failures = 0
    for block in response.content:
        if block.type != "tool_use":
            continue
        try:
            parts.append({"type": "tool_result", "tool_use_id": block.id, "content": execute_tool(block.name, block.input)})
        except Exception as error:
            failures += 1
            parts.append({"type": "tool_result", "tool_use_id": block.id, "content": str(error), "is_error": True})
    parts.append({"type": "text", "text": f"실패한 호출: {failures}개"})
    return {"role": "user", "content": parts}
