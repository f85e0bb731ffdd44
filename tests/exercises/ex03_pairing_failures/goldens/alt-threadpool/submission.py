# golden: correct: runs the calls concurrently with ThreadPoolExecutor
# base: solution
# %% ex03_tool_results_answer
from concurrent.futures import ThreadPoolExecutor


def run_one(block):
    try:
        return {"type": "tool_result", "tool_use_id": block.id, "content": execute_tool(block.name, block.input)}
    except Exception as error:
        return {"type": "tool_result", "tool_use_id": block.id, "content": f"실패: {error}", "is_error": True}


def tool_results_message(response):
    calls = [b for b in response.content if b.type == "tool_use"]
    with ThreadPoolExecutor() as pool:
        results = list(pool.map(run_one, calls))
    return {"role": "user", "content": results}
