# golden: is_error with a generic sentence that drops the cause
# base: solution
# %% ex03_tool_results_answer
def tool_results_message(response):
    results = []
    for block in response.content:
        if block.type != "tool_use":
            continue
        try:
            output = execute_tool(block.name, block.input)
        except Exception as error:
            results.append({"type": "tool_result", "tool_use_id": block.id, "content": "도구 실행 중 오류가 발생했습니다.", "is_error": True})
        else:
            results.append({"type": "tool_result", "tool_use_id": block.id, "content": output})
    return {"role": "user", "content": results}
