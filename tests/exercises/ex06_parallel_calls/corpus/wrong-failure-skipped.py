# corpus: a failed look-up is left out of the message
# kind: wrong
# expect: 0 result_missing | 1 passed | 2 concurrent | 0 failed_call_dropped | 0 api_rejected | 0 variant_failed
# %% ex06_run_batch_answer
from concurrent.futures import ThreadPoolExecutor


def run_batch(response):
    calls = [b for b in response.content if b.type == "tool_use"]

    def run(b):
        try:
            return {"type": "tool_result", "tool_use_id": b.id, "content": HANDLERS[b.name](**b.input)}
        except Exception:
            return None

    with ThreadPoolExecutor(max_workers=len(calls) or 1) as pool:
        results = [r for r in pool.map(run, calls) if r is not None]
    return {"role": "user", "content": results}
