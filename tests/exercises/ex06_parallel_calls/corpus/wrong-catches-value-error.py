# corpus: catches ValueError only: the ConnectionError escapes
# kind: wrong
# expect: 0 crashed | 0 crashed | 2 concurrent | 0 crashed | 0 crashed | 0 variant_failed
# %% ex06_run_batch_answer
from concurrent.futures import ThreadPoolExecutor


def run_batch(response):
    calls = [b for b in response.content if b.type == "tool_use"]

    def run(b):
        try:
            return {"type": "tool_result", "tool_use_id": b.id, "content": HANDLERS[b.name](**b.input)}
        except ValueError as e:
            return {"type": "tool_result", "tool_use_id": b.id, "content": str(e), "is_error": True}

    with ThreadPoolExecutor(max_workers=len(calls) or 1) as pool:
        return {"role": "user", "content": list(pool.map(run, calls))}
