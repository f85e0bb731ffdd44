# corpus: retries a failing call once before reporting the failure
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 api_answered | 2 passed
# %% ex03_tool_results_answer
def run_with_retry(name, tool_input, attempts=2):
    last = None
    for _ in range(attempts):
        try:
            return execute_tool(name, tool_input), None
        except Exception as exc:
            last = exc
    return None, last


def tool_results_message(response):
    results = []
    for block in response.content:
        if block.type != "tool_use":
            continue
        output, error = run_with_retry(block.name, block.input)
        if error is None:
            results.append({"type": "tool_result", "tool_use_id": block.id, "content": output})
        else:
            results.append({"type": "tool_result", "tool_use_id": block.id, "content": f"두 번 시도했지만 실패했습니다: {error}", "is_error": True})
    return {"role": "user", "content": results}
