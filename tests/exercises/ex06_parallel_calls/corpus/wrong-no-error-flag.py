# corpus: the failure's message without is_error
# kind: wrong
# expect: 1 passed | 1 passed | 2 concurrent | 0 failure_not_flagged | 1 passed | 0 variant_failed
# %% ex06_run_batch_answer
from concurrent.futures import ThreadPoolExecutor


def run_batch(response):
    calls = [b for b in response.content if b.type == "tool_use"]

    def run(b):
        try:
            text = HANDLERS[b.name](**b.input)
        except Exception as e:
            text = f"실패: {e}"
        return {"type": "tool_result", "tool_use_id": b.id, "content": text}

    with ThreadPoolExecutor(max_workers=len(calls) or 1) as pool:
        return {"role": "user", "content": list(pool.map(run, calls))}
