# golden: three workers written into the code (the unseen batch has five)
# base: solution
# %% ex06_run_batch_answer
from concurrent.futures import ThreadPoolExecutor


def run_batch(response):
    calls = [block for block in response.content if block.type == "tool_use"]

    def run_one(block):
        try:
            output = HANDLERS[block.name](**block.input)
        except Exception as error:
            return {"type": "tool_result", "tool_use_id": block.id, "content": f"{block.name} 실패: {error}", "is_error": True}
        return {"type": "tool_result", "tool_use_id": block.id, "content": output}

    with ThreadPoolExecutor(max_workers=3) as pool:
        results = list(pool.map(run_one, calls))
    return {"role": "user", "content": results}
