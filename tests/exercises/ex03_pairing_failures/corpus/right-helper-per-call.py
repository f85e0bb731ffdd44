# corpus: one helper answers one call; the message is built from the helpers' results
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 api_answered | 2 passed
# %% ex03_tool_results_answer
def answer_call(block):
    try:
        return {"type": "tool_result", "tool_use_id": block.id, "content": execute_tool(block.name, block.input)}
    except Exception as exc:
        return {"type": "tool_result", "tool_use_id": block.id, "content": str(exc), "is_error": True}


def tool_results_message(response):
    calls = [b for b in response.content if b.type == "tool_use"]
    return {"role": "user", "content": [answer_call(c) for c in calls]}
