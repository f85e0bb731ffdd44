# corpus: error text with the tool name and the cause
# kind: right
# expect: 1 passed | 1 passed | 2 concurrent | 1 passed | 1 passed | 2 passed
# %% ex06_run_batch_answer
from concurrent.futures import ThreadPoolExecutor


def run_batch(response):
    calls = [b for b in response.content if b.type == "tool_use"]

    def run_one(b):
        fn = HANDLERS[b.name]
        try:
            return {"type": "tool_result", "tool_use_id": b.id, "content": fn(**b.input)}
        except ConnectionError as e:
            return {"type": "tool_result", "tool_use_id": b.id, "content": f"[{b.name}] 연결 오류 - {e}", "is_error": True}
        except Exception as e:
            return {"type": "tool_result", "tool_use_id": b.id, "content": f"[{b.name}] {e}", "is_error": True}

    with ThreadPoolExecutor(max_workers=len(calls) or 1) as pool:
        results = [f.result() for f in [pool.submit(run_one, b) for b in calls]]
    return {"role": "user", "content": results}
