# corpus: submit everything, then collect results in order
# kind: right
# expect: 1 passed | 1 passed | 2 concurrent | 1 passed | 1 passed | 2 passed
# %% ex06_run_batch_answer
import concurrent.futures


def run_batch(response):
    tool_calls = [c for c in response.content if c.type == "tool_use"]
    pool = concurrent.futures.ThreadPoolExecutor(max_workers=len(tool_calls) or 1)
    futures = [pool.submit(HANDLERS[c.name], **c.input) for c in tool_calls]
    content = []
    for call, future in zip(tool_calls, futures):
        try:
            content.append({"type": "tool_result", "tool_use_id": call.id, "content": future.result()})
        except Exception as exc:
            content.append({"type": "tool_result", "tool_use_id": call.id, "content": f"오류: {exc}", "is_error": True})
    pool.shutdown()
    return {"role": "user", "content": content}
