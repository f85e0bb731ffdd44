# corpus: concurrent.futures.wait on all futures
# kind: right
# expect: 1 passed | 1 passed | 2 concurrent | 1 passed | 1 passed | 2 passed
# %% ex06_run_batch_answer
from concurrent.futures import ThreadPoolExecutor, wait


def run_batch(response):
    calls = [b for b in response.content if b.type == "tool_use"]
    with ThreadPoolExecutor(max_workers=len(calls) or 1) as ex:
        futs = [ex.submit(HANDLERS[b.name], **b.input) for b in calls]
        wait(futs)
    content = []
    for b, f in zip(calls, futs):
        if f.exception() is not None:
            content.append({"type": "tool_result", "tool_use_id": b.id, "content": str(f.exception()), "is_error": True})
        else:
            content.append({"type": "tool_result", "tool_use_id": b.id, "content": f.result()})
    return {"role": "user", "content": content}
