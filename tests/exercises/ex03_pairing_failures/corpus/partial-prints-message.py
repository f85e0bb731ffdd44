# corpus: partial: builds the message and prints it, but never returns it
# kind: wrong
# expect: 0 not_a_message | 0 not_a_message | 0 not_a_message | 0 not_a_message | 0 not_a_message | 0 variant_failed
# %% ex03_tool_results_answer
def tool_results_message(response):
    results = []
    for block in response.content:
        if block.type != "tool_use":
            continue
        try:
            results.append({"type": "tool_result", "tool_use_id": block.id, "content": execute_tool(block.name, block.input)})
        except Exception as error:
            results.append({"type": "tool_result", "tool_use_id": block.id, "content": str(error), "is_error": True})
    print({"role": "user", "content": results})
