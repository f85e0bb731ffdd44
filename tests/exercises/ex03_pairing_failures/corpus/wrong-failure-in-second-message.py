# corpus: successes in one user message, the failure's result in a second one
# kind: wrong
# expect: 0 results_split | 1 passed | 1 passed | 1 passed | 1 api_answered | 0 variant_failed
# %% ex03_tool_results_answer
def tool_results_message(response):
    ok, failed = [], []
    for block in response.content:
        if block.type != "tool_use":
            continue
        try:
            ok.append({"type": "tool_result", "tool_use_id": block.id, "content": execute_tool(block.name, block.input)})
        except Exception as error:
            failed.append({"type": "tool_result", "tool_use_id": block.id, "content": str(error), "is_error": True})
    return [{"role": "user", "content": ok}, {"role": "user", "content": failed}]
