# corpus: Korean variable names throughout
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 api_answered | 2 passed
# %% ex03_tool_results_answer
def tool_results_message(response):
    결과들 = []
    for 블록 in response.content:
        if 블록.type != "tool_use":
            continue
        try:
            출력 = execute_tool(블록.name, 블록.input)
            결과들.append({"type": "tool_result", "tool_use_id": 블록.id, "content": 출력})
        except Exception as 오류:
            결과들.append({"type": "tool_result", "tool_use_id": 블록.id, "content": f"조회 실패: {오류}", "is_error": True})
    return {"role": "user", "content": 결과들}
