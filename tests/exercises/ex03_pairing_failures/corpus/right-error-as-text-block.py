# corpus: successes as strings, the failure as a list holding one text block
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 api_answered | 2 passed
# %% ex03_tool_results_answer
def tool_results_message(response):
    results = []
    for block in response.content:
        if block.type != "tool_use":
            continue
        try:
            output = execute_tool(block.name, block.input)
            results.append({"type": "tool_result", "tool_use_id": block.id, "content": output})
        except Exception as error:
            text = {"type": "text", "text": f"{block.name} 호출이 실패했습니다: {error}"}
            results.append({"type": "tool_result", "tool_use_id": block.id, "content": [text], "is_error": True})
    return {"role": "user", "content": results}
