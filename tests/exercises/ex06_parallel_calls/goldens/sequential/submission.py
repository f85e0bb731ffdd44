# golden: runs the look-ups one after another in a for loop
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

    results = [run_one(block) for block in calls]
    return {"role": "user", "content": results}
