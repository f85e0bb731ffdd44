# corpus: threads, no try/except: the failure kills its thread and its slot stays None
# kind: wrong
# expect: 0 result_missing | 1 passed | 2 concurrent | 0 failed_call_dropped | 0 api_rejected | 0 variant_failed
# %% ex06_run_batch_answer
import threading


def run_batch(response):
    calls = [b for b in response.content if b.type == "tool_use"]
    slots = [None] * len(calls)

    def work(i, b):
        slots[i] = {"type": "tool_result", "tool_use_id": b.id, "content": HANDLERS[b.name](**b.input)}

    ts = [threading.Thread(target=work, args=(i, b)) for i, b in enumerate(calls)]
    for t in ts:
        t.start()
    for t in ts:
        t.join()
    return {"role": "user", "content": slots}
