# corpus: daemon threads, results by index
# kind: right
# expect: 1 passed | 1 passed | 2 concurrent | 1 passed | 1 passed | 2 passed
# %% ex06_run_batch_answer
from threading import Thread


def run_batch(response):
    calls = [b for b in response.content if b.type == "tool_use"]
    slots = [None] * len(calls)

    def go(i):
        b = calls[i]
        try:
            slots[i] = {"type": "tool_result", "tool_use_id": b.id, "content": HANDLERS[b.name](**b.input)}
        except Exception as e:
            slots[i] = {"type": "tool_result", "tool_use_id": b.id, "content": str(e), "is_error": True}

    workers = [Thread(target=go, args=(i,), daemon=True) for i in range(len(calls))]
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    return {"role": "user", "content": slots}
