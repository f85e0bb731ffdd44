# corpus: builds the message but never returns it (partial)
# kind: wrong
# expect: 0 not_one_user_message | 0 no_successful_result | 2 concurrent | 0 failed_call_dropped | 0 api_rejected | 0 variant_failed
# %% ex06_run_batch_answer
from concurrent.futures import ThreadPoolExecutor


def run_batch(response):
    calls = [b for b in response.content if b.type == "tool_use"]

    def run(b):
        try:
            return {"type": "tool_result", "tool_use_id": b.id, "content": HANDLERS[b.name](**b.input)}
        except Exception as e:
            return {"type": "tool_result", "tool_use_id": b.id, "content": str(e), "is_error": True}

    with ThreadPoolExecutor(max_workers=len(calls) or 1) as pool:
        message = {"role": "user", "content": list(pool.map(run, calls))}
