# golden: reports the failure in words but without is_error
# base: solution
# %% ex03_tool_results_answer
def tool_results_message(response):
    results = []
    for block in response.content:
        if block.type != "tool_use":
            continue
        try:
            content = execute_tool(block.name, block.input)
        except Exception as error:
            content = f"오류: {error}"
        results.append({"type": "tool_result", "tool_use_id": block.id, "content": content})
    return {"role": "user", "content": results}
