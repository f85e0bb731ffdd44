# corpus: flags the failure but says only that it failed
# kind: wrong
# expect: 1 passed | 1 passed | 2 concurrent | 0 failure_message_missing | 1 passed | 0 variant_failed
# %% ex06_run_batch_answer
from concurrent.futures import ThreadPoolExecutor


def run_batch(response):
    calls = [b for b in response.content if b.type == "tool_use"]

    def run(b):
        try:
            return {"type": "tool_result", "tool_use_id": b.id, "content": HANDLERS[b.name](**b.input)}
        except Exception:
            return {"type": "tool_result", "tool_use_id": b.id, "content": "도구 실행에 실패했습니다.", "is_error": True}

    with ThreadPoolExecutor(max_workers=len(calls) or 1) as pool:
        return {"role": "user", "content": list(pool.map(run, calls))}
