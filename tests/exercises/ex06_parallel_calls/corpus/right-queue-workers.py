# corpus: threads putting results on a queue.Queue
# kind: right
# expect: 1 passed | 1 passed | 2 concurrent | 1 passed | 1 passed | 2 passed
# %% ex06_run_batch_answer
import queue
import threading


def run_batch(response):
    calls = [b for b in response.content if b.type == "tool_use"]
    q = queue.Queue()

    def work(b):
        try:
            q.put({"type": "tool_result", "tool_use_id": b.id, "content": HANDLERS[b.name](**b.input)})
        except Exception as e:
            q.put({"type": "tool_result", "tool_use_id": b.id, "content": str(e), "is_error": True})

    ts = [threading.Thread(target=work, args=(b,)) for b in calls]
    [t.start() for t in ts]
    [t.join() for t in ts]
    return {"role": "user", "content": [q.get() for _ in calls]}
