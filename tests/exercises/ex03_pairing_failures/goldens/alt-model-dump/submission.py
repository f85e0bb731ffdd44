# golden: correct: reads the response as plain dicts and re-encodes the outputs
# base: solution
# %% ex03_tool_results_answer
def tool_results_message(response):
    data = response.model_dump()
    results = []
    for block in data["content"]:
        if block["type"] != "tool_use":
            continue
        try:
            value = json.loads(execute_tool(block["name"], block["input"]))
            results.append({"type": "tool_result", "tool_use_id": block["id"], "content": json.dumps(value, indent=2, ensure_ascii=False)})
        except Exception as error:
            results.append({"type": "tool_result", "tool_use_id": block["id"], "content": repr(error), "is_error": True})
    return {"role": "user", "content": results}
