# corpus: adds is_error with a conditional ** spread, only when the call failed
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
            content = execute_tool(block.name, block.input)
        except Exception as error:
            failed, content = True, f"{block.name} 실행 중 오류: {error}"
        results.append({"type": "tool_result", "tool_use_id": block.id, "content": content, **({"is_error": True} if failed else {})})
    return {"role": "user", "content": results}
