# corpus: each thread joined right after it starts
# kind: wrong
# expect: 1 passed | 1 passed | 0 ran_one_by_one | 1 passed | 1 passed | 0 variant_failed
# %% ex06_run_batch_answer
import threading


def run_batch(response):
    calls = [b for b in response.content if b.type == "tool_use"]
    results = [None] * len(calls)

    def work(i, b):
        try:
            results[i] = {"type": "tool_result", "tool_use_id": b.id, "content": HANDLERS[b.name](**b.input)}
        except Exception as e:
            results[i] = {"type": "tool_result", "tool_use_id": b.id, "content": str(e), "is_error": True}

    for i, b in enumerate(calls):
        t = threading.Thread(target=work, args=(i, b))
        t.start()
        t.join()
    return {"role": "user", "content": results}
