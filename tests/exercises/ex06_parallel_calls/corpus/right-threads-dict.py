# corpus: one threading.Thread per call writing into a dict
# kind: right
# expect: 1 passed | 1 passed | 2 concurrent | 1 passed | 1 passed | 2 passed
# %% ex06_run_batch_answer
import threading


def run_batch(response):
    calls = [b for b in response.content if b.type == "tool_use"]
    out = {}

    def worker(b):
        try:
            out[b.id] = {"type": "tool_result", "tool_use_id": b.id, "content": HANDLERS[b.name](**b.input)}
        except Exception as e:
            out[b.id] = {"type": "tool_result", "tool_use_id": b.id, "content": repr(e), "is_error": True}

    threads = []
    for b in calls:
        t = threading.Thread(target=worker, args=(b,))
        t.start()
        threads.append(t)
    for t in threads:
        t.join()
    return {"role": "user", "content": [out[b.id] for b in calls]}
