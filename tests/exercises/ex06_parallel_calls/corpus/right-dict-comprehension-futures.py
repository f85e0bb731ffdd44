# corpus: a dict comprehension of futures, read in batch order
# kind: right
# expect: 1 passed | 1 passed | 2 concurrent | 1 passed | 1 passed | 2 passed
# %% ex06_run_batch_answer
import concurrent.futures as cf


def run_batch(response):
    calls = [b for b in response.content if b.type == "tool_use"]
    with cf.ThreadPoolExecutor(max_workers=len(calls) or 1) as ex:
        futures = {b.id: ex.submit(HANDLERS[b.name], **b.input) for b in calls}
    out = []
    for b in calls:
        f = futures[b.id]
        try:
            out.append({"type": "tool_result", "tool_use_id": b.id, "content": f.result()})
        except Exception as e:
            out.append({"type": "tool_result", "tool_use_id": b.id, "content": str(e), "is_error": True})
    return {"role": "user", "content": out}
