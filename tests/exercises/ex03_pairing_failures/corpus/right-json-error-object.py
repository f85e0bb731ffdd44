# corpus: the failure as a JSON object with the tool and the reason
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 api_answered | 2 passed
# %% ex03_tool_results_answer
def tool_results_message(response):
    out = []
    for block in response.content:
        if block.type == "tool_use":
            try:
                text = execute_tool(block.name, block.input)
                out.append({"type": "tool_result", "tool_use_id": block.id, "content": text})
            except Exception as e:
                body = json.dumps({"tool": block.name, "error": str(e)}, ensure_ascii=False)
                out.append({"type": "tool_result", "tool_use_id": block.id, "content": body, "is_error": True})
    return {"role": "user", "content": out}
