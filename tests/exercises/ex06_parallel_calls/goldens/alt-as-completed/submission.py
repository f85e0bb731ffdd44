# golden: correct: futures mapped to their blocks, results in completion order
# base: solution
# %% ex06_run_batch_answer
from concurrent.futures import ThreadPoolExecutor, as_completed


def run_batch(response):
    calls = [b for b in response.content if b.type == "tool_use"]
    results = []
    with ThreadPoolExecutor(max_workers=max(1, len(calls))) as pool:
        futures = {pool.submit(HANDLERS[b.name], **b.input): b for b in calls}
        for future in as_completed(futures):
            block = futures[future]
            try:
                results.append({"type": "tool_result", "tool_use_id": block.id, "content": future.result()})
            except Exception as error:
                results.append({"type": "tool_result", "tool_use_id": block.id, "content": f"{type(error).__name__}: {error}", "is_error": True})
    return {"role": "user", "content": results}
