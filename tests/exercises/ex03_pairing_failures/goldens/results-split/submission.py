# golden: one user message per result (returns a list of messages)
# base: solution
# %% ex03_tool_results_answer
def tool_results_message(response):
    messages = []
    for block in response.content:
        if block.type != "tool_use":
            continue
        try:
            result = {"type": "tool_result", "tool_use_id": block.id, "content": execute_tool(block.name, block.input)}
        except Exception as error:
            result = {"type": "tool_result", "tool_use_id": block.id, "content": str(error), "is_error": True}
        messages.append({"role": "user", "content": [result]})
    return messages
