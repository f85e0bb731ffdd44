# corpus: partial: one result per id, but no call is run (no content yet)
# kind: wrong
# expect: 1 passed | 0 content_not_text | 0 failure_not_flagged | 0 content_not_text | 1 api_answered | 0 variant_failed
# %% ex03_tool_results_answer
def tool_results_message(response):
    results = []
    for block in response.content:
        if block.type == "tool_use":
            results.append({"type": "tool_result", "tool_use_id": block.id})
    return {"role": "user", "content": results}
