# corpus: ThreadPoolExecutor() with its default size (at least five workers)
# kind: right
# expect: 1 passed | 1 passed | 2 concurrent | 1 passed | 1 passed | 2 passed
# %% ex06_run_batch_answer
from concurrent.futures import ThreadPoolExecutor


def run_batch(response):
    todo = [b for b in response.content if b.type == "tool_use"]

    def one(b):
        try:
            return {"type": "tool_result", "tool_use_id": b.id, "content": HANDLERS[b.name](**b.input)}
        except Exception as e:
            return {"type": "tool_result", "tool_use_id": b.id, "content": str(e), "is_error": True}

    with ThreadPoolExecutor() as pool:
        return {"role": "user", "content": list(pool.map(one, todo))}
