# corpus: parses each output into a dict before sending it
# kind: wrong
# expect: 1 passed | 0 result_content_wrong | 2 concurrent | 1 passed | 0 api_rejected | 0 variant_failed
# %% ex06_run_batch_answer
import json
import threading


def run_batch(response):
    calls = [b for b in response.content if b.type == "tool_use"]
    results = [None] * len(calls)

    def work(i, b):
        try:
            results[i] = {"type": "tool_result", "tool_use_id": b.id, "content": json.loads(HANDLERS[b.name](**b.input))}
        except Exception as e:
            results[i] = {"type": "tool_result", "tool_use_id": b.id, "content": str(e), "is_error": True}

    ts = [threading.Thread(target=work, args=(i, b)) for i, b in enumerate(calls)]
    for t in ts:
        t.start()
    for t in ts:
        t.join()
    return {"role": "user", "content": results}
