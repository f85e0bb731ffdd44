# golden: leaves the failed look-up out of the message
# base: solution
# %% ex06_run_batch_answer
from concurrent.futures import ThreadPoolExecutor


def run_batch(response):
    calls = [block for block in response.content if block.type == "tool_use"]

    def run_one(block):
        try:
            output = HANDLERS[block.name](**block.input)
        except Exception as error:
            return None
        return {"type": "tool_result", "tool_use_id": block.id, "content": output}

    with ThreadPoolExecutor(max_workers=len(calls) or 1) as pool:
        results = list(pool.map(run_one, calls))
    return {"role": "user", "content": [r for r in results if r]}
