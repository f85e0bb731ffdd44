# corpus: collects the results in a dict keyed by each call's id, then sends its values
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 api_answered | 2 passed
# %% ex03_tool_results_answer
def tool_results_message(response):
    by_id = {}
    for block in response.content:
        if block.type != "tool_use":
            continue
        try:
            by_id[block.id] = {"type": "tool_result", "tool_use_id": block.id, "content": execute_tool(block.name, block.input)}
        except Exception as e:
            by_id[block.id] = {"type": "tool_result", "tool_use_id": block.id, "content": f"실패: {e}", "is_error": True}
    return {"role": "user", "content": list(by_id.values())}
