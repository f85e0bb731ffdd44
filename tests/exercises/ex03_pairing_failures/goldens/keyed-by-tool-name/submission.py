# golden: collects results in a dict keyed by tool name (repeated tools collide)
# base: solution
# %% ex03_tool_results_answer
def tool_results_message(response):
    by_tool = {}
    for block in response.content:
        if block.type != "tool_use":
            continue
        try:
            by_tool[block.name] = {"type": "tool_result", "tool_use_id": block.id, "content": execute_tool(block.name, block.input)}
        except Exception as error:
            by_tool[block.name] = {"type": "tool_result", "tool_use_id": block.id, "content": str(error), "is_error": True}
    return {"role": "user", "content": list(by_tool.values())}
