# corpus: the failure's text is only the exception's type name
# kind: wrong
# expect: 1 passed | 1 passed | 2 concurrent | 0 failure_message_missing | 1 passed | 0 variant_failed
# %% ex06_run_batch_answer
import threading


def run_batch(response):
    calls = [b for b in response.content if b.type == "tool_use"]
    done = {}

    def work(b):
        try:
            done[b.id] = {"type": "tool_result", "tool_use_id": b.id, "content": HANDLERS[b.name](**b.input)}
        except Exception as e:
            done[b.id] = {"type": "tool_result", "tool_use_id": b.id, "content": type(e).__name__, "is_error": True}

    ts = [threading.Thread(target=work, args=(b,)) for b in calls]
    for t in ts:
        t.start()
    for t in ts:
        t.join()
    return {"role": "user", "content": [done[b.id] for b in calls]}
