# corpus: every result's content is a list with one text block
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 api_answered | 2 passed
# %% ex03_tool_results_answer
def tool_results_message(response):
    results = []
    for block in response.content:
        if block.type != "tool_use":
            continue
        failed = False
        try:
            text = execute_tool(block.name, block.input)
        except Exception as error:
            text, failed = f"실패: {error}", True
        result = {"type": "tool_result", "tool_use_id": block.id, "content": [{"type": "text", "text": text}]}
        if failed:
            result["is_error"] = True
        results.append(result)
    return {"role": "user", "content": results}
