# golden: pairs results with calls in the order they finished
# base: solution
# %% ex06_run_batch_answer
from concurrent.futures import ThreadPoolExecutor, as_completed


def run_batch(response):
    calls = [block for block in response.content if block.type == "tool_use"]

    def run_one(block):
        try:
            return HANDLERS[block.name](**block.input), False
        except Exception as error:
            return f"실패: {error}", True

    with ThreadPoolExecutor(max_workers=len(calls)) as pool:
        futures = [pool.submit(run_one, block) for block in calls]
        done = [f.result() for f in as_completed(futures)]
    results = []
    for block, (content, failed) in zip(calls, done):
        results.append({"type": "tool_result", "tool_use_id": block.id, "content": content, "is_error": failed})
    return {"role": "user", "content": results}
