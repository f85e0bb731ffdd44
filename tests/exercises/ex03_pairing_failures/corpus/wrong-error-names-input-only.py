# corpus: the failure's text names the tool and its input but not why it failed
# kind: wrong
# expect: 1 passed | 1 passed | 1 passed | 0 error_message_missing_cause | 1 api_answered | 0 variant_failed
# %% ex03_tool_results_answer
def tool_results_message(response):
    results = []
    for block in response.content:
        if block.type != "tool_use":
            continue
        try:
            results.append({"type": "tool_result", "tool_use_id": block.id, "content": execute_tool(block.name, block.input)})
        except Exception:
            text = f"{block.name}({json.dumps(block.input, ensure_ascii=False)}) 호출이 실패했습니다."
            results.append({"type": "tool_result", "tool_use_id": block.id, "content": text, "is_error": True})
    return {"role": "user", "content": results}
