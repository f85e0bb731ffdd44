# corpus: future.result with a generous timeout
# kind: right
# expect: 1 passed | 1 passed | 2 concurrent | 1 passed | 1 passed | 2 passed
# %% ex06_run_batch_answer
from concurrent.futures import ThreadPoolExecutor


def run_batch(response):
    calls = [b for b in response.content if b.type == "tool_use"]
    results = []
    with ThreadPoolExecutor(max_workers=len(calls) or 1) as ex:
        jobs = [(b, ex.submit(HANDLERS[b.name], **b.input)) for b in calls]
        for b, job in jobs:
            try:
                results.append({"type": "tool_result", "tool_use_id": b.id, "content": job.result(timeout=20)})
            except Exception as e:
                results.append({"type": "tool_result", "tool_use_id": b.id, "content": str(e), "is_error": True})
    return {"role": "user", "content": results}
