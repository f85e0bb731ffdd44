# golden: correct: the error as a JSON object (ASCII-escaped Korean), is_error False on successes
# base: solution
# %% ex03_tool_results_answer
def tool_results_message(response):
    content = []
    for block in response.content:
        if block.type != "tool_use":
            continue
        try:
            content.append({"type": "tool_result", "tool_use_id": block.id, "content": execute_tool(block.name, block.input), "is_error": False})
        except Exception as error:
            payload = {"error": type(error).__name__, "message": str(error), "tool": block.name}
            content.append({"type": "tool_result", "tool_use_id": block.id, "content": json.dumps(payload), "is_error": True})
    return {"role": "user", "content": content}
