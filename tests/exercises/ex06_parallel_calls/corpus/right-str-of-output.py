# corpus: wraps each output in str() (already a string)
# kind: right
# expect: 1 passed | 1 passed | 2 concurrent | 1 passed | 1 passed | 2 passed
# %% ex06_run_batch_answer
from concurrent.futures import ThreadPoolExecutor


def run_batch(response):
    calls = [b for b in response.content if b.type == "tool_use"]
    results = []
    with ThreadPoolExecutor(max_workers=len(calls) or 1) as pool:
        for b, fut in [(b, pool.submit(HANDLERS[b.name], **b.input)) for b in calls]:
            try:
                results.append({"type": "tool_result", "tool_use_id": b.id, "content": str(fut.result())})
            except Exception as e:
                results.append({"is_error": True, "content": str(e), "tool_use_id": b.id, "type": "tool_result"})
    return {"role": "user", "content": results}
