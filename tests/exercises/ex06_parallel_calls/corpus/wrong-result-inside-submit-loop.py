# corpus: future.result() called inside the submit loop
# kind: wrong
# expect: 1 passed | 1 passed | 0 ran_one_by_one | 1 passed | 1 passed | 0 variant_failed
# %% ex06_run_batch_answer
from concurrent.futures import ThreadPoolExecutor


def run_batch(response):
    calls = [b for b in response.content if b.type == "tool_use"]
    results = []
    with ThreadPoolExecutor(max_workers=len(calls) or 1) as ex:
        for b in calls:
            fut = ex.submit(HANDLERS[b.name], **b.input)
            try:
                results.append({"type": "tool_result", "tool_use_id": b.id, "content": fut.result()})
            except Exception as e:
                results.append({"type": "tool_result", "tool_use_id": b.id, "content": str(e), "is_error": True})
    return {"role": "user", "content": results}
