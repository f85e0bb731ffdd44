# corpus: threads throttled by a semaphore of two
# kind: wrong
# expect: 1 passed | 1 passed | 0 partly_parallel | 1 passed | 1 passed | 0 variant_failed
# %% ex06_run_batch_answer
import threading

LIMIT = threading.Semaphore(2)


def run_batch(response):
    calls = [b for b in response.content if b.type == "tool_use"]
    results = {}

    def task(b):
        with LIMIT:
            try:
                results[b.id] = {"type": "tool_result", "tool_use_id": b.id, "content": HANDLERS[b.name](**b.input)}
            except Exception as e:
                results[b.id] = {"type": "tool_result", "tool_use_id": b.id, "content": str(e), "is_error": True}

    ts = [threading.Thread(target=task, args=(b,)) for b in calls]
    for t in ts:
        t.start()
    for t in ts:
        t.join()
    return {"role": "user", "content": [results[b.id] for b in calls]}
