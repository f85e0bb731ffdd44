# golden: the parsed dict as content instead of text
# base: solution
# %% ex03_tool_results_answer
def tool_results_message(response):
    results = []
    for block in response.content:
        if block.type != "tool_use":
            continue
        try:
            output = execute_tool(block.name, block.input)
        except Exception as error:
            results.append({"type": "tool_result", "tool_use_id": block.id, "content": f"실패: {error}", "is_error": True})
        else:
            results.append({"type": "tool_result", "tool_use_id": block.id, "content": json.loads(output)})
    return {"role": "user", "content": results}
