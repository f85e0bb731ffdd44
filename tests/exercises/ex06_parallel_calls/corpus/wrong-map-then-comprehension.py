# corpus: a sequential generator passed through a pool of one call at a time
# kind: wrong
# expect: 1 passed | 1 passed | 0 ran_one_by_one | 1 passed | 1 passed | 0 variant_failed
# %% ex06_run_batch_answer
from concurrent.futures import ThreadPoolExecutor


def run_batch(response):
    calls = [b for b in response.content if b.type == "tool_use"]

    def run(b):
        try:
            return {"type": "tool_result", "tool_use_id": b.id, "content": HANDLERS[b.name](**b.input)}
        except Exception as e:
            return {"type": "tool_result", "tool_use_id": b.id, "content": str(e), "is_error": True}

    results = []
    for b in calls:
        with ThreadPoolExecutor(max_workers=len(calls)) as pool:
            results.append(pool.submit(run, b).result())
    return {"role": "user", "content": results}
