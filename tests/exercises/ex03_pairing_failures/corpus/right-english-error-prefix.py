# corpus: an English sentence around the exception's message
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 api_answered | 2 passed
# %% ex03_tool_results_answer
def tool_results_message(response):
    blocks = []
    for call in (b for b in response.content if b.type == "tool_use"):
        try:
            blocks.append({"type": "tool_result", "tool_use_id": call.id, "content": execute_tool(call.name, call.input)})
        except Exception as err:
            blocks.append({
                "type": "tool_result",
                "tool_use_id": call.id,
                "content": f"The tool {call.name} failed with {type(err).__name__}: {err}",
                "is_error": True,
            })
    return {"role": "user", "content": blocks}
