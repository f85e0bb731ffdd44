# corpus: runs every call a second time to double-check it
# kind: wrong
# expect: 1 passed | 1 passed | 0 call_run_twice | 1 passed | 1 passed | 0 variant_failed
# %% ex06_run_batch_answer
from concurrent.futures import ThreadPoolExecutor


def run_batch(response):
    calls = [b for b in response.content if b.type == "tool_use"]

    def run(b):
        fn = HANDLERS[b.name]
        try:
            first = fn(**b.input)
            second = fn(**b.input)
            return {"type": "tool_result", "tool_use_id": b.id, "content": second if second == first else first}
        except Exception as e:
            return {"type": "tool_result", "tool_use_id": b.id, "content": str(e), "is_error": True}

    with ThreadPoolExecutor(max_workers=len(calls) or 1) as pool:
        return {"role": "user", "content": list(pool.map(run, calls))}
