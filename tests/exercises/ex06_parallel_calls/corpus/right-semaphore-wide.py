# corpus: threads behind a semaphore as wide as the batch
# kind: right
# expect: 1 passed | 1 passed | 2 concurrent | 1 passed | 1 passed | 2 passed
# %% ex06_run_batch_answer
import threading


def run_batch(response):
    calls = [b for b in response.content if b.type == "tool_use"]
    gate = threading.Semaphore(len(calls) or 1)
    results = {}

    def task(b):
        with gate:
            try:
                results[b.id] = {"type": "tool_result", "tool_use_id": b.id, "content": HANDLERS[b.name](**b.input)}
            except Exception as e:
                results[b.id] = {"type": "tool_result", "tool_use_id": b.id, "content": str(e), "is_error": True}

    threads = [threading.Thread(target=task, args=(b,)) for b in calls]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return {"role": "user", "content": [results[b.id] for b in calls]}
