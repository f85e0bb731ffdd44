# corpus: fills one entry per call in try/except and appends it in finally
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 api_answered | 2 passed
# %% ex03_tool_results_answer
def tool_results_message(response):
    results = []
    for block in response.content:
        if block.type != "tool_use":
            continue
        entry = {"type": "tool_result", "tool_use_id": block.id}
        try:
            entry["content"] = execute_tool(block.name, block.input)
        except Exception as error:
            entry.update(content=str(error), is_error=True)
        finally:
            results.append(entry)
    return {"role": "user", "content": results}
