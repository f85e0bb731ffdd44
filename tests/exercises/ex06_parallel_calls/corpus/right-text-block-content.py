# corpus: results as text blocks, the error too
# kind: right
# expect: 1 passed | 1 passed | 2 concurrent | 1 passed | 1 passed | 2 passed
# %% ex06_run_batch_answer
from concurrent.futures import ThreadPoolExecutor


def run_batch(response):
    calls = [b for b in response.content if b.type == "tool_use"]

    def run(b):
        try:
            return {"type": "tool_result", "tool_use_id": b.id, "content": [{"type": "text", "text": HANDLERS[b.name](**b.input)}]}
        except Exception as e:
            return {"type": "tool_result", "tool_use_id": b.id, "content": [{"type": "text", "text": str(e)}], "is_error": True}

    with ThreadPoolExecutor(max_workers=len(calls) or 1) as pool:
        return {"role": "user", "content": list(pool.map(run, calls))}
