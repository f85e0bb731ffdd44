# golden: outputs paired by position with the calls reversed
# base: solution
# %% ex03_tool_results_answer
def tool_results_message(response):
    calls = [b for b in response.content if b.type == "tool_use"]
    contents, flags = [], []
    for block in calls:
        try:
            contents.append(execute_tool(block.name, block.input))
            flags.append(False)
        except Exception as error:
            contents.append(f"실패: {error}")
            flags.append(True)
    ids = [b.id for b in reversed(calls[:-1])] + [calls[-1].id]
    results = [
        {"type": "tool_result", "tool_use_id": i, "content": c, "is_error": f}
        for i, c, f in zip(ids, contents, flags)
    ]
    return {"role": "user", "content": results}
