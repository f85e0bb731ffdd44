# corpus: answers the calls sorted by id (any order pairs by id)
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 api_answered | 2 passed
# %% ex03_tool_results_answer
def tool_results_message(response):
    uses = sorted((b for b in response.content if b.type == "tool_use"), key=lambda b: b.id)
    content = []
    for use in uses:
        try:
            content.append({"type": "tool_result", "tool_use_id": use.id, "content": execute_tool(use.name, use.input)})
        except Exception as e:
            content.append({"type": "tool_result", "tool_use_id": use.id, "content": f"[{use.name}] {e}", "is_error": True})
    return {"role": "user", "content": content}
