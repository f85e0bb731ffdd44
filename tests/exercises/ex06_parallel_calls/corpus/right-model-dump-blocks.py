# corpus: blocks turned into dicts with model_dump first
# kind: right
# expect: 1 passed | 1 passed | 2 concurrent | 1 passed | 1 passed | 2 passed
# %% ex06_run_batch_answer
from concurrent.futures import ThreadPoolExecutor


def run_batch(response):
    blocks = [b.model_dump() for b in response.content]
    calls = [b for b in blocks if b["type"] == "tool_use"]

    def call(b):
        try:
            return {"type": "tool_result", "tool_use_id": b["id"], "content": HANDLERS[b["name"]](**b["input"])}
        except Exception as e:
            return {"type": "tool_result", "tool_use_id": b["id"], "content": str(e), "is_error": True}

    with ThreadPoolExecutor(max_workers=len(calls) or 1) as pool:
        return {"role": "user", "content": list(pool.map(call, calls))}
