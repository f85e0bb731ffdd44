# corpus: the failure's text is traceback.format_exception_only (the exception's last line, no stack)
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 api_answered | 2 passed
# %% ex03_tool_results_answer
import traceback


def tool_results_message(response):
    results = []
    for block in response.content:
        if block.type != "tool_use":
            continue
        try:
            results.append({"type": "tool_result", "tool_use_id": block.id, "content": execute_tool(block.name, block.input)})
        except Exception as error:
            summary = "".join(traceback.format_exception_only(type(error), error)).strip()
            results.append({"type": "tool_result", "tool_use_id": block.id, "content": summary, "is_error": True})
    return {"role": "user", "content": results}
