# corpus: a while loop over indexes, getattr for the block fields
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 api_answered | 2 passed
# %% ex03_tool_results_answer
def tool_results_message(response):
    items = []
    i = 0
    while i < len(response.content):
        block = response.content[i]
        i += 1
        if getattr(block, "type", None) != "tool_use":
            continue
        entry = {"type": "tool_result", "tool_use_id": getattr(block, "id")}
        try:
            entry["content"] = execute_tool(getattr(block, "name"), getattr(block, "input"))
        except Exception as exc:
            entry["content"] = repr(exc)
            entry["is_error"] = True
        items.append(entry)
    return {"role": "user", "content": items}
