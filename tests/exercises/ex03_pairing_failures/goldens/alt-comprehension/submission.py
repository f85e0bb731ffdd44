# golden: correct: a helper per call and a list comprehension
# base: solution
# %% ex03_tool_results_answer
def result_for(block):
    try:
        return {"type": "tool_result", "tool_use_id": block.id, "content": execute_tool(block.name, block.input)}
    except Exception as error:
        return {"type": "tool_result", "tool_use_id": block.id, "content": str(error), "is_error": True}


def tool_results_message(response):
    return {"role": "user", "content": [result_for(b) for b in response.content if b.type == "tool_use"]}
