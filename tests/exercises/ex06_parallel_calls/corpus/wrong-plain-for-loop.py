# corpus: a plain for loop, one look-up after another
# kind: wrong
# expect: 1 passed | 1 passed | 0 ran_one_by_one | 1 passed | 1 passed | 0 variant_failed
# %% ex06_run_batch_answer
def run_batch(response):
    results = []
    for b in response.content:
        if b.type != "tool_use":
            continue
        try:
            results.append({"type": "tool_result", "tool_use_id": b.id, "content": HANDLERS[b.name](**b.input)})
        except Exception as e:
            results.append({"type": "tool_result", "tool_use_id": b.id, "content": str(e), "is_error": True})
    return {"role": "user", "content": results}
