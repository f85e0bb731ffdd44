# corpus: stops answering at the first failure (break); the visible failure happens to be the last call
# kind: wrong
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 api_answered | 0 variant_failed
# %% ex03_tool_results_answer
def tool_results_message(response):
    results = []
    for block in response.content:
        if block.type != "tool_use":
            continue
        try:
            results.append({"type": "tool_result", "tool_use_id": block.id, "content": execute_tool(block.name, block.input)})
        except Exception as error:
            results.append({"type": "tool_result", "tool_use_id": block.id, "content": str(error), "is_error": True})
            break  # 실패하면 나머지는 의미가 없다
    return {"role": "user", "content": results}
