# golden: correct: every content as a list of text blocks
# base: solution
# %% ex03_tool_results_answer
def tool_results_message(response):
    results = []
    for block in response.content:
        if block.type != "tool_use":
            continue
        try:
            text, failed = execute_tool(block.name, block.input), False
        except Exception as error:
            text, failed = f"{block.name} 호출 실패: {error}", True
        result = {"type": "tool_result", "tool_use_id": block.id, "content": [{"type": "text", "text": text}]}
        if failed:
            result["is_error"] = True
        results.append(result)
    return {"role": "user", "content": results}
