# corpus: a generator yields one result per call; the message takes the list of it
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 api_answered | 2 passed
# %% ex03_tool_results_answer
def iter_results(blocks):
    for block in blocks:
        if block.type != "tool_use":
            continue
        try:
            yield {"type": "tool_result", "tool_use_id": block.id, "content": execute_tool(block.name, block.input)}
        except Exception as err:
            yield {"type": "tool_result", "tool_use_id": block.id, "content": str(err), "is_error": True}


def tool_results_message(response):
    return {"role": "user", "content": list(iter_results(response.content))}
