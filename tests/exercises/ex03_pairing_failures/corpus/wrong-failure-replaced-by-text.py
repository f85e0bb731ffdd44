# corpus: drops the failed call's result and mentions the failure in a text block instead
# kind: wrong
# expect: 0 failed_call_dropped | 1 passed | 0 failed_call_dropped | 0 failed_call_dropped | 0 api_rejected | 0 variant_failed
# %% ex03_tool_results_answer
def tool_results_message(response):
    results, notes = [], []
    for block in response.content:
        if block.type != "tool_use":
            continue
        try:
            results.append({"type": "tool_result", "tool_use_id": block.id, "content": execute_tool(block.name, block.input)})
        except Exception as error:
            notes.append({"type": "text", "text": f"{block.name} 실패: {error}"})
    return {"role": "user", "content": results + notes}
