# corpus: a pool of 32 workers, more than any batch
# kind: right
# expect: 1 passed | 1 passed | 2 concurrent | 1 passed | 1 passed | 2 passed
# %% ex06_run_batch_answer
from concurrent.futures import ThreadPoolExecutor

POOL_SIZE = 32


def run_batch(response):
    def handle(b):
        try:
            return {"type": "tool_result", "tool_use_id": b.id, "content": HANDLERS[b.name](**b.input)}
        except Exception as e:
            return {"type": "tool_result", "tool_use_id": b.id, "content": f"{type(e).__name__}: {e}", "is_error": True}

    with ThreadPoolExecutor(POOL_SIZE) as pool:
        results = list(pool.map(handle, [b for b in response.content if b.type == "tool_use"]))
    return {"role": "user", "content": results}
