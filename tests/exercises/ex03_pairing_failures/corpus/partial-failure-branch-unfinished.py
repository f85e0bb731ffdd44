# corpus: partial: successes done, the except branch still raises NotImplementedError
# kind: wrong
# expect: 0 unfinished | 0 unfinished | 0 unfinished | 0 unfinished | 0 unfinished | 0 variant_failed
# %% ex03_tool_results_answer
def tool_results_message(response):
    results = []
    for block in response.content:
        if block.type != "tool_use":
            continue
        try:
            results.append({"type": "tool_result", "tool_use_id": block.id, "content": execute_tool(block.name, block.input)})
        except Exception:
            raise NotImplementedError()  # TODO: 실패한 호출 처리
    return {"role": "user", "content": results}
