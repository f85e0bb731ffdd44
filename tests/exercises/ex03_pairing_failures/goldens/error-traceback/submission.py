# golden: is_error with the whole Python traceback as content
# base: solution
# %% ex03_tool_results_answer
import traceback

def tool_results_message(response):
    results = []
    for block in response.content:
        if block.type != "tool_use":
            continue
        try:
            output = execute_tool(block.name, block.input)
        except Exception as error:
            results.append({"type": "tool_result", "tool_use_id": block.id, "content": traceback.format_exc(), "is_error": True})
        else:
            results.append({"type": "tool_result", "tool_use_id": block.id, "content": output})
    return {"role": "user", "content": results}
