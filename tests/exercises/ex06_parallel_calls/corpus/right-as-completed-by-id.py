# corpus: as_completed, results keyed by id then listed
# kind: right
# expect: 1 passed | 1 passed | 2 concurrent | 1 passed | 1 passed | 2 passed
# %% ex06_run_batch_answer
from concurrent.futures import ThreadPoolExecutor, as_completed


def run_batch(response):
    blocks = [b for b in response.content if b.type == "tool_use"]
    by_id = {}
    with ThreadPoolExecutor(len(blocks) or 1) as executor:
        pending = {executor.submit(HANDLERS[b.name], **b.input): b for b in blocks}
        for done in as_completed(pending):
            b = pending[done]
            error = done.exception()
            if error is None:
                by_id[b.id] = {"type": "tool_result", "tool_use_id": b.id, "content": done.result()}
            else:
                by_id[b.id] = {"type": "tool_result", "tool_use_id": b.id, "content": str(error), "is_error": True}
    return {"role": "user", "content": [by_id[b.id] for b in blocks]}
