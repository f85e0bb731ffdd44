# corpus: next(...) picks only the first tool_use block
# kind: wrong
# expect: 0 result_missing | 1 passed | 0 call_not_run | 0 failed_call_dropped | 0 api_rejected | 0 variant_failed
# %% ex06_run_batch_answer
def run_batch(response):
    b = next(x for x in response.content if x.type == "tool_use")
    try:
        result = {"type": "tool_result", "tool_use_id": b.id, "content": HANDLERS[b.name](**b.input)}
    except Exception as e:
        result = {"type": "tool_result", "tool_use_id": b.id, "content": str(e), "is_error": True}
    return {"role": "user", "content": [result]}
