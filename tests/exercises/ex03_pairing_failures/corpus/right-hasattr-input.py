# corpus: tells calls from text by hasattr(block, "input")
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 api_answered | 2 passed
# %% ex03_tool_results_answer
def tool_results_message(response):
    out = []
    for block in response.content:
        if not hasattr(block, "input"):
            continue
        try:
            out.append({"type": "tool_result", "tool_use_id": block.id, "content": execute_tool(block.name, block.input)})
        except Exception as problem:
            out.append({"type": "tool_result", "tool_use_id": block.id, "content": str(problem), "is_error": True})
    return {"role": "user", "content": out}
