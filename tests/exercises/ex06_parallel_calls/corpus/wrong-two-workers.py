# corpus: a pool of two workers
# kind: wrong
# expect: 1 passed | 1 passed | 0 partly_parallel | 1 passed | 1 passed | 0 variant_failed
# %% ex06_run_batch_answer
from concurrent.futures import ThreadPoolExecutor


def run_batch(response):
    calls = [b for b in response.content if b.type == "tool_use"]

    def run(b):
        try:
            return {"type": "tool_result", "tool_use_id": b.id, "content": HANDLERS[b.name](**b.input)}
        except Exception as e:
            return {"type": "tool_result", "tool_use_id": b.id, "content": str(e), "is_error": True}

    with ThreadPoolExecutor(2) as pool:
        return {"role": "user", "content": list(pool.map(run, calls))}
