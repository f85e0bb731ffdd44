# corpus: pool.map over a module-level helper
# kind: right
# expect: 1 passed | 1 passed | 2 concurrent | 1 passed | 1 passed | 2 passed
# %% ex06_run_batch_answer
from concurrent.futures import ThreadPoolExecutor


def answer(block):
    try:
        return {"type": "tool_result", "tool_use_id": block.id, "content": HANDLERS[block.name](**block.input)}
    except Exception as e:
        return {"type": "tool_result", "tool_use_id": block.id, "content": str(e), "is_error": True}


def run_batch(response):
    uses = [b for b in response.content if b.type == "tool_use"]
    with ThreadPoolExecutor(max_workers=max(len(uses), 1)) as ex:
        return {"role": "user", "content": list(ex.map(answer, uses))}
