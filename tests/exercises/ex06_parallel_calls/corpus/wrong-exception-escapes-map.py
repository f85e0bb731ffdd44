# corpus: no try/except around pool.map: the failure escapes run_batch
# kind: wrong
# expect: 0 crashed | 0 crashed | 2 concurrent | 0 crashed | 0 crashed | 0 variant_failed
# %% ex06_run_batch_answer
from concurrent.futures import ThreadPoolExecutor


def run_batch(response):
    calls = [b for b in response.content if b.type == "tool_use"]
    with ThreadPoolExecutor(max_workers=len(calls) or 1) as pool:
        outputs = list(pool.map(lambda b: HANDLERS[b.name](**b.input), calls))
    return {"role": "user", "content": [
        {"type": "tool_result", "tool_use_id": b.id, "content": o} for b, o in zip(calls, outputs)
    ]}
