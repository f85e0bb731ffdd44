# golden: reads only the first tool_use block (P3)
# base: solution
# %% ex03_tool_results_answer
def tool_results_message(response):
    block = next(b for b in response.content if b.type == "tool_use")
    try:
        output = execute_tool(block.name, block.input)
        result = {"type": "tool_result", "tool_use_id": block.id, "content": output}
    except Exception as error:
        result = {"type": "tool_result", "tool_use_id": block.id, "content": str(error), "is_error": True}
    return {"role": "user", "content": [result]}
