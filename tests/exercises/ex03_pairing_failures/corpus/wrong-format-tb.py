# corpus: puts the stack's frames (traceback.format_tb, no header line) and the message in the failure's content
# kind: wrong
# expect: 1 passed | 1 passed | 1 passed | 0 error_is_traceback | 1 api_answered | 0 variant_failed
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
            frames = "".join(traceback.format_tb(error.__traceback__))
            results.append({"type": "tool_result", "tool_use_id": block.id, "content": f"{error}\n{frames}", "is_error": True})
    return {"role": "user", "content": results}
