# golden: assumes exactly three calls
# base: solution
# %% ex03_tool_results_answer
def tool_results_message(response):
    calls = [b for b in response.content if b.type == "tool_use"]
    results = []
    for i in range(3):
        block = calls[i]
        try:
            results.append({"type": "tool_result", "tool_use_id": block.id, "content": execute_tool(block.name, block.input)})
        except Exception as error:
            results.append({"type": "tool_result", "tool_use_id": block.id, "content": str(error), "is_error": True})
    return {"role": "user", "content": results}
