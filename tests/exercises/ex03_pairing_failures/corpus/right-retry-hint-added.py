# corpus: adds its own retry hint after the exception's message
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 api_answered | 2 passed
# %% ex03_tool_results_answer
def tool_results_message(response):
    results = []
    for block in response.content:
        if block.type == "tool_use":
            try:
                value = execute_tool(block.name, block.input)
            except Exception as e:
                results.append({
                    "type": "tool_result",
                    "tool_use_id": block.id,
                    "content": f"{e}\n(이 호출만 실패했습니다. 나머지 결과는 정상입니다.)",
                    "is_error": True,
                })
                continue
            results.append({"type": "tool_result", "tool_use_id": block.id, "content": value})
    return {"role": "user", "content": results}
