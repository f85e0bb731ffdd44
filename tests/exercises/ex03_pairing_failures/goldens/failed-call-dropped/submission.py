# golden: skips the failing call instead of answering it
# base: solution
# %% ex03_tool_results_answer
def tool_results_message(response):
    results = []
    for block in response.content:
        if block.type != "tool_use":
            continue
        try:
            output = execute_tool(block.name, block.input)
        except Exception:
            continue
        results.append({"type": "tool_result", "tool_use_id": block.id, "content": output})
    return {"role": "user", "content": results}
