# corpus: checks the exception first, builds the block after
# kind: right
# expect: 1 passed | 1 passed | 2 concurrent | 1 passed | 1 passed | 2 passed
# %% ex06_run_batch_answer
from concurrent.futures import ThreadPoolExecutor


def run_batch(response):
    calls = [b for b in response.content if b.type == "tool_use"]
    with ThreadPoolExecutor(max_workers=len(calls) or 1) as pool:
        futures = [pool.submit(HANDLERS[c.name], **c.input) for c in calls]
    blocks = []
    for c, f in zip(calls, futures):
        err = f.exception()
        block = {"type": "tool_result", "tool_use_id": c.id}
        if err:
            block.update(content=str(err), is_error=True)
        else:
            block.update(content=f.result())
        blocks.append(block)
    return {"role": "user", "content": blocks}
