# corpus: every result carries is_error, False on success
# kind: right
# expect: 1 passed | 1 passed | 2 concurrent | 1 passed | 1 passed | 2 passed
# %% ex06_run_batch_answer
from concurrent.futures import ThreadPoolExecutor


def run_batch(response):
    calls = [b for b in response.content if b.type == "tool_use"]

    def run(b):
        failed = False
        try:
            text = HANDLERS[b.name](**b.input)
        except Exception as e:
            text, failed = str(e), True
        return {"type": "tool_result", "tool_use_id": b.id, "content": text, "is_error": failed}

    with ThreadPoolExecutor(max_workers=len(calls) or 1) as pool:
        return {"role": "user", "content": list(pool.map(run, calls))}
