# corpus: filled in, but the failure branch still raises NotImplementedError (partial)
# kind: wrong
# expect: 0 unfinished | 0 unfinished | 2 concurrent | 0 unfinished | 0 unfinished | 0 variant_failed
# %% ex06_run_batch_answer
from concurrent.futures import ThreadPoolExecutor


def run_batch(response):
    calls = [b for b in response.content if b.type == "tool_use"]

    def run(b):
        try:
            return {"type": "tool_result", "tool_use_id": b.id, "content": HANDLERS[b.name](**b.input)}
        except Exception:
            raise NotImplementedError  # TODO: 실패를 결과로

    with ThreadPoolExecutor(max_workers=len(calls) or 1) as pool:
        return {"role": "user", "content": list(pool.map(run, calls))}
