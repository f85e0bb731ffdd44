# corpus: reuses the first result of a tool for its later calls (a cache keyed by name, not input)
# kind: wrong
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 api_answered | 0 variant_failed
# %% ex03_tool_results_answer
def tool_results_message(response):
    cache = {}
    results = []
    for block in response.content:
        if block.type != "tool_use":
            continue
        if block.name in cache:  # 같은 도구는 한 번만 실행
            results.append({**cache[block.name], "tool_use_id": block.id})
            continue
        try:
            result = {"type": "tool_result", "tool_use_id": block.id, "content": execute_tool(block.name, block.input)}
        except Exception as error:
            result = {"type": "tool_result", "tool_use_id": block.id, "content": str(error), "is_error": True}
        cache[block.name] = result
        results.append(result)
    return {"role": "user", "content": results}
